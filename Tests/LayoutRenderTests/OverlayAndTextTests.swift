import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

final class OverlayTests: XCTestCase {
    /// One 200 x 300 section whose content frame is inset by 20 on every side, resolved: content insets 20, one
    /// group 1 fw (200 − 2·20 = 160) × abs 260 holding one item 1 fw × abs 100. Section frame 0, 0, 200 × (20 + 260 +
    /// 20 = 300); content frame 20, 20, 160 × 260; the cell at 20, 20, 160 × 100.
    func sectioned() throws -> LayoutResult {
        let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(100)))
        let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(260)),
                              group: GroupModel(kind: .horizontal, subitems: [item]))
        let section = SectionModel(group: group, contentInsets: NSDirectionalEdgeInsets(all: 20))
        return try LayoutModel(section: section).resolve(LayoutInput(viewSize: CGSize(width: 200, height: 300), itemCounts: [1]))
    }

    func render(_ overlays: DebugOverlays) throws -> Picture {
        try Picture(Renderer().render(try sectioned(), content: Fixtures.primaries,
                                      options: RenderOptions(overlays: overlays, showsLabels: false), format: .png))
    }

    func testContentInsetsAreShadedBetweenFrameAndContentFrame() throws {
        let plain = try render([]), shaded = try render(.contentInsets)
        XCTAssertEqual(plain.rgb(10, 200), [255, 255, 255])
        // The light theme's inset shade, green 0x34C759 at 25 % over white: (205, 241, 214) ± rounding.
        let c = shaded.rgb(10, 200)
        for (got, want) in zip(c, [205, 241, 214]) { XCTAssertEqual(Double(got), Double(want), accuracy: 2, "\(c)") }
        // Inside the content frame nothing is shaded.
        XCTAssertEqual(shaded.rgb(100, 200), [255, 255, 255])
        XCTAssertEqual(shaded.rgb(100, 70), [255, 0, 0])
    }

    func testSectionFrameIsOutlined() throws {
        let p = try render(.sections)
        // A 2-pt dashed outline inset by 1: its first dash covers x 0..6 on the top edge (y 0..2).
        XCTAssertEqual(p.rgb(3, 1), [0xFF, 0x2D, 0x55])
        XCTAssertEqual(p.rgb(100, 200), [255, 255, 255])
    }
}

final class TextTests: XCTestCase {
    func context() throws -> CairoContext { try CairoContext(CairoSurface.image(width: 10, height: 10)) }

    func testShortTextIsKept() throws {
        let c = try context()
        c.selectFont(family: "DejaVu Sans", bold: false, size: 13)
        XCTAssertEqual(c.fitted("0,1", width: 100), "0,1")
    }

    func testLongTextIsTruncatedWithEllipsisWithinWidth() throws {
        let c = try context()
        c.selectFont(family: "DejaVu Sans", bold: false, size: 13)
        let text = "AppsWeLoveRightNow"  // no spaces: the ellipsis follows the prefix directly
        XCTAssertGreaterThan(c.textAdvance(text), 60)
        let fitted = try XCTUnwrap(c.fitted(text, width: 60))
        XCTAssertTrue(fitted.hasSuffix("\u{2026}"), fitted)
        XCTAssertTrue(text.hasPrefix(String(fitted.dropLast())), fitted)
        XCTAssertLessThanOrEqual(c.textAdvance(fitted), 60)
        // One more character would not fit (the prefix is the longest possible).
        let longer = String(text.prefix(fitted.count)) + "\u{2026}"
        XCTAssertGreaterThan(c.textAdvance(longer), 60)
    }

    func testNothingFitsInATinyBox() throws {
        let c = try context()
        c.selectFont(family: "DejaVu Sans", bold: false, size: 13)
        XCTAssertNil(c.fitted("Hello", width: 2))
        XCTAssertNil(c.fitted("Hello", width: 0))
    }

    func testDefaultFontResolvesToDejaVuMetrics() throws {
        // DejaVu Sans at 10 pt: ascent 0.928 em and descent 0.236 em (its hhea metrics) = 9.28 and 2.36.
        let c = try context()
        c.selectFont(family: RenderTheme.light.fontFamily, bold: false, size: 10)
        XCTAssertEqual(c.fontMetrics.ascent, 9.28, accuracy: 0.05)
        XCTAssertEqual(c.fontMetrics.descent, 2.36, accuracy: 0.05)
    }
}

final class ColourTests: XCTestCase {
    func testHexParsing() {
        XCTAssertEqual(RGBA(hex: "#FF8000"), RGBA(red: 1, green: 128.0 / 255, blue: 0))
        // The one hex notation (ColorNotation): "#RRGGBB" only — no alpha digits, no missing "#".
        XCTAssertNil(RGBA(hex: "00000080"))
        XCTAssertNil(RGBA(hex: "FF8000"))
        XCTAssertNil(RGBA(hex: "#12345"))
        XCTAssertNil(RGBA(hex: "zzzzzz"))
    }

    func testContrastingLabelPicksTheMoreReadable() {
        XCTAssertEqual(RGBA(rgb: 0xFFFF00).contrastingLabel, .black)
        XCTAssertEqual(RGBA(rgb: 0x0000FF).contrastingLabel, .white)
        // Mid grey 0x808080: luminance 0.216; contrast with black (0.266/0.05 = 5.3) beats white (1.05/0.266 = 3.9).
        XCTAssertEqual(RGBA(rgb: 0x808080).contrastingLabel, .black)
    }

    func testHSBPrimaries() {
        XCTAssertEqual(RGBA(hue: 0, saturation: 1, brightness: 1), RGBA(rgb: 0xFF0000))
        XCTAssertEqual(RGBA(hue: 1.0 / 3, saturation: 1, brightness: 1), RGBA(rgb: 0x00FF00))
    }

    func testSplitMix64KnownSequence() {
        // Reference values of SplitMix64 seeded with 0 (first two outputs of the published algorithm).
        var g = SplitMix64(seed: 0)
        XCTAssertEqual(g.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(g.next(), 0x6E78_9E6A_A1B9_65F4)
    }
}
