import XCTest
@testable import LayoutEngine

/// Minimised cases the property tests (Tests/LayoutEnginePropertyTests) found, with hand-derived expectations.
final class PropertyRegressionTests: XCTestCase {
    /// Found by `elements(in:)` vs brute force: in right-to-left layouts the query rect was mirrored into layout
    /// coordinates and compared there; mirroring x ↦ w − x rounds, so a rect that only touches a cell in the
    /// reported (mirrored) coordinates overlapped it by an ulp and the cell came back (decision 19: touching
    /// is not overlapping).
    func testRightToLeftQueriesUseTheReportedFramesForTouchingRects() throws {
        // Readable content in a 603.75-wide compact view: wider than 375 pt, so the system margins are 20 + 20
        // (decision 20) → 563.75 pt across (narrower than 672, so not widened further).
        // Items 120 wide (1 fh of the 120-pt group) with flexible spacing ≥ 10: 4 fit (4·120 + 3·10 = 510;
        // 5 need 640), the leftover 53.75 is shared by 3 gaps → gap 10 + 17.916… = 27.916….
        // LTR x: 20, 167.916…, 315.833…, 463.75; mirrored (603.75 − 120 − x): 463.75, 315.833…, 167.916…, 20.
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(120), [item(.fractionalHeight(1), .absolute(102.5))],
                                                 spacing: .flexible(10)))
        section.contentInsetsReference = .readableContent
        let r = try resolve(LayoutModel(section: section, configuration: ConfigurationModel(contentInsetsReference: .none)),
                            counts: [21], size: CGSize(width: 603.75, height: 982.25),
                            traits: UITraitCollection(horizontalSizeClass: .unspecified, layoutDirection: .rightToLeft, iosVersion: IOSVersion(15)))
        let xs: [CGFloat] = [463.75, 315.8333333333333, 167.91666666666666, 20]
        let cells = cells(r)
        XCTAssertEqual(cells.count, 21)
        for (i, f) in cells.enumerated() {
            XCTAssertRect(f, rect(xs[i % 4], CGFloat(i / 4) * 120, 120, 102.5), "item \(i)")
            // Rects that only touch the cell's reported left or right edge do not contain it.
            for q in [rect(f.maxX, f.minY, 30, f.height), rect(f.minX - 30, f.minY, 30, f.height)] {
                let hit = r.elements(in: q).contains { $0.category == .cell && $0.item == i }
                XCTAssertFalse(hit, "item \(i) at \(f) returned for \(q)")
            }
        }
    }

    /// Found by the content-size coverage property: insets larger than an element gave it a negative size,
    /// which CGRect standardises into a rect flipped outside the element — a background inset by 8 + 16 pt in an
    /// empty (0-pt) section was reported 16 pt above the content. Such frames now collapse to zero extent at
    /// their leading/top inset edge, kept inside the uninset frame.
    func testInsetsLargerThanAnElementCollapseItInsteadOfFlippingIt() throws {
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.absolute(10), .absolute(10), insets: insets(8, 8, 8, 8))]))
        section.decorationItems = [DecorationModel(elementKind: "bg", contentInsets: insets(8, 8, 16, 0))]
        let model = LayoutModel(section: section)
        // Empty section: frame (0, 0, 414, 0), and (§9.4, issue 14) no background at all.
        let empty = try resolve(model, counts: [0], size: CGSize(width: 414, height: 1024))
        XCTAssertEqual(empty.contentSize.height, 0)
        XCTAssertNil(element(empty, "bg"))
        // Background 8 + 16 = 24 pt of insets on a 20-pt section (one 20-pt group): height 20 − 24 < 0 → 0 at
        // y = 0 + 8, inside [0, 20]; x 8, width 414 − 8 = 406.
        let short = try resolve(LayoutModel(section: { var s = section; s.group = hgroup(.fractionalWidth(1), .absolute(20), [item(.absolute(10), .absolute(10))]); return s }()),
                                counts: [1], size: CGSize(width: 414, height: 1024))
        XCTAssertRect(element(short, "bg")?.frame, rect(8, 8, 406, 0))
        // Item slot (0, 0, 10, 10), insets 8 on every side: 10 − 16 < 0 on both axes → collapsed at (8, 8).
        // The section is 44 tall (one group), so the background is (8, 8, 406, 44 − 24 = 20).
        let one = try resolve(model, counts: [1], size: CGSize(width: 414, height: 1024))
        XCTAssertRect(cells(one).first, rect(8, 8, 0, 0))
        XCTAssertRect(element(one, "bg")?.frame, rect(8, 8, 406, 20))
    }

    /// Found by the coverage property: in a count group (§4.1, the slot extent is forced and the subitem's own
    /// extent along the group axis ignored) a measured estimated width replaced the forced extent, so cells grew
    /// past their group and past the content size.
    func testMeasurementDoesNotChangeTheForcedSlotOfACountGroup() throws {
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), item(.estimated(200), .fractionalHeight(1)), count: 2)
        let r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [2], measure: { _, _ in CGSize(width: 300, height: 44) })
        // Slots: (375 − 0·1) / 2 = 187.5 wide; heights 1 fh of 50 (not estimated, so not measured).
        XCTAssertEqual(cells(r).count, 2)
        XCTAssertRect(cells(r)[0], rect(0, 0, 187.5, 50))
        XCTAssertRect(cells(r)[1], rect(187.5, 0, 187.5, 50))
    }

    /// Found by `elements(in:)` vs brute force under an invalidation handler: a boundary header and an item
    /// supplementary of the same kind both reported (kind, [0, 0]); presentation changes are keyed by that
    /// identity, so the handler's move applied to the wrong one and queries lost the other. UIKit identifies
    /// supplementaries by kind and index path, so such layouts are refused, naming the second user of the kind.
    func testTwoSupplementariesWithOneKindAndIndexPathAreRefused() {
        let kind = UICollectionView.elementKindSectionHeader
        let label = SupplementaryModel(elementKind: kind, layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(10)),
                                       containerAnchor: LayoutAnchor(edges: [.top]))
        let header = BoundaryItemModel(elementKind: kind, layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top)
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [label])]))
        section.boundarySupplementaryItems = [header]
        XCTAssertThrowsError(try resolve(LayoutModel(section: section), counts: [2])) { e in
            guard case .duplicateElementKind(let path, _)? = e as? LayoutError else { return XCTFail("\(e)") }
            XCTAssertEqual(path.description, "sections[0].boundarySupplementaryItems[0]")
        }
        // Two headers of one kind, and a layout header sharing section 0's header kind.
        section.group = hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        section.boundarySupplementaryItems = [header, header]
        XCTAssertThrowsError(try resolve(LayoutModel(section: section), counts: [2])) { e in
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].boundarySupplementaryItems[1]")
        }
        section.boundarySupplementaryItems = [header]
        let model = LayoutModel(section: section, configuration: ConfigurationModel(boundarySupplementaryItems: [header]))
        XCTAssertThrowsError(try resolve(model, counts: [2])) { e in
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].boundarySupplementaryItems[0]")
        }
        // Two backgrounds of one kind in a section (both decoration [0, 0]).
        var backgrounds = SectionModel(group: section.group)
        backgrounds.decorationItems = [DecorationModel(elementKind: "bg"), DecorationModel(elementKind: "bg", zIndex: 2)]
        XCTAssertThrowsError(try resolve(LayoutModel(section: backgrounds), counts: [2])) { e in
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].decorationItems[1]")
        }
        // A layout header sharing the kind of item 0's supplementary (both at [0, 0]); found by the soak run.
        var badged = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [label])]))
        badged.boundarySupplementaryItems = []
        let layoutHeader = BoundaryItemModel(elementKind: kind, layoutSize: header.layoutSize, alignment: .top)
        XCTAssertThrowsError(try resolve(LayoutModel(section: badged, configuration: ConfigurationModel(boundarySupplementaryItems: [layoutHeader])), counts: [2])) { e in
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].group.subitems[0].supplementaryItems[0]")
        }
        // Distinct kinds are fine.
        section.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "other", layoutSize: header.layoutSize, alignment: .top)]
        XCTAssertNoThrow(try resolve(LayoutModel(section: section, configuration: ConfigurationModel(boundarySupplementaryItems: [header])), counts: [2]))
    }

    /// Found by the coverage property: a subgroup with an estimated extent along a count group's axis hugged its
    /// content instead of taking the forced slot (§4.1: the subitem's own dimension along the axis is ignored), so
    /// the next slot started where the hug ended and the slots overlapped or overflowed the group.
    func testSubgroupsOfACountGroupTakeTheForcedSlotEvenWhenEstimated() throws {
        let inner = vgroup(.fractionalWidth(1), .estimated(30), [item(.fractionalWidth(1), .absolute(20))])
        let group = countGroup(.vertical, .fractionalWidth(1), .absolute(100), inner, count: 2)
        let r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [4])
        // Slots: 100 / 2 = 50 tall at y 0 and 50. Each 50-pt subgroup fits two 20-pt items (40 ≤ 50; a third
        // would end at 60), so an instance holds 4 cells: y 0, 20 | 50, 70.
        XCTAssertEqual(r.sections[0].groupInstanceCount, 1)
        XCTAssertEqual(cells(r).map(\.minY), [0, 20, 50, 70])
        XCTAssertEqual(r.groupBoxes(in: rect(0, 0, 375, 100)).filter { $0.depth == 1 }.map(\.frame.height), [50, 50])
    }

    /// Found by the finiteness property (content size ≥ 0): negative inter-section spacing after an empty section
    /// gave a negative content height.
    func testContentSizeIsNeverNegative() throws {
        let model = LayoutModel(configuration: ConfigurationModel(interSectionSpacing: -4)) { _, _ in
            SectionModel(group: hgroup(.fractionalWidth(1), .absolute(2), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let r = try resolve(model, counts: [0, 1])
        // Section 0 is empty (0 pt); section 1 starts at 0 − 4 = −4 and ends at −2: the content is 0 tall, not −2.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 0))
        XCTAssertRect(cells(r, section: 1).first, rect(0, -4, 375, 2))
    }

    /// Found by `elements(in:)` vs brute force: with a negative pitch (interGroupSpacing −80 after 50-pt groups)
    /// instances run upwards, but the range query only looked at instance 0 and found nothing.
    func testQueriesFindInstancesThatRunBackwards() throws {
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.interGroupSpacing = -80
        let r = try resolve(LayoutModel(section: section), counts: [5])
        // Pitch 50 − 80 = −30: instance k at y = −30k → items at 0, −30, −60, −90, −120.
        XCTAssertEqual(cells(r).map(\.minY), [0, -30, -60, -90, -120])
        // [−125, −115] overlaps only item 4 ([−120, −70]); item 3 ([−90, −40]) ends below it.
        XCTAssertEqual(r.elements(in: rect(0, -125, 375, 10)).map(\.item), [4])
    }

    /// Found with the same property: a group hugging an estimated axis took a negative size when negative edge
    /// spacing pulled its content's end before its start (−30 + 10 = −20), giving a negative pitch.
    func testHuggingGroupsNeverTakeANegativeSize() throws {
        let sub = item(.fractionalWidth(1), .absolute(10), edge: EdgeSpacing(top: .fixed(-30)))
        let r = try resolve(LayoutModel(section: SectionModel(group: vgroup(.fractionalWidth(1), .estimated(80), [sub]))), counts: [3])
        // One slot at −30, 10 tall, ends at −20 → the group hugs to max(0, −20) = 0: all instances at y 0.
        XCTAssertEqual(r.groupBoxes(in: rect(-1, -1, 400, 2)).map(\.frame.height), [0, 0, 0])
        XCTAssertEqual(cells(r), [rect(0, -30, 375, 10), rect(0, -30, 375, 10), rect(0, -30, 375, 10)])
        XCTAssertEqual(r.contentSize.height, 0)
    }

    /// Found by the finiteness property: a supplementary's NaN content inset reached its frame (y and height NaN).
    func testNonFiniteSupplementaryInsetsAreRefusedWithTheirPath() {
        let badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(10), height: .absolute(10)),
                                       containerAnchor: LayoutAnchor(edges: [.top]), contentInsets: insets(.nan, 0, 0, 0))
        let group = hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge])])
        XCTAssertThrowsError(try resolve(LayoutModel(section: SectionModel(group: group)), counts: [1])) { e in
            guard case .nonFinite(let path, _)? = e as? LayoutError else { return XCTFail("\(e)") }
            XCTAssertEqual(path.description, "sections[0].group.subitems[0].supplementaryItems[0].contentInsets")
        }
    }

    /// Found by `elements(in:)` vs brute force in right-to-left layouts with 1e300-pt items: at that magnitude
    /// x ↦ w − x rounds by far more than a point, so queries and frames disagreed. Frames beyond
    /// `LayoutLimits.maxCoordinate` (1e15 pt, where Doubles are still finer than 1/8 pt) are refused.
    func testFramesBeyondTheCoordinateLimitAreRefused() throws {
        func model(_ width: CGFloat) -> LayoutModel {
            LayoutModel(section: SectionModel(group: hgroup(.absolute(width), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])))
        }
        XCTAssertThrowsError(try resolve(model(1e300), counts: [1])) { e in
            guard case .limitExceeded(let path, _)? = e as? LayoutError else { return XCTFail("\(e)") }
            XCTAssertEqual(path.description, "sections[0].group")
        }
        // 1e12 pt is inside the limit: the cell is (0, 0, 1e12, 50).
        XCTAssertRect(cells(try resolve(model(1e12), counts: [1])).first, rect(0, 0, 1e12, 50))
        // The limit is an input: lowered to 1e6, the same layout is refused.
        var input = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [1])
        input.limits.maxCoordinate = 1e6
        XCTAssertThrowsError(try model(1e12).resolve(input))
    }

    /// Found by the coverage property: uniformAcrossSiblings leaves grew to the largest sibling *after* the group
    /// had placed them, so a grown slot overlapped the next one or ran past the group. The group now refills with
    /// the grown size.
    func testUniformSiblingsAreSizedBeforeTheyArePlaced() throws {
        let tall = item(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 100))
        let short = item(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 50))
        let r = try resolve(LayoutModel(section: SectionModel(group: vgroup(.fractionalWidth(1), .absolute(200), [short, tall], spacing: .fixed(8)))),
                            counts: [3])
        // First fill: 50 + 8 + 100 = 158 fits 200, a third (50 at 166) would end at 216: two slots, largest 100.
        // Refill with 100 as the floor: 100, then 108 + 100 = 208 > 200 (+ the sub-point tolerance): one slot.
        // So each 200-pt instance holds one 100-pt cell: y 0, 200, 400.
        XCTAssertEqual(cells(r), [rect(0, 0, 375, 100), rect(0, 200, 375, 100), rect(0, 400, 375, 100)])
    }
}
