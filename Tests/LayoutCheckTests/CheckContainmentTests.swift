import Foundation
import LayoutReport
import XCTest

/// What check reads and writes in the tree and the report (issue 33, item 5 and 7): the reference folder only as a
/// real folder inside the checked root, references only as regular files, copies (never links) in the report, the
/// report replaced whole, and summary.md / junit.xml that fire no mention. Spec trees only: no compiler needed.
final class CheckContainmentTests: XCTestCase {
    /// A folder outside the tree, holding what a link would reach.
    func outside(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/outside-\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testAReferenceFolderThatIsOrSitsUnderALinkIsRefused() throws {
        let app = try CheckSupport.specTree("linked-refs", count: 1)
        let elsewhere = try outside("linked-refs")
        // __LayoutSnapshots__ -> a folder outside the repository: --record would write there.
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("__LayoutSnapshots__"), withDestinationURL: elsewhere)
        var run = try CheckSupport.run(["check", "--record", "all"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("__LayoutSnapshots__ is a symbolic link"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        // A configured folder under a linked folder: the same.
        try FileManager.default.removeItem(at: app.appendingPathComponent("__LayoutSnapshots__"))
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("linked"), withDestinationURL: elsewhere)
        try "references: linked/refs\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        run = try CheckSupport.run(["check", "--record", "all"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("linked is a symbolic link"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
    }

    func testAReferenceThatIsALinkIsAnErrorAndTheReportHoldsNoLink() throws {
        let app = try CheckSupport.specTree("linked-ref-file", count: 2)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        let refs = app.appendingPathComponent("__LayoutSnapshots__/Specs/grid00.yaml")
        let png = refs.appendingPathComponent("grid00.iPhone13.portrait.light.ltr.png")
        // The "secret": the reference's own bytes outside the tree, so that following the link would pass.
        let secret = try outside("linked-ref-file").appendingPathComponent("credentials.png")
        try FileManager.default.copyItem(at: png, to: secret)
        try FileManager.default.removeItem(at: png)
        try FileManager.default.createSymbolicLink(at: png, withDestinationURL: secret)
        let run = try CheckSupport.run(["check", "--report", "report"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(app.appendingPathComponent("report"))
        let linked = try XCTUnwrap(results.results.first { $0.name == "grid00" })
        XCTAssertEqual(linked.status, .error)
        XCTAssertTrue(linked.message?.contains("is a symbolic link, not a regular file") == true, linked.message ?? "")
        XCTAssertEqual(results.results.first { $0.name == "grid01" }?.status, .passed)
        // Every file of the report is a regular file: copies of bytes, never links.
        let entries = CheckSupport.entries(app.appendingPathComponent("report"))
        for e in entries { XCTAssertNotEqual(e.info.st_mode & S_IFMT, S_IFLNK, e.path) }
        XCTAssertGreaterThan(entries.count, 5)
    }

    func testAFailedRunLeavesNoStaleReportAndASuccessfulOneNoStaging() throws {
        let app = try CheckSupport.specTree("stale-report", count: 1)
        let report = app.appendingPathComponent("out/report")
        XCTAssertEqual(try CheckSupport.run(["check", "--report", "out/report"], cwd: app).status, 1)
        for name in ["summary.md", "junit.xml", "index.html", "results.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(name).path), name)
        }
        try Data("mine\n".utf8).write(to: report.appendingPathComponent("notes.txt"))
        // No staging folder left beside the report.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("out").path), ["report"])
        // A bad configuration: exit 2, and no summary.md of the earlier run for CI to post.
        try "scale: 99\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let run = try CheckSupport.run(["check", "--report", "out/report"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        for name in ["summary.md", "junit.xml", "index.html", "results.json", "images", "actual"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: report.appendingPathComponent(name).path), name)
        }
        // What the run does not write is left alone.
        XCTAssertEqual(try String(contentsOf: report.appendingPathComponent("notes.txt"), encoding: .utf8), "mine\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("out").path), ["report"])
    }

    /// `check merge-reports` publishes the joined report whole, as a run does: no staging folder left, and a failed
    /// merge leaves no stale summary.md in a separate output — but never clears a shard that is its own output.
    func testAMergeIsStagedAndAFailedOneLeavesNoStaleReport() throws {
        let app = try CheckSupport.specTree("merge-staging", count: 4)
        for i in 1...2 {
            let run = try CheckSupport.run(["check", "--shard", "\(i)/2", "--report", "out/shard\(i)"], cwd: app)
            XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
        }
        let merged = try CheckSupport.run(["check", "merge-reports", "out/shard1", "out/shard2", "--report", "out/merged"], cwd: app)
        XCTAssertEqual(merged.status, 1, merged.stdout + merged.stderr)
        XCTAssertEqual(try CheckSupport.results(app.appendingPathComponent("out/merged")).results.count, 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("out").path).sorted(),
                       ["merged", "shard1", "shard2"], "no staging folder beside the reports")
        // Shard 2 of 2 left out: exit 2, and the earlier joined report is gone rather than posted as this one.
        let failed = try CheckSupport.run(["check", "merge-reports", "out/shard1", "--report", "out/merged"], cwd: app)
        XCTAssertEqual(failed.status, 2, failed.stdout + failed.stderr)
        for name in ["summary.md", "junit.xml", "index.html", "results.json"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("out/merged/" + name).path), name)
        }
        // Into a shard's own folder, failing: that shard's report stays as it was.
        let before = CheckSupport.snapshot(app.appendingPathComponent("out/shard1"))
        let intoShard = try CheckSupport.run(["check", "merge-reports", "out/shard1", "--report", "out/shard1"], cwd: app)
        XCTAssertEqual(intoShard.status, 2, intoShard.stdout + intoShard.stderr)
        XCTAssertEqual(CheckSupport.snapshot(app.appendingPathComponent("out/shard1")), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("out").path).sorted(),
                       ["merged", "shard1", "shard2"])
    }

    func testSummaryAndJUnitFireNoMentionAndShowNoBidiControl() throws {
        let app = try CheckSupport.specTree("mentions", count: 1)
        try Self.nameTheSpecToMention(app)
        let run = try CheckSupport.run(["check", "--report", "report"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        try Self.assertSafeToPost(app.appendingPathComponent("report"))
    }

    /// Renames the tree's first spec to a name that mentions a user, links an issue and holds a bidi override.
    static func nameTheSpecToMention(_ app: URL) throws {
        let name = "@octocat #12 \u{202E}lmth.exe"
        try FileManager.default.moveItem(at: app.appendingPathComponent("Specs/grid00.yaml"),
                                         to: app.appendingPathComponent("Specs/\(name).yaml"))
    }

    /// summary.md and junit.xml of a report on that tree: the name is there, but fires no mention or issue link
    /// and shows no bidi control.
    static func assertSafeToPost(_ report: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for name in ["summary.md", "junit.xml"] {
            let text = try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.contains("octocat"), name, file: file, line: line)
            // GitHub's mention and issue-link patterns: '@' or '#' directly followed by a name or number.
            XCTAssertNil(text.range(of: #"@[A-Za-z0-9]"#, options: .regularExpression), "\(name): \(text)", file: file, line: line)
            XCTAssertNil(text.range(of: #"#[0-9]"#, options: .regularExpression), "\(name): \(text)", file: file, line: line)
            XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"), name, file: file, line: line)
            // Escaped as on every error line; in Markdown with its punctuation escaped too (it renders \u{202E}).
            XCTAssertTrue(text.contains(name == "junit.xml" ? "\\u{202E}" : "\\\\u\\{202E\\}"), "\(name): \(text)",
                          file: file, line: line)
        }
    }

    func testASnapshotBudgetStopsTheRunBeforeAnythingIsDrawn() throws {
        // 6 layouts × (1 variant + 999 offsets) = 6,000 snapshots from a few bytes of configuration: over 5,000.
        let app = try CheckSupport.specTree("budget", count: 6)
        let offsets = (1...999).map(String.init).joined(separator: ", ")
        try "layouts:\n  \"*\":\n    offsets: [\(offsets)]\n".write(to: app.appendingPathComponent("layout-render.yml"),
                                                                     atomically: true, encoding: .utf8)
        let started = Date()
        var run = try CheckSupport.run(["check", "--record", "all", "--report", "report"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr, "layout-render: error: 6000 snapshots to draw, over the run's budget of 5000; narrow the variants, or raise 'maxSnapshots' in layout-render.yml\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("__LayoutSnapshots__").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("report/results.json").path))
        // Raised in the configuration: a smaller matrix under a lower budget, refused and then allowed.
        try "maxSnapshots: 5\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("6 snapshots to draw, over the run's budget of 5;"), run.stderr)
        try "maxSnapshots: 6\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("6 snapshots: 0 passed, 0 changed, 6 added"), run.stdout)
        try "maxSnapshots: 0\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("layout-render.yml:1:15: maxSnapshots: a whole number of snapshots from 1 to 1000000"), run.stderr)
    }

    func testAModuleWithOneBrokenLayoutIsCompiledInHalves() throws {
        // Eight layouts in one file, the first broken. Together: fails. Halves: [0–3] fails, [4–7] compiles (one
        // program); [0, 1] fails, [2, 3] compiles (two); 0 fails, 1 compiles (three). 7 compiles and 3 programs;
        // compiled one by one after the failure it was 9 compiles and 7 programs (one per good layout).
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/halves")
        try? FileManager.default.removeItem(at: app)
        try FileManager.default.createDirectory(at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var source = "import UIKit\n"
        for i in 0..<8 {
            source += "func layout\(i)() -> UICollectionViewLayout {\n" + (i == 0 ? "    let broken: Int = \"x\"\n" : "")
                + "    return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))\n}\n"
        }
        try FileManager.default.createDirectory(at: app.appendingPathComponent("App"), withIntermediateDirectories: true)
        try source.write(to: app.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/halves-cache")
        try? FileManager.default.removeItem(at: cache)
        let run = try CheckSupport.run(["check"], cwd: app, environmentChanges: ["LAYOUT_RENDER_CACHE": cache.path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error: App/Screens.swift/layout0.iPhone13.portrait.light.ltr: App/Screens.swift:3:23: error: cannot convert"), run.stdout)
        XCTAssertTrue(run.stdout.contains("8 snapshots: 0 passed, 0 changed, 7 added, 0 removed, 1 errors"), run.stdout)
        let programs = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("programs").path)
        XCTAssertEqual(programs.count, 3, programs.description)
    }
}
