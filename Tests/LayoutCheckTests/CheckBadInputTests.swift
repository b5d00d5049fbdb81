import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// Bad input: one line naming the place, exit 2, before any rendering, nothing written; or, for one snapshot's
/// problem, an `error` result while the others are still checked — and never a reference lost.
final class CheckBadInputTests: XCTestCase {
    func assertRefused(_ config: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try CheckSupport.specTree("bad-config", count: 1)
        try config.write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let run = try CheckSupport.run(["check", "--record", "all", "--report", "out"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr, file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(expected), run.stderr, file: file, line: line)
        // Before any rendering: no reference folder, no report.
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("__LayoutSnapshots__").path), file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("out").path), file: file, line: line)
    }

    func testUnknownKeyIsRefusedWithDidYouMeanAtItsPlace() throws {
        try assertRefused("variants:\n  devices: [iPhone13]\n  theme: [dark]\n",
                          "error: layout-render.yml:3:3: variants.theme: unknown key 'theme' (did you mean 'themes'?)")
        try assertRefused("layouts:\n  Feed*:\n    sectionKind: [a]\n",
                          "layout-render.yml:3:5: layouts.Feed*.sectionKind: unknown key 'sectionKind' (did you mean 'sectionKinds'?)")
    }

    func testSyntaxErrorBadDeviceAndBadGlob() throws {
        try assertRefused("variants:\n  devices: [iPhone13\n", "layout-render.yml:3:1: malformed YAML")
        try assertRefused("variants:\n  devices: [iPhone13, iPhone13Pr]\n",
                          "error: layout-render.yml:2:23: variants.devices[1]: unknown device 'iPhone13Pr' (did you mean 'iPhone13Pro'?)")
        try assertRefused("exclude: ['Sources/[abc']\n",
                          "layout-render.yml:1:11: exclude[0]: bad pattern 'Sources/[abc': '[' opens a character set that no ']' closes")
        try assertRefused("variants:\n  themes: [light, sepia]\n",
                          "layout-render.yml:2:19: variants.themes[1]: unknown theme 'sepia'")
    }

    func testBadOptionsAreOneLine() throws {
        let app = try CheckSupport.specTree("bad-options", count: 1)
        for (args, expected) in [(["--shard", "3/2"], "--shard: '3/2' is not I/N"),
                                 (["--record", "some"], "--record: 'some' is not one of missing, failed, all"),
                                 (["--jobs", "0"], "--jobs: 0 is not between 1 and 256"),
                                 (["--base", "no-such-branch"], "--base"),
                                 (["--config", "missing.yml"], "missing.yml"),
                                 (["Nowhere"], "Nowhere: no such file or folder")] {
            let run = try CheckSupport.run(["check"] + args, cwd: app)
            XCTAssertEqual(run.status, 2, "\(args): " + run.stdout + run.stderr)
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains(expected), "\(args): " + run.stderr)
        }
    }

    /// `check merge-reports` is a command of its own: check's options cannot be mixed into it (each is refused
    /// with one line, nothing written), it needs --report, and the old `--merge-reports` flag names the new spelling.
    func testMergeReportsTakesNoneOfChecksOptions() throws {
        let app = try CheckSupport.specTree("merge-options", count: 1)
        for (args, expected) in [(["merge-reports", "a", "--report", "out", "--shard", "1/2"], "Unknown option '--shard'"),
                                 (["merge-reports", "a", "--report", "out", "--record", "all"], "Unknown option '--record'"),
                                 (["merge-reports", "a", "--report", "out", "--jobs", "2"], "Unknown option '--jobs'"),
                                 (["merge-reports", "a"], "Missing expected argument '--report <dir>'"),
                                 (["merge-reports", "--report", "out"], "Missing expected argument '<dir> ...'"),
                                 (["--merge-reports", "a", "--report", "out"],
                                  "--merge-reports is now a command of its own: layout-render check merge-reports DIR... --report OUT")] {
            let run = try CheckSupport.run(["check"] + args, cwd: app)
            XCTAssertEqual(run.status, 2, "\(args): " + run.stdout + run.stderr)
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains(expected), "\(args): " + run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("out").path), "\(args)")
        }
    }

    func testNonexistentBaseRevisionInAGitRepository() throws {
        let app = try CheckSupport.specTree("bad-base", count: 1)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        p.arguments = ["-C", app.path, "init", "-q"]
        try p.run(); p.waitUntilExit()
        let run = try CheckSupport.run(["check", "--base", "feature/none"], cwd: app)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--base feature/none: no such revision"), run.stderr)
    }

    /// A foreign file, a corrupt PNG and a PNG missing beside its frames: error results naming the file; the others
    /// are still checked; `--record failed` overwrites none of them.
    func testBrokenReferenceFolderGivesErrorResultsAndLosesNothing() throws {
        let app = try CheckSupport.specTree("bad-refs", count: 4)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        let refs = app.appendingPathComponent("__LayoutSnapshots__/Specs")
        try Data("notes".utf8).write(to: refs.appendingPathComponent("grid00.yaml/notes.txt"))
        try Data("not a png".utf8).write(to: refs.appendingPathComponent("grid01.yaml/grid01.iPhone13.portrait.light.ltr.png"))
        try FileManager.default.removeItem(at: refs.appendingPathComponent("grid02.yaml/grid02.iPhone13.portrait.light.ltr.png"))
        let before = CheckSupport.snapshot(refs)
        let run = try CheckSupport.run(["check", "--record", "failed", "--report", "out"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(app.appendingPathComponent("out"))
        let errors = Dictionary(uniqueKeysWithValues: results.results.filter { $0.status == .error }.map { ($0.id, $0.message ?? "") })
        XCTAssertEqual(errors.count, 3, "\(errors)")
        XCTAssertTrue(errors["Specs/grid00.yaml/notes.txt"]?.contains("not a reference file") == true, "\(errors)")
        XCTAssertTrue(errors["Specs/grid01.yaml/grid01.iPhone13.portrait.light.ltr"]?.contains("reference unreadable") == true, "\(errors)")
        XCTAssertTrue(errors["Specs/grid02.yaml/grid02.iPhone13.portrait.light.ltr"]?
            .contains("grid02.iPhone13.portrait.light.ltr.frames.json has no grid02.iPhone13.portrait.light.ltr.png beside it") == true, "\(errors)")
        // grid00 (beside the foreign file) and grid03 pass.
        XCTAssertEqual(results.summary.passed, 2)
        XCTAssertEqual(CheckSupport.snapshot(refs), before)
        // Accepting the new renderings replaces the two broken references; the foreign file stays an error.
        let accept = try CheckSupport.run(["check", "--accept", "Specs/grid01.yaml/*", "--accept", "grid02"], cwd: app)
        XCTAssertEqual(accept.status, 1, accept.stdout + accept.stderr)
        XCTAssertTrue(accept.stdout.contains("error, recorded: Specs/grid01.yaml/grid01.iPhone13.portrait.light.ltr"), accept.stdout)
        let after = try CheckSupport.run(["check"], cwd: app)
        XCTAssertTrue(after.stdout.contains("5 snapshots: 4 passed, 0 changed, 0 added, 0 removed, 1 errors"), after.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs.path + "/grid00.yaml/notes.txt"))
    }

    /// A read-only reference folder (a read-only bind mount: the tests may run as root): one line, exit 2, nothing
    /// rendered.
    func testReadOnlyReferenceFolderIsRefusedBeforeRendering() throws {
        let app = try CheckSupport.specTree("read-only", count: 2)
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        try CheckSupport.writeSpec(app, 0, spacing: 30)
        let refs = app.appendingPathComponent("__LayoutSnapshots__")
        let before = CheckSupport.snapshot(refs)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap") else { throw XCTSkip("bwrap not installed") }
        let run = try CheckSupport.run(["check", "--record", "failed"], cwd: app,
                                       prefix: ["/usr/bin/bwrap", "--bind", "/", "/", "--ro-bind", refs.path, refs.path,
                                                "--dev", "/dev", "--proc", "/proc", "--chdir", app.path])
        if run.stderr.contains("bwrap:") { throw XCTSkip("bwrap cannot run here: \(run.stderr)") }
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("the reference folder is not writable"), run.stderr)
        XCTAssertEqual(CheckSupport.snapshot(refs), before)
    }

    /// Ctrl-C while `--record all` renders: the old references stay, byte for byte, and no scratch folder is left.
    func testInterruptDuringRecordLeavesTheOldReferences() throws {
        let app = try CheckSupport.specTree("interrupt", count: 60, themes: ["light", "dark"])
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all", "--jobs", "2"], cwd: app).status, 0)
        let refs = app.appendingPathComponent("__LayoutSnapshots__")
        let before = CheckSupport.snapshot(refs)
        for i in 0..<60 { try CheckSupport.writeSpec(app, i, spacing: 11) }
        let report = app.appendingPathComponent("out")
        let (p, out, err) = try CheckSupport.process(["check", "--record", "all", "--jobs", "1", "--report", report.path], cwd: app)
        // Interrupt once rendering is under way (new renderings appear in the report's staging folder, `.out.staging-…`
        // beside it: ReportStaging), well before the end.
        let deadline = Date().addingTimeInterval(60)
        while p.isRunning && Date() < deadline {
            let staging = ((try? FileManager.default.contentsOfDirectory(atPath: app.path)) ?? []).filter { $0.hasPrefix(".out.staging") }
            let actual = staging.flatMap { CheckSupport.snapshot(app.appendingPathComponent($0).appendingPathComponent("actual")).keys }
                .filter { $0.hasSuffix(".png") }
            if actual.count >= 3 { break }
            usleep(10_000)
        }
        XCTAssertTrue(p.isRunning, "the run ended before it could be interrupted")
        kill(p.processIdentifier, SIGINT)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        _ = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal)
        XCTAssertEqual(p.terminationStatus, SIGINT)
        XCTAssertEqual(CheckSupport.snapshot(refs), before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.contains("staging") }
        XCTAssertEqual(leftovers, [])
    }

    /// SIGTERM and SIGINT while `check` draws the layouts of a Swift tree: it ends by the signal and leaves nothing
    /// in TMPDIR (its scratch folder, the front end's) and no process working there. The Swift evaluation spawns
    /// children, and their spawn used to install the sandbox's own handler over check's: the run died at once and
    /// its scratch folder stayed (issue 35); the spec-only test above could not see it.
    func testASignalWhileDrawingASwiftTreeLeavesNoScratchAndNoProcess() throws {
        let app = try Self.swiftTree("interrupt-swift")
        for sig in [SIGTERM, SIGINT] { try assertInterruptedCleanly(["check", "--progress", "--jobs", "1"], app: app, signal: sig) }
    }

    /// The same during `--base`: the revision is checked out in a scratch git worktree and drawn first; a signal
    /// then leaves no worktree registered in the user's repository, nothing in TMPDIR and no process.
    func testASignalDuringABaseRunLeavesNoWorktreeAndNoScratch() throws {
        let app = try Self.swiftTree("interrupt-base")
        func git(_ args: String...) throws -> String {
            let p = Process(), out = Pipe()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-C", app.path, "-c", "user.name=t", "-c", "user.email=t@e"] + args
            p.standardOutput = out; p.standardError = FileHandle.nullDevice
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, args.joined(separator: " "))
            return text
        }
        _ = try git("init", "-q", "-b", "main")
        _ = try git("add", "-A")
        _ = try git("commit", "-qm", "base")
        // One signal (SIGINT, the terminal's): the revision's program is compiled afresh in each new worktree.
        for sig in [SIGINT] {
            try assertInterruptedCleanly(["check", "--base", "main", "--progress", "--jobs", "1"], app: app, signal: sig)
            let worktrees = try git("worktree", "list", "--porcelain").split(separator: "\n").filter { $0.hasPrefix("worktree ") }
            XCTAssertEqual(worktrees.count, 1, "only the repository's own worktree after signal \(sig): \(worktrees)")
        }
    }

    /// A Swift tree whose drawing lasts seconds: 24 layouts × 3 devices × 2 themes = 144 snapshots.
    static func swiftTree(_ name: String) throws -> URL {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: app)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        var source = "import UIKit\n\nenum Screens {\n"
        for i in 0..<24 {
            source += """
                static func grid\(i)() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(40 + i))), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }

            """
        }
        try (source + "}\n").write(to: app.appendingPathComponent("Sources/Screens.swift"), atomically: true, encoding: .utf8)
        try "variants:\n  devices: [iPhone13, iPhoneSe, iPadPro11]\n  themes: [light, dark]\n"
            .write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        return app
    }

    /// Runs `arguments` in `app` with a TMPDIR of its own, sends `signal` once drawing is under way (its progress
    /// line, not a time), and checks the process died of it leaving TMPDIR empty and no process working there.
    func assertInterruptedCleanly(_ arguments: [String], app: URL, signal sig: Int32,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let tmp = app.deletingLastPathComponent().appendingPathComponent("\(app.lastPathComponent)-tmp-\(sig)")
        try? FileManager.default.removeItem(at: tmp)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let cgroupsBefore = Self.runCgroups()
        let (p, out, err) = try CheckSupport.process(arguments, cwd: app, environmentChanges: ["TMPDIR": tmp.path])
        var said = Data()
        let deadline = Date().addingTimeInterval(300)
        while p.isRunning && Date() < deadline && !String(decoding: said, as: UTF8.self).contains("drawing and comparing") {
            said.append(err.fileHandleForReading.availableData)
        }
        XCTAssertTrue(p.isRunning, "the run ended before it could be interrupted: \(String(decoding: said, as: UTF8.self))",
                      file: file, line: line)
        usleep(300_000)
        kill(p.processIdentifier, sig)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        _ = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal, "signal \(sig)", file: file, line: line)
        XCTAssertEqual(p.terminationStatus, sig, file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tmp.path), [], "TMPDIR after signal \(sig)",
                       file: file, line: line)
        XCTAssertEqual(Self.processes(workingUnder: tmp.path), [], "processes left working in TMPDIR after signal \(sig)",
                       file: file, line: line)
        // The run's cgroups (LayoutSystem/Processes/RunBudget, where one can be made) go with it: none of this run is left
        // whose process is gone.
        let left = Self.runCgroups().subtracting(cgroupsBefore).filter { folder in
            let pid = folder.split(separator: "/").last!.split(separator: "-").dropFirst(2).first.flatMap { Int32($0) } ?? 0
            return kill(pid, 0) != 0
        }
        XCTAssertEqual(left, [], "cgroup folders left after signal \(sig)", file: file, line: line)
    }

    /// The folders `RunBudget` makes (`layout-render-<pid>-<n>`) under the cgroup file systems.
    static func runCgroups() -> Set<String> {
        var found: Set<String> = []
        func walk(_ dir: String, depth: Int) {
            guard depth < 6, let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
            for e in entries {
                var isDir: ObjCBool = false
                let path = dir + "/" + e
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
                if e.hasPrefix("layout-render-") { found.insert(path) } else { walk(path, depth: depth + 1) }
            }
        }
        walk("/sys/fs/cgroup", depth: 0)
        return found
    }

    /// Processes whose working directory is under `path` (a layout program or compiler runs in its scratch folder).
    static func processes(workingUnder path: String) -> [Int32] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return pids.filter { pid in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"))?.hasPrefix(path) == true
        }
    }

    /// A layout whose runtime data is not configured and a file the compiler rejects: error results naming
    /// file:line and what to do; the other layouts are still checked.
    func testUnevaluableLayoutsAreErrorResultsAndTheOthersAreChecked() throws {
        let app = try CheckSupport.copy("App", as: "unevaluable")
        try "variants:\n  devices: [iPhone13]\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let profile = app.appendingPathComponent("Sources/Profile/ProfileViewController.swift")
        let text = try String(contentsOf: profile, encoding: .utf8)
        try text.replacingOccurrences(of: "section.interGroupSpacing = Metrics.gridSpacing",
                                      with: "section.interGroupSpacing = Metrics.noSuchSpacing")
            .write(to: profile, atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("out")
        let run = try CheckSupport.run(["check", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let results = try CheckSupport.results(report)
        let byName = Dictionary(uniqueKeysWithValues: results.results.map { ($0.name, $0) })
        XCTAssertEqual(byName["FeedViewController.createLayout"]?.status, .added)
        XCTAssertEqual(byName["tiles"]?.status, .added)
        // The inbox reads its section enum from a diffable data source; with no sectionKinds configured here (the
        // fixture's layout-render.yml was replaced) it is drawn with one section per case (issue 31), not refused.
        XCTAssertEqual(byName["InboxViewController.makeLayout"]?.status, .added)
        let grid = try XCTUnwrap(byName["ProfileViewController.gridLayout"])
        XCTAssertEqual(grid.status, .error)
        XCTAssertTrue(grid.message?.hasPrefix("Sources/Profile/ProfileViewController.swift:14:") == true, grid.message ?? "")
        XCTAssertTrue(grid.message?.contains("noSuchSpacing") == true, grid.message ?? "")
    }
}
