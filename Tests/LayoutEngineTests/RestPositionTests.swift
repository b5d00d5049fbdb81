import XCTest
@testable import LayoutEngine

/// Where orthogonal sections come to rest (semantics.md §10.5, decisions 30–34), derived by hand.
///
/// The common layout: a 375-pt-wide view; one orthogonal section with leading and trailing insets 20, groups
/// 150 × 100 (one item each), interGroupSpacing 10, six groups. Group k's leading edge sits at 20 + 160k in
/// scroller coordinates; the scroll content is 20 + 6·150 + 5·10 + 20 = 990 long, so the largest offset is
/// 990 − 375 = 615. Positions are checked twice: the offset the engine proposes, and — resolving at that
/// offset — where the group it lands on is drawn.
final class RestPositionTests: XCTestCase {
    private func model(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                       direction: UICollectionView.ScrollDirection = .vertical) -> LayoutModel {
        let vertical = direction == .vertical
        var section = SectionModel(group: hgroup(.absolute(vertical ? 150 : 100), .absolute(vertical ? 100 : 150),
                                                 [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = vertical ? insets(0, 20, 0, 20) : insets(20, 0, 20, 0)
        return LayoutModel(section: section, configuration: ConfigurationModel(scrollDirection: direction))
    }

    private func rest(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, at current: CGFloat = 0,
                      rtl: Bool = false, proposed: CGFloat, velocity: CGFloat,
                      file: StaticString = #filePath, line: UInt = #line) throws -> CGFloat {
        let traits = UITraitCollection(layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let r = try resolve(model(behavior), counts: [6], orthogonal: [0: current], traits: traits)
        return try XCTUnwrap(r.targetOrthogonalOffset(section: 0, forProposedOffset: proposed, velocity: velocity),
                             file: file, line: line)
    }

    private func screenFrame(ofCell item: Int, _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                             at offset: CGFloat, rtl: Bool = false) throws -> CGRect {
        let traits = UITraitCollection(layoutDirection: rtl ? .rightToLeft : .leftToRight)
        return cells(try resolve(model(behavior), counts: [6], orthogonal: [0: offset], traits: traits))[item]
    }

    // MARK: continuous

    func testContinuousRestsWhereDecelerationStopsClampedToTheContent() throws {
        XCTAssertEqual(try rest(.continuous, proposed: 300, velocity: 1), 300)
        XCTAssertEqual(try rest(.continuous, proposed: 9999, velocity: 5), 615)   // 990 − 375
        XCTAssertEqual(try rest(.continuous, at: 100, proposed: -50, velocity: -1), 0)
    }

    // MARK: continuousGroupLeadingBoundary

    func testLeadingBoundaryRestsOnTheGroupNearestTheProposedOffsetWithTheLeadingInsetShowing() throws {
        // Rest positions 160k (group k's edge where group 0's rests: 20 + 160k − 20), and the end, 615.
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, proposed: 300, velocity: 1), 320)   // 20 from 320
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, proposed: 230, velocity: 1), 160)   // 70 vs 90
        // Deceleration may carry over several groups: from 0 to group 3.
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, proposed: 470, velocity: 2), 480)
        // Past the last full group the end of the content is nearer: |560 − 615| = 55 < |560 − 480| = 80.
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, proposed: 560, velocity: 1), 615)
        // At 320 group 2 (leading edge 20 + 320 = 340 in the scroller) is drawn 20 pt from the screen's edge.
        XCTAssertEqual(try screenFrame(ofCell: 2, .continuousGroupLeadingBoundary, at: 320).minX, 20)
    }

    // MARK: groupPaging

    func testGroupPagingMovesOneGroupPerSwipeHoweverFarTheFlingWouldGo() throws {
        XCTAssertEqual(try rest(.groupPaging, proposed: 900, velocity: 3), 160)
        XCTAssertEqual(try rest(.groupPaging, at: 160, proposed: 900, velocity: 3), 320)
        XCTAssertEqual(try rest(.groupPaging, at: 160, proposed: -400, velocity: -3), 0)
        // Lifted between groups (200): on to the next boundary in the swipe's direction.
        XCTAssertEqual(try rest(.groupPaging, at: 200, proposed: 260, velocity: 0.5), 320)
        XCTAssertEqual(try rest(.groupPaging, at: 200, proposed: 150, velocity: -0.5), 160)
        // No velocity: the boundary nearest where the drag left it (250 → 320 is 70, 160 is 90).
        XCTAssertEqual(try rest(.groupPaging, at: 250, proposed: 250, velocity: 0), 320)
        XCTAssertEqual(try screenFrame(ofCell: 1, .groupPaging, at: 160).minX, 20)
    }

    func testGroupPagingEndsAtTheEndOfTheContentAndStaysThere() throws {
        // Group 4's boundary, 640, is beyond the largest offset: the last swipe stops at 615.
        XCTAssertEqual(try rest(.groupPaging, at: 480, proposed: 900, velocity: 3), 615)
        XCTAssertEqual(try rest(.groupPaging, at: 615, proposed: 900, velocity: 3), 615)
        XCTAssertEqual(try rest(.groupPaging, at: 615, proposed: 0, velocity: -3), 480)
        // At 615 the last group (leading edge 20 + 800 = 820) ends at 820 + 150 − 615 = 355: the trailing inset shows.
        XCTAssertEqual(try screenFrame(ofCell: 5, .groupPaging, at: 615).maxX, 355)
    }

    // MARK: paging

    func testPagingMovesOneVisibleWidthPerSwipeIgnoringInsetsAndGroups() throws {
        // Pages are the view's width, 375, counted from offset 0; the last one stops at 615.
        XCTAssertEqual(try rest(.paging, proposed: 900, velocity: 3), 375)
        XCTAssertEqual(try rest(.paging, at: 375, proposed: 900, velocity: 3), 615)
        XCTAssertEqual(try rest(.paging, at: 615, proposed: 0, velocity: -3), 375)
        XCTAssertEqual(try rest(.paging, at: 200, proposed: 200, velocity: 0), 375)   // 175 from 375, 200 from 0
        XCTAssertEqual(try rest(.paging, at: 150, proposed: 150, velocity: 0), 0)
        // A page is not a group boundary: at 375 group 2 (edge 340) starts 35 pt off screen.
        XCTAssertEqual(try screenFrame(ofCell: 2, .paging, at: 375).minX, -35)
    }

    func testPagingOnAWiderViewUsesThatWidth() throws {
        // 600 wide: content 990 − 600 = 390 to scroll, less than a page, so the only rests are 0 and 390.
        let r = try resolve(model(.paging), counts: [6], size: CGSize(width: 600, height: 800))
        XCTAssertEqual(r.targetOrthogonalOffset(section: 0, forProposedOffset: 100, velocity: 1), 390)
        XCTAssertEqual(OrthogonalRestPositions(result: r, section: 0)?.visibleExtent, 600)
    }

    // MARK: groupPagingCentered

    func testGroupPagingCenteredRestsWithTheGroupsCentreAtTheViewsCentre() throws {
        // Centring inset (375 − 150)/2 = 112.5 on both sides: group k's leading edge at 20 + 112.5 + 160k,
        // its centre at 207.5 + 160k, resting at 207.5 + 160k − 187.5 = 20 + 160k. Content 20 + 112.5 + 950 +
        // 112.5 + 20 = 1215, largest offset 840.
        XCTAssertEqual(try rest(.groupPagingCentered, proposed: 900, velocity: 3), 20)
        XCTAssertEqual(try rest(.groupPagingCentered, at: 20, proposed: 900, velocity: 3), 180)
        XCTAssertEqual(try rest(.groupPagingCentered, at: 180, proposed: 0, velocity: -3), 20)
        XCTAssertEqual(try rest(.groupPagingCentered, at: 700, proposed: 900, velocity: 3), 820)
        let f = try screenFrame(ofCell: 1, .groupPagingCentered, at: 180)
        XCTAssertEqual(f.midX, 187.5)
    }

    // MARK: right-to-left

    func testRightToLeftRestsOnTheSameOffsetsWithTheLeadingInsetOnTheRight() throws {
        // Offsets count from the leading (right) edge, so the rests are the left-to-right ones …
        XCTAssertEqual(try rest(.groupPaging, at: 160, rtl: true, proposed: 900, velocity: 3), 320)
        XCTAssertEqual(try rest(.continuousGroupLeadingBoundary, rtl: true, proposed: 300, velocity: 1), 320)
        XCTAssertEqual(try rest(.groupPagingCentered, at: 20, rtl: true, proposed: 900, velocity: 3), 180)
        XCTAssertEqual(try rest(.paging, rtl: true, proposed: 900, velocity: 3), 375)
        // … and on screen the group lands mirrored: its trailing-side x is 375 − 20 = 355.
        XCTAssertEqual(try screenFrame(ofCell: 2, .groupPaging, at: 320, rtl: true).maxX, 355)
        XCTAssertEqual(try screenFrame(ofCell: 1, .groupPagingCentered, at: 180, rtl: true).midX, 187.5)
    }

    // MARK: horizontal layouts

    func testHorizontalLayoutsRestAlongTheVerticalScroller() throws {
        // Orthogonal sections of a horizontal layout scroll vertically: groups 100 × 150 with top/bottom insets
        // 20, so boundaries are again 160k; content 990 in an 812-pt-tall view → largest offset 178.
        let r = try resolve(model(.groupPaging, direction: .horizontal), counts: [6])
        let rest = try XCTUnwrap(OrthogonalRestPositions(result: r, section: 0))
        XCTAssertEqual(rest.visibleExtent, 812)
        XCTAssertEqual(rest.maxOffset, 178)
        XCTAssertEqual(rest.targetOffset(forProposedOffset: 500, velocity: 1), 160)
        let paged = try resolve(model(.paging, direction: .horizontal), counts: [6])
        XCTAssertEqual(paged.targetOrthogonalOffset(section: 0, forProposedOffset: 500, velocity: 1), 178)
    }

    func testSectionsThatDoNotScrollOrthogonallyHaveNoRestPositions() throws {
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .none
        let r = try resolve(LayoutModel(section: section), counts: [3])
        XCTAssertNil(r.targetOrthogonalOffset(section: 0, forProposedOffset: 10, velocity: 1))
        XCTAssertNil(r.targetOrthogonalOffset(section: 5, forProposedOffset: 10, velocity: 1))
    }

    func testAMillionGroupsCostOnlyWhatIsNearTheOffset() throws {
        // Boundaries 160k all the way: from group 500 000's (80 000 000) one group on is 80 000 160; the
        // content is 20 + 10⁶·150 + (10⁶ − 1)·10 + 20 = 160 000 030 long, the last rest 160 000 030 − 375.
        let r = try resolve(model(.groupPaging), counts: [1_000_000], orthogonal: [0: 80_000_000])
        XCTAssertEqual(r.targetOrthogonalOffset(section: 0, forProposedOffset: 2e8, velocity: 3), 80_000_160)
        let end = try resolve(model(.groupPaging), counts: [1_000_000], orthogonal: [0: 2e8])
        XCTAssertEqual(end.targetOrthogonalOffset(section: 0, forProposedOffset: 2e8, velocity: 3), 159_999_655)
    }
}

final class RestPositionHorizontalRTLTests: XCTestCase {
    func testRightToLeftHorizontalLayoutsFindTheSectionWhereItIsDrawn() throws {
        // A horizontal layout, right to left: section 0 (groupPaging, groups 100 × 150, 10 apart, insets 20 at
        // top and bottom: boundaries 160k) and then a 1000-pt-wide list section. Mirroring puts section 0 at the
        // right end of the 1100-pt content, so its groups must be looked for there, not at x 0…100.
        let cell = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var carousel = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .absolute(100), height: .absolute(150)),
                                                     group: GroupModel(kind: .vertical, subitems: [cell])))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = insets(20, 0, 20, 0)
        let list = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .absolute(100), height: .fractionalHeight(1)),
                                                 group: GroupModel(kind: .vertical, subitems: [cell])))
        let model = LayoutModel(configuration: ConfigurationModel(scrollDirection: .horizontal),
                                sectionProvider: { [carousel] i, _ in i == 0 ? carousel : list })
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let r = try resolve(model, counts: [6, 10], orthogonal: [0: 160], traits: UITraitCollection(layoutDirection: direction))
            XCTAssertEqual(r.targetOrthogonalOffset(section: 0, forProposedOffset: 500, velocity: 1), 178, "\(direction)")   // the end: 990 − 812
            XCTAssertEqual(r.targetOrthogonalOffset(section: 0, forProposedOffset: 0, velocity: -1), 0, "\(direction)")
            XCTAssertEqual(OrthogonalRestPositions(result: r, section: 0)?.restOffsets(from: 0, to: 200), [0, 160, 178], "\(direction)")
        }
    }
}

/// Rest positions checked against the frames the engine draws there, over a sweep of layouts: group widths
/// below and above the view, spacing, insets, one or many groups, both directions.
final class RestPositionSweepTests: XCTestCase {
    func testEveryRestPositionShowsWhatItsBehaviourPromises() throws {
        let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] =
            [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]
        var checked = 0
        for behavior in behaviours {
            for width: CGFloat in [80, 150, 300, 420] {
                for spacing: CGFloat in [0, 12] {
                    for inset: CGFloat in [0, 20] {
                        for count in [1, 7] {
                            var section = SectionModel(group: hgroup(.absolute(width), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))]))
                            section.orthogonalScrollingBehavior = behavior
                            section.interGroupSpacing = spacing
                            section.contentInsets = insets(0, inset, 0, inset)
                            let model = LayoutModel(section: section)
                            let label = "\(behavior.name) w \(width) s \(spacing) i \(inset) n \(count)"
                            try check(model, count: count, label: label, &checked)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    private func check(_ model: LayoutModel, count: Int, label: String, _ checked: inout Int) throws {
        let ltr = UITraitCollection(), rtl = UITraitCollection(layoutDirection: .rightToLeft)
        let rest0 = try resolve(model, counts: [count])
        let positions = try XCTUnwrap(OrthogonalRestPositions(result: rest0, section: 0))
        let maxOffset = positions.maxOffset
        // Where group 0's leading edge sits at offset 0 (left to right), the alignment groupPaging keeps.
        let firstLead = try XCTUnwrap(cells(rest0).first).minX
        var current: CGFloat = 0
        for step in 0..<(count + 2) {
            let velocity: CGFloat = step == count + 1 ? -1 : 1
            let here = try resolve(model, counts: [count], orthogonal: [0: current])
            let mirrored = try resolve(model, counts: [count], orthogonal: [0: current], traits: rtl)
            let proposed = current + velocity * 375
            let target = try XCTUnwrap(here.targetOrthogonalOffset(section: 0, forProposedOffset: proposed, velocity: velocity))
            // The same offsets right to left (decision 30), always inside the scroll range.
            XCTAssertEqual(mirrored.targetOrthogonalOffset(section: 0, forProposedOffset: proposed, velocity: velocity), target, label)
            XCTAssertTrue(target >= 0 && target <= maxOffset, "\(label): \(target) outside 0…\(maxOffset)")
            // Swipes move the way they are flung, unless no rest position lies that way (groupPagingCentered's
            // last one can be short of the end: a swipe on stays there).
            let ahead = positions.restOffsets(from: current + 0.001, to: maxOffset)
            let behind = positions.restOffsets(from: 0, to: current - 0.001)
            let free = here.sections[0].orthogonalScrollingBehavior == .continuous
            if velocity > 0 && (free ? current < maxOffset : !ahead.isEmpty) { XCTAssertGreaterThan(target, current, label) }
            if velocity < 0 && (free ? current > 0 : !behind.isEmpty) { XCTAssertLessThan(target, current, label) }

            let landed = cells(try resolve(model, counts: [count], orthogonal: [0: target], traits: ltr))
            let landedRTL = cells(try resolve(model, counts: [count], orthogonal: [0: target], traits: rtl))
            let interior = target > 0.001 && target < maxOffset - 0.001
            switch here.sections[0].orthogonalScrollingBehavior {
            case .continuous:
                XCTAssertEqual(target, min(max(proposed, 0), maxOffset), label)
            case .paging:
                if interior { XCTAssertEqual(target.truncatingRemainder(dividingBy: 375), 0, "\(label): \(target) is not a page") }
            case .groupPaging, .continuousGroupLeadingBoundary:
                if interior {
                    XCTAssertTrue(landed.contains { abs($0.minX - firstLead) < 0.001 }, "\(label): no group at \(firstLead) at \(target)")
                    XCTAssertTrue(landedRTL.contains { abs($0.maxX - (375 - firstLead)) < 0.001 }, "\(label): RTL at \(target)")
                }
            case .groupPagingCentered:
                if interior {
                    XCTAssertTrue(landed.contains { abs($0.midX - 187.5) < 0.001 }, "\(label): no group centred at \(target)")
                    XCTAssertTrue(landedRTL.contains { abs($0.midX - 187.5) < 0.001 }, "\(label): RTL at \(target)")
                }
            default:
                break
            }
            if case .groupPaging = here.sections[0].orthogonalScrollingBehavior, velocity > 0, interior {
                // One group per swipe: no boundary strictly between where it was and where it landed.
                let between = positions.restOffsets(from: current + 0.001, to: target - 0.001)
                XCTAssertEqual(between, [], "\(label): skipped \(between) from \(current) to \(target)")
            }
            checked += 1
            current = target
        }
    }
}
