import XCTest
import LayoutEngine
@testable import LayoutRender

/// PNGs draw the main scroll view's elements snapped to the pixel grid, as iOS screenshots show them
/// (semantics.md §2.8a), and orthogonal sections' cells unrounded; `frames` stays unrounded.
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
        func section(_ orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> SectionModel {
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
        let model = LayoutModel(configuration: ConfigurationModel()) { i, _ in section(i == 0 ? .continuous : .none) }
        return try model.resolve(LayoutInput(viewSize: CGSize(width: 100, height: 100), itemCounts: [3, 3]))
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

    func testOrthogonalCellsAreDrawnUnroundedAndRegularOnesSnapped() throws {
        let r = try orthogonalLayout()
        // Item 1 of each section starts at x 20.25 + 10 = 30.25 pt, 60.5 px at 2x. Section 0: header 0 … 10.25,
        // cells 10.25 … 30.25; section 1: header 30.25 … 40.5, cells 40.5 … 60.5 (y). Pixel column 60 covers
        // 30 … 30.5 pt: the regular cell snaps to 30.5 pt (61 px) and leaves it white; the orthogonal one covers
        // half of it. Rows: y 20 pt (40 px) in section 0, y 50 pt (100 px) in section 1.
        let cell1 = { (s: Int) in try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: 1))) }
        XCTAssertEqual(try cell1(0).frame, CGRect(x: 30.25, y: 10.25, width: 20.25, height: 20))
        XCTAssertEqual(try cell1(1).frame, CGRect(x: 30.25, y: 40.5, width: 20.25, height: 20))
        let content = RenderContent(cellColor: { _ in Fixtures.red }, decorationColor: { _ in RGBA(rgb: 0xFFFFFF) })
        let p = try Picture(Renderer().render(r, content: content, options: RenderOptions(scale: 2, showsLabels: false),
                                              format: .png))
        XCTAssertEqual(p.rgb(60, 100), [255, 255, 255], "regular cell snapped to 30.5 pt")
        XCTAssertEqual(p.rgb(61, 100), [255, 0, 0])
        let blended = p.rgb(60, 40)
        XCTAssertEqual(blended[0], 255)
        XCTAssert((100...160).contains(blended[1]), "orthogonal cell half covers pixel 60: \(blended)")
    }
}
