import Foundation
import XCTest
import LayoutEngine
@testable import LayoutDSL

/// The models the DSL builds for sections, boundary and decoration items and whole layouts.
final class SectionAndLayoutBuilderTests: XCTestCase {
    func testSectionHasUIKitDefaults() {
        let m = sectionModel(of: GroupSection { HGroup { CellItem() } })
        XCTAssertEqual(m.contentInsets, .zero)
        XCTAssertEqual(m.interGroupSpacing, 0)
        XCTAssertEqual(m.orthogonalScrollingBehavior, UICollectionLayoutSectionOrthogonalScrollingBehavior.none)
        XCTAssertTrue(m.boundarySupplementaryItems.isEmpty)
        XCTAssertTrue(m.decorationItems.isEmpty)
        XCTAssertTrue(m.supplementariesFollowContentInsets)
        XCTAssertEqual(m.contentInsetsReference, .automatic)
        XCTAssertEqual(m.supplementaryContentInsetsReference, .automatic)
        XCTAssertNil(m.visibleItemsInvalidationHandler)
        XCTAssertEqual(m.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    }

    func testEverySectionModifierSetsItsProperty() {
        let m = sectionModel(of: GroupSection { HGroup { CellItem() }.height(.absolute(44)) }
            .contentInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            .contentInsets([.bottom], 30)
            .interGroupSpacing(5)
            .orthogonalScrollingBehavior(.groupPagingCentered)
            .supplementariesFollowContentInsets(false)
            .contentInsetsReference(.layoutMargins)
            .supplementaryContentInsetsReference(.none)
            .visibleItemsInvalidationHandler { items, _, _ in items.forEach { $0.alpha = 0.5 } }
            .decorationItems {
                DecorationItem.background(elementKind: "background").contentInsets(8).zIndex(-1)
            })
        XCTAssertEqual(m.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 30, trailing: 4))
        XCTAssertEqual(m.interGroupSpacing, 5)
        XCTAssertEqual(m.orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertFalse(m.supplementariesFollowContentInsets)
        XCTAssertEqual(m.contentInsetsReference, .layoutMargins)
        XCTAssertEqual(m.supplementaryContentInsetsReference, UIContentInsetsReference.none)
        XCTAssertNotNil(m.visibleItemsInvalidationHandler)
        XCTAssertEqual(m.decorationItems, [DecorationModel(elementKind: "background", zIndex: -1,
                                                           contentInsets: NSDirectionalEdgeInsets(all: 8))])
        XCTAssertEqual(m.group.layoutSize.height, .absolute(44))
    }

    func testSeedPinnedHeaderAndFooter() {
        // Seed 004's list: the header is pinned and raised to zIndex 2, the footer keeps the defaults.
        guard case .uniform(let m) = DSLForms.pinnedHeaderList().model.sections else {
            return XCTFail("expected one section for every index")
        }
        let header = m.boundarySupplementaryItems[0], footer = m.boundarySupplementaryItems[1]
        XCTAssertEqual(header.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .estimated(44)))
        XCTAssertEqual(header.alignment, .top)
        XCTAssertTrue(header.pinToVisibleBounds)
        XCTAssertEqual(header.zIndex, 2)
        XCTAssertTrue(header.extendsBoundary)
        XCTAssertEqual(footer.alignment, .bottom)
        XCTAssertFalse(footer.pinToVisibleBounds)
        XCTAssertEqual(footer.zIndex, 1)
        XCTAssertEqual(footer.absoluteOffset, .zero)
    }

    func testBoundaryItemOffsetsExtensionAndOptionalEntries() {
        let leading: BoundarySupplementaryItem? = nil
        let m = sectionModel(of: GroupSection { VGroup { CellItem() } }.boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "side", alignment: .leading, absoluteOffset: CGPoint(x: -5, y: 0))
                .size(width: .fractionalWidth(0.1), height: .absolute(150))
                .extendsBoundary(false).contentInsets([.top], 3)
            leading
            for kind in ["a", "b"] { BoundarySupplementaryItem(elementKind: kind).absoluteOffset(CGPoint(x: 1, y: 1)) }
        })
        XCTAssertEqual(m.boundarySupplementaryItems.map(\.elementKind), ["side", "a", "b"])
        let side = m.boundarySupplementaryItems[0]
        XCTAssertEqual(side.alignment, .leading)
        XCTAssertEqual(side.absoluteOffset, CGPoint(x: -5, y: 0))
        XCTAssertEqual(side.layoutSize, SizeSpec(width: .fractionalWidth(0.1), height: .absolute(150)))
        XCTAssertFalse(side.extendsBoundary)
        XCTAssertEqual(side.contentInsets, NSDirectionalEdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(m.boundarySupplementaryItems[2].absoluteOffset, CGPoint(x: 1, y: 1))
    }

    func testSectionChoosesItsGroupWithIfElse() {
        func m(_ compact: Bool) -> SectionModel {
            sectionModel(of: GroupSection {
                if compact {
                    HGroup(count: 2) { CellItem() }
                } else {
                    HGroup(count: 4) { CellItem() }
                }
            })
        }
        XCTAssertEqual(m(true).group.group?.arrangement, .equalSlots(2))
        XCTAssertEqual(m(false).group.group?.arrangement, .equalSlots(4))
    }

    func testLayoutConfigurationModifiers() {
        let layout = CompositionalLayout { GroupSection { HGroup { CellItem() } } }
            .scrollDirection(.horizontal)
            .interSectionSpacing(16)
            .contentInsetsReference(.none)
            .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "banner").height(.absolute(32)) }
        let c = layout.model.configuration
        XCTAssertEqual(c.scrollDirection, .horizontal)
        XCTAssertEqual(c.interSectionSpacing, 16)
        XCTAssertEqual(c.contentInsetsReference, UIContentInsetsReference.none)
        XCTAssertEqual(c.boundarySupplementaryItems.map(\.elementKind), ["banner"])
        guard case .uniform = layout.model.sections else { return XCTFail("expected one section for every index") }
        // Defaults: vertical, no spacing, safe area (semantics.md §1).
        let d = CompositionalLayout { GroupSection { HGroup { CellItem() } } }.model.configuration
        XCTAssertEqual(d.scrollDirection, .vertical)
        XCTAssertEqual(d.interSectionSpacing, 0)
        XCTAssertEqual(d.contentInsetsReference, .safeArea)
    }

    func testSectionProviderReadsIndexAndEnvironment() {
        let layout = CompositionalLayout { sectionIndex, environment in
            if sectionIndex == 0 {
                GroupSection {
                    HGroup { CellItem() }.height(.absolute(environment.container.effectiveContentSize.width / 2))
                }
            }
        }
        guard case .provider(let provider) = layout.model.sections else { return XCTFail("expected a provider") }
        // 300-wide container: height 150; index 1: no section.
        XCTAssertEqual(provider(0, Fingerprint.environment(width: 300))?.group.layoutSize.height, .absolute(150))
        XCTAssertNil(provider(1, Fingerprint.environment(width: 300)))
    }

    func testSectionProviderWithSwitchAndWithExplicitReturn() {
        let built = CompositionalLayout { index, _ in
            switch index {
            case 0: GroupSection { HGroup { CellItem() } }.interGroupSpacing(1)
            default: GroupSection { VGroup { CellItem() } }.interGroupSpacing(2)
            }
        }
        let returned = CompositionalLayout { index, _ -> (any LayoutSection)? in
            guard index < 2 else { return nil }
            return GroupSection { HGroup { CellItem() } }.interGroupSpacing(CGFloat(index + 10))
        }
        guard case .provider(let a) = built.model.sections, case .provider(let b) = returned.model.sections else {
            return XCTFail("expected providers")
        }
        let env = Fingerprint.environment()
        XCTAssertEqual([0, 1, 2].map { a($0, env)?.interGroupSpacing }, [1, 2, 2])
        XCTAssertEqual([0, 1, 2].map { b($0, env)?.interGroupSpacing }, [10, 11, nil])
    }

    func testReusableSectionReadsTheEnvironmentWidth() {
        // TiledSection in a 393-wide container: a TiledGroup 794 high (see the item tests), 8 apart.
        let m = sectionModel(of: TiledSection(environment: Fingerprint.environment(width: 393)))
        XCTAssertEqual(m.interGroupSpacing, 8)
        guard case .absolute(let height) = m.group.layoutSize.height else { return XCTFail("expected an absolute height") }
        XCTAssertEqual(height, 794, accuracy: 1e-9)
    }
}
