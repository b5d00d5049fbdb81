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
        XCTAssertTrue(run.stderr.contains("3 Swift snapshots unchanged since the last run (passed, failed or drawn without a reference): not evaluated"), run.stderr)
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
        index.note("d", input: "k4", reference: "r4", differingPixels: 12, notes: ["Feed.layout: drawn with kind = tall"])
        index.save()
        index = HashIndex(path: path)
        XCTAssertEqual(index.failure("a", input: "k1"), "App/Theme.swift:8:30: error: type 'UINib' has no member 'standardSide'")
        XCTAssertNil(index.failure("a", input: "k1-edited"))
        XCTAssertNil(index.failure("b", input: "k2"))
        XCTAssertNil(index.failure("c", input: "k3"))
        // A pass within tolerance keeps its pixel count and its notes, so a warm pass reports what the cold run found.
        XCTAssertEqual(index.passed("d", input: "k4", reference: "r4"),
                       HashIndex.Pass(key: "k4:r4", differingPixels: 12, notes: ["Feed.layout: drawn with kind = tall"]))
        XCTAssertNil(index.passed("d", input: "k4", reference: "r4-rerecorded"))
        // The snapshot renders again: its error is forgotten.
        index.failed("a", input: "k1", message: nil)
        XCTAssertNil(index.failure("a", input: "k1"))
    }
    /// A Swift package app of three targets (the package's manifest read as data): `Core` (Metrics.swift, read by both
    /// layouts, and Palette.swift, read by none), `List` importing Core (a layout and a model) and `Grid` importing
    /// Core (a layout and two models): 7 Swift files, 3 modules.
    private func packageApp(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        for sub in ["Sources/Core", "Sources/List", "Sources/Grid"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try write(dir, "Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [
                .target(name: "Core"),
                .target(name: "List", dependencies: ["Core"]),
                .target(name: "Grid", dependencies: ["Core"]),
            ])

            """)
        try write(dir, "Sources/Core/Metrics.swift", """
            import UIKit

            public enum Metrics {
                public static let rowHeight: CGFloat = 60
            }

            """)
        try write(dir, "Sources/Core/Palette.swift", """
            import UIKit

            public enum Palette {
                public static let accent = "blue"
            }

            """)
        for (target, type, width) in [("List", "ListViewController", "1"), ("Grid", "GridViewController", "0.5")] {
            try write(dir, "Sources/\(target)/\(type).swift", """
                import UIKit
                import Core

                final class \(type): UIViewController {
                    func createLayout() -> UICollectionViewLayout {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(\(width)), heightDimension: .absolute(Metrics.rowHeight))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    }
                }

                """)
        }
        for model in ["List/Row", "Grid/Tile", "Grid/Badge"] {
            let type = String(model.split(separator: "/")[1])
            try write(dir, "Sources/\(model).swift", "struct \(type): Hashable {\n    var id: Int\n}\n")
        }
        try CheckSupport.git(dir, ["init", "-q"])
        return dir
    }

    /// What listing the tree cost, from `check --verbose`: modules read again, modules in all, files parsed.
    private func listed(_ stderr: String) -> [Int]? {
        guard let line = stderr.split(separator: "\n").first(where: { $0.contains("layouts listed: ") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count >= 3 ? Array(numbers.prefix(3)) : nil
    }

    /// One edited file reads again only the modules that hold or import it, and parses only itself and the files its
    /// names reach (file summaries kept under each file's digest say what every file declares and uses); the layouts
    /// whose code did not change are not evaluated. (Counts from the fixture: Core 2 files, List 2, Grid 3;
    /// ListViewController and GridViewController each name Metrics and nothing else of the app; Palette, Row, Tile and
    /// Badge name no layout word, so no reading searches them.)
    func testAnEditReadsOnlyTheModulesThatHoldOrImportTheFile() throws {
        let app = try packageApp("warm-modules")
        let report = app.appendingPathComponent("report")
        func check(_ more: [String] = []) throws -> CheckSupport.Output {
            try CheckSupport.run(["check", "--verbose", "--progress", "--report", report.path] + more, cwd: app)
        }
        // Cold listing (the listing's entries of this fixture may be cached from an earlier test run: removed).
        removeReadings(of: app)
        var run = try check(["--record", "missing"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        // 4 modules read (Package.swift is read alone); 8 files parsed, each once for its summary: Core's 2 once,
        // although List's and Grid's readings take them too, and the two layouts' readings take trees parsed already.
        XCTAssertEqual(listed(run.stderr), [4, 4, 8], run.stderr)

        // Warm, nothing changed: no module read, nothing parsed, nothing evaluated.
        run = try check()
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [0, 4, 0], run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)
        let warm = try Data(contentsOf: report.appendingPathComponent("results.json"))

        // One screen edited (Grid's items a third wide): Grid's module listed again, parsing the screen (for its
        // summary) and Metrics.swift (for the screen's reading): 2 files, not the module's 5; the front end the same 2
        // (its summaries of the other 3 kept). Only its layout evaluated; it changed.
        try edit(app, "Sources/Grid/GridViewController.swift", ".fractionalWidth(0.5)", ".fractionalWidth(1.0 / 3)")
        // The front end (`frames`, as check's evaluation does) reads the layout's program from the screen and
        // Metrics.swift, 2 of its module's 5 files (Grid's 3, Core's 2), parsing those 2: its summaries of the other 3,
        // made by the cold run's evaluation, are kept.
        run = try CheckSupport.run(["frames", "Sources/Grid/GridViewController.swift", "--verbose"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("GridViewController.swift: its program read from 2 of 5 Swift files of its module (2 parsed)"), run.stderr)
        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [1, 4, 2], run.stderr)
        XCTAssertTrue(run.stderr.contains("1 Swift snapshot unchanged"), run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 1 Swift snapshots"), run.stderr)
        var statuses = Dictionary(uniqueKeysWithValues: try CheckSupport.results(report).results.map { ($0.name, $0.status) })
        XCTAssertEqual(statuses, ["ListViewController.createLayout": .passed, "GridViewController.createLayout": .changed])
        // Edited back: the module's reading of those bytes is still cached (nothing read); Grid's layout is evaluated
        // (its answer cached) and passes, and results.json is what the warm run wrote.
        try edit(app, "Sources/Grid/GridViewController.swift", ".fractionalWidth(1.0 / 3)", ".fractionalWidth(0.5)")
        run = try check()
        XCTAssertEqual(listed(run.stderr), [0, 4, 0], run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), warm, "back as it was")

        // A shared file no layout reads edited: every module that takes Core is listed again (3 modules), one file
        // parsed (its summary); both layouts' readings are kept (their files unchanged), so none is evaluated.
        try edit(app, "Sources/Core/Palette.swift", "\"blue\"", "\"green\"")
        run = try check()
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [3, 4, 1], run.stderr)
        XCTAssertTrue(run.stderr.contains("2 Swift snapshots unchanged"), run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)

        // The helper both layouts read edited (rows of 44): its summary, then each layout's file with it (3 files
        // parsed); both evaluated again, both changed.
        try edit(app, "Sources/Core/Metrics.swift", "rowHeight: CGFloat = 60", "rowHeight: CGFloat = 44")
        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [3, 4, 3], run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 2 Swift snapshots"), run.stderr)
        statuses = Dictionary(uniqueKeysWithValues: try CheckSupport.results(report).results.map { ($0.name, $0.status) })
        XCTAssertEqual(statuses, ["ListViewController.createLayout": .changed, "GridViewController.createLayout": .changed])
    }

    /// The listing's cache entries are ours but may be tampered with: a manifest moved from another entry, or cut
    /// short, is treated as missing (the module read again), never trusted into other layouts.
    func testAForeignOrTruncatedListingEntryIsReadAgainNotTrusted() throws {
        let app = try packageApp("warm-tampered")
        let report = app.appendingPathComponent("report")
        removeReadings(of: app)
        var run = try CheckSupport.run(["check", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        run = try CheckSupport.run(["check", "--verbose", "--report", report.path], cwd: app)
        XCTAssertEqual(listed(run.stderr), [0, 4, 0], run.stderr)
        let expected = try Data(contentsOf: report.appendingPathComponent("results.json"))
        // Each target module's manifest replaced by the next one's (Core's lists no layout: List's module would lose its
        // layout, Grid's would gain List's): the three read again — from the files' summaries and readings, nothing
        // parsed —, Package.swift's still cached; then one cut short.
        let entries = listingEntries(of: app)
        XCTAssertEqual(entries.count, 3, "\(entries)")
        let manifests = try entries.map { try Data(contentsOf: URL(fileURLWithPath: $0 + "/manifest.json")) }
        for (i, e) in entries.enumerated() {
            try manifests[(i + 1) % entries.count].write(to: URL(fileURLWithPath: e + "/manifest.json"))
        }
        run = try CheckSupport.run(["check", "--verbose", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [3, 4, 0], run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), expected)
        // Grid's (the entry whose key holds Grid's files) one byte short: Grid's module read again, nothing parsed.
        let grid = try XCTUnwrap(listingEntries(of: app).first { e in
            String(decoding: FileManager.default.contents(atPath: e + "/key") ?? Data(), as: UTF8.self).contains("/Sources/Grid/")
        }) + "/manifest.json"
        let whole = try Data(contentsOf: URL(fileURLWithPath: grid))
        try whole.prefix(whole.count - 1).write(to: URL(fileURLWithPath: grid))
        run = try CheckSupport.run(["check", "--verbose", "--report", report.path], cwd: app)
        XCTAssertEqual(listed(run.stderr), [1, 4, 0], run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), expected)
    }

    /// The input cache's entries of `check`'s listing of `app` (a tolerant reading, one per module): the target
    /// modules' (`below` "/Sources/"), or every one, Package.swift's (read alone) too (`below` "/").
    private func listingEntries(of app: URL, below: String = "/Sources/") -> [String] {
        let inputs = CheckSupport.cache + "/inputs"
        let path = app.resolvingSymlinksInPath().standardizedFileURL.path
        return ((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).sorted().map { inputs + "/" + $0 }.filter { e in
            guard let key = FileManager.default.contents(atPath: e + "/key") else { return false }
            let text = String(decoding: key, as: UTF8.self)
            return text.contains(path + below) && text.contains("<tolerant>")
        }
    }

    /// Every listing entry of `app` in the shared test cache, so a machine that ran the tests before starts cold too.
    private func removeListingEntries(of app: URL) {
        for e in listingEntries(of: app, below: "/") { try? FileManager.default.removeItem(atPath: e) }
    }

    /// Every entry of the shared test cache's inputs that names a file of `app` — file summaries, per-file readings,
    /// modules' listings, the front end's catalogs and answers —, so a machine that ran the tests before starts cold
    /// (compiled programs stay: they are cached by their code).
    private func removeReadings(of app: URL) {
        removeListingEntries(of: app)
        let inputs = CheckSupport.cache + "/inputs"
        let path = app.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? [] {
            let e = inputs + "/" + name
            guard let key = FileManager.default.contents(atPath: e + "/key") else { continue }
            let text = String(decoding: key, as: UTF8.self)
            // The check program's and the front end's summaries, readings and catalogs of the app's files.
            if text.contains(path) {
                try? FileManager.default.removeItem(atPath: e)
            }
        }
    }

    /// The entries of a file's summary (`SummaryStore`), by the program that made it (the check program and the front
    /// end each keep their own: their keys' second line).
    private func summaryEntries(of app: URL, file: String) throws -> [String: String] {
        let inputs = CheckSupport.cache + "/inputs"
        let path = app.resolvingSymlinksInPath().standardizedFileURL.path + "/" + file
        var found: [String: String] = [:]
        for e in ((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).map({ inputs + "/" + $0 }) {
            guard let key = FileManager.default.contents(atPath: e + "/key"), FileManager.default.fileExists(atPath: e + "/summary.json")
            else { continue }
            let lines = String(decoding: key, as: UTF8.self).split(separator: "\n").map(String.init)
            if lines.count > 2, lines[0] == "layout-render file summary v1", lines[2] == path { found[lines[1]] = e }
        }
        XCTAssertFalse(found.isEmpty, "summaries of \(file)")
        return found
    }

    /// The entry of one file's reading (`ModuleReading`): its key names the file searched on its third line.
    private func readingEntry(of app: URL, file: String) throws -> String {
        let inputs = CheckSupport.cache + "/inputs"
        let path = app.resolvingSymlinksInPath().standardizedFileURL.path + "/" + file
        return try XCTUnwrap(((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).map { inputs + "/" + $0 }.first { e in
            guard let key = FileManager.default.contents(atPath: e + "/key") else { return false }
            let lines = String(decoding: key, as: UTF8.self).split(separator: "\n").map(String.init)
            return lines.first == "layout-render file reading v1" && lines.count > 2 && lines[2] == path
        }, "the reading of \(file)")
    }

    /// Summaries and per-file readings are cache entries, so untrusted: one moved from another file's entry or cut
    /// short is missing — the file parsed again —, never trusted into a layout's inputs.
    func testAForeignOrCutSummaryOrReadingIsMadeAgainNotTrusted() throws {
        let app = try packageApp("warm-summaries")
        let report = app.appendingPathComponent("report")
        removeReadings(of: app)
        var run = try CheckSupport.run(["check", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        run = try CheckSupport.run(["check", "--verbose", "--report", report.path], cwd: app)
        XCTAssertEqual(listed(run.stderr), [0, 4, 0], run.stderr)
        let expected = try Data(contentsOf: report.appendingPathComponent("results.json"))
        // Metrics' and Palette's summaries swapped (trusted, ListViewController's reading would lose Metrics), and
        // ListViewController's reading cut one byte short; every module's listing removed so each is assembled again.
        let metrics = try summaryEntries(of: app, file: "Sources/Core/Metrics.swift")
        let palette = try summaryEntries(of: app, file: "Sources/Core/Palette.swift")
        XCTAssertEqual(metrics.keys.sorted(), palette.keys.sorted())
        for (program, m) in metrics {
            let (a, b) = (m + "/summary.json", palette[program]! + "/summary.json")
            let (x, y) = (try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
            try y.write(to: URL(fileURLWithPath: a)); try x.write(to: URL(fileURLWithPath: b))
        }
        let reading = try readingEntry(of: app, file: "Sources/List/ListViewController.swift") + "/manifest.json"
        let whole = try Data(contentsOf: URL(fileURLWithPath: reading))
        try whole.prefix(whole.count - 1).write(to: URL(fileURLWithPath: reading))
        removeListingEntries(of: app)
        // 4 modules assembled again: Metrics and Palette parsed (their summaries refused), ListViewController parsed
        // (its reading refused; Metrics' tree taken from the run's memo); Grid's reading and the other summaries kept.
        // No layout's inputs changed, so nothing is evaluated (trusted, the swapped summaries would have left Metrics
        // out of both layouts' readings: their inputs changed).
        run = try CheckSupport.run(["check", "--verbose", "--progress", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(listed(run.stderr), [4, 4, 3], run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), expected)
    }

    /// Every drawing `check` kept for snapshots without a reference (`DrawingCache`), removed: the next run draws.
    private func removeDrawings() {
        let inputs = CheckSupport.cache + "/inputs"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? [] where name.hasPrefix("drawing-") {
            try? FileManager.default.removeItem(atPath: inputs + "/" + name)
        }
    }

    /// A snapshot with no reference yet that drew ("added") is not evaluated or drawn again while its inputs are
    /// unchanged: its drawing is kept, and the warm run writes the cold run's results.json and pictures. A drawing
    /// cut short or moved from another snapshot's entry is missing: that snapshot is evaluated and drawn again.
    func testAWarmRunDrawsNothingForSnapshotsWithoutReferences() throws {
        let app = try packageApp("warm-added")
        let report = app.appendingPathComponent("report")
        func check() throws -> CheckSupport.Output {
            try CheckSupport.run(["check", "--progress", "--report", report.path], cwd: app)
        }
        removeDrawings()
        var run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 2 Swift snapshots"), run.stderr)
        let cold = try Data(contentsOf: report.appendingPathComponent("results.json"))
        let results = try CheckSupport.results(report).results
        XCTAssertEqual(results.map(\.status), [.added, .added])
        func pictures() throws -> [Data] {
            try CheckSupport.results(report).results.map { try Data(contentsOf: report.appendingPathComponent(try XCTUnwrap($0.images.after))) }
        }
        let drawn = try pictures()

        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("2 Swift snapshots unchanged"), run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), cold)
        XCTAssertEqual(try pictures(), drawn)

        // One drawing cut short: that snapshot evaluated and drawn again; the same results and pictures.
        let inputs = CheckSupport.cache + "/inputs"
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: inputs)) ?? []).filter { $0.hasPrefix("drawing-") }.sorted()
        XCTAssertEqual(entries.count, 2, "\(entries)")
        let first = inputs + "/" + entries[0] + "/drawing.png"
        let whole = try Data(contentsOf: URL(fileURLWithPath: first))
        try whole.prefix(whole.count - 1).write(to: URL(fileURLWithPath: first))
        run = try check()
        XCTAssertTrue(run.stderr.contains("evaluating 1 Swift snapshots"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), cold)
        XCTAssertEqual(try pictures(), drawn)

        // The two entries' frames swapped (each sealed for the other's key): both drawn again.
        let frames = entries.map { inputs + "/" + $0 + "/frames.json" }
        let (a, b) = (try Data(contentsOf: URL(fileURLWithPath: frames[0])), try Data(contentsOf: URL(fileURLWithPath: frames[1])))
        try b.write(to: URL(fileURLWithPath: frames[0])); try a.write(to: URL(fileURLWithPath: frames[1]))
        run = try check()
        XCTAssertTrue(run.stderr.contains("evaluating 2 Swift snapshots"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), cold)
        XCTAssertEqual(try pictures(), drawn)
    }

    /// A snapshot that differed from its references ("changed") is not evaluated or compared again while its inputs
    /// and references are unchanged: the comparison's result is kept with its drawing, and the warm run writes the
    /// cold run's results.json and pictures (diff, before, after).
    func testAWarmRunComparesNothingForChangedSnapshots() throws {
        let app = try packageApp("warm-changed")
        let report = app.appendingPathComponent("report")
        func check() throws -> CheckSupport.Output {
            try CheckSupport.run(["check", "--progress", "--report", report.path], cwd: app)
        }
        var run = try CheckSupport.run(["check", "--record", "missing"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        removeDrawings()
        // Grid's items a third wide: it changed (its picture and frames differ from its references).
        try edit(app, "Sources/Grid/GridViewController.swift", ".fractionalWidth(0.5)", ".fractionalWidth(1.0 / 3)")
        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 1 Swift snapshots"), run.stderr)
        let cold = try Data(contentsOf: report.appendingPathComponent("results.json"))
        let grid = try XCTUnwrap(try CheckSupport.results(report).results.first { $0.name == "GridViewController.createLayout" })
        XCTAssertEqual(grid.status, .changed)
        func pictures() throws -> [Data] {
            let r = try XCTUnwrap(try CheckSupport.results(report).results.first { $0.name == "GridViewController.createLayout" })
            return try [r.images.diff, r.images.before, r.images.after].map {
                try Data(contentsOf: report.appendingPathComponent(try XCTUnwrap($0)))
            }
        }
        let drawn = try pictures()

        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("2 Swift snapshots unchanged"), run.stderr)
        XCTAssertFalse(run.stderr.contains("evaluating"), run.stderr)
        XCTAssertEqual(String(decoding: try Data(contentsOf: report.appendingPathComponent("results.json")), as: UTF8.self),
                       String(decoding: cold, as: UTF8.self))
        XCTAssertEqual(try pictures(), drawn)

        // Grid's references replaced by List's (rows of full width: another pair of the same picture size): the kept
        // comparison was made against other references, so Grid's layout is evaluated and compared again, and its
        // result says what differs from these (List's 8 rows against Grid's 8 cells of a third).
        let refs = app.appendingPathComponent("__LayoutSnapshots__/Sources")
        for ext in ["png", "frames.json"] {
            let list = refs.appendingPathComponent("List/ListViewController.swift/ListViewController.createLayout.iPhone13.portrait.light.ltr." + ext)
            let grid = refs.appendingPathComponent("Grid/GridViewController.swift/GridViewController.createLayout.iPhone13.portrait.light.ltr." + ext)
            try Data(contentsOf: list).write(to: grid)
        }
        run = try check()
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("evaluating 1 Swift snapshots"), run.stderr)
        XCTAssertNotEqual(try Data(contentsOf: report.appendingPathComponent("results.json")), cold)

        // The references recorded again (--record failed takes the new rendering): the kept comparison was made
        // against the old ones, so it is not the result: the snapshot passes.
        run = try CheckSupport.run(["check", "--record", "failed"], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        run = try check()
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(try CheckSupport.results(report).results.map(\.status), [.passed, .passed])
    }
}
