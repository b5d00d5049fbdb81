import Foundation
import XCTest
import LayoutReport

/// `check` and the sandbox (issue 33): never unconfined in silence, `sandbox:` in the configuration, and `--base`'s
/// git run through the process supervisor with the repository's hooks and file-system monitor off.
final class CheckSandboxTests: XCTestCase {
    /// One Swift file with one layout: rows 44 pt tall.
    static func swiftTree(_ name: String, config: String? = nil) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/Rows"), withIntermediateDirectories: true)
        try """
        import UIKit

        enum Rows {
            static func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """.write(to: dir.appendingPathComponent("Sources/Rows/Rows.swift"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: dir.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8) }
        return dir
    }

    func testSandboxOffIsSaidFirstInStdoutSummaryAndPage() throws {
        let app = try Self.swiftTree("unconfined")
        let report = app.appendingPathComponent("out")
        let run = try CheckSupport.run(["check", "--sandbox", "off", "--record", "all", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").first.map(String.init), CheckResults.Run.unconfinedLine, run.stdout)
        let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertEqual(summary.split(separator: "\n").first.map(String.init), "**\(CheckResults.Run.unconfinedLine)**", summary)
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let warning = try XCTUnwrap(page.range(of: "layout code ran unconfined"))
        XCTAssertLessThan(warning.lowerBound, try XCTUnwrap(page.range(of: "<h1>")).lowerBound)
        XCTAssertEqual(try CheckSupport.results(report).run.unconfined, true)

        // Contained (auto), nothing of the kind.
        let contained = try CheckSupport.run(["check", "--report", report.path], cwd: app)
        XCTAssertEqual(contained.status, 0, contained.stdout + contained.stderr)
        XCTAssertFalse(contained.stdout.contains("unconfined"), contained.stdout)
        XCTAssertNil(try CheckSupport.results(report).run.unconfined)
        XCTAssertFalse(try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8).contains("unconfined"))
    }

    func testSandboxInTheConfiguration() throws {
        let off = try Self.swiftTree("config-off", config: "sandbox: off\n")
        let run = try CheckSupport.run(["check", "--record", "all"], cwd: off)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").first.map(String.init), CheckResults.Run.unconfinedLine, run.stdout)
        // --sandbox wins over the file.
        let over = try CheckSupport.run(["check", "--sandbox", "auto"], cwd: off)
        XCTAssertFalse(over.stdout.contains("unconfined"), over.stdout)

        let bad = try Self.swiftTree("config-bad", config: "sandbox: sometimes\n")
        let refused = try CheckSupport.run(["check"], cwd: bad)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("layout-render.yml:1:10: sandbox: sometimes is not auto, namespaces, landlock or off"), refused.stderr)
        XCTAssertEqual(refused.stdout, "")
    }

    /// A mechanism that cannot be had is one line and exit 2, before anything runs — never a silent fallback to none.
    func testAMechanismThatCannotBeHadStopsTheRunInOneLine() throws {
        try XCTSkipIf(getuid() != 0, "masking bwrap needs a mount namespace (root)")
        let app = try Self.swiftTree("no-bwrap")
        let run = try CheckSupport.run(["check", "--sandbox", "namespaces", "--report", app.appendingPathComponent("out").path], cwd: app,
                                       prefix: ["/usr/bin/bwrap", "--bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
                                                "--ro-bind", "/dev/null", "/usr/bin/bwrap", "--"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.trimmingCharacters(in: .newlines),
                       "layout-render: error: --sandbox namespaces: bubblewrap is not installed (apt-get install bubblewrap)", run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("out/summary.md").path))
    }

    /// `--base`: git from PATH (a wrapper that first writes 200 kB on stderr — a reader that drained stdout before
    /// stderr would wait forever), the repository's post-checkout hook and core.fsmonitor never run.
    func testBaseRunsGitFromPathWithoutHooksOrMonitorAndReadsBothStreams() throws {
        let app = try CheckSupport.specTree("base-hooks", count: 1)
        let marks = app.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        func git(_ args: String...) throws { try CheckSupport.git(app, args) }
        try git("init", "-q", "-b", "main")
        try git("add", "Specs")
        try git("commit", "-qm", "base")
        let hook = app.appendingPathComponent(".git/hooks/post-checkout").path
        try "#!/bin/sh\ntouch \(marks.path)/hook-ran\n".write(toFile: hook, atomically: true, encoding: .utf8)
        chmod(hook, 0o755)
        let monitor = marks.appendingPathComponent("monitor.sh").path
        try "#!/bin/sh\ntouch \(marks.path)/monitor-ran\n".write(toFile: monitor, atomically: true, encoding: .utf8)
        chmod(monitor, 0o755)
        try git("config", "core.fsmonitor", monitor)
        // The git on PATH: says so, writes 200 kB on stderr, then is git.
        let bin = app.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let wrapper = bin.appendingPathComponent("git").path
        try """
        #!/bin/sh
        echo "$@" >> \(marks.path)/wrapper-ran
        head -c 204800 /dev/zero | tr '\\0' x >&2
        exec /usr/bin/git "$@"
        """.write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try CheckSupport.run(["check", "--base", "main"], cwd: app, environmentChanges: ["PATH": path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr.prefix(500))
        XCTAssertTrue(run.stdout.contains("1 snapshot: 1 passed") || run.stdout.contains("1 snapshots: 1 passed"), run.stdout)
        let calls = (try? String(contentsOf: marks.appendingPathComponent("wrapper-ran"), encoding: .utf8)) ?? ""
        XCTAssertTrue(calls.contains("-c core.hooksPath=/dev/null -c core.fsmonitor=false") && calls.contains("worktree add"), calls)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marks.appendingPathComponent("hook-ran").path), "the post-checkout hook ran")
        XCTAssertFalse(FileManager.default.fileExists(atPath: marks.appendingPathComponent("monitor-ran").path), "core.fsmonitor ran")
    }
}
