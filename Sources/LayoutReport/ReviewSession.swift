import Foundation

/// What `layout-render review DIR` answers, without the HTTP server around it (that is the
/// `layout-render-review` executable): the report page in review mode, the files of the report folder,
/// and Accept / Reject, which write the same references `check --accept` writes (`ReportAcceptance`).
///
/// Requests name result ids, never reference paths; a file request is a path inside the report folder and is
/// refused when it leaves it (`..`, also percent-encoded, absolute, or through a symbolic link). Because it
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

    public init(reportDirectory: URL) throws {
        self.reportDirectory = reportDirectory.standardizedFileURL
        results = try ReportFiles.readResults(in: reportDirectory)
        let references = results.run.references
        referencesRoot = references.hasPrefix("/") ? URL(fileURLWithPath: references, isDirectory: true)
            : URL(fileURLWithPath: results.run.root, isDirectory: true).appendingPathComponent(references, isDirectory: true)
        let html = try HTMLReport.page(results)
        page = Data(html.replacingOccurrences(of: HTMLReport.staticModeMarker, with: HTMLReport.reviewModeMarker).utf8)
        byID = Dictionary(results.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        decisions = Self.savedDecisions(in: self.reportDirectory, ids: byID)
    }

    /// The decisions an earlier review of this report saved: only for results it has, only the two words review
    /// writes; a file that is missing, too large or not ours is read as none (the next decision rewrites it).
    static func savedDecisions(in directory: URL, ids: [String: CheckResult]) -> [String: String] {
        let url = directory.appendingPathComponent(decisionsFile)
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBody,
              let data = FileManager.default.contents(atPath: url.path),
              let saved = try? JSONDecoder().decode(SavedDecisions.self, from: data) else { return [:] }
        return saved.decisions.filter { ids[$0.key] != nil && ($0.value == "accepted" || $0.value == "rejected") }
    }

    /// Writes the decisions next to the results (replaced whole, never half-written). Called under the lock.
    private func saveDecisions() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(SavedDecisions(decisions: decisions)) else { return }
        do {
            try data.write(to: reportDirectory.appendingPathComponent(Self.decisionsFile), options: .atomic)
        } catch {
            log("could not save the decisions in \(Self.decisionsFile): \(error.localizedDescription)")
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
            return Reply(200, "text/html; charset=utf-8", page)
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

    func file(_ relative: String) -> Reply {
        let url: URL
        do { url = try ReportFiles.resolve(relative, in: reportDirectory, what: "path") } catch {
            return .text(403, "\(error)")
        }
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let data = FileManager.default.contents(atPath: url.path) else {
            return .text(404, "no file \(relative) in the report")
        }
        return Reply(200, Self.contentType(url.pathExtension), data)
    }

    static func contentType(_ ext: String) -> String {
        switch ext.lowercased() {
        case "png": "image/png"
        case "gif": "image/gif"
        case "svg": "image/svg+xml"
        case "html": "text/html; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "md", "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
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
