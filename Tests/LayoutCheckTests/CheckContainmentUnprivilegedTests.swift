import Foundation
import LayoutReport
import XCTest

/// The report and reference attacks of CheckContainmentTests (issue 33, items 5 and 7) run as an unprivileged user
/// (uid 65534 through setpriv) as well as root: what a link would reach is readable and writable by that user, so
/// only check's own rules (the reference folder a real folder, references regular files, copies in the report) can
/// stop them — not permissions, and not root's view of the disk.
final class CheckContainmentUnprivilegedTests: XCTestCase {
    static let root = "/var/tmp/layout-render-unprivileged-check"
    static let nobody: UInt32 = 65534

    /// setpriv's prefix, or a skip naming why this machine cannot switch users.
    func asNobody() throws -> [String] {
        guard getuid() == 0 else { throw XCTSkip("switching to uid 65534 needs root") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("setpriv (util-linux) is not installed") }
        guard let binary = CheckSupport.binary, Self.reachableByNobody(binary.path) else {
            throw XCTSkip("the build folder is not reachable by uid 65534")
        }
        return ["/usr/bin/setpriv", "--reuid", "\(Self.nobody)", "--regid", "\(Self.nobody)", "--clear-groups", "--"]
    }

    static func reachableByNobody(_ path: String) -> Bool {
        var p = (path as NSString).deletingLastPathComponent
        while p != "/" && !p.isEmpty {
            var st = stat()
            guard stat(p, &st) == 0, st.st_mode & 0o001 != 0 else { return false }
            p = (p as NSString).deletingLastPathComponent
        }
        return true
    }

    /// A spec tree (CheckSupport's) moved under /var/tmp, every file of it and `outside` owned by uid 65534.
    func tree(_ name: String, count: Int) throws -> (app: URL, outside: URL, cache: String) {
        let fm = FileManager.default
        let base = URL(fileURLWithPath: Self.root).appendingPathComponent(name)
        try? fm.removeItem(at: base)
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        chmod(Self.root, 0o755)
        let made = try CheckSupport.specTree("unprivileged-\(name)", count: count)
        let app = base.appendingPathComponent("app")
        try fm.moveItem(at: made, to: app)
        let outside = base.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        let cache = base.appendingPathComponent("cache").path
        try fm.createDirectory(atPath: cache, withIntermediateDirectories: true)
        Self.chownTree(base.path)
        return (app, outside, cache)
    }

    static func chownTree(_ path: String) {
        _ = lchown(path, nobody, nobody)
        guard let walker = FileManager.default.enumerator(atPath: path) else { return }
        while let rel = walker.nextObject() as? String { _ = lchown(path + "/" + rel, nobody, nobody) }
    }

    func testALinkedReferenceFolderIsRefusedAsAnUnprivilegedUser() throws {
        let prefix = try asNobody()
        let (app, outside, cache) = try tree("linked-refs", count: 1)
        // __LayoutSnapshots__ -> a folder the user may write: only check's rule keeps --record out of it.
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("__LayoutSnapshots__"), withDestinationURL: outside)
        _ = lchown(app.appendingPathComponent("__LayoutSnapshots__").path, Self.nobody, Self.nobody)
        let run = try CheckSupport.run(["check", "--record", "all"], cwd: app, prefix: prefix,
                                       environmentChanges: ["LAYOUT_RENDER_CACHE": cache, "HOME": outside.path])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("__LayoutSnapshots__ is a symbolic link"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        // The same tree with a real folder records as that user: the refusal above was the rule, not permissions.
        try FileManager.default.removeItem(at: app.appendingPathComponent("__LayoutSnapshots__"))
        let recorded = try CheckSupport.run(["check", "--record", "all"], cwd: app, prefix: prefix,
                                            environmentChanges: ["LAYOUT_RENDER_CACHE": cache, "HOME": outside.path])
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
        var info = stat()
        XCTAssertEqual(stat(app.appendingPathComponent("__LayoutSnapshots__").path, &info), 0)
        XCTAssertEqual(info.st_uid, Self.nobody, "recorded by uid 65534")
    }

    func testALinkedReferenceIsAnErrorAndTheReportHoldsNoLinkAsAnUnprivilegedUser() throws {
        let prefix = try asNobody()
        let (app, outside, cache) = try tree("linked-ref-file", count: 2)
        let env = ["LAYOUT_RENDER_CACHE": cache, "HOME": outside.path]
        let first = try CheckSupport.run(["check", "--record", "all"], cwd: app, prefix: prefix, environmentChanges: env)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        let png = app.appendingPathComponent("__LayoutSnapshots__/Specs/grid00.yaml/grid00.iPhone13.portrait.light.ltr.png")
        // The "secret" holds the reference's own bytes and is readable by the user: following the link would pass.
        let secret = outside.appendingPathComponent("credentials.png")
        try FileManager.default.copyItem(at: png, to: secret)
        try FileManager.default.removeItem(at: png)
        try FileManager.default.createSymbolicLink(at: png, withDestinationURL: secret)
        Self.chownTree(outside.path)
        _ = lchown(png.path, Self.nobody, Self.nobody)
        let run = try CheckSupport.run(["check", "--report", "report"], cwd: app, prefix: prefix, environmentChanges: env)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(app.appendingPathComponent("report"))
        let linked = try XCTUnwrap(results.results.first { $0.name == "grid00" })
        XCTAssertEqual(linked.status, .error)
        XCTAssertTrue(linked.message?.contains("is a symbolic link, not a regular file") == true, linked.message ?? "")
        XCTAssertEqual(results.results.first { $0.name == "grid01" }?.status, .passed)
        let entries = CheckSupport.entries(app.appendingPathComponent("report"))
        for e in entries {
            XCTAssertNotEqual(e.info.st_mode & S_IFMT, S_IFLNK, e.path)
            XCTAssertEqual(e.info.st_uid, Self.nobody, "\(e.path) written by uid 65534")
        }
        XCTAssertGreaterThan(entries.count, 5)
    }

    func testSummaryAndJUnitFireNoMentionAndShowNoBidiControlAsAnUnprivilegedUser() throws {
        let prefix = try asNobody()
        let (app, outside, cache) = try tree("mentions", count: 1)
        try CheckContainmentTests.nameTheSpecToMention(app)
        Self.chownTree(app.path)
        let run = try CheckSupport.run(["check", "--report", "report"], cwd: app, prefix: prefix,
                                       environmentChanges: ["LAYOUT_RENDER_CACHE": cache, "HOME": outside.path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        try CheckContainmentTests.assertSafeToPost(app.appendingPathComponent("report"))
        for file in ["summary.md", "junit.xml"] {
            var info = stat()
            XCTAssertEqual(stat(app.appendingPathComponent("report/" + file).path, &info), 0)
            XCTAssertEqual(info.st_uid, Self.nobody, "\(file) written by uid 65534")
        }
    }

    /// review run as uid 65534 on a downloaded report: a forged `run` naming a folder that user may write is refused
    /// before serving; a result whose reference name is a dotfile is refused by Accept; the honest result is written.
    /// The victim folders are the user's own, so only review's rules (not permissions) stop the writes.
    func testReviewOfAForgedReportWritesNothingAsAnUnprivilegedUser() throws {
        let prefix = try asNobody()
        let (app, outside, cache) = try tree("forged-review", count: 1)
        let env = ["LAYOUT_RENDER_CACHE": cache, "HOME": outside.path]
        // Recorded, then the spec's spacing changed (4 → 9): one "changed" result, with a reference to overwrite.
        let recorded = try CheckSupport.run(["check", "--record", "all"], cwd: app, prefix: prefix, environmentChanges: env)
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
        try CheckSupport.writeSpec(app, 0, spacing: 9)
        Self.chownTree(app.path)
        let made = try CheckSupport.run(["check", "--report", "report"], cwd: app, prefix: prefix, environmentChanges: env)
        XCTAssertEqual(made.status, 1, made.stdout + made.stderr)
        let report = app.appendingPathComponent("report")
        let honest = try CheckSupport.results(report)
        XCTAssertEqual(honest.results.map(\.status), [.changed])
        let referencePNG = app.appendingPathComponent("__LayoutSnapshots__/" + (honest.results[0].reference?.png ?? "?"))
        let before = try Data(contentsOf: referencePNG)

        // 1. The report says it is of another folder, whose references are the user's ~/.config.
        var forged = honest
        forged.run.root = outside.path
        forged.run.references = outside.path + "/.config"
        try ReportFiles.writeResults(forged, in: report)
        Self.chownTree(report.path)
        let refused = try CheckSupport.run(["review", "report", "--port", "0"], cwd: app, prefix: prefix, environmentChanges: env)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("not of this folder"), refused.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])

        // 2. The right folder, but the result's reference is named as a dotfile of the reference folder.
        forged = honest
        let id = honest.results[0].id
        forged.results[0].reference?.png = "Specs/.bashrc"
        try ReportFiles.writeResults(forged, in: report)
        Self.chownTree(report.path)
        let (server, out, _) = try CheckSupport.process(["review", "report", "--port", "0"], cwd: app, prefix: prefix,
                                                        environmentChanges: env)
        defer { if server.isRunning { server.terminate() }; server.waitUntilExit() }
        let origin = try Self.servingAddress(out)
        let answer = try Self.post(origin + "api/accept", origin: origin, ids: [id])
        XCTAssertTrue(answer.contains("not named as check names them"), answer)
        let references = app.appendingPathComponent("__LayoutSnapshots__")
        XCTAssertFalse(FileManager.default.fileExists(atPath: references.path + "/Specs/.bashrc"))
        XCTAssertEqual(try Data(contentsOf: referencePNG), before, "nothing accepted")
        server.terminate(); server.waitUntilExit()

        // 3. Control: the honest report, served the same way as the same user, is accepted and written by that user.
        try ReportFiles.writeResults(honest, in: report)
        Self.chownTree(report.path)
        let (again, againOut, _) = try CheckSupport.process(["review", "report", "--port", "0"], cwd: app, prefix: prefix,
                                                            environmentChanges: env)
        defer { if again.isRunning { again.terminate() }; again.waitUntilExit() }
        let second = try Self.servingAddress(againOut)
        let accepted = try Self.post(second + "api/accept", origin: second, ids: [id])
        XCTAssertTrue(accepted.contains("\"ok\":true"), accepted)
        var info = stat()
        XCTAssertEqual(lstat(referencePNG.path, &info), 0, referencePNG.path)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG)
        XCTAssertEqual(info.st_uid, Self.nobody, "accepted by uid 65534")
        XCTAssertNotEqual(try Data(contentsOf: referencePNG), before, "the reference now holds the changed picture")
    }

    /// The `http://127.0.0.1:PORT/` review prints when it serves (within 60 s).
    static func servingAddress(_ out: Pipe) throws -> String {
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let r = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) { return String(text[r]) }
        }
        throw XCTSkip("review did not say where it serves: \(text)")
    }

    /// POSTs `{"ids": [...]}` as review's own page does (JSON, its own Origin); the reply's body.
    static func post(_ url: String, origin: String, ids: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = """
        import json, sys, urllib.request, urllib.error
        req = urllib.request.Request(sys.argv[1], data=json.dumps({"ids": sys.argv[3:]}).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Origin": sys.argv[2].rstrip("/")})
        try:
            print(urllib.request.urlopen(req, timeout=30).read().decode())
        except urllib.error.HTTPError as e:
            print(e.read().decode())
        """
        p.arguments = ["python3", "-c", script, url, origin] + ids
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
