import XCTest
@testable import LayoutEngine

/// Right-to-left (semantics.md §2.9): the engine mirrors once, so pinning, the invalidation handler's visible set,
/// section frames and debug geometry all see the reported (mirrored) coordinates.
final class RightToLeftTests: XCTestCase {
    private let rtl = UITraitCollection(layoutDirection: .rightToLeft)

    /// Horizontal layout: 100-wide full-height columns after a 50-wide pinned leading header (extends the boundary).
    /// LTR: header 0–50, column k at 50 + 100k; 10 items → content 50 + 1000 = 1050 wide.
    /// RTL mirrors x across 1050: header at 1000, column k at 1050 − (50 + 100k) − 100 = 900 − 100k.
    private func pinnedColumns(handler: VisibleItemsInvalidationHandler? = nil) -> LayoutModel {
        var s = SectionModel(group: vgroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "h", layoutSize: SizeSpec(width: .absolute(50), height: .fractionalHeight(1)),
                                                          alignment: .leading, pinToVisibleBounds: true, zIndex: 2)]
        s.visibleItemsInvalidationHandler = handler
        return LayoutModel(section: s, configuration: ConfigurationModel(scrollDirection: .horizontal))
    }

    func testHorizontalRightToLeftRestsAtTheLeadingEndWithTheHeaderThere() throws {
        // Resting offset: the leading (right) end, 1050 − 375 = 675; visible 675–1050. The header rests at 1000.
        let r = try resolve(pinnedColumns(), counts: [10], traits: rtl)
        XCTAssertEqual(r.contentSize, CGSize(width: 1050, height: 812))
        XCTAssertEqual(r.contentOffset, CGPoint(x: 675, y: 0))
        XCTAssertRect(element(r, "h")?.frame, rect(1000, 0, 50, 812))
        XCTAssertRect(cells(r)[0], rect(900, 0, 100, 812))
        XCTAssertRect(cells(r)[9], rect(0, 0, 100, 812))
    }

    func testHorizontalRightToLeftPinnedHeaderStaysAtTheLeadingEdgeOfTheVisibleRect() throws {
        // Offset 300: visible 300–675. The pinned leading header sits at the visible rect's right edge: 675 − 50 = 625.
        // (In layout coordinates the visible span is 1050 − 675 = 375 … 750 and the header pins to 375; 1050 − 375 − 50 = 625.)
        let r = try resolve(pinnedColumns(), counts: [10], offset: CGPoint(x: 300, y: 0), traits: rtl)
        XCTAssertRect(element(r, "h")?.frame, rect(625, 0, 50, 812))
        XCTAssertEqual(r.attributes(for: ElementKey(category: .supplementary, elementKind: "h", section: 0, item: 0))?.frame.minX, 625)
        XCTAssertEqual(r.elements(in: rect(620, 0, 10, 10)).map(\.elementKind), ["cell", "h"])
    }

    func testHorizontalRightToLeftPinnedHeaderIsTheMirrorOfTheLeftToRightOne() throws {
        // The mirror of offset 300 in RTL is offset 1050 − 300 − 375 = 375 in LTR: header pinned at 375, whose mirror is 625.
        let ltr = try resolve(pinnedColumns(), counts: [10], offset: CGPoint(x: 375, y: 0))
        XCTAssertRect(element(ltr, "h")?.frame, rect(375, 0, 50, 812))
    }

    func testInvalidationHandlerWorksInLeftToRightCoordinatesAndItsChangesAreMirrored() throws {
        // Content 1050 wide. Reported offset 300: visible (300, 675), which in the layout's left-to-right coordinates
        // is (1050 − 675, 1050 − 300) = (375, 750), offset 375. Column k spans (50 + 100k, 150 + 100k) there: visible
        // for 50 + 100k < 750 and 150 + 100k > 375, i.e. k = 3…6 (the mirror of RTL's (900 − 100k, 1000 − 100k)).
        final class Seen { var items: [Int] = []; var frame3: CGRect?; var offset: CGPoint? }
        let seen = Seen()
        let model = pinnedColumns { items, offset, _ in
            seen.offset = offset
            for i in items where i.representedElementCategory == .cell {
                seen.items.append(i.indexPath.item)
                if i.indexPath.item == 3 { seen.frame3 = i.frame; i.center = CGPoint(x: i.center.x + 10, y: i.center.y) }
                if i.indexPath.item == 4 { i.transform = CGAffineTransform(translationX: 5, y: 0) }
            }
        }
        let r = try resolve(model, counts: [10], offset: CGPoint(x: 300, y: 0), traits: rtl)
        XCTAssertEqual(seen.items.sorted(), [3, 4, 5, 6])
        XCTAssertEqual(seen.frame3, rect(350, 0, 100, 812))
        XCTAssertEqual(seen.offset, CGPoint(x: 375, y: 0))
        // Item 3 moved 10 pt towards the trailing side: reported at 1050 − 460 = 590 (its mirror). Item 4's
        // translation of 5 is conjugated by the flip: −5.
        let key3 = ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 3)
        let key4 = ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 4)
        XCTAssertEqual(r.attributes(for: key3)?.frame, rect(590, 0, 100, 812))
        XCTAssertEqual(cells(r)[3], rect(590, 0, 100, 812))
        XCTAssertEqual(r.cellFrames(inSection: 0)[3], rect(590, 0, 100, 812))
        XCTAssertEqual(r.attributes(for: key4)?.transform.tx, -5)
        // 705–707 lies only in item 2 (700–800); 602–604 in item 3 as moved (590–690); 692–694 only in its old place.
        XCTAssertEqual(r.elements(in: rect(705, 0, 2, 2)).map(\.item), [2])
        XCTAssertEqual(r.elements(in: rect(602, 0, 2, 2)).map(\.item), [3])
        XCTAssertEqual(r.elements(in: rect(692, 0, 2, 2)).map(\.item), [])
    }

    func testHorizontalRightToLeftSectionFramesAndDebugInfoAreMirrored() throws {
        // Two sections of three 100-wide columns, 20 apart: LTR 0–300 and 320–620 (content 620).
        // Mirrored across 620: section 0 at 320–620, section 1 at 0–300.
        let s = SectionModel(group: vgroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let model = LayoutModel(section: s, configuration: ConfigurationModel(scrollDirection: .horizontal, interSectionSpacing: 20))
        let r = try resolve(model, counts: [3, 3], traits: rtl)
        XCTAssertEqual(r.sections.map(\.frame), [rect(320, 0, 300, 812), rect(0, 0, 300, 812)])
        XCTAssertEqual(r.sections.map(\.contentFrame), [rect(320, 0, 300, 812), rect(0, 0, 300, 812)])
        let info = try traced(model, counts: [3, 3], traits: rtl).debugInfo()
        XCTAssertEqual(info.sections.map(\.frame), [rect(320, 0, 300, 812), rect(0, 0, 300, 812)])
        // The gap between them: LTR 300–320 → mirrored 300–320 as well (symmetric about 310 = 620 / 2).
        XCTAssertEqual(info.sectionSpacing.map(\.rect), [rect(300, 0, 20, 812)])
    }

    func testVerticalRightToLeftOrthogonalOffsetIsMeasuredFromTheLeadingEdge() throws {
        // Orthogonal row of 100-wide groups in a 375-wide view, offset 50. LTR: item 0 at 0 − 50 = −50.
        // RTL: item 0 rests at 375 − 100 = 275 and scrolls towards the leading (right) side: 275 + 50 = 325,
        // the mirror of −50 (375 − (−50) − 100 = 325). The section frame spans the view either way.
        var s = SectionModel(group: hgroup(.absolute(100), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.orthogonalScrollingBehavior = .continuous
        let r = try resolve(LayoutModel(section: s), counts: [10], orthogonal: [0: 50], traits: rtl)
        XCTAssertRect(cells(r)[0], rect(325, 0, 100, 60))
        XCTAssertRect(cells(r)[1], rect(225, 0, 100, 60))
        XCTAssertEqual(r.sections[0].orthogonalOffset, 50)
        XCTAssertRect(r.sections[0].frame, rect(0, 0, 375, 60))
    }

    func testOrthogonalHandlerSeesLeftToRightFramesBeforeTheScroll() throws {
        // Vertical RTL, orthogonal row of 100-wide groups, offset 50. Reported: item k at 325 − 100k (scrolled),
        // visible in (0, 375) while 425 − 100k > 0, i.e. k = 0…4. The handler sees them in the layout's own
        // left-to-right coordinates before the scroll (§18.3, decision 29): x = 100k; and the offset (50, 0).
        final class Seen { var frames: [Int: CGRect] = [:]; var offset: CGPoint? }
        let seen = Seen()
        var s = SectionModel(group: hgroup(.absolute(100), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.orthogonalScrollingBehavior = .continuous
        s.visibleItemsInvalidationHandler = { items, offset, _ in
            seen.offset = offset
            for i in items { seen.frames[i.indexPath.item] = i.frame }
        }
        _ = try resolve(LayoutModel(section: s), counts: [10], orthogonal: [0: 50], traits: rtl)
        XCTAssertEqual(seen.frames.keys.sorted(), [0, 1, 2, 3, 4])
        XCTAssertEqual(seen.frames[0], rect(0, 0, 100, 60))
        XCTAssertEqual(seen.frames[4], rect(400, 0, 100, 60))
        XCTAssertEqual(seen.offset, CGPoint(x: 50, y: 0))
    }

    func testVerticalRightToLeftSectionContentFrameIsMirrored() throws {
        // Insets leading 10, trailing 30 → LTR content 10…345 (335 wide); RTL leading is the right: 30…365.
        var s = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = insets(0, 10, 0, 30)
        let r = try resolve(LayoutModel(section: s), counts: [1], traits: rtl)
        XCTAssertRect(r.sections[0].contentFrame, rect(30, 0, 335, 44))
        XCTAssertRect(cells(r)[0], rect(30, 0, 335, 44))
    }
}
