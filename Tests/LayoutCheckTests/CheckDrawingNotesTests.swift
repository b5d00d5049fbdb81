import Foundation
import LayoutReport
import XCTest

/// What a Swift layout's drawing was made with that its code does not say — one section per case of its section
/// enum, names from outside the module stood in for — is in `results.json` (`notes`), in the report, and in
/// `check --verbose`, once per layout; a warm run, which evaluates nothing, says the same (issue 31, item 3: "the
/// report says which names were stood in for"; item 5: "a note says so").
final class CheckDrawingNotesTests: XCTestCase {
    func testNotesOnWhatADrawingWasMadeWithReachResultsReportAndVerbose() throws {
        let dir = try CheckSupport.appFolder("drawing-notes")
        try """
            import UIKit
            import PodKit

            final class ShelfViewController: PodBaseViewController {
                enum Part: Hashable { case banner, list }
                var dataSource: UICollectionViewDiffableDataSource<Part, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        let part = self?.dataSource.snapshot().sectionIdentifiers[index]
                        let height: CGFloat = part == .banner ? 120 : 44
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            final class PlainViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """.write(to: dir.appendingPathComponent("App/Shelf.swift"), atomically: true, encoding: .utf8)
        // Two variants (light and dark), so a note said per layout is said once, not once per variant.
        try """
            variants:
              devices: [iPhone13]
              themes: [light, dark]

            """.write(to: dir.appendingPathComponent("App/layout-render.yml"), atomically: true, encoding: .utf8)
        let cold = dir.appendingPathComponent("report-cold"), warm = dir.appendingPathComponent("report-warm")
        let first = try CheckSupport.run(["check", "App", "--verbose", "--report", cold.path], cwd: dir)
        XCTAssertEqual(first.status, 1, first.stderr)  // added: no references yet
        let results = try CheckSupport.results(cold).results
        XCTAssertEqual(results.count, 4, results.map(\.id).description)
        let shelf = results.filter { $0.name == "ShelfViewController.makeLayout" }
        XCTAssertEqual(shelf.count, 2)
        for r in shelf {
            XCTAssertEqual(r.status, .added, r.message ?? "")
            XCTAssertTrue(r.notes.contains { $0.hasPrefix("ShelfViewController.makeLayout: drawn with one section per case of Part (banner, list)") },
                          r.notes.description)
            XCTAssertTrue(r.notes.contains("ShelfViewController.makeLayout: stood in for names declared in no Swift file of the module: "
                                           + "PodBaseViewController (a base class: a UIViewController)"), r.notes.description)
        }
        // A layout drawn from its code alone has nothing to say.
        XCTAssertEqual(results.filter { $0.name == "PlainViewController.makeLayout" }.map(\.notes), [[], []])
        // --verbose: each note once for the layout (two variants drew it), with its file.
        let said = first.stderr.split(separator: "\n").filter { $0.contains("drawn with one section per case of Part") }
        XCTAssertEqual(said.count, 1, first.stderr)
        XCTAssertTrue(said[0].hasPrefix("layout-render: note: Shelf.swift: ShelfViewController.makeLayout: drawn with"), String(said[0]))
        XCTAssertEqual(first.stderr.split(separator: "\n").filter { $0.contains("PodBaseViewController (a base class") }.count, 1, first.stderr)

        // Warm: nothing evaluated, the same notes (kept with the drawing), the same results.json.
        let second = try CheckSupport.run(["check", "App", "--verbose", "--progress", "--report", warm.path], cwd: dir)
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertTrue(second.stderr.contains("4 Swift snapshots unchanged since the last run"), second.stderr)
        XCTAssertEqual(try Data(contentsOf: warm.appendingPathComponent("results.json")),
                       try Data(contentsOf: cold.appendingPathComponent("results.json")))
        XCTAssertEqual(second.stderr.split(separator: "\n").filter { $0.contains("drawn with one section per case of Part") }.count, 1,
                       second.stderr)

        // Recorded, then passing warm: the pass keeps the notes too.
        let record = try CheckSupport.run(["check", "App", "--record", "missing", "--report", dir.appendingPathComponent("report-record").path],
                                          cwd: dir)
        XCTAssertEqual(record.status, 0, record.stderr)
        let passing = dir.appendingPathComponent("report-pass")
        let third = try CheckSupport.run(["check", "App", "--report", passing.path], cwd: dir)
        XCTAssertEqual(third.status, 0, third.stderr)
        let passed = try CheckSupport.results(passing).results.filter { $0.name == "ShelfViewController.makeLayout" }
        XCTAssertEqual(passed.map(\.status), [.passed, .passed])
        XCTAssertEqual(passed.map(\.notes), shelf.map(\.notes))
    }
}
