import XCTest
@testable import LayoutEngine

final class GroupRuleTests: XCTestCase {
    private func one(_ group: ItemModel, _ n: Int = 20, size: CGSize = CGSize(width: 375, height: 812)) throws -> LayoutResult {
        try resolve(LayoutModel(section: SectionModel(group: group)), counts: [n], size: size)
    }

    func testPatternCyclesUntilTheNextSubitemDoesNotFit() throws {
        // [A 0.3, B 0.3] in 375: A 0, B 112.5, A 225 (ends 337.5); B would end at 450 → 3 slots per group.
        let a = item(.fractionalWidth(0.3), .fractionalHeight(1)), b = item(.fractionalWidth(0.3), .fractionalHeight(0.5))
        let r = try one(hgroup(.fractionalWidth(1), .absolute(100), [a, b]), 4)
        let f = cells(r)
        XCTAssertRect(f[0], rect(0, 0, 112.5, 100))
        XCTAssertRect(f[1], rect(112.5, 0, 112.5, 50))
        XCTAssertRect(f[2], rect(225, 0, 112.5, 100))
        XCTAssertRect(f[3], rect(0, 100, 112.5, 100))   // the next instance restarts with A
    }

    func testThirdsWithSubPointOvershootStillFit() throws {
        // Three 0.334-high items in a 400-high vertical group: 3·133.6 = 400.8, 0.8 (< 1 pt) over → still 3 slots.
        // A fourth 0.25 item would overshoot by a full 100 pt and starts the next instance.
        let r = try one(vgroup(.fractionalWidth(0.5), .absolute(400), [item(.fractionalWidth(1), .fractionalHeight(0.334))]), 4)
        XCTAssertRect(cells(r)[2], rect(0, 267.2, 187.5, 133.6))
        XCTAssertRect(cells(r)[3], rect(0, 400, 187.5, 133.6))
    }

    func testFlexibleInterItemSpacingJustifiesSlots() throws {
        // Three 100-wide items fit with ≥10 gaps (320); leftover 55 over 2 gaps → 37.5 each: x 0, 137.5, 275.
        let r = try one(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))], spacing: .flexible(10)), 3)
        XCTAssertEqual(cells(r).map(\.minX), [0, 137.5, 275])
    }

    func testSingleSlotWithFlexibleSpacingStaysLeading() throws {
        let r = try one(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(300), .fractionalHeight(1))], spacing: .flexible(10)), 2)
        XCTAssertEqual(cells(r).map(\.minX), [0, 0])
    }

    func testFixedSpacingAppliesBetweenNestedGroupsToo() throws {
        // §3.2: a vertical group of two 100-high horizontal groups, fixed 8 → second at y 108.
        let inner = hgroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let r = try one(vgroup(.fractionalWidth(1), .absolute(208), [inner], spacing: .fixed(8)), 2)
        XCTAssertRect(cells(r)[1], rect(0, 108, 375, 100))
    }

    func testCrossAxisFlexibleEdgesAlignTheItem() throws {
        // 20-high items in a 60-high group: both flexible → centred at 20; only top flexible → bottom at 40.
        let centred = item(.absolute(50), .absolute(20), edge: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let bottom = item(.absolute(50), .absolute(20), edge: EdgeSpacing(top: .flexible(0)))
        let top = item(.absolute(50), .absolute(20), edge: EdgeSpacing(top: .fixed(4), bottom: .flexible(0)))
        let f = cells(try one(hgroup(.fractionalWidth(1), .absolute(60), [centred, bottom, top]), 3))
        XCTAssertEqual(f.map(\.minY), [20, 40, 4])
        XCTAssertEqual(f.map(\.minX), [0, 50, 100])
    }

    func testFixedEdgeSpacingPushesThisAndTheNextItem() throws {
        // Leading 10, trailing 5: slots at 10 and 10 + 100 + 5 + 10 = 125 (each item adds its own edges).
        let f = cells(try one(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1), edge: EdgeSpacing(leading: .fixed(10), trailing: .fixed(5)))]), 3))
        XCTAssertEqual(f.map(\.minX), [10, 125, 240])
    }

    func testGroupContentInsetsShrinkWhereSubitemsResolve() throws {
        // Group 375 × 100 with insets 10 → content 355 × 80; item 0.5 → 177.5 × 80 at (10, 10).
        let f = cells(try one(hgroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))], insets: NSDirectionalEdgeInsets(all: 10)), 2))
        XCTAssertRect(f[0], rect(10, 10, 177.5, 80))
        XCTAssertRect(f[1], rect(187.5, 10, 177.5, 80))
    }

    func testRepeatingSubitemKeepsItsOwnSize() throws {
        // repeating 3 of a 100-wide item with spacing 5: x 0, 105, 210 (the group is 375 wide; no division).
        let g = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(40)),
                          group: GroupModel(kind: .horizontal, subitems: [item(.absolute(100), .fractionalHeight(1))], arrangement: .repeating(3), interItemSpacing: .fixed(5)))
        let f = cells(try one(g, 4))
        XCTAssertEqual(f.map(\.minX), [0, 105, 210, 0])
        XCTAssertEqual(f[0].width, 100)
    }

    func testCustomGroupFramesAreInTheGroupsCoordinatesWithTheirZIndex() throws {
        // Provider gets container = group size (375 × 200); returns a full-height left half and a small square.
        let g = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(200)),
                          group: GroupModel(kind: .custom(CustomGroupProvider { env in
                              let w = env.container.contentSize.width
                              return [CustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 200)),
                                      CustomItem(frame: CGRect(x: w / 2 + 10, y: 20, width: 50, height: 50), zIndex: 3)]
                          }), subitems: []))
        let r = try one(g, 3)
        let f = cells(r)
        XCTAssertRect(f[0], rect(0, 0, 187.5, 200))
        XCTAssertRect(f[1], rect(197.5, 20, 50, 50))
        XCTAssertRect(f[2], rect(0, 200, 187.5, 200))
        XCTAssertEqual(r.allElements.first { $0.item == 1 }?.zIndex, 3)
    }

    func testEstimatedGroupHugsItsItemsAndMeasurementRelaysTheSection() throws {
        // Estimated list: item est 50 with top/bottom fixed 8, group est 50 → group hugs 8 + 50 + 8 = 66.
        let it = item(.fractionalWidth(1), .estimated(50), edge: EdgeSpacing(top: .fixed(8), bottom: .fixed(8)))
        let group = hgroup(.fractionalWidth(1), .estimated(50), [it])
        var r = try one(group, 3)
        XCTAssertEqual(cells(r).map(\.minY), [8, 74, 140])
        XCTAssertEqual(r.contentSize.height, 198)
        // Measured heights 30, 100, 20 → groups 46, 116, 36 at y 0, 46, 162: items at 8, 54, 170; content 198.
        let heights: [CGFloat] = [30, 100, 20]
        r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [3]) { key, proposed in
            CGSize(width: proposed.width, height: heights[key.item])
        }
        XCTAssertEqual(cells(r).map(\.minY), [8, 54, 170])
        XCTAssertEqual(cells(r).map(\.height), [30, 100, 20])
        XCTAssertEqual(r.contentSize.height, 198)
    }

    func testUniformAcrossSiblingsGrowsToTheTallestMeasuredSibling() throws {
        // Two columns, heights measured 40 and 90 → both 90 in the row.
        let it = item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50))
        let group = hgroup(.fractionalWidth(1), .estimated(50), [it])
        let r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [2]) { key, p in
            CGSize(width: p.width, height: key.item == 0 ? 40 : 90)
        }
        XCTAssertEqual(cells(r).map(\.height), [90, 90])
    }
}
