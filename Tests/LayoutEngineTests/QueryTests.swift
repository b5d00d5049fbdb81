import XCTest
@testable import LayoutEngine

/// `elements(in:)` must equal brute force over `allElements`, and cost what is visible.
final class QueryTests: XCTestCase {
    func testQueriesMatchBruteForceOnMixedSections() throws {
        let badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(10), height: .absolute(10)),
                                       containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(CGPoint(x: 0.5, y: -0.5))))
        let grid = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(0.25), .fractionalHeight(1), supplementaries: [badge])]),
                                boundarySupplementaryItems: [BoundaryItemModel(elementKind: "h", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top, pinToVisibleBounds: true)],
                                decorationItems: [DecorationModel(elementKind: "bg")])
        var carousel = SectionModel(group: hgroup(.fractionalWidth(0.8), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        let model = LayoutModel(configuration: ConfigurationModel(interSectionSpacing: 5)) { [carousel] i, _ in i % 2 == 0 ? grid : carousel }
        let r = try resolve(model, counts: [37, 9, 0, 12], offset: CGPoint(x: 0, y: 120), orthogonal: [1: 250])
        let all = r.allElements
        XCTAssertEqual(all.count, r.elementCount)
        for q in [rect(0, 0, 375, 812), rect(0, 500, 375, 100), rect(-500, 0, 2000, 3000), rect(100, 300, 10, 10), rect(0, 10_000, 10, 10)] {
            let fast = Set(r.elements(in: q).map(\.key))
            let brute = Set(all.filter { $0.frame.overlaps(q) }.map(\.key))
            XCTAssertEqual(fast, brute, "rect \(q)")
        }
    }

    func testFirstScreenOfTenMillionItemsComputesOnlyVisibleCells() throws {
        // 4 columns of 0.25 × 100 rows: the first 812-pt screen shows rows 0…8 → 9·4 = 36 cells.
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.25), .fractionalHeight(1))])))
        let r = try resolve(model, counts: [10_000_000])
        XCTAssertEqual(r.visibleElements.count, 36)
        XCTAssertEqual(r.contentSize.height, 250_000_000)
        // The last item: row 2 499 999 → y 249 999 900, column 3 → x 281.25.
        XCTAssertRect(r.attributes(for: ElementKey(category: .cell, elementKind: "cell", section: 0, item: 9_999_999))?.frame,
                      rect(281.25, 249_999_900, 93.75, 100))
    }

    func testSameInputGivesSameOutput() throws {
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .fractionalWidth(0.3), [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])))
        XCTAssertEqual(try resolve(model, counts: [50]).allElements, try resolve(model, counts: [50]).allElements)
    }
}

final class NegativeSpacingQueryTests: XCTestCase {
    func testNegativeInterGroupSpacingOverlapsGroupsAndQueriesStillFindThem() throws {
        // Rows 44 high, spacing −54 → pitch −10: row k at y = −10k. Rows 0…4 at 0, −10, −20, −30, −40.
        var s = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.interGroupSpacing = -54
        let r = try resolve(LayoutModel(section: s), counts: [5])
        XCTAssertEqual(cells(r).map(\.minY), [0, -10, -20, -30, -40])
        // The band y −5…5 crosses every row (row 4 spans −40…4).
        let q = rect(0, -5, 375, 10)
        XCTAssertEqual(Set(r.elements(in: q).map(\.item)), Set(r.allElements.filter { $0.frame.overlaps(q) }.map(\.item)))
        XCTAssertEqual(r.elements(in: q).count, 5)
    }
}
