import XCTest
@testable import LayoutEngine

/// The one size check (Resolve/ElementSize.swift, `SizeSpec.checkedSize`) and its one error path, for items,
/// supplementaries and boundary items alike; and flexible spacing in repeated-subitem groups.
final class ElementSizeTests: XCTestCase {
    func error(_ model: LayoutModel) -> LayoutError? {
        do { _ = try resolve(model, counts: [1]); return nil } catch let e as LayoutError { return e } catch { return nil }
    }

    func testANegativeOrNonFiniteSizeIsOneErrorAtTheElementsLayoutSize() throws {
        let bad = SizeSpec(width: .absolute(10), height: .absolute(-5))
        // An item.
        let itemModel = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50),
                                                                        [ItemModel(layoutSize: bad)])))
        XCTAssertEqual(error(itemModel), .negativeSize(path: ModelPath(.section(0), .group, .subitem(0), .layoutSize),
                                                       detail: "abs 10 × abs -5 → 10 × -5"))
        // An item's supplementary, on its 375 × 50 host.
        var withSupp = item(.fractionalWidth(1), .fractionalHeight(1))
        withSupp.supplementaryItems = [SupplementaryModel(elementKind: "badge", layoutSize: bad, containerAnchor: LayoutAnchor(edges: .top))]
        let suppModel = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [withSupp])))
        XCTAssertEqual(error(suppModel), .negativeSize(path: ModelPath(.section(0), .group, .subitem(0), .supplementary(0), .layoutSize),
                                                       detail: "abs 10 × abs -5 → 10 × -5"))
        // A boundary item.
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "header", layoutSize: bad, alignment: .top)]
        XCTAssertEqual(error(LayoutModel(section: section)), .negativeSize(path: ModelPath(.section(0), .boundaryItem(0), .layoutSize),
                                                                           detail: "abs 10 × abs -5 → 10 × -5"))
        // Not finite: a fraction of an infinite container is not reached from a finite view, so an infinite absolute.
        let infinite = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50),
                                                                       [ItemModel(layoutSize: SizeSpec(width: .absolute(.infinity), height: .absolute(5)))])))
        XCTAssertEqual(error(infinite), .nonFinite(path: ModelPath(.section(0), .group, .subitem(0), .layoutSize),
                                                   detail: "abs inf × abs 5 in 375 × 50"))
    }

    func testARepeatedSubitemGroupSharesItsLeftoverWithFlexibleGaps() throws {
        // 375-wide group, a 100-wide subitem three times, flexible inter-item spacing: leftover 375 − 300 = 75 over
        // two gaps, 37.5 each → x 0, 137.5, 275.
        let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(40)),
                              group: GroupModel(kind: .horizontal, subitems: [item(.absolute(100), .absolute(40))],
                                                arrangement: .repeating(3), interItemSpacing: .flexible(0)))
        let r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [3])
        XCTAssertEqual(cells(r).map(\.minX), [0, 137.5, 275])
    }
}
