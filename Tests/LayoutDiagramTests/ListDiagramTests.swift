import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiagram

/// Diagrams of list sections name the list's metrics in the section title (docs/semantics-decisions.md i13).
final class ListDiagramTests: XCTestCase {
    func testListSectionTitlesNameAppearanceMarginRowEstimateAndPadding() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                      layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item]))
        }
        let traced = try layout.model().resolveTraced(LayoutInput(viewSize: CGSize(width: 390, height: 600),
                                                    traits: UITraitCollection(displayScale: 3), itemCounts: [2, 2]))
        let titles = try DiagramRenderer().plan(traced).labels.filter { $0.role == .sectionTitle }.map(\.text)
        // 390 pt: margin 20; padding 53/3 = 17.667, printed to one decimal as every diagram value is.
        XCTAssertTrue(titles.contains { $0.hasPrefix("Section 0 · list .insetGrouped: margin 20, rows est 44, padding 17.7") },
                      "\(titles)")
        XCTAssertTrue(titles.contains("Section 1"), "an ordinary section keeps its plain title: \(titles)")
    }
}
