import Foundation
import LayoutReport
import XCTest

/// `check` on apps never seen (issue 31, session 8): a layout it cannot draw — its code traps, or its geometry
/// reads a value of a type declared outside the module — is a clear line that ends with what to put in
/// `layout-render.yml`.
final class CheckUnseenAppTests: XCTestCase {
    func testARefusalSaysWhatToPutInTheConfiguration() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/unseen-refusals")
        try? FileManager.default.removeItem(at: dir)
        for sub in ["App.xcodeproj", "App"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try """
            import UIKit
            import PodKit

            final class TrapViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let rows: [CGFloat] = []
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rows[0])), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            final class ThemedViewController: UIViewController {
                var theme: PodTheme?
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(theme?.rowHeight ?? 44)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """.write(to: dir.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = try CheckSupport.results(report).results
        let trap = try XCTUnwrap(results.first { $0.name == "TrapViewController.makeLayout" })
        XCTAssertTrue(trap.message?.contains("crashed while evaluating") == true, trap.message ?? "")
        XCTAssertTrue(trap.message?.hasSuffix(#"; leave it out with layout-render.yml: layouts: {"TrapViewController.makeLayout": {ignore: true}}"#) == true, trap.message ?? "")
        let themed = try XCTUnwrap(results.first { $0.name == "ThemedViewController.makeLayout" })
        XCTAssertTrue(themed.message?.contains("PodTheme is declared in no Swift file of the module") == true, themed.message ?? "")
        XCTAssertTrue(themed.message?.hasSuffix(#"; leave it out with layout-render.yml: layouts: {"ThemedViewController.makeLayout": {ignore: true}}"#) == true, themed.message ?? "")
    }
}
