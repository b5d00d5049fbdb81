import Foundation
import LayoutReport
import XCTest

/// `check` reads Swift layouts module by module: a compile error is reported at the layouts whose code needs the
/// broken declaration, and the module's other files are read even when only one folder is checked.
final class CheckModuleTests: XCTestCase {
    /// An app module (a folder holding `App.xcodeproj`): `Theme` is used by both view controllers, and its extension
    /// reads `UINib`, which layout programs do not have — only `BadgeViewController` uses that member.
    private func appModule(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        let fm = FileManager.default
        for sub in ["App.xcodeproj", "App/Shared", "App/List", "App/Badges"] {
            try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write("App/Shared/Theme.swift", """
            import UIKit

            enum Theme {
                static let rowHeight: CGFloat = 60
            }

            extension Theme {
                static var badgeSide: CGFloat { CGFloat(UINib.standardSide) }
            }

            """)
        try write("App/List/ListViewController.swift", """
            import UIKit

            final class ListViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Theme.rowHeight))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        try write("App/Badges/BadgeViewController.swift", """
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

    func testACompileErrorStaysWithTheLayoutsThatNeedIt() throws {
        let app = try appModule("module-compile-error")
        let report = app.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = try CheckSupport.results(report).results
        let list = try XCTUnwrap(results.first { $0.name == "ListViewController.createLayout" })
        let badges = try XCTUnwrap(results.first { $0.name == "BadgeViewController.createLayout" })
        // The list compiles without the broken member: added (no reference yet), not an error naming Theme.swift.
        XCTAssertEqual(list.status, .added, list.message ?? "")
        XCTAssertEqual(badges.status, .error)
        // The error is the compiler's, at the member that reads UINib (line 8 of Theme.swift).
        XCTAssertTrue(badges.message?.contains("App/Shared/Theme.swift:8:") == true, badges.message ?? "")
        XCTAssertTrue(badges.message?.contains("UINib") == true, badges.message ?? "")
        // Rows 60 pt tall (Theme.rowHeight) and full width (iPhone 13: 390 pt): row 1 at y 0 + 60 = 60.
        let frames = try String(contentsOf: report.appendingPathComponent(try XCTUnwrap(list.actual?.frames)), encoding: .utf8)
        XCTAssertTrue(frames.contains(#""item": 1, "frame": {"x": 0, "y": 60, "width": 390, "height": 60}"#), frames)
    }

    func testCheckingOneFolderReadsTheRestOfItsModule() throws {
        // Only App/List is checked; Theme is declared in App/Shared, in the same module (App.xcodeproj's folder).
        let app = try appModule("module-one-folder")
        let report = app.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App/List", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stderr)   // 1: a snapshot was added
        let results = try CheckSupport.results(report).results
        XCTAssertEqual(results.map(\.name), ["ListViewController.createLayout"])
        XCTAssertEqual(results.first?.status, .added, results.first?.message ?? "")
    }

    func testAnEditReEvaluatesOnlyTheLayoutsWhoseCodeChanged() throws {
        // Both layouts recorded (the Badges one without UINib, so that it compiles). Then runs with no compiler to
        // be found: a layout that needs evaluating is an error ("no Swift toolchain"); one whose code is unchanged
        // passes warm without asking.
        let app = try appModule("module-edit")
        let theme = app.appendingPathComponent("App/Shared/Theme.swift")
        try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(of: "CGFloat(UINib.standardSide)", with: "44")
            .write(to: theme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try CheckSupport.run(["check", "App", "--record", "missing"], cwd: app).status, 0)
        let noCompiler = ["LAYOUT_RENDER_SWIFTC": "/nonexistent/swiftc"]
        func statuses() throws -> [String: CheckResult.Status] {
            let report = app.appendingPathComponent("report")
            _ = try CheckSupport.run(["check", "App", "--report", report.path], cwd: app, environmentChanges: noCompiler)
            return Dictionary(uniqueKeysWithValues: try CheckSupport.results(report).results.map { ($0.name, $0.status) })
        }
        // A comment added: no code changed, nothing is evaluated.
        let list = app.appendingPathComponent("App/List/ListViewController.swift")
        try (String(contentsOf: list, encoding: .utf8) + "// a note\n").write(to: list, atomically: true, encoding: .utf8)
        XCTAssertEqual(try statuses(), ["ListViewController.createLayout": .passed, "BadgeViewController.createLayout": .passed])
        // The list's own code edited: only the list is evaluated again.
        try String(contentsOf: list, encoding: .utf8).replacingOccurrences(of: ".fractionalWidth(1)", with: ".fractionalWidth(1.0)")
            .write(to: list, atomically: true, encoding: .utf8)
        XCTAssertEqual(try statuses(), ["ListViewController.createLayout": .error, "BadgeViewController.createLayout": .passed])
        // Theme, which both use, edited: both (an enum's static member takes the enum whole).
        try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(of: "enum Theme {", with: "enum Theme {\n    static let unused = 1")
            .write(to: theme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try statuses(), ["ListViewController.createLayout": .error, "BadgeViewController.createLayout": .error])
    }

    func testAFileNoTargetCompilesDoesNotFailTheOtherLayouts() throws {
        // A code generator's inline fragment (Sourcery writes method signatures between `// sourcery:` markers) lies
        // beside the list; Xcode compiles no such file, and it does not parse. Only App/List is checked: the list
        // still resolves with Theme from the rest of its module (App/Shared); the fragment, which names a collection
        // view layout (a file that names none is a note: UnseenAppRound5Tests), is one error of its own, saying how
        // to exclude it.
        let app = try appModule("module-unparsable-fragment")
        try """
            // sourcery:inline:ListCellDelegate.AutoDelegate
            listCell(_ cell: ListCell, didTap button: UIButton)
            listCell(_ cell: ListCell, layoutFor width: CGFloat) -> UICollectionViewLayout
            // sourcery:end

            """.write(to: app.appendingPathComponent("App/List/AutoDelegate.generated.swift"), atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App/List", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = try CheckSupport.results(report).results
        let list = try XCTUnwrap(results.first { $0.name == "ListViewController.createLayout" })
        XCTAssertEqual(list.status, .added, list.message ?? "")
        let fragment = try XCTUnwrap(results.first { $0.name == "(file)" })
        XCTAssertEqual(fragment.status, .error)
        // Paths relative to the checked folder (App/List), as exclude globs are.
        XCTAssertTrue(fragment.message?.hasPrefix("AutoDelegate.generated.swift:2:12: syntax error") == true, fragment.message ?? "")
        XCTAssertTrue(fragment.message?.contains(#"exclude: ["AutoDelegate.generated.swift"]"#) == true, fragment.message ?? "")
        // Rows of Theme.rowHeight = 60 across the iPhone 13's 390 pt: item 1 at y 60.
        let frames = try String(contentsOf: report.appendingPathComponent(try XCTUnwrap(list.actual?.frames)), encoding: .utf8)
        XCTAssertTrue(frames.contains(#""item": 1, "frame": {"x": 0, "y": 60, "width": 390, "height": 60}"#), frames)

        // Recorded, then Theme (outside the checked folder) edited: the list's code changed, so it is evaluated
        // again and changes — the fragment beside it does not cut the list off from the rest of its module.
        // The second reading of the same tree comes from the cache (nothing parsed): the fragment is still reported.
        _ = try CheckSupport.run(["check", "App/List", "--record", "missing", "--report", report.path], cwd: app)
        let again = try CheckSupport.results(report).results
        XCTAssertEqual(again.first { $0.name == "(file)" }?.message, fragment.message)
        XCTAssertEqual(again.first { $0.name == "ListViewController.createLayout" }?.status, .added)
        let theme = app.appendingPathComponent("App/Shared/Theme.swift")
        try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(of: "rowHeight: CGFloat = 60", with: "rowHeight: CGFloat = 70")
            .write(to: theme, atomically: true, encoding: .utf8)
        _ = try CheckSupport.run(["check", "App/List", "--report", report.path], cwd: app)
        let edited = try XCTUnwrap(try CheckSupport.results(report).results.first { $0.name == "ListViewController.createLayout" })
        XCTAssertEqual(edited.status, .changed, edited.message ?? "")
    }
}
