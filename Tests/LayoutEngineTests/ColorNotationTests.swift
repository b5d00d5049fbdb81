import XCTest
@testable import LayoutEngine

/// The one hex notation and the one hue conversion (Support/ColorNotation.swift) that UIColor, the spec's colours
/// and the renderer's RGBA share.
final class ColorNotationTests: XCTestCase {
    func testHexIsExactlyAHashAndSixHexDigitsOfEitherCase() {
        // 0x0a0B0c: digits 0,a,0,B,0,c → 10, 11, 12.
        XCTAssertEqual(ColorNotation.rgb(hex: "#0a0B0c"), 0x0A0B0C)
        XCTAssertEqual(ColorNotation.rgb(hex: "#FFFFFF"), 0xFFFFFF)
        XCTAssertEqual(ColorNotation.rgb(hex: "#000000"), 0)
        XCTAssertEqual(ColorNotation.rgb(hex: "#9fAF09"), 0x9FAF09)
        for bad in ["0A0B0C", "#0A0B0", "#0A0B0C0", "#0A0B0CFF", "#GG0000", "#+A0B0C", "#-A0B0C", " #0A0B0C",
                    "#0A0B0C ", "#0x0A0B", "##0A0B0", "", "#", "#ＡＡＡＡＡＡ"] {
            XCTAssertNil(ColorNotation.rgb(hex: bad), bad)
        }
    }

    func testComponentsOfAPackedColour() {
        let c = ColorNotation.components(rgb: 0xFF8000)
        XCTAssertEqual(c.red, 1); XCTAssertEqual(c.green, 128.0 / 255); XCTAssertEqual(c.blue, 0)
    }

    func testHueSaturationBrightnessSectors() {
        // h = hue × 6 picks the sector; p = v(1 − s), q = v(1 − s f), t = v(1 − s(1 − f)) with f = h − ⌊h⌋.
        func rgb(_ h: Double, _ s: Double, _ v: Double) -> [Double] {
            let c = ColorNotation.rgb(hue: h, saturation: s, brightness: v); return [c.red, c.green, c.blue]
        }
        func same(_ a: [Double], _ b: [Double], line: UInt = #line) {
            for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-12, "\(a) vs \(b)", line: line) }
        }
        same(rgb(0, 1, 1), [1, 0, 0])
        same(rgb(1.0 / 3, 1, 1), [0, 1, 0])
        same(rgb(2.0 / 3, 1, 1), [0, 0, 1])
        // Sector 0 at f = 0.5 (hue 1/12): (v, t, p) = (1, 0.5, 0).
        same(rgb(1.0 / 12, 1, 1), [1, 0.5, 0])
        // Sector 3 at f = 0.5 (hue 7/12), s 0.5, v 0.8: p = 0.4, q = 0.8 × 0.75 = 0.6 → (p, q, v).
        same(rgb(7.0 / 12, 0.5, 0.8), [0.4, 0.6, 0.8])
        // Sector 5 at f = 0.5 (hue 11/12): (v, p, q) = (1, 0, 0.5); hue wraps: 1 + 11/12 is the same.
        same(rgb(11.0 / 12, 1, 1), [1, 0, 0.5])
        same(rgb(1 + 11.0 / 12, 1, 1), [1, 0, 0.5])
        // Sectors 1, 2, 4 at f = 0.5: (q, v, p), (p, v, t), (t, p, v).
        same(rgb(3.0 / 12, 1, 1), [0.5, 1, 0])
        same(rgb(5.0 / 12, 1, 1), [0, 1, 0.5])
        same(rgb(9.0 / 12, 1, 1), [0.5, 0, 1])
    }

    func testUIColorUsesTheSameConversions() {
        let hsb = UIColor(hue: 7.0 / 12, saturation: 0.5, brightness: 0.8, alpha: 1).resolvedComponents()
        XCTAssertEqual(hsb.red, 0.4, accuracy: 1e-12); XCTAssertEqual(hsb.green, 0.6, accuracy: 1e-12)
        XCTAssertEqual(hsb.blue, 0.8, accuracy: 1e-12)
        // systemBlue is 0x007AFF in light mode: 0, 122/255, 1.
        let blue = UIColor.systemBlue.resolvedComponents(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual([blue.red, blue.green, blue.blue], [0, 122.0 / 255, 1])
    }

    /// Every writer prints "#RRGGBB" in capitals, each component rounded to the nearest byte and clamped.
    func testWritersPrintOneHexNotation() {
        // 0.5 × 255 = 127.5 → 128 = 0x80; 122/255 → 0x7A; 1.2 clamps to 0xFF, −1 to 0x00.
        XCTAssertEqual(ColorNotation.hex(red: 1, green: 0.5, blue: 0), "#FF8000")
        XCTAssertEqual(ColorNotation.hex(red: 0, green: 122.0 / 255, blue: 1.2), "#007AFF")
        XCTAssertEqual(ColorNotation.hexByte(-1), "00")
        // What is written reads back: the reader and the writers share the notation.
        XCTAssertEqual(ColorNotation.rgb(hex: ColorNotation.hex(red: 0x12 / 255.0, green: 0xAB / 255.0, blue: 0xEF / 255.0)), 0x12ABEF)
    }
}
