import LayoutSystem
import Foundation
import LayoutRender
import LayoutReport
import XCTest
@testable import LayoutCheck

/// The workflow of issue 22 on a fixture app of our own (Fixtures/App: four view controllers over five Swift files,
/// metrics in a shared file, one layout that needs section kinds from layout-render.yml, a spec file, and JSON files
/// that are not specs), each step through the binary.
final class CheckFlowTests: XCTestCase {
    func testRecordVerifyEditVerifyAcceptVerify() throws {
        let app = try CheckSupport.copy("App", as: "flow")
        let refs = app.appendingPathComponent("__LayoutSnapshots__")

        // 1. Nothing recorded: every snapshot is added, exit 1. 4 layouts (Feed, Inbox, Profile, the tiles spec)
        //    × the configured themes light and dark = 8 snapshots; ProfileHeader.swift holds no layout, the JSON
        //    files are not specs, section builders are checked through their layouts.
        var run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("8 snapshots: 0 passed, 0 changed, 8 added, 0 removed, 0 errors"), run.stdout)

        // 2. Record.
        run = try CheckSupport.run(["check", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let recorded = CheckSupport.snapshot(refs)
        // Per snapshot a PNG and a frames file, per layout one metadata file: 8 × 2 + 4.
        XCTAssertEqual(recorded.count, 20, recorded.keys.sorted().joined(separator: "\n"))
        let profile = "Sources/Profile/ProfileViewController.swift/ProfileViewController.gridLayout"
        XCTAssertNotNil(recorded[profile + ".iPhone13.portrait.light.ltr.png"])
        XCTAssertNotNil(recorded[profile + ".iPhone13.portrait.dark.ltr.frames.json"])
        let meta = try XCTUnwrap(recorded[profile + ".meta.json"].flatMap(ReferenceFolder.Metadata.decode))
        XCTAssertEqual(meta.line, 7)
        XCTAssertEqual(meta.variants, ["iPhone13.portrait.dark.ltr", "iPhone13.portrait.light.ltr"])
        // The layout that reads a diffable data source got its sections from the configuration: 4 pinned tiles
        // and 3 message rows.
        let inbox = try XCTUnwrap(recorded["Sources/Inbox/InboxViewController.swift/InboxViewController.makeLayout.iPhone13.portrait.light.ltr.frames.json"])
        XCTAssertEqual(String(decoding: inbox, as: UTF8.self).components(separatedBy: "\"category\": \"cell\"").count - 1, 7)

        // 3. Verify: clean.
        run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("8 snapshots: 8 passed"), run.stdout)

        // 4. One spacing edited: the profile grid's rows move apart (Metrics.gridSpacing 10 → 22).
        let metrics = app.appendingPathComponent("Sources/Shared/Metrics.swift")
        let text = try String(contentsOf: metrics, encoding: .utf8)
        try text.replacingOccurrences(of: "gridSpacing: CGFloat = 10", with: "gridSpacing: CGFloat = 22")
            .write(to: metrics, atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("report")
        run = try CheckSupport.run(["check", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(report)
        XCTAssertEqual(results.summary.changed, 2)
        XCTAssertEqual(results.summary.passed, 6)
        let changed = results.results.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.id), [profile + ".iPhone13.portrait.dark.ltr", profile + ".iPhone13.portrait.light.ltr"])
        // Rows are 100 pt tall, row r at y = r × (100 + spacing): items 3…5 (row 1) move by 1 × (22 − 10) = 12,
        // items 6 and 7 (row 2) by 24; items 0…2 stay. Content 3 × 100 + 2 × 10 = 320 → 3 × 100 + 2 × 22 = 344.
        for r in changed {
            XCTAssertEqual(r.changedElements, 5)
            XCTAssertEqual(r.elementChanges, ["content size 390 x 320 → 390 x 344",
                                              "cell [0, 3] moved (0, 12)", "cell [0, 4] moved (0, 12)",
                                              "cell [0, 5] moved (0, 12)", "cell [0, 6] moved (0, 24)",
                                              "cell [0, 7] moved (0, 24)"])
            XCTAssertGreaterThan(r.differingPixels ?? 0, 0)
            // Every file the result names exists.
            for p in [r.images.before, r.images.after, r.images.diff, r.actual?.png, r.actual?.frames, r.actual?.meta] {
                let rel = try XCTUnwrap(p)
                XCTAssertTrue(FileManager.default.fileExists(atPath: report.path + "/" + rel), rel)
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: refs.path + "/" + r.reference!.png))
        }
        XCTAssertTrue(run.stdout.contains("cell [0, 3] moved (0, 12)"), run.stdout)
        // The report beside results.json (LayoutReport's writers): the page embeds both changed results and
        // their pictures, summary.md leads with the counts and one GIF per change, junit.xml fails the two.
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        for r in changed {
            XCTAssertTrue(page.contains(r.id), r.id)
            XCTAssertTrue(page.contains(try XCTUnwrap(r.images.after)), r.id)
        }
        let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.hasPrefix("## layout-render check: 2 changed, 6 passed"), summary)
        XCTAssertTrue(summary.contains("(summary/0001.gif)") && summary.contains("(summary/0002.gif)"), summary)
        for gif in ["summary/0001.gif", "summary/0002.gif"] {
            XCTAssertEqual(FileManager.default.contents(atPath: report.appendingPathComponent(gif).path)?.prefix(6),
                           Data("GIF89a".utf8), gif)
        }
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"<testsuites name="layout-render check" tests="8" failures="2" errors="0""#), junit)
        // One version everywhere: the results, the references' metadata.
        XCTAssertEqual(results.tool, CheckResults.Tool(name: "layout-render", version: LayoutRenderTool.version))
        XCTAssertEqual(meta.tool.version, LayoutRenderTool.version)
        // Nothing written to the references by a verify run.
        XCTAssertEqual(CheckSupport.snapshot(refs), recorded)

        // 5. Accept the profile grid's new rendering.
        run = try CheckSupport.run(["check", "--accept", "ProfileViewController.gridLayout"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let accepted = CheckSupport.snapshot(refs)
        XCTAssertNotEqual(accepted[profile + ".iPhone13.portrait.light.ltr.frames.json"], recorded[profile + ".iPhone13.portrait.light.ltr.frames.json"])
        XCTAssertEqual(accepted.filter { !$0.key.hasPrefix("Sources/Profile/") }, recorded.filter { !$0.key.hasPrefix("Sources/Profile/") })

        // 6. Verify: clean again.
        run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("8 snapshots: 8 passed"), run.stdout)
    }

    /// `--base REF`: no committed references; the working tree is compared with the layouts as committed.
    func testBaseRevisionComparesWithTheCommittedLayouts() throws {
        let app = try CheckSupport.specTree("base", count: 3)
        func git(_ args: String...) throws { try CheckSupport.git(app, args) }
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-qm", "base")
        // Unchanged: every snapshot passes against the revision.
        var run = try CheckSupport.run(["check", "--base", "main"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("3 snapshots: 3 passed"), run.stdout)
        // grid01's spacing 4 → 10: its rows move; the others pass.
        try CheckSupport.writeSpec(app, 1, spacing: 10)
        let report = app.appendingPathComponent("out")
        run = try CheckSupport.run(["check", "--base", "main", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(report)
        XCTAssertEqual(results.results.filter { $0.status == .changed }.map(\.id), ["Specs/grid01.yaml/grid01.iPhone13.portrait.light.ltr"])
        XCTAssertEqual(results.run.base, "main")
        // Rows 81 pt tall (80 + 1): row r at r × (81 + spacing); 6 items, 2 per row: items 2, 3 move 6, items 4, 5 move 12.
        XCTAssertEqual(results.results[0].elementChanges.dropFirst(), ["cell [0, 2] moved (0, 6)", "cell [0, 3] moved (0, 6)",
                                                                       "cell [0, 4] moved (0, 12)", "cell [0, 5] moved (0, 12)"])
        // No reference folder was made, and the scratch worktree is gone.
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("__LayoutSnapshots__").path))
        let list = Process()
        list.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        list.arguments = ["-C", app.path, "worktree", "list"]
        let out = Pipe(); list.standardOutput = out
        try list.run(); list.waitUntilExit()
        XCTAssertEqual(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").count, 1)
    }

    /// Shards of a run merged give the same results as the run.
    func testShardsMergedEqualOneRun() throws {
        let app = try CheckSupport.specTree("shards", count: 7, themes: ["light", "dark"])
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        // Two layouts changed, one added, one removed (its spec deleted).
        try CheckSupport.writeSpec(app, 2, spacing: 9)
        try CheckSupport.writeSpec(app, 5, spacing: 1)
        try CheckSupport.writeSpec(app, 9, spacing: 4)
        try FileManager.default.removeItem(at: app.appendingPathComponent("Specs/grid06.yaml"))
        let whole = app.appendingPathComponent("whole")
        XCTAssertEqual(try CheckSupport.run(["check", "--report", whole.path], cwd: app).status, 1)
        var shardDirs: [String] = []
        var counts: [Int] = []
        for i in 1...3 {
            let dir = app.appendingPathComponent("shard\(i)").path
            let run = try CheckSupport.run(["check", "--shard", "\(i)/3", "--report", dir], cwd: app)
            XCTAssertTrue(run.status == 0 || run.status == 1, run.stderr)
            shardDirs.append(dir)
            counts.append(try CheckSupport.results(URL(fileURLWithPath: dir)).results.count)
        }
        let merged = app.appendingPathComponent("merged")
        let run = try CheckSupport.run(["check", "merge-reports"] + shardDirs + ["--report", merged.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stderr)
        let one = try CheckSupport.results(whole), joined = try CheckSupport.results(merged)
        // 7 layouts (grid00…05 and the new grid09) × 2 themes + 2 removed (grid06 light and dark) = 16 results,
        // split between the shards (not necessarily evenly).
        XCTAssertEqual(one.results.count, 16)
        XCTAssertEqual(counts.reduce(0, +), 16)
        XCTAssertTrue(counts.allSatisfy { $0 < 16 }, "\(counts)")
        XCTAssertEqual(joined.results, one.results)
        XCTAssertEqual(joined.summary, one.summary)
        XCTAssertEqual(one.summary.changed, 4)
        XCTAssertEqual(one.summary.added, 2)
        XCTAssertEqual(one.summary.removed, 2)
        for r in joined.results {
            for p in [r.images.before, r.images.after, r.images.diff].compactMap({ $0 }) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: merged.path + "/" + p), p)
            }
        }
    }

    /// Warm: a second run with nothing changed renders nothing (the hash index says every snapshot still passes),
    /// and a record run writes byte-identical files.
    func testRecordIsDeterministicAndPruneSaysWhatItDeleted() throws {
        let app = try CheckSupport.specTree("prune", count: 3)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        let refs = app.appendingPathComponent("__LayoutSnapshots__")
        let first = CheckSupport.snapshot(refs)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        XCTAssertEqual(CheckSupport.snapshot(refs), first)
        try FileManager.default.removeItem(at: app.appendingPathComponent("Specs/grid02.yaml"))
        var run = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("removed: Specs/grid02.yaml/grid02.iPhone13.portrait.light.ltr"), run.stdout)
        run = try CheckSupport.run(["check", "--prune"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("deleted __LayoutSnapshots__/Specs/grid02.yaml/grid02.iPhone13.portrait.light.ltr.png"), run.stdout)
        XCTAssertTrue(run.stdout.contains("deleted __LayoutSnapshots__/Specs/grid02.yaml/grid02.meta.json"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs.path + "/Specs/grid02.yaml"))
        XCTAssertEqual(CheckSupport.snapshot(refs).count, 6)
        XCTAssertEqual(try CheckSupport.run(["check"], cwd: app).status, 0)
        // A PNG whose name is no snapshot id is foreign, never pruned; an ignored layout's references are left alone.
        try Data("x".utf8).write(to: refs.appendingPathComponent("Specs/grid00.yaml/screenshot.png"))
        try "layouts:\n  grid01:\n    ignore: true\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        run = try CheckSupport.run(["check", "--prune"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error: Specs/grid00.yaml/screenshot.png: Specs/grid00.yaml/screenshot.png: not a reference file"), run.stdout)
        XCTAssertTrue(run.stdout.contains("2 snapshots: 1 passed, 0 changed, 0 added, 0 removed, 1 errors"), run.stdout)
        XCTAssertEqual(CheckSupport.snapshot(refs).count, 7)
    }
}

/// Progress on stderr: phase by phase with --progress (or when stderr is a terminal), never in a pipe by default.
final class CheckProgressTests: XCTestCase {
    func testProgressLinesOnlyWhenAsked() throws {
        let tree = try CheckSupport.specTree("progress", count: 3)
        // stderr is a pipe here: no progress unless asked.
        var run = try CheckSupport.run(["check", "--record", "missing"], cwd: tree)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("check:"), run.stderr)
        // Asked: the phases, then the results on stdout as always. 3 specs × 1 variant (light) = 3 snapshots; no Swift.
        run = try CheckSupport.run(["check", "--progress"], cwd: tree)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").map(String.init),
                       ["check: 3 layouts in 0 Swift files and 3 specs: 3 snapshots",
                        "check: drawing and comparing 3 snapshots"])
        XCTAssertTrue(run.stdout.contains("3 snapshots: 3 passed"), run.stdout)
        run = try CheckSupport.run(["check", "--no-progress"], cwd: tree)
        XCTAssertEqual(run.stderr, "")
    }
}

final class CheckRecordModeTests: XCTestCase {
    /// `--record failed` reports what changed and rewrites it (exit 0); `--record missing` leaves a changed one alone.
    func testRecordFailedRewritesChangesAndMissingDoesNot() throws {
        let app = try CheckSupport.specTree("record-modes", count: 2)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "missing"], cwd: app).status, 0)
        try CheckSupport.writeSpec(app, 0, spacing: 9)
        try CheckSupport.writeSpec(app, 2, spacing: 4)
        var run = try CheckSupport.run(["check", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains("changed: Specs/grid00.yaml/grid00.iPhone13.portrait.light.ltr"), run.stdout)
        XCTAssertTrue(run.stdout.contains("added, recorded: Specs/grid02.yaml/grid02.iPhone13.portrait.light.ltr"), run.stdout)
        run = try CheckSupport.run(["check", "--record", "failed"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout)
        // Rows 80 pt tall (80 + 0): row r at r × (80 + spacing), spacing 4 → 9: items 2, 3 move 5, items 4, 5 move 10.
        XCTAssertTrue(run.stdout.contains("changed, recorded: Specs/grid00.yaml/grid00.iPhone13.portrait.light.ltr"), run.stdout)
        XCTAssertTrue(run.stdout.contains("cell [0, 2] moved (0, 5)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("cell [0, 4] moved (0, 10)"), run.stdout)
        XCTAssertTrue(try CheckSupport.run(["check"], cwd: app).stdout.contains("3 snapshots: 3 passed"))
    }

    /// `layouts` takes folders: every Swift file below, as `check` finds them; a folder without any is one line.
    func testLayoutsListsAFolder() throws {
        let app = try CheckSupport.copy("App", as: "layouts-folder")
        let run = try CheckSupport.run(["layouts", "Sources"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = run.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names, ["FeedViewController.createLayout", "FeedViewController.bannerSection", "FeedViewController.rowSection",
                               "InboxViewController.makeLayout", "InboxViewController.pinnedSection",
                               "InboxViewController.messageSection", "ProfileViewController.gridLayout"])
        XCTAssertTrue(run.stdout.contains("Sources/Profile/ProfileViewController.swift:7"), run.stdout)
        let empty = try CheckSupport.run(["layouts", "Specs"], cwd: app)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "layout-render: error: Specs: no Swift files in this folder\n")
    }
}

final class CheckPictureOnlyTests: XCTestCase {
    /// A change only the picture shows (the cells' colours; every frame the same) is a change.
    func testPictureOnlyChangeIsAChange() throws {
        let app = try CheckSupport.specTree("picture-only", count: 1)
        let spec = app.appendingPathComponent("Specs/grid00.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "  sections: [6]", with: "  sections: [6]\n  colorSeed: 1").write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        try text.replacingOccurrences(of: "  sections: [6]", with: "  sections: [6]\n  colorSeed: 2").write(to: spec, atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("out")
        let run = try CheckSupport.run(["check", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout)
        let r = try XCTUnwrap(try CheckSupport.results(report).results.first)
        XCTAssertEqual(r.status, .changed)
        XCTAssertEqual(r.changedElements, 0)
        XCTAssertEqual(r.elementChanges, [])
        XCTAssertGreaterThan(r.differingPixels ?? 0, 1000)
        XCTAssertNotNil(r.images.diff)
        // A generous tolerance accepts it: every pixel of the 390 × 844 screen at scale 2 may differ.
        try "tolerance: \"100%\"\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try CheckSupport.run(["check"], cwd: app).status, 0)
    }
}
