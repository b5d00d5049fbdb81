import XCTest
@testable import LayoutEngine

/// Seed layouts built on the value model; frames derived by hand (container 375 wide unless stated).
final class SeedLayoutTests: XCTestCase {
    func testGridTwoPlusOneWithCollectionHeaderSectionHeaderAndSpacer() throws {
        // Seed 000, stage 3.
        let small = item(.fractionalWidth(0.5), .fractionalWidth(0.5), insets: insets(0, 2, 2, 2))
        let big = item(.fractionalWidth(1), .fractionalWidth(1), insets: insets(0, 2, 0, 2))
        let pair = hgroup(.fractionalWidth(1), .fractionalWidth(0.5), [small], insets: insets(0, 2, 4, 2))
        let single = hgroup(.fractionalWidth(1), .fractionalWidth(1), [big], insets: insets(0, 2, 4, 2))
        var section = SectionModel(group: vgroup(.fractionalWidth(1), .fractionalWidth(1.5), [pair, single]))
        section.contentInsets = insets(16, 0, 0, 0)
        let full32 = SizeSpec(width: .fractionalWidth(1), height: .absolute(32))
        section.boundarySupplementaryItems = [
            BoundaryItemModel(elementKind: "sectionSpacer", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(60)), alignment: .top),
            BoundaryItemModel(elementKind: "section-header", layoutSize: full32, alignment: .top),
        ]
        let config = ConfigurationModel(boundarySupplementaryItems: [BoundaryItemModel(elementKind: "collection-header", layoutSize: full32, alignment: .top)])
        let r = try resolve(LayoutModel(section: section, configuration: config), counts: [6])
        // Collection header (0,0,375,32); the section starts at 32. Both top items sit at the section top;
        // the band is the taller (60), so the content starts at 32 + 60 + 16 = 108.
        XCTAssertRect(element(r, "collection-header")?.frame, rect(0, 0, 375, 32))
        XCTAssertRect(element(r, "sectionSpacer")?.frame, rect(0, 32, 375, 60))
        XCTAssertRect(element(r, "section-header")?.frame, rect(0, 32, 375, 32))
        let f = cells(r)
        // Pair group: 375 × 187.5 at y 108, insets L/R 2 → content 371 wide; small items 0.5·371 = 185.5
        // square slots at x 2 and 187.5; insets L/R 2, bottom 2 → 181.5 × 183.5.
        XCTAssertRect(f[0], rect(4, 108, 181.5, 183.5))
        XCTAssertRect(f[1], rect(189.5, 108, 181.5, 183.5))
        // Single group at y 108 + 187.5 = 295.5, content 371 wide; big item 371 × 371, insets L/R 2 → 367 × 371.
        XCTAssertRect(f[2], rect(4, 295.5, 367, 371))
        // The vertical group is 1.5·375 = 562.5 high: the next instance starts at 108 + 562.5 = 670.5.
        XCTAssertRect(f[3], rect(4, 670.5, 181.5, 183.5))
        XCTAssertEqual(r.contentSize.height, 108 + 2 * 562.5)
    }

    /// Seed 001: 0.92-wide groups of one item (repeating count 1), group insets L/R 8, section top 10,
    /// groupPagingCentered, scale effect from the invalidation handler.
    func carousel() -> LayoutModel {
        let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(0.92), height: .absolute(343)),
                              contentInsets: insets(0, 8, 0, 8),
                              group: GroupModel(kind: .horizontal, subitems: [item(.fractionalWidth(1), .fractionalHeight(1))], arrangement: .repeating(1)))
        var section = SectionModel(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = insets(10, 0, 0, 0)
        section.visibleItemsInvalidationHandler = { items, offset, env in
            for item in items {
                let distance = abs(item.frame.midX - offset.x - env.container.contentSize.width / 2)
                let scale = max(1 - distance / env.container.contentSize.width, 0.7)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return LayoutModel(section: section)
    }

    func testCarouselCentresTheFirstGroupAtRest() throws {
        // Group 0.92·375 = 345; centring inset (375 − 345)/2 = 15; item = group minus insets 8+8 → 329 wide
        // at x 15 + 8 = 23; group k at 15 + 345k; y = section top inset 10.
        let r = try resolve(carousel(), counts: [8, 8, 8])
        let f = cells(r)
        XCTAssertRect(f[0], rect(23, 10, 329, 343))
        XCTAssertRect(f[1], rect(368, 10, 329, 343))
        // Item 0 is centred (midX 187.5 = 375/2): scale 1. Item 1: distance 532.5 − 187.5 = 345 →
        // 1 − 345/375 = 0.08 → clamped to 0.7.
        let a0 = r.attributes(for: ElementKey(category: .cell, elementKind: "cell", section: 0, item: 0))!
        let a1 = r.attributes(for: ElementKey(category: .cell, elementKind: "cell", section: 0, item: 1))!
        XCTAssertTrue(a0.transform.isIdentity)
        XCTAssertEqual(a1.transform.a, 0.7, accuracy: 1e-9)
        // Sections stack: 10 + 343 = 353 each.
        XCTAssertRect(cells(r, section: 1)[0], rect(23, 363, 329, 343))
    }

    func testCarouselMidScrollShiftsCellsAndScalesByDistanceFromCentre() throws {
        // Orthogonal offset 100: on screen item 0 at 23 − 100 = −77; its handler frame (unscrolled) midX 187.5,
        // distance |187.5 − 100 − 187.5| = 100 → scale 1 − 100/375 = 0.7333….
        let r = try resolve(carousel(), counts: [8], orthogonal: [0: 100])
        let a0 = r.attributes(for: ElementKey(category: .cell, elementKind: "cell", section: 0, item: 0))!
        XCTAssertRect(a0.frame, rect(-77, 10, 329, 343))
        XCTAssertEqual(a0.transform.a, 1 - 100.0 / 375, accuracy: 1e-9)
        XCTAssertEqual(a0.transform.d, 1 - 100.0 / 375, accuracy: 1e-9)
        // Item 1 (unscrolled midX 532.5): distance 245 → 0.3467 → 0.7.
        let a1 = r.attributes(for: ElementKey(category: .cell, elementKind: "cell", section: 0, item: 1))!
        XCTAssertRect(a1.frame, rect(268, 10, 329, 343))
        XCTAssertEqual(a1.transform.a, 0.7, accuracy: 1e-9)
    }

    func testCarouselOffsetIsClampedToTheLastPage() throws {
        // Content: 15 + 8·345 + 15 = 2790; max offset 2790 − 375 = 2415 → item 7 at 23 + 7·345 − 2415 = 23.
        let r = try resolve(carousel(), counts: [8], orthogonal: [0: 5000])
        XCTAssertEqual(r.sections[0].orthogonalOffset, 2415)
        XCTAssertRect(cells(r)[7], rect(23, 10, 329, 343))
    }

    func testEdgedColumnsShareTheLeftoverAmongFlexibleEdges() throws {
        // Seed 003: two 0.4 items (150 wide); first leading flex 0, trailing flex 16; second trailing flex 0.
        // Minimums: 0 + 150 + 16 + 150 + 0 = 316; leftover 59 over three flexible edges → 19.666….
        // First at 19.667; second at 166 + 2·19.667 = 205.333; it then ends at 355.333 + 19.667 = 375.
        let a = item(.fractionalWidth(0.4), .fractionalHeight(1), edge: EdgeSpacing(leading: .flexible(0), trailing: .flexible(16)))
        let b = item(.fractionalWidth(0.4), .fractionalHeight(1), edge: EdgeSpacing(trailing: .flexible(0)))
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(60), [a, b]))
        section.interGroupSpacing = 10
        let f = cells(try resolve(LayoutModel(section: section), counts: [4]))
        XCTAssertRect(f[0], rect(59.0 / 3, 0, 150, 60))
        XCTAssertRect(f[1], rect(166 + 118.0 / 3, 0, 150, 60))
        XCTAssertRect(f[2], rect(59.0 / 3, 70, 150, 60))
    }

    func testComplexGroupsNestFourLevels() throws {
        // Seed 003 "complex groups": final group 375 × 0.5·812 = 406, [horizontals 0.75 (281.25), vertical 0.25 (93.75)].
        // Vertical count-3 group, spacing 8: slots (406 − 16)/3 = 130 high at y 0, 138, 276, x 281.25.
        let vItem = item(.fractionalWidth(1), .fractionalHeight(0.3))
        let vertical = countGroup(.vertical, .fractionalWidth(0.25), .fractionalHeight(1), vItem, count: 3, spacing: .fixed(8))
        let i25 = item(.fractionalWidth(0.25), .fractionalHeight(1)), i40 = item(.fractionalWidth(0.4), .fractionalHeight(1))
        let rows = [[i25, i40, i25], [i40, i25, i25], [i25, i25, i40]].map {
            hgroup(.fractionalWidth(1), .fractionalHeight(0.3), $0, spacing: .fixed(8))
        }
        let horizontals = vgroup(.fractionalWidth(0.75), .fractionalHeight(1), rows, spacing: .flexible(0))
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .fractionalHeight(0.5), [horizontals, vertical]))
        section.interGroupSpacing = 8
        let f = cells(try resolve(LayoutModel(section: section), counts: [12]))
        // Rows: 281.25 × 0.3·406 = 121.8; three fit (365.4), leftover 40.6 over 2 flexible gaps → 20.3:
        // rows at y 0, 142.1, 284.2. Row 1: 0.25·281.25 = 70.3125, 0.4·281.25 = 112.5, spacing 8:
        // x 0, 78.3125, 198.8125 (ends 269.125 ≤ 281.25).
        XCTAssertRect(f[0], rect(0, 0, 70.3125, 121.8))
        XCTAssertRect(f[1], rect(78.3125, 0, 112.5, 121.8))
        XCTAssertRect(f[2], rect(198.8125, 0, 70.3125, 121.8))
        XCTAssertRect(f[3], rect(0, 142.1, 112.5, 121.8))
        XCTAssertRect(f[6], rect(0, 284.2, 70.3125, 121.8))
        XCTAssertRect(f[9], rect(281.25, 0, 93.75, 130))
        XCTAssertRect(f[10], rect(281.25, 138, 93.75, 130))
        XCTAssertRect(f[11], rect(281.25, 276, 93.75, 130))
    }

    func testCheckmarkOnAGroupRepeatsForEveryInstanceIncludingAPartialOne() throws {
        // Seed 003: count-3 group 375 × 0.2·812 = 162.4 with a 45 × 45 [.top, .trailing] supplementary:
        // host = group frame → (330, 0) and (330, 162.4) for instances 0 and 1 (4 items → 2 instances).
        var g = countGroup(.horizontal, .fractionalWidth(1), .fractionalHeight(0.2), item(.fractionalWidth(1), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(all: 8)), count: 3)
        g.supplementaryItems = [SupplementaryModel(elementKind: "checkmark", layoutSize: SizeSpec(width: .absolute(45), height: .absolute(45)),
                                                   containerAnchor: LayoutAnchor(edges: [.top, .trailing]))]
        let r = try resolve(LayoutModel(section: SectionModel(group: g)), counts: [4])
        XCTAssertRect(element(r, "checkmark", item: 0)?.frame, rect(330, 0, 45, 45))
        XCTAssertRect(element(r, "checkmark", item: 1)?.frame, rect(330, 162.4, 45, 45))
        XCTAssertNil(element(r, "checkmark", item: 2))
        // Cells: slots 125 wide, insets 8 → (8, 8, 109, 146.4).
        XCTAssertRect(cells(r)[0], rect(8, 8, 109, 146.4))
    }
}
