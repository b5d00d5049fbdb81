import Foundation
import LayoutReport
import XCTest

/// `check` on an app it has never seen (issue 31): flow layouts are not errors, a layout's parameters come from
/// `layout-render.yml`'s `args:`, and every piece of advice names what `check` accepts.
final class CheckNewAppTests: XCTestCase {
    private func app(_ name: String, config: String? = nil) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        for sub in ["App.xcodeproj", "App"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try """
            import UIKit

            final class PhotosViewController: UIViewController {
                func flowLayout() -> UICollectionViewLayout {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 90, height: 90)
                    return flow
                }
            }

            final class GridViewController: UIViewController {
                func makeLayout(columns: Int) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            final class InboxViewController: UIViewController {
                struct Section: Hashable { var id: Int }
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        let id = self?.dataSource.snapshot().sectionIdentifiers[index].id ?? 0
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(40 + id))))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(40 + id))), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """.write(to: dir.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        // The configuration sits at the checked root (`check App`).
        if let config { try config.write(to: dir.appendingPathComponent("App/layout-render.yml"), atomically: true, encoding: .utf8) }
        return dir
    }

    func testFlowLayoutsAreSkippedAndTheAdviceNamesTheConfiguration() throws {
        let dir = try app("new-app-advice")
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path, "--verbose"], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = try CheckSupport.results(report).results
        // The flow layout is no result at all, and --verbose says so once for its file.
        XCTAssertFalse(results.contains { $0.name.hasPrefix("PhotosViewController") }, results.map(\.name).description)
        XCTAssertTrue(run.stderr.contains("note: Screens.swift: 1 layout not checked, not compositional: PhotosViewController.flowLayout builds UICollectionViewFlowLayout"), run.stderr)
        let grid = try XCTUnwrap(results.first { $0.name == "GridViewController.makeLayout" })
        XCTAssertEqual(grid.status, .error)
        let gridMessage = grid.message ?? ""
        XCTAssertTrue(gridMessage.contains(#"give it in layout-render.yml: layouts: {"GridViewController.makeLayout": {args: {columns: 2}}}"#), gridMessage)
        let inbox = try XCTUnwrap(results.first { $0.name == "InboxViewController.makeLayout" })
        let inboxMessage = inbox.message ?? ""
        XCTAssertTrue(inboxMessage.contains("section identifiers of type Section"), inboxMessage)
        XCTAssertTrue(inboxMessage.contains(#"leave it out with layout-render.yml: layouts: {"InboxViewController.makeLayout": {ignore: true}}"#), inboxMessage)
        // check takes none of the command line's options: no message advises them.
        for r in results { for option in ["--arg", "--with", "--module-root", "--section-kinds"] {
            XCTAssertFalse(r.message?.contains(option) == true, r.message ?? "")
        } }
    }

    func testArgsInTheConfigurationGiveALayoutsParameters() throws {
        let dir = try app("new-app-args", config: """
            layouts:
              GridViewController.makeLayout:
                args: {columns: 3}
                items: [4]
              InboxViewController.makeLayout:
                ignore: true

            """)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)   // 1: added
        let grid = try XCTUnwrap(try CheckSupport.results(report).results.first { $0.name == "GridViewController.makeLayout" })
        XCTAssertEqual(grid.status, .added, grid.message ?? "")
        // Three columns of 390 / 3 = 130 on the iPhone 13; item 3 starts the second row at y 100.
        let frames = try String(contentsOf: report.appendingPathComponent(try XCTUnwrap(grid.actual?.frames)), encoding: .utf8)
        XCTAssertTrue(frames.contains(#""item": 1, "frame": {"x": 130, "y": 0, "width": 130, "height": 100}"#), frames)
        XCTAssertTrue(frames.contains(#""item": 3, "frame": {"x": 0, "y": 100, "width": 130, "height": 100}"#), frames)
    }

    func testAMalformedArgsEntryIsOneLineNamingItsPlace() throws {
        let dir = try app("new-app-bad-args", config: """
            layouts:
              GridViewController.makeLayout:
                args: {columns: [3]}

            """)
        let run = try CheckSupport.run(["check", "App"], cwd: dir)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("App/layout-render.yml:3:21: layouts.GridViewController.makeLayout.args.columns"), run.stderr)
        XCTAssertTrue(run.stderr.contains("expected a value"), run.stderr)
    }
}
