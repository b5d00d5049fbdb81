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
}
