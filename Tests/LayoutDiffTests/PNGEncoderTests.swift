import CCairo
import Foundation
import XCTest
@testable import LayoutRender

/// Our PNG writer, read back by libspng (an independent decoder) and by Cairo's own reader.
final class PNGEncoderTests: XCTestCase {
    /// 5 × 4 premultiplied words: row 1 repeats row 0 (Up gives zeros), rows 2 and 3 change every pixel.
    /// Translucent values are ones whose straight colour is exact (255 at alpha 128 is 128 premultiplied), so
    /// un-premultiplying and premultiplying again returns them unchanged.
    static let words: [UInt32] = [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
        0x8080_0000, 0x8000_8000, 0x0000_0000, 0xFF12_3456, 0x8080_8080,
        0xFF01_0203, 0xFFFE_FDFC, 0x4040_4040, 0xFF80_8080, 0x0000_0000,
    ]

    func surface(_ words: [UInt32], width: Int, height: Int) throws -> CairoSurface {
        try words.withUnsafeBufferPointer { try CairoSurface.image(width: width, height: height, premultipliedARGB: $0) }
    }

    func testATranslucentImageReadsBackAsTheSamePixelsInLibspngAndCairo() throws {
        let png = try surface(Self.words, width: 5, height: 4).pngData()
        let decoded = try SpngReference.words(png)
        XCTAssertEqual(decoded.width, 5)
        XCTAssertEqual(decoded.height, 4)
        XCTAssertEqual(decoded.words, Self.words)
        XCTAssertEqual(Array(try CairoSurface.png(png).premultipliedARGB()), Self.words)
        // Colour type 6 (RGBA) at byte 25: 8 signature + 4 length + 4 "IHDR" + 4 width + 4 height + 1 depth.
        XCTAssertEqual(png[25], 6)
    }

    func testTranslucentColoursAreUnpremultipliedWithRounding() throws {
        // Alpha 128 holding premultiplied 64: 64 · 255 / 128 = 127.5, which rounds to 128 (Cairo's rule:
        // (c · 255 + a / 2) / a). Alpha 3 holding 1, 2, 3: 85.33 → 85, 170.33 → 170, 255.
        let png = try surface([0x8040_4040, 0x0301_0203], width: 2, height: 1).pngData()
        XCTAssertEqual(try SpngReference.straightRGBA(png).rgba, [128, 128, 128, 128, 85, 170, 255, 3])
    }

    func testAColourAboveItsAlphaSaturatesInsteadOfOverflowing() throws {
        // Premultiplied red 255 at alpha 128 is not a valid premultiplied pixel (Cairo never draws one):
        // 255 · 255 / 128 ≈ 508 saturates at 255.
        let png = try surface([0x80FF_0000], width: 1, height: 1).pngData()
        XCTAssertEqual(try SpngReference.straightRGBA(png).rgba, [255, 0, 0, 128])
    }

    func testAnOpaqueImageIsWrittenAsRGB() throws {
        let opaque = Array(Self.words.prefix(10))
        let png = try surface(opaque, width: 5, height: 2).pngData()
        XCTAssertEqual(png[25], 2)
        XCTAssertEqual(try SpngReference.words(png).words, opaque)
    }

    func testTheSameImageGivesTheSameBytesAndEveryChunkIsChecked() throws {
        let a = try surface(Self.words, width: 5, height: 4).pngData()
        let b = try surface(Self.words, width: 5, height: 4).pngData()
        XCTAssertEqual(a, b)
        // A flipped bit in the image data fails libspng's CRC check: the CRCs cover what they should.
        var damaged = a
        damaged[45] ^= 0x01
        XCTAssertThrowsError(try SpngReference.words(damaged))
    }

    func testAWideImageIsSplitIntoSeveralImageDataChunks() throws {
        // 1500 × 300 pixels of noise do not compress below 1 MiB: at least two IDAT chunks.
        var rng = UInt32(12345)
        let words = (0..<(1500 * 300)).map { _ -> UInt32 in
            rng = rng &* 1_103_515_245 &+ 12345
            return 0xFF00_0000 | (rng >> 8)
        }
        let png = try surface(words, width: 1500, height: 300).pngData()
        let idats = png.indices.dropLast(4).filter { png[$0] == 0x49 && png[$0 + 1] == 0x44 && png[$0 + 2] == 0x41 && png[$0 + 3] == 0x54 }
        XCTAssertGreaterThanOrEqual(idats.count, 2)
        XCTAssertEqual(try SpngReference.words(png).words, words)
    }
}
