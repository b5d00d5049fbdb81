import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiff

/// The fast pixel diff (row memcmp, SIMD deltas, anti-aliasing only over the threshold, regions filled
/// during the scan, bands on every core) against a straightforward one written from the rules, on
/// generated pairs: noise, shifted rectangles with anti-aliased edges, translucent pixels. Both must
/// find the same pixels, excuse the same pixels and box the same regions.
final class PixelDiffAgreementTests: XCTestCase {
    func testFastDiffAgreesWithPlainDiffOnNoise() {
        var rng = SplitMix64(seed: 1)
        for (width, height) in [(1, 1), (3, 2), (17, 9), (64, 33)] {
            let reference = Generated.noise(width: width, height: height, translucent: false, rng: &rng)
            // Change about one pixel in five, by small and by large amounts.
            var actual = reference
            for i in actual.indices where rng.next() % 5 == 0 {
                actual[i] = rng.next() % 2 == 0 ? actual[i] ^ UInt32(rng.next() % 8) : Generated.opaque(&rng)
            }
            assertAgreement(reference, actual, width: width, height: height)
        }
    }

    func testFastDiffAgreesWithPlainDiffOnShiftedRectangles() {
        var rng = SplitMix64(seed: 2)
        for round in 0..<4 {
            // Wide enough (≥ 2¹⁸ pixels) that the fast diff splits the rows into bands.
            let (width, height) = round == 0 ? (601, 451) : (97, 61)
            var rects: [(x: Double, y: Double, w: Double, h: Double, rgb: UInt32)] = []
            for _ in 0..<(round == 0 ? 40 : 6) {
                rects.append((Double(rng.next() % UInt64(width)), Double(rng.next() % UInt64(height)),
                              Double(5 + rng.next() % 60), Double(5 + rng.next() % 40), Generated.opaque(&rng) & 0xFF_FFFF))
            }
            let reference = Generated.rectangles(rects, width: width, height: height)
            // Some rectangles move by a sub-pixel or a whole-pixel amount, one changes colour.
            let moved = rects.enumerated().map { index, r in
                switch index % 4 {
                case 0: return (r.x + 0.3, r.y, r.w, r.h, r.rgb)
                case 1: return (r.x, r.y + 1, r.w, r.h, r.rgb)
                case 2: return (r.x, r.y, r.w, r.h, r.rgb ^ 0x10_2030)
                default: return r
                }
            }
            let actual = Generated.rectangles(moved, width: width, height: height)
            assertAgreement(reference, actual, width: width, height: height)
        }
    }

    func testFastDiffAgreesWithPlainDiffOnWideRectanglesMovedBySubpixelsVertically() {
        // Rectangles at fractional y with fractional heights: their top and bottom rows are anti-aliased
        // lines many pixels long (left and right neighbours identical, the row above and below not).
        // Moved down by 0.4 px, those rows change tone: the detector must excuse them even inside a
        // span of repeated pixels, where only the row above tells them from a flat area.
        var rng = SplitMix64(seed: 5)
        let width = 120, height = 90
        var rects: [(x: Double, y: Double, w: Double, h: Double, rgb: UInt32)] = []
        for _ in 0..<6 {
            rects.append((Double(rng.next() % 40), Double(rng.next() % 70) + 0.3, Double(30 + rng.next() % 60),
                          Double(5 + rng.next() % 12) + 0.5, Generated.opaque(&rng) & 0xFF_FFFF))
        }
        let reference = Generated.rectangles(rects, width: width, height: height)
        let actual = Generated.rectangles(rects.map { ($0.x, $0.y + 0.4, $0.w, $0.h, $0.rgb) }, width: width, height: height)
        let diff = PixelDiff(reference: reference, actual: actual, width: width, height: height)
        XCTAssertGreaterThan(diff.antiAliasedPixels, 0, "the moved edges should include excused pixels")
        assertAgreement(reference, actual, width: width, height: height)
    }

    func testRegionsAreTheConnectedTilesAPlainFloodFillFinds() {
        // Sparse random tiles, including ones that touch only diagonally: `ChangedRegions.find` (row runs
        // and union-find) against a flood fill from each unvisited tile in scan order, both followed by
        // the same merging rules.
        var rng = SplitMix64(seed: 6)
        for round in 0..<20 {
            let size = 1 + Int(rng.next() % 4), width = 5 + Int(rng.next() % 60), height = 5 + Int(rng.next() % 60)
            var tiles = RegionTiles(width: width, height: height, size: size)
            let density = 2 + rng.next() % 6
            tiles.boxes.withUnsafeMutableBufferPointer { boxes in
                for y in 0..<height {
                    for x in 0..<width where rng.next() % (density * UInt64(size * size)) == 0 {
                        RegionTiles.add(boxes.baseAddress!, tile: y / size * tiles.tilesAcross + x / size,
                                        minX: Int32(x), maxX: Int32(x), y: Int32(y))
                    }
                }
            }
            XCTAssertEqual(ChangedRegions.find(tiles), Self.floodFilled(tiles), "round \(round)")
        }
    }

    /// Connected non-empty tiles (8-neighbourhood) by flood fill, listed in the order their first tile
    /// comes in scan order, boxed, merged and sorted as `ChangedRegions.find` states.
    static func floodFilled(_ tiles: RegionTiles) -> [PixelRegion] {
        var seen = Set<Int>()
        var regions: [PixelRegion] = []
        for start in tiles.boxes.indices where tiles.boxes[start].count > 0 && !seen.contains(start) {
            var stack = [start], members: [Int] = []
            seen.insert(start)
            while let t = stack.popLast() {
                members.append(t)
                let tx = t % tiles.tilesAcross, ty = t / tiles.tilesAcross
                for ny in (ty - 1)...(ty + 1) where ny >= 0 && ny < tiles.tilesDown {
                    for nx in (tx - 1)...(tx + 1) where nx >= 0 && nx < tiles.tilesAcross {
                        let u = ny * tiles.tilesAcross + nx
                        if tiles.boxes[u].count > 0 && !seen.contains(u) { seen.insert(u); stack.append(u) }
                    }
                }
            }
            let boxes = members.map { tiles.boxes[$0] }
            let x0 = Int(boxes.map(\.minX).min()!), y0 = Int(boxes.map(\.minY).min()!)
            let x1 = Int(boxes.map(\.maxX).max()!), y1 = Int(boxes.map(\.maxY).max()!)
            regions.append(PixelRegion(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1,
                                       differentPixels: boxes.reduce(0) { $0 + Int($1.count) }))
        }
        if regions.count <= ChangedRegions.mergeLimit { regions = ChangedRegions.merged(regions, tolerance: tiles.size) }
        return regions.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    func testFastDiffAgreesWithPlainDiffOnTranslucentPixels() {
        var rng = SplitMix64(seed: 3)
        let width = 41, height = 23
        let reference = Generated.noise(width: width, height: height, translucent: true, rng: &rng)
        var actual = reference
        for i in actual.indices where rng.next() % 3 == 0 { actual[i] = Generated.premultiplied(&rng) }
        assertAgreement(reference, actual, width: width, height: height)
    }

    func testOnlyRowsThatDifferAreReportedWhenMostRowsAreIdentical() {
        // 300 × 900 (2.7 · 10⁵ pixels, banded) of one grey with a 2-pixel red dot at (150, 700…701)
        // and a black pixel at (299, 100): every other row is identical and skipped by the row memcmp.
        let width = 300, height = 900
        let reference = ContiguousArray<UInt32>(repeating: 0xFF80_8080, count: width * height)
        var actual = reference
        actual[700 * width + 150] = 0xFFFF_0000; actual[701 * width + 150] = 0xFFFF_0000
        // And the last pixel of row 100 alone: a row compare that stops short would miss it.
        actual[100 * width + 299] = 0xFF00_0000
        let diff = PixelDiff(reference: reference, actual: actual, width: width, height: height)
        XCTAssertEqual(Array(diff.differing),
                       [Int32(100 * width + 299), Int32(700 * width + 150), Int32(701 * width + 150)])
        XCTAssertEqual(diff.regions, [PixelRegion(x: 299, y: 100, width: 1, height: 1, differentPixels: 1),
                                      PixelRegion(x: 150, y: 700, width: 1, height: 2, differentPixels: 2)])
        assertAgreement(reference, actual, width: width, height: height)
    }

    // MARK: - Decoding

    func testOwnDecodingGivesCairosWordsForOpaqueAndTranslucentPNGs() throws {
        var rng = SplitMix64(seed: 4)
        for translucent in [false, true] {
            let width = 37, height = 19
            let words = Generated.noise(width: width, height: height, translucent: translucent, rng: &rng)
            let png = try RasterImage(width: width, height: height, premultipliedARGB: words).pngData()
            // Cairo writes an opaque image as 8-bit RGB and a translucent one as 8-bit RGBA: both are
            // LayoutDiff's own reader's to decode.
            XCTAssertEqual(png[png.startIndex + 25], translucent ? 6 : 2, "PNG colour type")
            let fast = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "generated.png"))
            let cairo = try RasterImage(png: png)
            XCTAssertEqual(fast.width, width); XCTAssertEqual(fast.height, height)
            let cairoWords = cairo.withPixelWords { pixels, mask in pixels.map { $0 | mask } }
            let fastWords = fast.pixels.withPixels { pixels, mask in pixels.map { $0 | mask } }
            XCTAssertEqual(fastWords, cairoWords, translucent ? "RGBA" : "RGB")
        }
    }

    func testOwnDecodingPremultipliesEveryAlphaAndComponentAsCairoDoes() throws {
        // 256 × 256 straight RGBA pixels: red = x, green = 255 − x, blue = x / 2, alpha = y. Every
        // (alpha, component) pair occurs, so one rounding step off anywhere shows.
        var rows: [[UInt8]] = []
        for y in 0..<256 {
            var row: [UInt8] = []
            for x in 0..<256 { row += [UInt8(x), UInt8(255 - x), UInt8(x / 2), UInt8(y)] }
            rows.append(row)
        }
        let png = HandMadePNG.encode(width: 256, height: 256, bitDepth: 8, colorType: 6, rows: rows)
        let fast = try XCTUnwrap(try PNGDecoder.decodeDirectly(png, name: "every-alpha.png"))
        XCTAssertEqual(words(fast), try cairoWords(png))
    }

    func testPNGKindsLeftToCairoDecodeAsCairoDoes() throws {
        // Grey 8-bit, palette with transparency, RGB with a transparent colour, 16-bit RGBA: Cairo's.
        let grey = HandMadePNG.encode(width: 3, height: 2, bitDepth: 8, colorType: 0, rows: [[0, 128, 255], [7, 8, 9]])
        let palette = HandMadePNG.encode(width: 2, height: 2, bitDepth: 8, colorType: 3, rows: [[0, 1], [1, 0]],
                                         palette: [255, 0, 0, 0, 0, 255], transparency: [128])
        let keyed = HandMadePNG.encode(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]],
                                       transparency: [0, 1, 0, 2, 0, 3])
        let deep = HandMadePNG.encode(width: 1, height: 1, bitDepth: 16, colorType: 6, rows: [[1, 2, 3, 4, 5, 6, 0x80, 0]])
        for (name, png) in [("grey", grey), ("palette", palette), ("keyed", keyed), ("16-bit", deep)] {
            XCTAssertNil(try PNGDecoder.decodeDirectly(png, name: name), name)
            XCTAssertEqual(words(try PNGDecoder.decode(png, name: name)), try cairoWords(png), name)
        }
        // The transparent colour (1, 2, 3) is transparent: Cairo's reader gives a zero word.
        XCTAssertEqual(try cairoWords(keyed), [0, 0xFF04_0506])
    }

    func words(_ decoded: DecodedPNG) -> [UInt32] { decoded.pixels.withPixels { p, mask in p.map { $0 | mask } } }

    func cairoWords(_ png: Data) throws -> [UInt32] {
        try RasterImage(png: png).withPixelWords { p, mask in p.map { $0 | mask } }
    }

    func testDiffOfPNGsAgreesWithDiffOfCairoDecodedImages() throws {
        let before = try DiffFixtures.png(DiffFixtures.grid())
        let after = try DiffFixtures.png(DiffFixtures.grid(moveLast: 1.5))
        guard case .compared(let fast) = try ImageComparison(referencePNG: before, actualPNG: after),
              case .compared(let cairo) = ImageComparison(reference: try RasterImage(png: before),
                                                          actual: try RasterImage(png: after)) else {
            return XCTFail("sizes should match")
        }
        XCTAssertGreaterThan(fast.differentPixels, 0)
        XCTAssertEqual(fast.differing, cairo.differing)
        XCTAssertEqual(fast.excused, cairo.excused)
        XCTAssertEqual(fast.regions, cairo.regions)
        XCTAssertEqual(try fast.diffImage().pngData(), try cairo.diffImage().pngData())
    }

    func testTruncatedPNGIsReportedWithItsName() throws {
        let png = try DiffFixtures.png(DiffFixtures.grid())
        let truncated = png.prefix(png.count / 2)
        XCTAssertThrowsError(try ImageComparison(referencePNG: png, actualPNG: truncated, actualName: "cut.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cut.png: cannot decode PNG"), "\(error)")
        }
    }

    // MARK: - Agreement

    func assertAgreement(_ reference: ContiguousArray<UInt32>, _ actual: ContiguousArray<UInt32>, width: Int,
                         height: Int, file: StaticString = #filePath, line: UInt = #line) {
        for threshold in [0, 0.05, 0.1, 0.5] {
            for detects in [true, false] {
                for distance in [1, 4] {
                    let options = PixelDiffOptions(threshold: threshold, detectsAntiAliasing: detects,
                                                   regionMergeDistance: distance)
                    let fast = PixelDiff(reference: reference, actual: actual, width: width, height: height,
                                         options: options)
                    let plain = PlainPixelDiff(reference, actual, width: width, height: height, options: options)
                    let context = "threshold \(threshold), anti-aliasing \(detects), distance \(distance)"
                    XCTAssertEqual(Array(fast.differing), plain.differing, context, file: file, line: line)
                    XCTAssertEqual(Array(fast.excused), plain.excused, context, file: file, line: line)
                    XCTAssertEqual(fast.differentPixels, plain.differing.count, context, file: file, line: line)
                    XCTAssertEqual(fast.regions, plain.regions, context, file: file, line: line)
                }
            }
        }
    }
}

/// The pixel diff as the rules state it, one pixel at a time, with no shortcut: for every pixel, the
/// YIQ delta of the two colours over white; over 35215 · t² it differs, unless it is anti-aliased in
/// either image (Vyšniauskas's test with every neighbour's brightness computed).
struct PlainPixelDiff {
    var differing: [Int32] = []
    var excused: [Int32] = []
    var regions: [PixelRegion] = []

    init(_ ref: ContiguousArray<UInt32>, _ act: ContiguousArray<UInt32>, width: Int, height: Int,
         options: PixelDiffOptions) {
        let limit = 35215.0 * options.threshold * options.threshold
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                guard Self.yiqDelta(ref[i], act[i]) > limit else { continue }
                if options.detectsAntiAliasing
                    && (Self.antiAliased(ref, act, x, y, width, height) || Self.antiAliased(act, ref, x, y, width, height)) {
                    excused.append(Int32(i))
                } else {
                    differing.append(Int32(i))
                }
            }
        }
        guard !differing.isEmpty else { return }
        // Tiles of the merge distance, boxed from the positions.
        let d = max(1, options.regionMergeDistance)
        var tiles = RegionTiles(width: width, height: height, size: d)
        tiles.boxes.withUnsafeMutableBufferPointer { boxes in
            for p in differing {
                let x = Int(p) % width, y = Int(p) / width
                RegionTiles.add(boxes.baseAddress!, tile: y / d * tiles.tilesAcross + x / d, minX: Int32(x),
                                maxX: Int32(x), y: Int32(y))
            }
        }
        regions = ChangedRegions.find(tiles)
    }

    /// (r, g, b) of a premultiplied word over white.
    static func overWhite(_ w: UInt32) -> (Double, Double, Double) {
        let white = 255 - Double(w >> 24)
        return (white + Double(w >> 16 & 0xff), white + Double(w >> 8 & 0xff), white + Double(w & 0xff))
    }

    static func luma(_ c: (Double, Double, Double)) -> Double { c.0 * 0.29889531 + c.1 * 0.58662247 + c.2 * 0.11448223 }

    static func yiqDelta(_ a: UInt32, _ b: UInt32) -> Double {
        let p = overWhite(a), q = overWhite(b)
        let dy = luma(p) - luma(q)
        let di = (p.0 * 0.59597799 - p.1 * 0.27417610 - p.2 * 0.32180189)
            - (q.0 * 0.59597799 - q.1 * 0.27417610 - q.2 * 0.32180189)
        let dq = (p.0 * 0.21147017 - p.1 * 0.52261711 + p.2 * 0.31114694)
            - (q.0 * 0.21147017 - q.1 * 0.52261711 + q.2 * 0.31114694)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    static func neighbours(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> (all: [(Int, Int)], border: Bool) {
        var all: [(Int, Int)] = []
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y { all.append((nx, ny)) }
        }
        return (all, x == 0 || y == 0 || x == width - 1 || y == height - 1)
    }

    static func antiAliased(_ img: ContiguousArray<UInt32>, _ other: ContiguousArray<UInt32>, _ x: Int, _ y: Int,
                            _ width: Int, _ height: Int) -> Bool {
        let (around, border) = neighbours(x, y, width, height)
        let centre = luma(overWhite(img[y * width + x]))
        var equal = border ? 1 : 0
        var darkest = 0.0, brightest = 0.0, darkestAt = (0, 0), brightestAt = (0, 0)
        for (nx, ny) in around {
            let delta = centre - luma(overWhite(img[ny * width + nx]))
            if delta == 0 { equal += 1 }
            else if delta < brightest { brightest = delta; brightestAt = (nx, ny) }
            else if delta > darkest { darkest = delta; darkestAt = (nx, ny) }
            if equal > 2 { return false }
        }
        guard darkest != 0, brightest != 0 else { return false }
        func flat(_ image: ContiguousArray<UInt32>, _ at: (Int, Int)) -> Bool {
            let (ns, edge) = neighbours(at.0, at.1, width, height)
            let v = image[at.1 * width + at.0]
            return (edge ? 1 : 0) + ns.filter { image[$0.1 * width + $0.0] == v }.count > 2
        }
        return (flat(img, darkestAt) && flat(other, darkestAt)) || (flat(img, brightestAt) && flat(other, brightestAt))
    }
}

/// Generated test pictures (premultiplied 0xAARRGGBB words).
enum Generated {
    static func opaque(_ rng: inout SplitMix64) -> UInt32 { 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }

    /// A valid premultiplied word: every component at most alpha.
    static func premultiplied(_ rng: inout SplitMix64) -> UInt32 {
        let a = UInt32(rng.next() % 256)
        func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }

    static func noise(width: Int, height: Int, translucent: Bool, rng: inout SplitMix64) -> ContiguousArray<UInt32> {
        ContiguousArray((0..<(width * height)).map { _ in translucent ? premultiplied(&rng) : opaque(&rng) })
    }

    /// Opaque rectangles on white, each pixel blended by the fraction of it the rectangle covers (the
    /// anti-aliased edges a rasteriser draws).
    static func rectangles(_ rects: [(x: Double, y: Double, w: Double, h: Double, rgb: UInt32)], width: Int,
                           height: Int) -> ContiguousArray<UInt32> {
        var out = ContiguousArray<UInt32>(repeating: 0xFFFF_FFFF, count: width * height)
        for r in rects {
            for py in max(0, Int(r.y))..<min(height, Int((r.y + r.h).rounded(.up))) {
                let cy = min(Double(py + 1), r.y + r.h) - max(Double(py), r.y)
                for px in max(0, Int(r.x))..<min(width, Int((r.x + r.w).rounded(.up))) {
                    let cover = cy * (min(Double(px + 1), r.x + r.w) - max(Double(px), r.x))
                    guard cover > 0 else { continue }
                    let under = out[py * width + px]
                    func mix(_ shift: UInt32) -> UInt32 {
                        let a = Double(r.rgb >> shift & 0xff), b = Double(under >> shift & 0xff)
                        return UInt32((a * cover + b * (1 - cover)).rounded()) << shift
                    }
                    out[py * width + px] = 0xFF00_0000 | mix(16) | mix(8) | mix(0)
                }
            }
        }
        return out
    }
}
