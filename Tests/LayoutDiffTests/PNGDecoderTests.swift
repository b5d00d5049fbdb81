import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiff

/// LayoutDiff's own PNG reader (chunks, libdeflate, SIMD unfiltering, words): PNGs built byte by byte
/// with every filter type, odd widths and split image data decode to the pixels they were built from;
/// damaged files fail with one line naming the file; and on the committed gallery it agrees with
/// libspng, an independent decoder.
final class PNGDecoderTests: XCTestCase {
    // MARK: - Filters, colour types, widths, chunks

    func testEveryFilterTypeDecodesToThePixelsEncodedForRGBAndRGBA() throws {
        var rng = SplitMix64(seed: 17)
        for colorType: UInt8 in [2, 6] {
            for width in [1, 2, 3, 5, 33] {
                // All rows with one filter (row 0 exercises "no row above"), then the five mixed.
                for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4, 2, 4]] {
                    let height = 7
                    let image = RandomImage(width: width, height: height, colorType: colorType, rng: &rng)
                    let rowFilters = (0..<height).map { filters[$0 % filters.count] }
                    let png = image.png(filters: rowFilters)
                    let context = "colour type \(colorType), width \(width), filters \(rowFilters)"
                    let decoded = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "f.png"), context)
                    XCTAssertEqual(decoded.width, width, context); XCTAssertEqual(decoded.height, height, context)
                    XCTAssertEqual(words(decoded), image.expectedWords, context)
                }
            }
        }
    }

    func testPaethTiesGoToLeftThenAbove() throws {
        // Rows of repeated values, so many components meet a tie (a == b, b == c, a == c), which §9.4
        // breaks in the order a, b, c.
        let rows: [[UInt8]] = [[10, 10, 10, 20, 20, 20, 10, 20, 30],
                               [10, 20, 10, 10, 10, 10, 30, 20, 10],
                               [20, 20, 20, 20, 20, 20, 20, 20, 20]]
        let png = HandMadePNG.encode(width: 3, height: 3, bitDepth: 8, colorType: 2, rows: rows, filters: [4, 4, 4])
        let expected = rows.flatMap { row in stride(from: 0, to: 9, by: 3).map { 0xFF00_0000 | UInt32(row[$0]) << 16 | UInt32(row[$0 + 1]) << 8 | UInt32(row[$0 + 2]) } }
        XCTAssertEqual(words(try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "p.png"))), expected)
        // And the predictor itself, against the definition, on every (a, b, c) in a grid of values.
        for a in stride(from: 0, through: 255, by: 15) {
            for b in stride(from: 0, through: 255, by: 17) {
                for c in stride(from: 0, through: 255, by: 5) {
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    let expected = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                    XCTAssertEqual(Int(PNGFilter.predictPaeth(a: UInt8(a), b: UInt8(b), c: UInt8(c))), expected)
                }
            }
        }
    }

    func testImageDataSplitOverManyIDATChunksIsJoinedInOrder() throws {
        var rng = SplitMix64(seed: 18)
        let image = RandomImage(width: 9, height: 11, colorType: 2, rng: &rng)
        for chunkSize in [1, 7, 64] {
            let png = image.png(filters: (0..<11).map { UInt8($0 % 5) }, chunkSize: chunkSize)
            let decoded = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "split.png"))
            XCTAssertEqual(words(decoded), image.expectedWords, "IDAT chunks of \(chunkSize) bytes")
        }
    }

    func testRowsOfOddWidthKeepTheirOwnPixels() throws {
        // 7 × 4, each row one colour, Up-filtered: a stride off by one byte would shift colours between rows.
        let colors: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 34, 56)]
        let rows = colors.map { c in (0..<7).flatMap { _ in [c.0, c.1, c.2] } }
        let png = HandMadePNG.encode(width: 7, height: 4, bitDepth: 8, colorType: 2, rows: rows, filters: [2, 2, 2, 2])
        let decoded = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "odd.png"))
        let expected = colors.flatMap { c in [UInt32](repeating: 0xFF00_0000 | UInt32(c.0) << 16 | UInt32(c.1) << 8 | UInt32(c.2), count: 7) }
        XCTAssertEqual(words(decoded), expected)
    }

    func testOtherKindsAreLeftToCairo() throws {
        // Grey, palette, 16-bit, RGB with a transparent colour, interlaced: not decoded here (nil), so
        // `decode` hands them to Cairo (PixelDiffAgreementTests checks Cairo's words for them).
        let grey = HandMadePNG.encode(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 128]])
        let palette = HandMadePNG.encode(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]],
                                         palette: [255, 0, 0, 0, 0, 255])
        let deep = HandMadePNG.encode(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]])
        let keyed = HandMadePNG.encode(width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3]],
                                       transparency: [0, 1, 0, 2, 0, 3])
        // One pixel interlaced: Adam7's first pass holds it, the other passes are empty.
        let interlaced = HandMadePNG.encode(width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[9, 8, 7]],
                                            interlaced: true)
        for (name, png) in [("grey", grey), ("palette", palette), ("16-bit", deep), ("keyed", keyed),
                            ("interlaced", interlaced)] {
            XCTAssertNil(try PNGDecoder.decodeDirectly(png, name: name), name)
        }
        XCTAssertEqual(words(try PNGDecoder.decode(interlaced, name: "interlaced")), [0xFF09_0807])
    }

    // MARK: - Damaged files

    func testDamagedFilesFailWithOneLineNamingTheFileAndTheFault() throws {
        let rows: [[UInt8]] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]
        let good = HandMadePNG.encode(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, filters: [0, 2])
        // Signature (8) + IHDR (4 + 4 + 13 + 4 = 25): the IDAT chunk starts at byte 33, its data at 41.
        XCTAssertEqual(String(decoding: good[37..<41], as: UTF8.self), "IDAT")
        let idatLength = Int(good[33]) << 24 | Int(good[34]) << 16 | Int(good[35]) << 8 | Int(good[36])

        var flipped = good; flipped[45] ^= 0x40
        var badFilter: [UInt8] = rows.flatMap { [0] + $0 }; badFilter[7] = 5   // row 1's filter type
        let unknownFilter = pngWithRawData(HandMadePNG.zlibStored(badFilter), width: 2, height: 2)
        var badAdler = HandMadePNG.zlibStored(rows.flatMap { [UInt8(0)] + $0 }); badAdler[badAdler.count - 1] ^= 1
        let cases: [(String, Data, String)] = [
            ("crc.png", flipped, "chunk IDAT at byte 33 is damaged (CRC mismatch)"),
            ("cut.png", good.prefix(41 + idatLength - 3),
             "truncated: chunk IDAT at byte 33 needs \(idatLength + 12) bytes, the file has \(idatLength + 5) left"),
            ("adler.png", pngWithRawData(badAdler, width: 2, height: 2),
             "the compressed image data is damaged (bad deflate data or Adler-32 checksum)"),
            ("deflate.png", pngWithRawData(Data([0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF]), width: 2, height: 2),
             "the compressed image data is damaged (bad deflate data or Adler-32 checksum)"),
            ("filter.png", unknownFilter, "row 1 has filter type 5, not 0…4"),
            // Two rows of data for a header of three.
            ("short.png", pngWithRawData(HandMadePNG.zlibStored(rows.flatMap { [UInt8(0)] + $0 }), width: 2, height: 3),
             "the image data ends after 2 of 3 rows"),
            ("empty.png", good.prefix(33), "truncated: the file ends before any image data (IDAT)"),
        ]
        for (name, png, reason) in cases {
            XCTAssertThrowsError(try PNGDecoder.decode(png, name: name), name) { error in
                XCTAssertEqual("\(error)", "\(name): cannot decode PNG (\(reason))")
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
        // No IHDR first (read past `decode`'s size check, which would take the IDAT's bytes for a size).
        XCTAssertThrowsError(try PNGDecoder.decodeDirectly(good.prefix(8) + good.suffix(from: 33), name: "h.png")) { error in
            XCTAssertEqual("\(error)", "h.png: cannot decode PNG (the first chunk is IDAT, not a 13-byte IHDR)")
        }
    }

    func testADamagedPNGFailsTheComparisonWithItsName() throws {
        let png = try DiffFixtures.png(DiffFixtures.grid())
        var damaged = png; damaged[damaged.count / 2] ^= 0xFF
        XCTAssertThrowsError(try ImageComparison(referencePNG: png, actualPNG: damaged, actualName: "shots/b.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("shots/b.png: cannot decode PNG (chunk IDAT at byte "), "\(error)")
        }
    }

    // MARK: - Agreement with libspng

    func testDecodesTheGalleryAsLibspngDoes() throws {
        // A sample of the committed gallery (debug builds decode slowly): opaque RGB and translucent RGBA.
        let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../gallery").standardized
        for name in ["list-appearances.png", "list-sidebar.png"] {
            let png = try Data(contentsOf: gallery.appendingPathComponent(name))
            let ours = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: name), name)
            let reference = try SpngReference.words(png)
            XCTAssertEqual(ours.width, reference.width, name); XCTAssertEqual(ours.height, reference.height, name)
            XCTAssertTrue(words(ours) == reference.words, "\(name): decoded words differ from libspng's")
        }
    }

    func testRandomPNGsDecodeAsLibspngDecodesThem() throws {
        var rng = SplitMix64(seed: 19)
        for round in 0..<12 {
            let colorType: UInt8 = round % 2 == 0 ? 2 : 6
            let image = RandomImage(width: 1 + Int(rng.next() % 40), height: 1 + Int(rng.next() % 12),
                                    colorType: colorType, rng: &rng)
            let png = image.png(filters: (0..<image.height).map { _ in UInt8(rng.next() % 5) },
                                chunkSize: 1 + Int(rng.next() % 200))
            let ours = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "r.png"))
            XCTAssertEqual(words(ours), try SpngReference.words(png).words, "round \(round)")
        }
    }

    // MARK: - Helpers

    func words(_ decoded: DecodedPNG) -> [UInt32] { decoded.pixels.withPixels { p, mask in p.map { $0 | mask } } }

    /// An 8-bit RGB PNG of `width` × `height` around the given zlib stream (one IDAT, valid CRCs).
    func pngWithRawData(_ zlib: Data, width: Int, height: Int) -> Data {
        let shell = HandMadePNG.encode(width: width, height: height, bitDepth: 8, colorType: 2,
                                       rows: [[UInt8]](repeating: [UInt8](repeating: 0, count: 3 * width), count: height))
        // Keep the signature and IHDR (33 bytes), then one IDAT of `zlib`, then IEND.
        var png = shell.prefix(33)
        png.append(HandMadePNG.chunk("IDAT", zlib))
        png.append(HandMadePNG.chunk("IEND", Data()))
        return png
    }
}

/// Random 8-bit RGB or straight RGBA pixels, with the words Cairo's reader makes of them, computed
/// here from the rule (opaque: 0xFFRRGGBB; translucent: each component round(c · a / 255)).
struct RandomImage {
    let width: Int
    let height: Int
    let colorType: UInt8
    let rows: [[UInt8]]

    init(width: Int, height: Int, colorType: UInt8, rng: inout SplitMix64) {
        self.width = width; self.height = height; self.colorType = colorType
        let channels = colorType == 6 ? 4 : 3
        // Runs of repeated pixels (as in screenshots) mixed with noise, and alpha 0, 255 and between.
        var rows: [[UInt8]] = []
        for _ in 0..<height {
            var row: [UInt8] = []
            var pixel = (0..<channels).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            for _ in 0..<width {
                if rng.next() % 3 == 0 { pixel = (0..<channels).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
                if channels == 4 { pixel[3] = [0, 255, 255, UInt8(truncatingIfNeeded: rng.next())][Int(rng.next() % 4)] }
                row += pixel
            }
            rows.append(row)
        }
        self.rows = rows
    }

    var expectedWords: [UInt32] {
        rows.flatMap { row in
            stride(from: 0, to: row.count, by: colorType == 6 ? 4 : 3).map { i -> UInt32 in
                let a = colorType == 6 ? UInt32(row[i + 3]) : 255
                func c(_ v: UInt8) -> UInt32 { UInt32((Double(v) * Double(a) / 255).rounded()) }
                return a << 24 | c(row[i]) << 16 | c(row[i + 1]) << 8 | c(row[i + 2])
            }
        }
    }

    func png(filters: [UInt8], chunkSize: Int = Int.max) -> Data {
        HandMadePNG.encode(width: width, height: height, bitDepth: 8, colorType: colorType, rows: rows,
                           filters: filters, chunkSize: chunkSize)
    }
}
