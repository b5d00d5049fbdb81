import Foundation
import XCTest
import LayoutEngine
@testable import LayoutDSL

/// The models the DSL builds for items and groups, field by field (expected values from the
/// DSL's documented defaults and UIKit's property defaults, semantics.md §1).
final class ItemAndGroupBuilderTests: XCTestCase {
    func model(_ item: any LayoutItem) -> ItemModel { itemModel(of: item) }

    func testItemFillsItsContainerAndHasUIKitDefaults() {
        let m = model(CellItem())
        XCTAssertEqual(m.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        XCTAssertEqual(m.contentInsets, .zero)
        XCTAssertNil(m.edgeSpacing)
        XCTAssertTrue(m.supplementaryItems.isEmpty)
        XCTAssertNil(m.group)
    }

    func testGroupWithSubitemListIsAPatternGroupFillingItsContainer() {
        let m = model(HGroup { CellItem(); CellItem().width(.absolute(10)) })
        XCTAssertEqual(m.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        guard let g = m.group, case .horizontal = g.kind else { return XCTFail("expected a horizontal group") }
        XCTAssertEqual(g.arrangement, .pattern)
        XCTAssertNil(g.interItemSpacing)
        XCTAssertEqual(g.subitems.map(\.layoutSize.width), [.fractionalWidth(1), .absolute(10)])
    }

    func testCountGroupIsLegacyEqualSlotsAndRepeatingGroupRepeats() {
        let count = model(VGroup(count: 3) { CellItem() })
        guard let g = count.group, case .vertical = g.kind else { return XCTFail("expected a vertical group") }
        XCTAssertEqual(g.arrangement, .equalSlots(3))
        XCTAssertEqual(g.subitems.count, 1)

        let repeating = model(HGroup(repeating: 4) { CellItem().width(.absolute(50)) })
        XCTAssertEqual(repeating.group?.arrangement, .repeating(4))
        XCTAssertEqual(repeating.group?.subitems.first?.layoutSize.width, .absolute(50))
    }

    func testBriefExampleBuildsTheSeedsNestedGroup() {
        // The example: a 0.7-wide item with 10-pt insets beside a 0.3-wide pair, 0.4 high.
        let m = model(HGroup {
            CellItem().width(.fractionalWidth(0.7)).contentInsets(10)
            VGroup(count: 2) { CellItem() }.width(.fractionalWidth(0.3))
        }.height(.fractionalHeight(0.4)))
        XCTAssertEqual(m.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.4)))
        let subs = m.group?.subitems ?? []
        XCTAssertEqual(subs.count, 2)
        XCTAssertEqual(subs[0].layoutSize, SizeSpec(width: .fractionalWidth(0.7), height: .fractionalHeight(1)))
        XCTAssertEqual(subs[0].contentInsets, NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        XCTAssertEqual(subs[1].layoutSize.width, .fractionalWidth(0.3))
        XCTAssertEqual(subs[1].group?.arrangement, .equalSlots(2))
    }

    func testEveryContentInsetsSpellingSetsTheInsets() {
        let all = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        XCTAssertEqual(model(CellItem().contentInsets(3)).contentInsets, all)
        XCTAssertEqual(model(CellItem().contentInsets(value: 3)).contentInsets, all)
        XCTAssertEqual(model(CellItem().contentInsets(all)).contentInsets, all)
        XCTAssertEqual(model(CellItem().contentInsets(top: 1, trailing: 4)).contentInsets,
                       NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 4))
        // Edges form: only the named edges change; 5 stays on top and bottom.
        XCTAssertEqual(model(CellItem().contentInsets(5).contentInsets([.leading, .trailing], 10)).contentInsets,
                       NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    func testLaterModifierWinsLikeASecondAssignment() {
        let m = model(CellItem().width(.absolute(10)).contentInsets(4).width(.absolute(20)).contentInsets(top: 1))
        XCTAssertEqual(m.layoutSize.width, .absolute(20))
        XCTAssertEqual(m.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
    }

    func testSizeEdgeSpacingAndInterItemSpacing() {
        let m = model(HGroup { CellItem().edgeSpacing(leading: .flexible(0), trailing: .flexible(16)) }
            .size(width: .absolute(300), height: .estimated(44))
            .interItemSpacing(.fixed(8)))
        XCTAssertEqual(m.layoutSize, SizeSpec(width: .absolute(300), height: .estimated(44)))
        XCTAssertEqual(m.group?.interItemSpacing, .fixed(8))
        XCTAssertEqual(m.group?.subitems.first?.edgeSpacing,
                       EdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(16), bottom: nil))
        XCTAssertNil(model(CellItem().edgeSpacing(top: .fixed(1)).edgeSpacing(nil)).edgeSpacing)
    }

    func testSupplementaryItemsOnAGroup() {
        let m = model(HGroup(count: 3) { CellItem() }.supplementaryItems {
            SupplementaryItem(elementKind: "checkmark")
                .size(width: .absolute(45), height: .absolute(45))
                .containerAnchor(edges: [.top, .trailing])
            SupplementaryItem(elementKind: "badge")
                .width(.absolute(20)).height(.absolute(20))
                .containerAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
                .itemAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 1, y: 2))
                .zIndex(5).contentInsets(2)
        })
        XCTAssertEqual(m.supplementaryItems.count, 2)
        let check = m.supplementaryItems[0]
        XCTAssertEqual(check.elementKind, "checkmark")
        XCTAssertEqual(check.layoutSize, SizeSpec(width: .absolute(45), height: .absolute(45)))
        XCTAssertEqual(check.containerAnchor, LayoutAnchor(edges: [.top, .trailing], offset: .absolute(.zero)))
        XCTAssertNil(check.itemAnchor)
        XCTAssertEqual(check.zIndex, 1, "UIKit-style default (semantics.md §1, decision 6)")
        let badge = m.supplementaryItems[1]
        XCTAssertEqual(badge.containerAnchor, LayoutAnchor(edges: [.top, .trailing], offset: .fractional(CGPoint(x: 0.5, y: -0.5))))
        XCTAssertEqual(badge.itemAnchor, LayoutAnchor(edges: [.bottom, .leading], offset: .absolute(CGPoint(x: 1, y: 2))))
        XCTAssertEqual(badge.zIndex, 5)
        XCTAssertEqual(badge.contentInsets, NSDirectionalEdgeInsets(all: 2))
    }

    func testControlFlowInsideAGroup() {
        func row(wide: Bool, extra: Int, badge: (any LayoutItem)?) -> ItemModel {
            model(HGroup {
                if wide {
                    CellItem().width(.fractionalWidth(0.5))
                } else {
                    CellItem().width(.fractionalWidth(0.25))
                }
                for k in 0..<extra { CellItem().width(.absolute(CGFloat(k))) }
                if extra > 1 { CellItem().height(.absolute(1)) }
                badge
            })
        }
        // wide, two loop items (0, 1), the `if extra > 1` item, no optional item: 4 subitems.
        let a = row(wide: true, extra: 2, badge: nil).group?.subitems ?? []
        XCTAssertEqual(a.map(\.layoutSize.width),
                       [.fractionalWidth(0.5), .absolute(0), .absolute(1), .fractionalWidth(1)])
        XCTAssertEqual(a.last?.layoutSize.height, .absolute(1))
        // narrow, no loop items, no `if` item, the optional item present: 2 subitems.
        let b = row(wide: false, extra: 0, badge: CellItem().width(.absolute(7))).group?.subitems ?? []
        XCTAssertEqual(b.map(\.layoutSize.width), [.fractionalWidth(0.25), .absolute(7)])
    }

    func testCustomGroupKeepsItsProvider() {
        let m = model(CustomGroup { environment in
            let w = environment.container.effectiveContentSize.width
            return [CustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 10)),
                    CustomItem(frame: CGRect(x: w / 2, y: 5, width: w / 2, height: 10), zIndex: 3)]
        }.height(.absolute(20)))
        XCTAssertEqual(m.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .absolute(20)))
        guard case .custom(let provider)? = m.group?.kind else { return XCTFail("expected a custom group") }
        XCTAssertTrue(m.group?.subitems.isEmpty ?? false)
        // A 200-wide container: halves of 100.
        let frames = provider.provide(Fingerprint.environment(width: 200, height: 20))
        XCTAssertEqual(frames, [CustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 10)),
                                CustomItem(frame: CGRect(x: 100, y: 5, width: 100, height: 10), zIndex: 3)])
    }

    func testReusableGroupComputesTheSeedsMosaicSizes() {
        // width 393, inset 8: small = (393 − 16) / 3 = 125.666…, big = 2·small + 8 = 259.333…,
        // height = 2·big + 2·small + 3·8 = 2·393 − 2·8 + 24 = 794.
        let tiled = TiledGroup(width: 393, inset: 8)
        let small = (393.0 - 16) / 3, big = 2 * small + 8
        let m = model(tiled)
        XCTAssertEqual(m.layoutSize.width, .fractionalWidth(1))
        guard case .absolute(let height) = m.layoutSize.height else { return XCTFail("expected an absolute height") }
        XCTAssertEqual(height, 794, accuracy: 1e-9)
        XCTAssertEqual(m.group?.interItemSpacing, .fixed(8))
        let rows = m.group?.subitems ?? []
        XCTAssertEqual(rows.map(\.layoutSize.height), [.absolute(big), .absolute(small), .absolute(big), .absolute(small)])
        // Row 1: the small pair leads; row 3: the big square leads.
        XCTAssertEqual(rows[0].group?.subitems.map(\.layoutSize.width), [.absolute(small), .absolute(big)])
        XCTAssertEqual(rows[0].group?.subitems.first?.group?.arrangement, .equalSlots(2))
        XCTAssertEqual(rows[2].group?.subitems.map(\.layoutSize.width), [.absolute(big), .absolute(small)])
        XCTAssertEqual(rows[1].group?.arrangement, .equalSlots(3))
    }

    func testModifiersOnAUserComponentKeepItAGroup() {
        // `.width` on TiledGroup must still be a LayoutGroup, or it could not be a section's group.
        let section = GroupSection { TiledGroup(width: 300, inset: 4).width(.absolute(300)) }
        let m = sectionModel(of: section)
        XCTAssertEqual(m.group.layoutSize.width, .absolute(300))
        XCTAssertEqual(m.group.layoutSize.height, .absolute(TiledGroup(width: 300, inset: 4).height))
        XCTAssertNotNil(m.group.group)
    }
}
