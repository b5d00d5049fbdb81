import XCTest
@testable import LayoutMotion

final class FramePaletteTests: XCTestCase {
    func testAFewColoursAreThePaletteExactlyInAscendingOrder() {
        let p = FramePalette(pixels: [0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_00FF, 0xFF12_3456] as [UInt32])
        XCTAssertEqual(p.colors, [0x0000FF, 0x123456, 0xFFFFFF])
        XCTAssertEqual(p.index(of: 0xFF12_3456), 1)
        XCTAssertEqual(p.index(of: 0x00FF_FFFF), 2, "the top byte is ignored")
    }

    func testMoreThan256ColoursKeepTheMostFrequentAndSnapTheRestToTheNearest() {
        // 300 colours: grey levels 0…255 once each, plus 44 reds 0xRR0000 (RR = 10…53) 10 times each.
        var pixels: [UInt32] = (0..<256).map { UInt32($0) * 0x010101 }
        let reds = (10..<54).map { UInt32($0) << 16 }
        for r in reds { pixels += Array(repeating: r, count: 10) }
        let p = FramePalette(pixels: pixels)
        XCTAssertEqual(p.colors.count, 256)
        // The 44 frequent reds first (ascending among equal counts), then the 212 smallest greys.
        XCTAssertEqual(Array(p.colors.prefix(44)), reds)
        XCTAssertEqual(p.colors[44...].first, 0x000000)
        XCTAssertEqual(p.colors.last, 211 * 0x010101)
        // Grey 0xF0F0F0 was dropped: its nearest kept colour is the lightest grey kept, 0xD3D3D3 (211).
        XCTAssertEqual(p.colors[Int(p.index(of: 0xF0F0F0))], 211 * 0x010101)
    }

    func testThePaletteDependsOnThePixelsOnly() {
        var rng = SystemRandomNumberGenerator()
        let pixels = (0..<5000).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) }
        XCTAssertEqual(FramePalette(pixels: pixels).colors, FramePalette(pixels: pixels).colors)
    }
}
