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
}
