import XCTest
import LayoutEngine
@testable import LayoutRender

/// PNGs draw the main scroll view's elements snapped to the pixel grid, as iOS screenshots show them
/// (semantics.md §2.8a), and orthogonal sections' cells rounded in their scroller with its offset applied as it is;
/// `frames` stays unrounded.
final class PixelGridTests: XCTestCase {
    func testEachValueRoundsHalfUpOnThePixelGrid() {
        // 0.7 × 365 − 10 is 245.49999999999997 in doubles: 736.4999999999999 px at 3x rounds down to 736 px,
        // 245.333 pt, as the screenshot shows, not up to 245.667 as the decimal 245.5 would.
        let v = 0.7 * 365 - 10
        XCTAssertEqual(PixelGrid.snapped(CGRect(x: v, y: 0, width: 1, height: 1), scale: 3).minX, 736 / 3)
        // An exact tie goes up: 245.5 pt is 736.5 px → 737 px.
        XCTAssertEqual(PixelGrid.snapped(CGRect(x: 245.5, y: 0, width: 1, height: 1), scale: 3).minX, 737 / 3)
        // x, y, width and height each on their own, not the edges: (0.25, 0.75, 0.5, 0.5) at 2x is
        // (0.5 px → 1, 1.5 px → 2, 1 px → 1, 1 px → 1) / 2; rounding the right edge instead would give width 0.5 too,
        // but x 10.25, width 10.25 at 2x is x 20.5 → 21, width 20.5 → 21 px: 10.5 and 10.5, the right edge at 21,
        // where rounding the edge (20.5 pt → 41 px) would have given 20.5.
        XCTAssertEqual(PixelGrid.snapped(CGRect(x: 0.25, y: 0.75, width: 0.5, height: 0.5), scale: 2),
                       CGRect(x: 0.5, y: 1, width: 0.5, height: 0.5))
        XCTAssertEqual(PixelGrid.snapped(CGRect(x: 10.25, y: 0, width: 10.25, height: 4), scale: 2),
                       CGRect(x: 10.5, y: 0, width: 10.5, height: 4))
        // Ties go up, also below zero: −0.25 pt at 2x is −0.5 px → 0.
        XCTAssertEqual(PixelGrid.snapped(CGRect(x: -0.25, y: -0.75, width: 2, height: 2), scale: 2).origin,
                       CGPoint(x: 0, y: -0.5))
    }

    /// One red cell 10.25 pt from the left of a 40 × 20 view, 20 pt wide, drawn at 2x.
    func picture(snapping: Bool) throws -> Picture {
        let result = RecordedLayout(contentSize: CGSize(width: 40, height: 20), viewSize: CGSize(width: 40, height: 20),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 10.25, y: 0, width: 20, height: 20))])
        let options = RenderOptions(scale: 2, showsLabels: false, snapsToPixelGrid: snapping)
        return try Picture(Renderer().render(result, content: Fixtures.primaries, options: options, format: .png))
    }

    func testSnappedCellHasCrispEdgesOnThePixelGrid() throws {
        // x 10.25 pt = 20.5 px → 21 px; width 20 pt = 40 px: the cell covers pixels 21 ..< 61, each one fully.
        let p = try picture(snapping: true)
        // Row 20 px, the cell's middle, clear of its rounded corners.
        XCTAssertEqual(p.rgb(20, 20), [255, 255, 255])
        XCTAssertEqual(p.rgb(21, 20), [255, 0, 0])
        XCTAssertEqual(p.rgb(60, 20), [255, 0, 0])
        XCTAssertEqual(p.rgb(61, 20), [255, 255, 255])
    }

    func testWithoutSnappingTheCellCoversHalfAPixel() throws {
        // Unsnapped, pixel 20 (10 … 10.5 pt) is half covered: a blend of red and white.
        let p = try picture(snapping: false)
        XCTAssertEqual(p.rgb(20, 20)[0], 255)
        XCTAssert((100...160).contains(p.rgb(20, 20)[1]), "\(p.rgb(20, 20))")
    }

    func testVectorFormatsNeverSnap() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 40, height: 20), viewSize: CGSize(width: 40, height: 20),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 10.25, y: 0, width: 20, height: 20))])
        let svg = String(decoding: try Renderer().render(result, content: Fixtures.primaries,
                                                         options: RenderOptions(scale: 2, showsLabels: false),
                                                         format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("10.25"), svg)
    }

    // MARK: what lives in an orthogonal scroller

    /// A 100-pt wide vertical layout, both sections with a header and a background: section 0 scrolls sideways
    /// (groups of one 20.25 × 20 item, 10 pt apart), section 1 is one regular row of 20.25-pt items 10 pt apart.
    func orthogonalLayout() throws -> LayoutResult {
        try orthogonalModel().resolve(LayoutInput(viewSize: CGSize(width: 100, height: 100), itemCounts: [3, 3]))
    }

    func orthogonalModel() throws -> LayoutModel {
        @Sendable func section(_ orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> SectionModel {
            let item = ItemModel(layoutSize: SizeSpec(width: orthogonal == .none ? .absolute(20.25) : .fractionalWidth(1),
                                                      height: .fractionalHeight(1)),
                                 supplementaryItems: [SupplementaryModel(elementKind: "badge",
                                                                         layoutSize: SizeSpec(width: .absolute(4), height: .absolute(4)),
                                                                         containerAnchor: LayoutAnchor(edges: [.top, .trailing]))])
            var group = ItemModel(layoutSize: SizeSpec(width: orthogonal == .none ? .fractionalWidth(1) : .absolute(20.25),
                                                       height: .absolute(20)))
            group.group = GroupModel(kind: .horizontal, subitems: [item], interItemSpacing: .fixed(10))
            return SectionModel(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: orthogonal,
                                boundarySupplementaryItems: [BoundaryItemModel(
                                    elementKind: "header", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(10.25)),
                                    alignment: .top)],
                                decorationItems: [DecorationModel(elementKind: "background")])
        }
        return LayoutModel(configuration: ConfigurationModel()) { i, _ in section(i == 0 ? .continuous : .none) }
    }

    func testOnlyCellsAndTheirSupplementariesOfOrthogonalSectionsLiveInTheirScroller() throws {
        let r = try orthogonalLayout()
        func key(_ c: ElementCategory, _ kind: String, _ s: Int, _ i: Int) -> ElementKey {
            ElementKey(category: c, elementKind: kind, section: s, item: i)
        }
        XCTAssertTrue(r.isInOrthogonalScroller(key(.cell, cellElementKind, 0, 1)))
        XCTAssertTrue(r.isInOrthogonalScroller(key(.supplementary, "badge", 0, 1)))
        // §10.4: the header and the background stay put while the cells scroll sideways.
        XCTAssertFalse(r.isInOrthogonalScroller(key(.supplementary, "header", 0, 0)))
        XCTAssertFalse(r.isInOrthogonalScroller(key(.decoration, "background", 0, 0)))
        XCTAssertFalse(r.isInOrthogonalScroller(key(.cell, cellElementKind, 1, 1)))
        XCTAssertFalse(r.isInOrthogonalScroller(key(.supplementary, "badge", 1, 1)))
        // A result read back from a flat list has no sections to tell.
        XCTAssertFalse(RecordedLayout(contentSize: .zero, viewSize: CGSize(width: 1, height: 1), elements: [])
            .isInOrthogonalScroller(key(.cell, cellElementKind, 0, 0)))
    }

    func testOrthogonalCellsSnapInTheirScrollerAndTheOffsetIsAppliedUnrounded() throws {
        // Decision 45 (issue 24): a cell of an orthogonal section is rounded in its scroller's content coordinates;
        // the scroller's offset is applied as it is. Section 0 holds 8 items (content 8 · 20.25 + 7 · 10 = 232 pt,
        // wider than the 100-pt view, so it can scroll). Item 1 of each section starts at x 20.25 + 10 = 30.25 pt
        // of its content; rows: y 20 pt (40 px) in section 0, y 50 pt (100 px) in section 1.
        let red = RenderContent(cellColor: { _ in Fixtures.red }, decorationColor: { _ in RGBA(rgb: 0xFFFFFF) })
        func picture(offset: CGFloat?) throws -> (LayoutResult, Picture) {
            let model = try orthogonalModel()
            // iOS 13, the release of decision 45's observation: the 20.25-pt cells keep their width (from iOS 16 the
            // fraction would be floored to the grid, decision 57).
            let r = try model.resolve(LayoutInput(viewSize: CGSize(width: 100, height: 100),
                                                  traits: UITraitCollection(iosVersion: IOSVersion(13)), itemCounts: [8, 3],
                                                  orthogonalOffsets: offset.map { [0: $0] } ?? [:]))
            let p = try Picture(Renderer().render(r, content: red, options: RenderOptions(scale: 2, showsLabels: false),
                                                  format: .png))
            return (r, p)
        }
        let cell1 = { (r: LayoutResult, s: Int) in
            try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: 1)))
        }
        // At rest (offset 0): 30.25 pt = 60.5 px → 61 px in the scroller, which sits at x 0: pixel column 60 stays
        // white, 61 is red, in both sections (no antialiasing at rest, as the iOS 13 screenshot shows).
        let (rest, p) = try picture(offset: nil)
        XCTAssertEqual(try cell1(rest, 0).frame, CGRect(x: 30.25, y: 10.25, width: 20.25, height: 20))
        XCTAssertEqual(try cell1(rest, 1).frame, CGRect(x: 30.25, y: 40.5, width: 20.25, height: 20))
        XCTAssertEqual(p.rgb(60, 100), [255, 255, 255], "regular cell snapped to 30.5 pt")
        XCTAssertEqual(p.rgb(61, 100), [255, 0, 0])
        XCTAssertEqual(p.rgb(60, 40), [255, 255, 255], "orthogonal cell at rest snapped to 30.5 pt")
        XCTAssertEqual(p.rgb(61, 40), [255, 0, 0])
        // Mid-scroll (offset 10.1): attributes put item 1 at 30.25 − 10.1 = 20.15 pt. In the scroller it is still at
        // 30.25 → 30.5 pt; drawn at 30.5 − 10.1 = 20.4 pt = 40.8 px: pixel 40 is covered a fifth (green
        // 255 · 0.8 = 204), pixel 41 fully. (Unrounded it would cover 70 % of pixel 40, green ≈ 77; rounding the
        // drawn value 40.3 px would fill pixel 40 entirely, green 0.)
        let (moving, q) = try picture(offset: 10.1)
        XCTAssertEqual(try cell1(moving, 0).frame.minX, 30.25 - 10.1, accuracy: 1e-9)
        let blended = q.rgb(40, 40)
        XCTAssertEqual(blended[0], 255)
        XCTAssert((195...213).contains(blended[1]), "pixel 40 a fifth covered: \(blended)")
        XCTAssertEqual(q.rgb(41, 40), [255, 0, 0])
        // The regular section does not move.
        XCTAssertEqual(q.rgb(60, 100), [255, 255, 255])
        XCTAssertEqual(q.rgb(61, 100), [255, 0, 0])
    }

    func testTheIOS13GroupPagingObservationAndAMidScrollOffset() {
        // iOS 13 @3x, groupPaging at rest: attributes at 351.25 and 361.25 pt draw at 351.333 and 361.333
        // (1053.75 px → 1054, 1083.75 → 1084). The scroller sits at x 0, y 120.
        let origin = CGPoint(x: 0, y: 120)
        let atRest = PixelGrid.snapped(CGRect(x: 351.25, y: 130, width: 10, height: 50), inScrollerAt: origin,
                                       shift: .zero, scale: 3)
        XCTAssertEqual(atRest.minX * 3, 1054, accuracy: 1e-9)
        XCTAssertEqual((atRest.minX + 10) * 3, 1084, accuracy: 1e-9)
        // Mid-deceleration at offset 100.1: the content x 451.35 pt = 1354.05 px → 1354 px; drawn at
        // 1354 / 3 − 100.1 = 351.2333…, off the grid.
        let moving = PixelGrid.snapped(CGRect(x: 351.25, y: 130, width: 10, height: 50), inScrollerAt: origin,
                                       shift: CGPoint(x: 100.1, y: 0), scale: 3)
        XCTAssertEqual(moving.minX, 1354.0 / 3 - 100.1, accuracy: 1e-9)
        XCTAssertNotEqual((moving.minX * 3).rounded(), moving.minX * 3)
        // y is rounded relative to the scroller's top: 10 pt below it, on the grid either way.
        XCTAssertEqual(moving.minY, 130, accuracy: 1e-9)
    }
}
