import Foundation
import LayoutSystem

/// What `layout-render review DIR` answers, without the HTTP server around it (that is the
/// `layout-render-review` executable): the report page in review mode, the files of the report folder,
/// and Accept / Reject, which write the same references `check --accept` writes (`ReportAcceptance`).
///
/// Requests name result ids, never reference paths; a file request is a path inside the report folder and is
/// refused when it leaves it (`..`, also percent-encoded, absolute, or through a symbolic link), and only PNG, GIF
/// and JSON are served (each reply with its `Content-Security-Policy`). Nothing in the report is trusted: the
/// reference folder is the one of the folder review runs in, accept writes only the names check gives a result's
/// references, and only bytes that are a PNG or a frames file. Because it
/// writes files, it answers only requests addressed to a loopback host (a page elsewhere cannot reach it by
/// DNS rebinding) and, for Accept and Reject, only JSON posts from its own origin (no cross-site form posts).
///
/// Decisions are kept in the report folder (`review.json`): a reloaded page, or review started again on the same
/// report, shows what was accepted and rejected.
public final class ReviewSession: @unchecked Sendable {
    public struct Reply: Sendable {
        public var status: Int
        public var contentType: String
        public var body: Data
        /// The `Content-Security-Policy` header: the page's own (`ReviewSession.pagePolicy`), else `sandboxPolicy`.
        public var contentSecurityPolicy = ReviewSession.sandboxPolicy
        init(_ status: Int, _ contentType: String, _ body: Data) { self.status = status; self.contentType = contentType; self.body = body }
        static func text(_ status: Int, _ message: String) -> Reply { Reply(status, "text/plain; charset=utf-8", Data((message + "\n").utf8)) }
    }

    public let reportDirectory: URL
    public let referencesRoot: URL
    public let results: CheckResults
    private let page: Data
    private let byID: [String: CheckResult]
    private let lock = NSLock()
    private var decisions: [String: String] = [:]
    /// Largest request body read (a selection of every id of a 2,000-result run is about 200 KB).
    public static let maxBody = 4 << 20

    /// The decisions file in the report folder.
    public static let decisionsFile = "review.json"

    private struct SavedDecisions: Codable { var decisions: [String: String] }

    /// Every reply but the page: nothing in it runs, loads or is sniffed as something else.
    public static let sandboxPolicy = "default-src 'none'; sandbox"
    /// The page's policy: its own inline style and script (by a nonce made for this session), pictures and the
    /// JSON API from review itself, nothing else — no other origin, no form, no frame.
    public let pagePolicy: String

    /// Review of the report in `reportDirectory`, accepting into `references`, the reference folder of
    /// `repository` — both derived by the caller from where review runs (layout-render-review: the current folder
    /// and its layout-render.yml), never from the report. A report whose `run.root` is not `repository` or whose
    /// `run.references` is not `references` is refused, as is a reference folder that is or sits under a
    /// symbolic link inside the repository.
    public init(reportDirectory: URL, repository: URL, references: URL) throws {
        self.reportDirectory = reportDirectory.standardizedFileURL
        results = try ReportFiles.readResults(in: reportDirectory)
        let repo = repository.standardizedFileURL.path, refs = references.standardizedFileURL.path
        let realRepo = ReportFiles.realPath(repo) ?? repo
        let named = URL(fileURLWithPath: results.run.root).standardizedFileURL.path
        guard (ReportFiles.realPath(named) ?? named) == realRepo else {
            throw ReportError("\(self.reportDirectory.path): the report is of \(DisplayText.echo(results.run.root, limit: 200)), not of this folder (\(repo)); run review in the folder check ran in")
        }
        let namedRefs = URL(fileURLWithPath: results.run.references).standardizedFileURL.path
        let realNamedRefs = ReportFiles.resolvedPath(namedRefs), realRefs = ReportFiles.resolvedPath(refs)
        guard namedRefs == refs || (!realRefs.isEmpty && realNamedRefs == realRefs) else {
            throw ReportError("\(self.reportDirectory.path): the report names the reference folder \(DisplayText.echo(results.run.references, limit: 200)), not this folder's \(refs); review accepts only into the folder's own reference folder")
        }
        guard refs.hasPrefix(repo + "/") else {
            throw ReportError("\(refs): the reference folder is not inside \(repo)")
        }
        if let link = BeneathRoot.firstLink(String(refs.dropFirst(repo.count + 1)), in: repo) {
            throw ReportError("\(repo)/\(link): is a symbolic link; review writes references only into a real folder inside the repository")
        }
        referencesRoot = URL(fileURLWithPath: refs, isDirectory: true)
        var nonceBytes = [UInt8](repeating: 0, count: 18)
        var generator = SystemRandomNumberGenerator()
        for i in nonceBytes.indices { nonceBytes[i] = generator.next() }
        let nonce = Data(nonceBytes).base64EncodedString()
        pagePolicy = "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src 'self' data:; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        let html = try HTMLReport.page(results)
        page = Data(html.replacingOccurrences(of: HTMLReport.staticModeMarker, with: HTMLReport.reviewModeMarker)
            .replacingOccurrences(of: "\n<style>\n", with: "\n<style nonce=\"\(nonce)\">\n")
            .replacingOccurrences(of: "\n<script>\n", with: "\n<script nonce=\"\(nonce)\">\n").utf8)
        byID = Dictionary(results.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        decisions = Self.savedDecisions(in: self.reportDirectory, ids: byID)
    }

    /// The decisions an earlier review of this report saved: only for results it has, only the two words review
    /// writes; a file that is missing, too large or not ours is read as none (the next decision rewrites it).
    static func savedDecisions(in directory: URL, ids: [String: CheckResult]) -> [String: String] {
        guard let data = try? BeneathRoot.read(decisionsFile, in: directory.path, maxBytes: maxBody),
              let saved = try? JSONDecoder().decode(SavedDecisions.self, from: data) else { return [:] }
        return saved.decisions.filter { ids[$0.key] != nil && ($0.value == "accepted" || $0.value == "rejected") }
    }

    /// Writes the decisions next to the results (replaced whole, never half-written). Called under the lock.
    private func saveDecisions() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(SavedDecisions(decisions: decisions)) else { return }
        do {
            try AtomicFile.write(data, to: reportDirectory.appendingPathComponent(Self.decisionsFile))
        } catch {
            log("could not save the decisions in \(Self.decisionsFile): \(error)")
        }
    }

    /// Whether `host` is a loopback address review may listen on: `localhost`, 127.0.0.0/8 or ::1.
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if h == "localhost" || h == "::1" || h == "0:0:0:0:0:0:0:1" { return true }
        let parts = h.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { p in p.count <= 3 && UInt8(p) != nil }
    }

    /// The `Host` header's host part (without the port).
    static func hostName(_ header: String) -> String {
        if header.hasPrefix("["), let end = header.firstIndex(of: "]") { return String(header[...end]) }
        return String(header.split(separator: ":", maxSplits: 1).first ?? "")
    }

    public func handle(method: String, target: String, host: String?, origin: String?, contentType: String?,
                       body: Data) -> Reply {
        guard let host, Self.isLoopback(Self.hostName(host)) else {
            return .text(403, "review answers requests to 127.0.0.1 only")
        }
        // The path without query or fragment, percent-decoded once.
        let rawPath = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        guard let path = rawPath.removingPercentEncoding, path.hasPrefix("/") else {
            return .text(400, "bad request path")
        }
        switch (method, path) {
        case ("GET", "/"), ("GET", "/index.html"), ("HEAD", "/"), ("HEAD", "/index.html"):
            var reply = Reply(200, "text/html; charset=utf-8", page)
            reply.contentSecurityPolicy = pagePolicy
            return reply
        case ("GET", "/api/state"):
            lock.lock(); let current = decisions; lock.unlock()
            return json(200, ["decisions": current])
        case ("POST", "/api/accept"), ("POST", "/api/reject"):
            // A browser sends Origin with every POST; a cross-origin JSON post needs a preflight review never grants.
            let from = origin.map(Self.hostName(fromOrigin:)) ?? Self.hostName(host)
            guard Self.isLoopback(from) else { return .text(403, "accept and reject come from the review page only") }
            guard contentType?.lowercased().hasPrefix("application/json") == true else {
                return .text(415, "send JSON: {\"ids\": [...]}")
            }
            return decide(accept: path == "/api/accept", body: body)
        case ("GET", _), ("HEAD", _):
            return file(String(path.dropFirst()))
        default:
            return .text(405, "\(method) \(path) is not something review does")
        }
    }

    static func hostName(fromOrigin origin: String) -> String {
        guard let url = URL(string: origin), let host = url.host else { return "" }
        return host.contains(":") ? "[\(host)]" : host
    }

    /// A file of the report: a PNG, GIF or JSON only (what the page shows and reads), a regular file reached
    /// without following a link; anything else (a page, an SVG, a script the report folder may hold) is not
    /// served, so nothing but the page itself runs on review's origin.
    func file(_ relative: String) -> Reply {
        guard ReportFiles.isContained(relative) else { return .text(403, "path '\(relative)' is outside \(reportDirectory.path)") }
        guard let type = Self.contentType((relative as NSString).pathExtension) else {
            return .text(403, "review serves the page, its PNG and GIF pictures and JSON only")
        }
        let data: Data
        do { data = try BeneathRoot.read(relative, in: reportDirectory.path, maxBytes: 256 << 20) } catch {
            if case .other = BeneathRoot.kind(relative, in: reportDirectory.path) { return .text(403, "\(error)") }
            return .text(404, "no file \(relative) in the report")
        }
        return Reply(200, type, data)
    }

    /// The types review serves from the report folder; nil for everything else.
    static func contentType(_ ext: String) -> String? {
        switch ext.lowercased() {
        case "png": "image/png"
        case "gif": "image/gif"
        case "json": "application/json"
        default: nil
        }
    }

    struct Decision: Decodable { var ids: [String] }
    struct Outcome: Encodable { var id: String; var ok: Bool; var message: String? }

    func decide(accept: Bool, body: Data) -> Reply {
        guard body.count <= Self.maxBody else { return .text(413, "request over \(Self.maxBody) bytes") }
        guard let request = try? JSONDecoder().decode(Decision.self, from: body) else {
            return json(400, ["error": "send JSON: {\"ids\": [...]}"])
        }
        var outcomes: [Outcome] = []
        lock.lock(); defer { lock.unlock() }
        for id in request.ids {
            guard let result = byID[id] else { outcomes.append(Outcome(id: id, ok: false, message: "no such result")); continue }
            if accept {
                do {
                    let done = try ReportAcceptance.accept(result, reportDirectory: reportDirectory, referencesRoot: referencesRoot)
                    decisions[id] = "accepted"
                    let what = done.deleted.isEmpty ? "wrote \(done.written.joined(separator: ", "))"
                        : "deleted \(done.deleted.joined(separator: ", "))"
                    outcomes.append(Outcome(id: id, ok: true, message: what))
                    log("accepted \(id): \(what)")
                } catch {
                    outcomes.append(Outcome(id: id, ok: false, message: "\(error)"))
                    log("refused \(id): \(error)")
                }
            } else {
                decisions[id] = "rejected"
                outcomes.append(Outcome(id: id, ok: true, message: "reference kept"))
                log("rejected \(id): reference kept")
            }
        }
        if outcomes.contains(where: \.ok) { saveDecisions() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Reply(200, "application/json", (try? encoder.encode(["results": outcomes])) ?? Data())
    }

    /// Where accept and reject are told (the server prints them; tests read them).
    public var log: @Sendable (String) -> Void = { _ in }

    private func json(_ status: Int, _ value: [String: [String: String]]) -> Reply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Reply(status, "application/json", (try? encoder.encode(value)) ?? Data())
    }

    private func json(_ status: Int, _ value: [String: String]) -> Reply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Reply(status, "application/json", (try? encoder.encode(value)) ?? Data())
    }
}
