import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// `--base REF` compares with what the pull request changed: the merge-base of REF and HEAD, unless `--base-exact`
/// (issue 32, item 5). A repository made here whose trunk moved on after the branch was cut, so REF's tip is not an
/// ancestor of HEAD.
final class CheckBaseTests: XCTestCase {
    func testBaseIsTheMergeBaseUnlessExact() throws {
        let app = try CheckSupport.specTree("base-merge", count: 3)
        func git(_ args: String...) throws { try CheckSupport.git(app, args) }
        func commit(_ ref: String) throws -> String { try Self.revParse(app, ref) }
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-qm", "A")
        let a = try commit("HEAD")
        // The pull request: grid01's spacing 4 → 10.
        try git("checkout", "-qb", "feature")
        try CheckSupport.writeSpec(app, 1, spacing: 10)
        try git("commit", "-qam", "feature")
        let feature = try commit("HEAD")
        // Meanwhile the trunk changed grid02 (spacing 4 → 7): a change the pull request did not make.
        try git("checkout", "-q", "main")
        try CheckSupport.writeSpec(app, 2, spacing: 7)
        try git("commit", "-qam", "B")
        let b = try commit("HEAD")
        try git("checkout", "-q", "feature")

        // Merge-base (A): only grid01 changed; grid02 is as in A on both sides.
        let report = app.appendingPathComponent("out")
        var run = try CheckSupport.run(["check", "--base", "main", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        var results = try CheckSupport.results(report)
        XCTAssertEqual(results.results.filter { $0.status == .changed }.map(\.id), ["Specs/grid01.yaml/grid01.iPhone13.portrait.light.ltr"])
        XCTAssertEqual(results.run.base, "main")
        XCTAssertEqual(results.run.baseCommit, a)
        XCTAssertEqual(results.run.headCommit, feature)
        // The header names both commits.
        let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("baseline: main (\(a.prefix(12)) against HEAD \(feature.prefix(12)))"), summary)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("base main (\(a.prefix(12)) against HEAD \(feature.prefix(12)))"), html)

        // --base-exact: main's tip (B), where grid02's rows are 7 apart instead of 4: both differ.
        run = try CheckSupport.run(["check", "--base", "main", "--base-exact", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        results = try CheckSupport.results(report)
        XCTAssertEqual(results.results.filter { $0.status == .changed }.map(\.id),
                       ["Specs/grid01.yaml/grid01.iPhone13.portrait.light.ltr", "Specs/grid02.yaml/grid02.iPhone13.portrait.light.ltr"])
        XCTAssertEqual(results.run.baseCommit, b)
        XCTAssertEqual(results.run.headCommit, feature)
        // Rows of grid02 are 82 pt (80 + 2): row r at r × (82 + spacing); B's spacing 7, ours 4: rows 1, 2 move −3, −6.
        XCTAssertEqual(results.results[1].elementChanges.dropFirst(), ["cell [0, 2] moved (0, -3)", "cell [0, 3] moved (0, -3)",
                                                                       "cell [0, 4] moved (0, -6)", "cell [0, 5] moved (0, -6)"])

        // --base-exact without --base: refused before anything is read.
        run = try CheckSupport.run(["check", "--base-exact"], cwd: app)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--base-exact"), run.stderr)

        // Unrelated histories: no merge-base, one line, exit 2; --base-exact still works.
        try git("checkout", "-q", "--orphan", "lonely")
        try git("commit", "-qm", "lonely")
        run = try CheckSupport.run(["check", "--base", "main"], cwd: app)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("--base main: it and HEAD have no common ancestor"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        run = try CheckSupport.run(["check", "--base", "main", "--base-exact"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    }

    static func revParse(_ dir: URL, _ ref: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        p.arguments = ["-C", dir.path, "rev-parse", ref]
        let out = Pipe()
        p.standardOutput = out
        try p.run(); p.waitUntilExit()
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
