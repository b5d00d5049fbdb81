import XCTest
import LayoutEngine
import LayoutDSL

/// A DSL list section that says what its rows hold builds the same model as the UIKit facade, and its rows size to
/// that content (decision 53).
final class ListContentDSLTests: XCTestCase {
    func testRowsAndItemsSizeAsTheFacadeDoes() throws {
        let rows = ListRowContent(.cell(text: "General", imageName: "gear"), accessories: [.disclosureIndicator()])
        let items = [1: ListRowContent(.subtitleCell(text: "Anna Haro", secondaryText: "Lunch on Thursday?"))]
        let dsl = CompositionalLayout { _, environment in
            ListSection(appearance: .insetGrouped, environment: environment, rows: rows, items: items)
        }
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.content = ListContent(rows: rows, items: items)
        let facade = UICollectionViewCompositionalLayout.list(using: config)
        let input = LayoutInput(viewSize: CGSize(width: 393, height: 852), traits: UITraitCollection(displayScale: 3),
                                itemCounts: [3])
        let a = try dsl.resolve(input), b = try facade.resolve(input)
        XCTAssertEqual(a.allElements, b.allElements)
        // 44 (image row), 179/3 (text + secondary), 44; from the grouped padding 53/3.
        let heights = a.allElements.filter { $0.category == .cell }.map { ($0.frame.height * 3).rounded() }
        XCTAssertEqual(heights, [132, 179, 132])
        XCTAssertEqual(a.sections[0].list?.content, ListContent(rows: rows, items: items))
    }
}
