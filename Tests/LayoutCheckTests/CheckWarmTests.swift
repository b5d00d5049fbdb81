import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// Warm runs cost what changed (issue 32, item 3): a result — an error too — is kept under the key of what produced
/// it, so a run with nothing changed asks the front end nothing, and writes the same results.json as a cold run.
final class CheckWarmTests: XCTestCase {
    /// An app module (a folder holding `App.xcodeproj`) with three layouts: two that draw, and `BadgeViewController`'s,
    /// whose code reads `UINib`, which layout programs do not have (a compile error at Theme.swift:8).
    private func app(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        for sub in ["App.xcodeproj", "App/Shared", "App/List", "App/Grid", "App/Badges"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try write(dir, "App/Shared/Theme.swift", """
            import UIKit

            enum Theme {
                static let rowHeight: CGFloat = 60
            }

            extension Theme {
                static var badgeSide: CGFloat { CGFloat(UINib.standardSide) }
            }

            """)
        for (folder, type, width) in [("List", "ListViewController", "1"), ("Grid", "GridViewController", "0.5")] {
            try write(dir, "App/\(folder)/\(type).swift", """
                import UIKit

                final class \(type): UIViewController {
                    func createLayout() -> UICollectionViewLayout {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(\(width)), heightDimension: .absolute(Theme.rowHeight))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Theme.rowHeight)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    }
                }

                """)
        }
        try write(dir, "App/Badges/BadgeViewController.swift", """
            import UIKit

            final class BadgeViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(Theme.badgeSide), heightDimension: .absolute(Theme.badgeSide))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        return dir
    }

    private func write(_ dir: URL, _ path: String, _ text: String) throws {
        try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func edit(_ dir: URL, _ path: String, _ old: String, _ new: String) throws {
        let url = dir.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), path)
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The warm-run index of the app's reference folder (`HashIndex.locate`, in the tests' cache): removed, the
    /// next run is cold (programs and answers stay cached; every snapshot is evaluated and compared again).
    private func forgetIndex(_ app: URL) {
        // `check App`: the one folder given is the checked root, and the reference folder is in it.
        let refs = app.resolvingSymlinksInPath().standardizedFileURL.path + "/App/__LayoutSnapshots__"
        let path = HashIndex.path(in: CheckSupport.cache, references: refs)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        try? FileManager.default.removeItem(atPath: path)
    }

    func testAWarmRunEvaluatesNothingAndWritesWhatAColdRunWrites() throws {
        let app = try app("warm-errors")
        let report = app.appendingPathComponent("report")
        // Record what draws; the badge layout is an error.
        var run = try CheckSupport.run(["check", "App", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("3 snapshots: 0 passed, 0 changed, 2 added, 0 removed, 1 errors"), run.stdout)

        // Cold (the index forgotten): the three are evaluated, two pass, the badge is the compiler's error.
        forgetIndex(app)
        run = try CheckSupport.run(["check", "App", "--report", report.path, "--progress"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 3 Swift snapshots"), run.stderr)
        let cold = try Data(contentsOf: report.appendingPathComponent("results.json"))
        let results = try CheckSupport.results(report).results
        let badge = try XCTUnwrap(results.first { $0.name == "BadgeViewController.createLayout" })
        XCTAssertEqual(badge.status, .error)
        XCTAssertTrue(badge.message?.contains("App/Shared/Theme.swift:8:") == true, badge.message ?? "")
        XCTAssertEqual(results.filter { $0.status == .passed }.map(\.changedElements), [0, 0])
        XCTAssertEqual(results.filter { $0.status == .passed }.map(\.differingPixels), [0, 0])

        // Warm, nothing changed: nothing is evaluated (the error neither), and results.json has the same bytes.
        run = try CheckSupport.run(["check", "App", "--report", report.path, "--progress"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("3 Swift snapshots unchanged since the last run (passed or failed): not evaluated"), run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)
        XCTAssertEqual(String(decoding: try Data(contentsOf: report.appendingPathComponent("results.json")), as: UTF8.self),
                       String(decoding: cold, as: UTF8.self))

        // One screen edited (the grid's items a third wide): only its layout is evaluated again; it changed.
        try edit(app, "App/Grid/GridViewController.swift", ".fractionalWidth(0.5)", ".fractionalWidth(1.0 / 3)")
        run = try CheckSupport.run(["check", "App", "--report", report.path, "--progress"], cwd: app)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("2 Swift snapshots unchanged"), run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 1 Swift snapshots"), run.stderr)
        var statuses = Dictionary(uniqueKeysWithValues: try CheckSupport.results(report).results.map { ($0.name, $0.status) })
        XCTAssertEqual(statuses, ["ListViewController.createLayout": .passed, "GridViewController.createLayout": .changed,
                                  "BadgeViewController.createLayout": .error])

        // The broken member fixed (Theme's extension: 44 pt badges): the badge layout's inputs changed, so it is
        // evaluated again and now draws.
        try edit(app, "App/Shared/Theme.swift", "CGFloat(UINib.standardSide)", "44")
        run = try CheckSupport.run(["check", "App", "--report", report.path, "--progress"], cwd: app)
        statuses = Dictionary(uniqueKeysWithValues: try CheckSupport.results(report).results.map { ($0.name, $0.status) })
        XCTAssertEqual(statuses, ["ListViewController.createLayout": .passed, "GridViewController.createLayout": .changed,
                                  "BadgeViewController.createLayout": .added], run.stderr)
    }

    /// What is kept: an error the same inputs give again, under those inputs; not one the machine decided.
    func testTheIndexKeepsReproducibleErrorsUnderTheirInputs() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-hash-index-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var index = HashIndex(path: path)
        index.failed("a", input: "k1", message: "App/Theme.swift:8:30: error: type 'UINib' has no member 'standardSide'")
        index.failed("b", input: "k2", message: "BadgeViewController.createLayout did not finish within 10 s (an endless loop?)")
        index.failed("c", input: "k3", message: "the Swift compiler was stopped by signal 9 (its limits: docs/swift-sources.md)")
        index.note("d", input: "k4", reference: "r4", differingPixels: 12)
        index.save()
        index = HashIndex(path: path)
        XCTAssertEqual(index.failure("a", input: "k1"), "App/Theme.swift:8:30: error: type 'UINib' has no member 'standardSide'")
        XCTAssertNil(index.failure("a", input: "k1-edited"))
        XCTAssertNil(index.failure("b", input: "k2"))
        XCTAssertNil(index.failure("c", input: "k3"))
        // A pass within tolerance keeps its pixel count, so a warm pass reports what the comparison found.
        XCTAssertEqual(index.passed("d", input: "k4", reference: "r4"), 12)
        XCTAssertNil(index.passed("d", input: "k4", reference: "r4-rerecorded"))
        // The snapshot renders again: its error is forgotten.
        index.failed("a", input: "k1", message: nil)
        XCTAssertNil(index.failure("a", input: "k1"))
    }
}
