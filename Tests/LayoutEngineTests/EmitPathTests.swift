import XCTest
@testable import LayoutEngine

/// `attributes(for:)`, `elements(in:)` and `allElements` produce every element through one emit path, so they
/// agree on frame, zIndex, alpha, transform and hidden, for self-sized and custom groups too (issue 14, point 6).
final class EmitPathTests: XCTestCase {
    private func agree(_ r: LayoutResult, file: StaticString = #filePath, line: UInt = #line) {
        for a in r.allElements {
            XCTAssertEqual(r.attributes(for: a.key), a, "attributes(for:) of \(a.key)", file: file, line: line)
            let found = r.elements(in: a.frame.insetBy(dx: -1, dy: -1)).first { $0.key == a.key }
            XCTAssertEqual(found, a, "elements(in:) of \(a.key)", file: file, line: line)
        }
    }

    /// A self-sized (measured) section of a custom group: items at (0, 0, 100, 40) z 0 and (110, 0, 50, 40) z 3,
    /// a 20 × 20 group badge at the group's top trailing corner, a background (cells z + 1).
    private func measuredCustom() -> LayoutModel {
        let badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(20), height: .absolute(20)),
                                       containerAnchor: LayoutAnchor(edges: [.top, .trailing]), zIndex: 5)
        let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .estimated(40)), supplementaryItems: [badge],
                              group: GroupModel(kind: .custom(CustomGroupProvider { _ in
                                  [CustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 40)),
                                   CustomItem(frame: CGRect(x: 110, y: 0, width: 50, height: 40), zIndex: 3)]
                              }), subitems: []))
        var s = SectionModel(group: group)
        s.decorationItems = [DecorationModel(elementKind: "bg")]
        return LayoutModel(section: s)
    }

    func testMeasuredCustomGroupReportsTheSameZIndexOnEveryPath() throws {
        let r = try resolve(measuredCustom(), counts: [6], measure: { _, s in s })
        // Item 1 is the second custom item: zIndex 3 + 1 (above the background) = 4; item 0: 0 + 1.
        let key1 = ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 1)
        XCTAssertEqual(r.attributes(for: key1)?.zIndex, 4)
        XCTAssertEqual(r.allElements.first { $0.key == key1 }?.zIndex, 4)
        XCTAssertEqual(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 0))?.zIndex, 1)
        // Instance k is 40 tall at y 40k; its badge (the k-th "badge") at x 375 − 20 = 355, y 40k.
        let badge2 = r.attributes(for: ElementKey(category: .supplementary, elementKind: "badge", section: 0, item: 2))
        XCTAssertEqual(badge2?.frame, rect(355, 80, 20, 20))
        XCTAssertEqual(badge2?.zIndex, 5)
        XCTAssertNil(r.attributes(for: ElementKey(category: .supplementary, elementKind: "badge", section: 0, item: 3)))
        agree(r)
    }

    func testUniformAndMeasuredSectionsAgreeAcrossQueriesAfterAHandlerChangedThem() throws {
        var s = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        s.visibleItemsInvalidationHandler = { items, _, _ in
            for i in items {
                i.alpha = 0.5; i.zIndex = 7
                if i.indexPath.item == 2 { i.isHidden = true; i.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            }
        }
        let r = try resolve(LayoutModel(section: s), counts: [8], size: CGSize(width: 200, height: 120))
        // Visible rows: y 0–50, 50–100, 100–150 (items 0…5); items 6 and 7 (y 150) are not.
        XCTAssertEqual(r.allElements.filter { $0.alpha == 0.5 }.map(\.item), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 2))?.isHidden, true)
        agree(r)
        agree(try resolve(measuredCustom(), counts: [5], measure: { _, s in s }))
    }
}
