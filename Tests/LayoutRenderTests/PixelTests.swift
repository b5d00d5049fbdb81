import XCTest
import LayoutEngine
@testable import LayoutRender

/// Renders hand-built attribute lists and reads pixels back through Cairo's PNG decoder.
final class PixelTests: XCTestCase {
    let noLabels = RenderOptions(showsLabels: false)

    func png(_ result: some RenderableLayout, content: RenderContent = Fixtures.primaries,
             options: RenderOptions = RenderOptions(showsLabels: false), theme: RenderTheme = .light) throws -> Picture {
        try Picture(Renderer(theme: theme).render(result, content: content, options: options, format: .png))
    }

    func testCellCentreHasItsColour() throws {
        let p = try png(Fixtures.grid())
        // Cell (0,0) spans x 10..90, y 54..134: centre (50, 94). Items 0..3 are red, green, blue, yellow.
        XCTAssertEqual(p.rgb(50, 94), [255, 0, 0])
        XCTAssertEqual(p.rgb(150, 94), [0, 255, 0])
        XCTAssertEqual(p.rgb(50, 194), [0, 0, 255])
        XCTAssertEqual(p.rgb(150, 194), [255, 255, 0])
    }

    func testDecorationFillsBehindCellsDespiteListOrder() throws {
        let p = try png(Fixtures.grid())
        // The gap between cells (x 90..110) inside the section background (y 44..244) shows the decoration.
        XCTAssertEqual(p.rgb(100, 94), [128, 128, 128])
        // The decoration is listed last but has zIndex 0 < 1: the cell stays on top.
        XCTAssertEqual(p.rgb(30, 70), [255, 0, 0])
        // Below the decoration (y 244..300): the light theme's white background.
        XCTAssertEqual(p.rgb(100, 280), [255, 255, 255])
    }

    func testEqualZIndexDrawsDecorationBelowCell() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 20, y: 20, width: 60, height: 60)),
                                             Fixtures.decoration("bg", 0, CGRect(x: 0, y: 0, width: 100, height: 100))])
        let p = try png(result)
        XCTAssertEqual(p.rgb(50, 50), [255, 0, 0])
        XCTAssertEqual(p.rgb(10, 50), [128, 128, 128])
    }

    func testHigherZIndexDecorationCoversCells() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 20, y: 20, width: 60, height: 60)),
                                             Fixtures.decoration("bg", 0, CGRect(x: 0, y: 0, width: 100, height: 100), z: 5)])
        XCTAssertEqual(try png(result).rgb(50, 50), [128, 128, 128])
    }

    /// Pixels in `rect` that differ from `colour` by more than anti-aliasing noise.
    func inked(_ p: Picture, x: ClosedRange<Int>, y: ClosedRange<Int>, background: [Int]) -> Int {
        var n = 0
        for j in y { for i in x where zip(p.rgb(i, j), background).contains(where: { abs($0 - $1) > 40 }) { n += 1 } }
        return n
    }

    func testHeaderTextRegionIsNotEmpty() throws {
        // Header 0..200 x 0..44 with 16-pt side padding: "Section 0" starts at x 16, centred on y 22.
        let headerFill = [0xF2, 0xF2, 0xF7]
        let labelled = try png(Fixtures.grid(), options: RenderOptions())
        XCTAssertEqual(labelled.rgb(5, 5), headerFill)
        XCTAssertGreaterThan(inked(labelled, x: 16...110, y: 12...32, background: headerFill), 50)
        // Without labels the same region is plain header fill: the check above can fail.
        let plain = try png(Fixtures.grid())
        XCTAssertEqual(inked(plain, x: 16...110, y: 12...32, background: headerFill), 0)
    }

    func testCellLabelContrastsWithFill() throws {
        // A black cell gets a white label and a yellow one a black label: count light/dark pixels in the middle.
        let result = RecordedLayout(contentSize: CGSize(width: 200, height: 100), viewSize: CGSize(width: 200, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100)),
                                             Fixtures.cell(0, 1, CGRect(x: 100, y: 0, width: 100, height: 100))])
        let content = RenderContent(cellColor: { $0.item == 0 ? .black : Fixtures.yellow })
        let p = try png(result, content: content, options: RenderOptions())
        XCTAssertGreaterThan(inked(p, x: 35...65, y: 40...60, background: [0, 0, 0]), 10)
        XCTAssertGreaterThan(inked(p, x: 135...165, y: 40...60, background: [255, 255, 0]), 10)
    }

    func testPNGSizeFollowsScale() throws {
        for scale in [1.0, 2, 3] {
            let p = try png(Fixtures.grid(), options: RenderOptions(scale: scale, showsLabels: false))
            // 200 x 300 points at @n is 200n x 300n pixels.
            XCTAssertEqual(p.width, Int(200 * scale))
            XCTAssertEqual(p.height, Int(300 * scale))
            // Cell (0,0) at (30, 70) pt stays red at every scale.
            XCTAssertEqual(p.rgb(Int(30 * scale), Int(70 * scale)), [255, 0, 0])
        }
    }

    func testScreenShowsBoundsAtContentOffset() throws {
        // A 200 x 100 screen scrolled to y 100 over 200 x 400 content: the cell at y 120..180 shows at y 20..80.
        let result = RecordedLayout(contentSize: CGSize(width: 200, height: 400), contentOffset: CGPoint(x: 0, y: 100),
                                  viewSize: CGSize(width: 200, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 200, height: 90)),
                                             Fixtures.cell(0, 1, CGRect(x: 20, y: 120, width: 160, height: 60))])
        let p = try png(result)
        XCTAssertEqual([p.width, p.height], [200, 100])
        XCTAssertEqual(p.rgb(100, 50), [0, 255, 0])
        XCTAssertEqual(p.rgb(100, 5), [255, 255, 255], "cell 0 ends at y 90, above the screen")
    }

    func testFullContentClipsOrthogonalCellsUnlessUnrolled() throws {
        // Content 200 wide; an orthogonal cell continues to x 330.
        let result = RecordedLayout(contentSize: CGSize(width: 200, height: 100), viewSize: CGSize(width: 200, height: 50),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 10, y: 10, width: 150, height: 80)),
                                             Fixtures.cell(0, 1, CGRect(x: 170, y: 10, width: 160, height: 80))])
        let clipped = try png(result, options: RenderOptions(view: .fullContent(unrollOrthogonal: false), showsLabels: false))
        XCTAssertEqual([clipped.width, clipped.height], [200, 100])
        XCTAssertEqual(clipped.rgb(190, 50), [0, 255, 0])
        let unrolled = try png(result, options: RenderOptions(view: .fullContent(unrollOrthogonal: true), showsLabels: false))
        // The canvas widens to the cell's max x, 170 + 160 = 330.
        XCTAssertEqual([unrolled.width, unrolled.height], [330, 100])
        XCTAssertEqual(unrolled.rgb(300, 50), [0, 255, 0])
    }

    func testTransformScalesAboutFrameCentre() throws {
        // 100 x 100 cell at the origin scaled by 0.5 about its centre (50, 50) covers 25..75.
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100),
                                                           transform: CGAffineTransform(scaleX: 0.5, y: 0.5))])
        let p = try png(result)
        XCTAssertEqual(p.rgb(50, 50), [255, 0, 0])
        XCTAssertEqual(p.rgb(50, 28), [255, 0, 0])
        XCTAssertEqual(p.rgb(50, 20), [255, 255, 255])
        XCTAssertEqual(p.rgb(80, 50), [255, 255, 255])
    }

    func testAlphaBlendsElementWithWhatIsBehind() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 0.5)])
        let c = try png(result).rgb(50, 50)
        // Red at 50 % over white: (255, 127.5, 127.5) ± rounding.
        XCTAssertEqual(c[0], 255)
        XCTAssertEqual(Double(c[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(Double(c[2]), 127.5, accuracy: 1.5)
    }

    func testHiddenElementsAreNotDrawn() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100), hidden: true)])
        XCTAssertEqual(try png(result).rgb(50, 50), [255, 255, 255])
    }

    func testSpacerIsTransparentAndBadgeSitsOnTop() throws {
        let result = RecordedLayout(contentSize: CGSize(width: 100, height: 100), viewSize: CGSize(width: 100, height: 100),
                                  elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100)),
                                             Fixtures.supplementary("spacer", 0, 0, CGRect(x: 0, y: 0, width: 100, height: 40), z: 3),
                                             Fixtures.supplementary("badge", 0, 0, CGRect(x: 60, y: 60, width: 30, height: 30), z: 2)])
        let p = try png(result)
        XCTAssertEqual(p.rgb(50, 20), [255, 0, 0], "spacer lets the cell show through")
        XCTAssertEqual(p.rgb(75, 75), [0xFF, 0x3B, 0x30], "badge fill of the light theme")
    }

    func testDarkThemeBackgroundIsBlack() throws {
        let p = try png(Fixtures.grid(), theme: .dark)
        XCTAssertEqual(p.rgb(100, 280), [0, 0, 0])
        XCTAssertEqual(p.rgb(50, 94), [255, 0, 0], "data colours do not change with the theme")
    }

    func testRandomColourGridIsSeededAndStable() throws {
        let a = try png(Fixtures.grid(), content: .randomColors(seed: 7))
        let b = try png(Fixtures.grid(), content: .randomColors(seed: 7))
        let c = try png(Fixtures.grid(), content: .randomColors(seed: 8))
        XCTAssertEqual(a.rgb(50, 94), b.rgb(50, 94))
        XCTAssertNotEqual(a.rgb(50, 94), a.rgb(150, 94), "neighbouring cells differ")
        XCTAssertNotEqual(a.rgb(50, 94), c.rgb(50, 94), "another seed, another colour")
        let expected = SeededPalette(seed: 7).color(section: 0, item: 0)
        XCTAssertEqual(Double(a.rgb(50, 94)[0]), expected.red * 255, accuracy: 1)
    }
}
