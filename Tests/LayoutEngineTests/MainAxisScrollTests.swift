import XCTest
@testable import LayoutEngine

/// The one resting offset and main-axis scroll range (Scroll/MainAxisScroll.swift, §13.2, decision 29), and the
/// resolver resting there.
final class MainAxisScrollTests: XCTestCase {
    func scroll(content: CGSize, view: CGSize, inset: UIEdgeInsets = .zero, _ direction: UICollectionView.ScrollDirection,
                rtl: Bool = false) -> MainAxisScroll {
        MainAxisScroll(contentSize: content, viewSize: view, adjustedContentInset: inset, scrollDirection: direction,
                       isRightToLeft: rtl)
    }

    func testVerticalRestsAtMinusTheTopInsetAndScrollsToTheBottomPlusItsInset() {
        // Content 2000 tall, view 812, insets 44 / 34: rest −44, far 2000 + 34 − 812 = 1222.
        let s = scroll(content: CGSize(width: 375, height: 2000), view: CGSize(width: 375, height: 812),
                       inset: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .vertical)
        XCTAssertEqual(s.resting, -44); XCTAssertEqual(s.far, 1222)
        XCTAssertEqual(s.range, -44...1222)
        XCTAssertEqual(s.clamped(5000), 1222); XCTAssertEqual(s.clamped(-100), -44)
        // Right to left changes nothing vertically.
        XCTAssertEqual(scroll(content: CGSize(width: 375, height: 2000), view: CGSize(width: 375, height: 812),
                              inset: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .vertical, rtl: true), s)
    }

    func testShortContentDoesNotScroll() {
        // 300 of content in an 812 view: 300 + 34 − 812 < −44, so the far end is the resting offset.
        let s = scroll(content: CGSize(width: 375, height: 300), view: CGSize(width: 375, height: 812),
                       inset: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .vertical)
        XCTAssertEqual(s.range, -44...(-44))
        let h = scroll(content: CGSize(width: 200, height: 812), view: CGSize(width: 375, height: 812), .horizontal, rtl: true)
        // Right to left: rest 200 − 375 = −175 (the content hugs the leading, right side); far min(−175, 0) = −175.
        XCTAssertEqual(h.resting, -175); XCTAssertEqual(h.far, -175)
    }

    func testHorizontalLeftToRightAndRightToLeftAreMirrors() {
        // Content 1000 wide, view 375, insets left 44, right 34.
        let inset = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 34)
        let ltr = scroll(content: CGSize(width: 1000, height: 812), view: CGSize(width: 375, height: 812), inset: inset, .horizontal)
        // Rest −44, far 1000 + 34 − 375 = 659.
        XCTAssertEqual(ltr.resting, -44); XCTAssertEqual(ltr.far, 659)
        let rtl = scroll(content: CGSize(width: 1000, height: 812), view: CGSize(width: 375, height: 812), inset: inset,
                         .horizontal, rtl: true)
        // Rest at the right end: 1000 − 375 + 34 = 659; far at the left end, −44. The same range, walked backwards.
        XCTAssertEqual(rtl.resting, 659); XCTAssertEqual(rtl.far, -44)
        XCTAssertEqual(rtl.range, ltr.range)
    }

    func testTheResolverRestsWhereMainAxisScrollSays() throws {
        // Four 250-pt columns, horizontal, right to left: content 1000, rest 1000 − 375 = 625.
        var config = ConfigurationModel(); config.scrollDirection = .horizontal
        let model = LayoutModel(section: SectionModel(group: hgroup(.absolute(250), .fractionalHeight(1),
                                                                    [item(.fractionalWidth(1), .fractionalHeight(1))])),
                                configuration: config)
        let r = try resolve(model, counts: [4], traits: UITraitCollection(layoutDirection: .rightToLeft))
        XCTAssertEqual(r.contentOffset, CGPoint(x: 625, y: 0))
        XCTAssertEqual(r.mainAxisScroll.resting, 625); XCTAssertEqual(r.mainAxisScroll.far, 0)
        // Item 0 is mirrored to the right end, 750…1000: on screen at rest.
        XCTAssertRect(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 0))?.frame,
                      rect(750, 0, 250, 812))
    }
}

/// Self-sizing's one acceptance rule and its one hugging rule (Resolve/SelfSizing.swift, §17).
final class SelfSizingRuleTests: XCTestCase {
    let estimated = SizeSpec(width: .fractionalWidth(1), height: .estimated(44))

    func testAMeasurementIsTakenOnEstimatedAxesOnlyWhenFiniteAndNotNegative() {
        let estimate = CGSize(width: 375, height: 44)
        // Height estimated: 60 replaces 44; the absolute width keeps 375 whatever the measurement says.
        XCTAssertEqual(SelfSizing.accept(CGSize(width: 10, height: 60), for: estimated, estimate: estimate), CGSize(width: 375, height: 60))
        // 0 is a size; −1, NaN and infinity are refused (the estimate stays).
        XCTAssertEqual(SelfSizing.accept(CGSize(width: 10, height: 0), for: estimated, estimate: estimate).height, 0)
        for bad in [-1, CGFloat.nan, .infinity] {
            XCTAssertEqual(SelfSizing.accept(CGSize(width: 10, height: bad), for: estimated, estimate: estimate), estimate, "\(bad)")
        }
        // uniformAcrossSiblings is an estimate too.
        let uniform = SizeSpec(width: .uniformAcrossSiblings(estimate: 100), height: .absolute(44))
        XCTAssertEqual(SelfSizing.accept(CGSize(width: 120, height: 99), for: uniform, estimate: CGSize(width: 100, height: 44)),
                       CGSize(width: 120, height: 44))
    }

    func testABoundaryItemIsMeasuredAsItemZeroOfItsKind() throws {
        // A header estimated 44 measured 70: the section's first cell starts at 70.
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "header", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
                                                                alignment: .top)]
        let r = try resolve(LayoutModel(section: section), counts: [1], measure: { key, size in
            key.elementKind == "header" && key.item == 0 ? CGSize(width: size.width, height: 70) : size
        })
        XCTAssertRect(cells(r).first, rect(0, 70, 375, 50))
    }

    func testALoneUniformLeafKeepsItsOwnSizeAndSiblingsTakeTheLargest() {
        struct M { var size: CGSize; var part: Bool }
        var lone = [M(size: CGSize(width: 10, height: 30), part: true), M(size: CGSize(width: 10, height: 90), part: false)]
        XCTAssertNil(SelfSizing.largest(lone, axis: .y, size: \.size) { $0.part })
        SelfSizing.growToLargest(&lone, axis: .y, size: \.size) { $0.part }
        XCTAssertEqual(lone.map(\.size.height), [30, 90])
        var three = [M(size: CGSize(width: 10, height: 30), part: true), M(size: CGSize(width: 10, height: 90), part: false),
                     M(size: CGSize(width: 10, height: 50), part: true)]
        SelfSizing.growToLargest(&three, axis: .y, size: \.size) { $0.part }
        // The two taking part grow to 50 (their largest); the one not taking part keeps 90.
        XCTAssertEqual(three.map(\.size.height), [50, 90, 50])
    }

    func testAnEstimatedGroupHugsItsLastSlotWithItsTrailingEdgeSpacing() throws {
        // Horizontal group estimated 100 wide: two 50-pt items, the second with 10 pt of fixed trailing edge
        // spacing: the group hugs 50 + 50 + 10 = 110, so the second instance starts at 110.
        let spaced = item(.absolute(50), .absolute(40), edge: EdgeSpacing(leading: nil, top: nil, trailing: .fixed(10), bottom: nil))
        var config = ConfigurationModel(); config.scrollDirection = .horizontal
        let model = LayoutModel(section: SectionModel(group: hgroup(.estimated(100), .absolute(40), [item(.absolute(50), .absolute(40)), spaced])),
                                configuration: config)
        let r = try resolve(model, counts: [4])
        XCTAssertRect(cells(r)[2], rect(110, 0, 50, 40))
    }

    func testNegativeEdgeSpacingAcrossHugsToZeroNotBelow() throws {
        // A 20-pt item with −30 pt of fixed top edge spacing in a group whose height is estimated: −30 + 20 = −10,
        // so the group hugs to 0 and the next group (interGroupSpacing 0) starts where this one does.
        let pulled = item(.fractionalWidth(1), .absolute(20), edge: EdgeSpacing(leading: nil, top: .fixed(-30), trailing: nil, bottom: nil))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(44), [pulled])))
        let r = try resolve(model, counts: [2])
        // Group heights 0, 0: both groups at y 0, each item at 0 − 30.
        XCTAssertRect(cells(r)[0], rect(0, -30, 375, 20))
        XCTAssertRect(cells(r)[1], rect(0, -30, 375, 20))
        XCTAssertEqual(r.contentSize.height, 0)
    }

    func testLeavesPastTheLastItemKeepTheirEstimatesAndAreNeverMeasured() throws {
        // Two estimated-height leaves per group, three items: the second group holds item 2 and one leaf with no
        // item. Items measure 30 tall; a call for item 3 (which does not exist) would answer 200.
        let leaf = item(.fractionalWidth(0.5), .estimated(44))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(44), [leaf, leaf])))
        let r = try resolve(model, counts: [3], measure: { key, size in
            CGSize(width: size.width, height: key.item >= 3 ? 200 : 30)
        })
        // Group 0: items 0, 1 at 30 → 30 tall. Group 1 at y 30: item 2 at 30, the empty leaf keeps 44 → 44 tall.
        XCTAssertRect(cells(r)[2], rect(0, 30, 187.5, 30))
        XCTAssertEqual(r.contentSize.height, 30 + 44)
    }

    func testContentInsetsAreIgnoredOnAnEstimatedAxis() throws {
        // Decision 15: an item estimated 44 tall with 10-pt insets on every side: the height ignores the top and
        // bottom insets (44 tall at y 0), the absolute width keeps its leading and trailing ones (10…365).
        let padded = item(.fractionalWidth(1), .estimated(44), insets: insets(10, 10, 10, 10))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(44), [padded])))
        let r = try resolve(model, counts: [1])
        XCTAssertRect(cells(r)[0], rect(10, 0, 355, 44))
    }

    func testAHuggingCrossAxisLeavesNoLeftoverForFlexibleEdges() throws {
        // Horizontal group, height estimated: items 20 and 40 tall, the first with a flexible top edge. The group
        // hugs its tallest slot (40); a hugging axis shares no leftover (§17.4), so the first item stays at y 0
        // instead of moving down by 40 − 20 = 20.
        let flexibleTop = item(.absolute(100), .absolute(20), edge: EdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: nil))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(10),
                                                                    [flexibleTop, item(.absolute(100), .absolute(40))])))
        let r = try resolve(model, counts: [2])
        XCTAssertRect(cells(r)[0], rect(0, 0, 100, 20))
        XCTAssertRect(cells(r)[1], rect(100, 0, 100, 40))
    }
}
