import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiff

final class PixelDiffTests: XCTestCase {
    func testIdenticalRendersHaveNoDifferences() throws {
        let a = try DiffFixtures.png(DiffFixtures.grid()), b = try DiffFixtures.png(DiffFixtures.grid())
        let comparison = try ImageComparison(referencePNG: a, actualPNG: b)
        guard case .compared(let diff) = comparison else { return XCTFail("sizes should match") }
        // 200 × 260 points at @2x = 400 × 520 pixels.
        XCTAssertEqual(diff.totalPixels, 400 * 520)
        XCTAssertEqual(diff.differentPixels, 0)
        XCTAssertEqual(diff.antiAliasedPixels, 0)
        XCTAssertEqual(diff.regions, [])
        XCTAssertTrue(comparison.passes(.exact))
        XCTAssertTrue(comparison.textReport().hasPrefix("images match: 0 of 208000 pixels (0%)"))
    }

    func testOnePointMoveOfOneCellIsDetectedAndBoxedAsOneRegion() throws {
        let before = try DiffFixtures.png(DiffFixtures.grid())
        let after = try DiffFixtures.png(DiffFixtures.grid(moveLast: 1))
        let comparison = try ImageComparison(referencePNG: before, actualPNG: after)
        guard case .compared(let diff) = comparison else { return XCTFail("sizes should match") }
        XCTAssertGreaterThan(diff.differentPixels, 0)
        XCTAssertFalse(comparison.passes(.exact))
        // Cell (0, 3) at @2x: old frame x 220…379, y 308…467; new frame y 310…469. The top two rows
        // (308, 309) lose the cell and the bottom two (468, 469) gain it, along the straight part of the
        // edge (the rounded corners take up to 16 px at each end); the label moves in between.
        XCTAssertEqual(diff.regions.count, 1, "\(diff.regions)")
        let box = try XCTUnwrap(diff.regions.first)
        XCTAssertEqual(box.y, 308)
        XCTAssertEqual(box.maxY, 469)
        XCTAssertGreaterThanOrEqual(box.x, 220)
        XCTAssertLessThanOrEqual(box.maxX, 379)
        XCTAssertGreaterThanOrEqual(box.width, 160 - 2 * 16)
        XCTAssertEqual(box.differentPixels, diff.differentPixels)
    }

    func testSubPixelShiftOfAnEdgeIsAntiAliasingAndPassesWithDetection() throws {
        // A 40 × 40 black square at x 10 versus x 10.3: column 10 goes from black to 70 % coverage (grey)
        // and column 50 from white to 30 % coverage, on rows 10…49. Each grey pixel lies between a black
        // and a white neighbour that sit inside flat areas in both images: anti-aliasing, 2 × 40 = 80 px.
        let reference = try DiffFixtures.square(CGRect(x: 10, y: 10, width: 40, height: 40))
        let actual = try DiffFixtures.square(CGRect(x: 10.3, y: 10, width: 40, height: 40))
        let detected = ImageComparison(reference: reference, actual: actual)
        guard case .compared(let d) = detected else { return XCTFail("sizes should match") }
        XCTAssertEqual(d.differentPixels, 0)
        XCTAssertEqual(d.antiAliasedPixels, 80)
        XCTAssertTrue(detected.passes(.exact))

        // Without detection the same 80 pixels count: the smallest change, white to 70 % white
        // (Y 255 → ~179), has delta 0.5053 · 76² ≈ 2918, far over 35215 · 0.1² ≈ 352.
        let counted = ImageComparison(reference: reference, actual: actual,
                                      options: PixelDiffOptions(detectsAntiAliasing: false))
        guard case .compared(let c) = counted else { return XCTFail("sizes should match") }
        XCTAssertEqual(c.differentPixels, 80)
        XCTAssertEqual(c.antiAliasedPixels, 0)
        XCTAssertFalse(counted.passes(.exact))
    }

    func testMovedSolidSquareIsNotExcusedAsAntiAliasing() throws {
        // A whole-pixel move: column 10 turns white and column 50 black. The new white pixel at (10, y)
        // has three equal neighbours on its left (x 9) and equal ones above and below: flat, not an edge.
        let reference = try DiffFixtures.square(CGRect(x: 10, y: 10, width: 40, height: 40))
        let actual = try DiffFixtures.square(CGRect(x: 11, y: 10, width: 40, height: 40))
        guard case .compared(let d) = ImageComparison(reference: reference, actual: actual) else {
            return XCTFail("sizes should match")
        }
        XCTAssertEqual(d.differentPixels, 80)
        // Left column x 10 and right column x 50, rows 10…49: side by side with the same top and bottom,
        // 39 px apart and 1 px wide, so they are the two edges of one moved square.
        XCTAssertEqual(d.regions, [PixelRegion(x: 10, y: 10, width: 41, height: 40, differentPixels: 80)])
    }

    func testSizeMismatchIsReportedNotThrown() throws {
        let a = try DiffFixtures.square(CGRect(x: 1, y: 1, width: 5, height: 5), width: 10, height: 10)
        let b = try DiffFixtures.square(CGRect(x: 1, y: 1, width: 5, height: 5), width: 10, height: 12)
        let comparison = ImageComparison(reference: a, actual: b)
        guard case .sizeMismatch = comparison else { return XCTFail("expected a size mismatch") }
        XCTAssertFalse(comparison.passes(.percent(100)))
        XCTAssertEqual(comparison.textReport(), "images differ in size: reference 10 × 10, actual 10 × 12 pixels\n")
        XCTAssertTrue(comparison.jsonReport().contains("\"sizeMismatch\" : true"))
        // The picture shows both side by side: 10 + 4 (separator) + 10 wide, 12 high.
        let picture = try comparison.image()
        XCTAssertEqual([picture.width, picture.height], [24, 12])
    }

    func testThresholdScalesTheAcceptedDeltaBySquare() {
        // White against (250, 250, 250): Y differs by 5, I and Q by 0 → delta 0.5053 · 25 ≈ 12.6.
        // Threshold 0.1 accepts up to 352.15; threshold 0.01 only up to 3.52.
        let white = DiffFixtures.solid(0xFFFFFF, width: 3, height: 3)
        let grey = DiffFixtures.solid(0xFFFFFF, width: 3, height: 3, set: [(1, 1, 0xFAFAFA)])
        XCTAssertEqual(PixelDiff(reference: white, actual: grey, width: 3, height: 3).differentPixels, 0)
        let strict = PixelDiffOptions(threshold: 0.01, detectsAntiAliasing: false)
        XCTAssertEqual(PixelDiff(reference: white, actual: grey, width: 3, height: 3, options: strict).differentPixels, 1)
    }

    func testColourDeltaWeightsMatchTheYIQFormula() {
        // Black against white: only luma differs, by 255 → 0.5053 · 65025 = 32857.13.
        XCTAssertEqual(PerceptualColor.delta(0xFF00_0000, 0xFFFF_FFFF), 32857.13, accuracy: 0.05)
        // The second is lighter: the sign says so.
        XCTAssertLessThan(PerceptualColor.delta(0xFFFF_FFFF, 0xFF00_0000), 0)
        // Red against cyan is the largest delta, the 35215 the threshold is scaled by.
        XCTAssertEqual(abs(PerceptualColor.delta(0xFFFF_0000, 0xFF00_FFFF)), 35215, accuracy: 1)
        // Half-transparent black (premultiplied 0x80000000) over white is 255 − 128 = 127 grey.
        XCTAssertEqual(PerceptualColor.delta(0x8000_0000, 0xFF7F_7F7F), 0)
    }

    func testDiffImageFadesReferenceAndMarksChanges() throws {
        // Black reference with one changed pixel at (1, 1).
        let black = DiffFixtures.solid(0x000000, width: 3, height: 3)
        let changed = DiffFixtures.solid(0x000000, width: 3, height: 3, set: [(1, 1, 0xFFFFFF)])
        let diff = PixelDiff(reference: black, actual: changed, width: 3, height: 3)
        XCTAssertEqual(diff.differentPixels, 1)
        let image = try diff.diffImage()
        let red = image.pixel(x: 1, y: 1)
        XCTAssertEqual([red.red, red.green, red.blue], [255, 0, 0])
        // Unchanged black at 10 %: 255 + (0 − 255) · 0.1 = 229.5 → 230.
        let faded = image.pixel(x: 0, y: 0)
        XCTAssertEqual([faded.red, faded.green, faded.blue], [230, 230, 230])
        // Triptych: 3 panels of 3 px and 2 separators of 4 px.
        let triptych = try diff.triptych()
        XCTAssertEqual([triptych.width, triptych.height], [17, 3])
        XCTAssertEqual(triptych.pixel(x: 8, y: 1).red, 255)           // actual panel (x 7…9): the white pixel
        XCTAssertEqual(triptych.pixel(x: 15, y: 1).green, 0)          // diff panel (x 14…16): red
    }

    func testAntiAliasedPixelsAreYellowInTheDiffImage() throws {
        let reference = try DiffFixtures.square(CGRect(x: 10, y: 10, width: 40, height: 40))
        let actual = try DiffFixtures.square(CGRect(x: 10.3, y: 10, width: 40, height: 40))
        guard case .compared(let d) = ImageComparison(reference: reference, actual: actual) else {
            return XCTFail("sizes should match")
        }
        let p = try d.diffImage().pixel(x: 10, y: 20)
        XCTAssertEqual([p.red, p.green, p.blue], [255, 255, 0])
    }

    func testDistantChangesAreSeparateRegions() {
        let base = DiffFixtures.solid(0xFFFFFF, width: 100, height: 100)
        let changed = DiffFixtures.solid(0xFFFFFF, width: 100, height: 100,
                                         set: [(5, 5, 0), (6, 5, 0), (80, 90, 0)])
        let diff = PixelDiff(reference: base, actual: changed, width: 100, height: 100)
        // (5,5) and (6,5) are neighbours; (80,90) is far from both.
        XCTAssertEqual(diff.regions, [PixelRegion(x: 5, y: 5, width: 2, height: 1, differentPixels: 2),
                                      PixelRegion(x: 80, y: 90, width: 1, height: 1, differentPixels: 1)])
    }

    func testFullyChangedCellsInOneColumnStaySeparate() {
        // Two 10 × 10 blocks changed at y 0…9 and y 15…24 (same columns): each is as tall as the gap
        // between them is not (gap 5 < height 10), so they are two changed things, not one moved one.
        var set: [(x: Int, y: Int, rgb: UInt32)] = []
        for y in Array(0..<10) + Array(15..<25) { for x in 0..<10 { set.append((x, y, 0)) } }
        let diff = PixelDiff(reference: DiffFixtures.solid(0xFFFFFF, width: 10, height: 40),
                             actual: DiffFixtures.solid(0xFFFFFF, width: 10, height: 40, set: set),
                             width: 10, height: 40, options: PixelDiffOptions(regionMergeDistance: 2))
        XCTAssertEqual(diff.regions.count, 2)
    }

    func testToleranceParsesCountsAndPercentages() throws {
        XCTAssertEqual(try DiffTolerance(parsing: "12"), .absolute(12))
        XCTAssertEqual(try DiffTolerance(parsing: "0.5%"), .percent(0.5))
        XCTAssertThrowsError(try DiffTolerance(parsing: "-1"))
        XCTAssertThrowsError(try DiffTolerance(parsing: "lots"))
        XCTAssertThrowsError(try DiffTolerance(parsing: "nan%"))
        // 1 differing pixel of 9 is 11.1 %: within 1 pixel and within 12 %, not within 0 or 10 %.
        let diff = ImageComparison.compared(PixelDiff(
            reference: DiffFixtures.solid(0, width: 3, height: 3),
            actual: DiffFixtures.solid(0, width: 3, height: 3, set: [(0, 0, 0xFFFFFF)]), width: 3, height: 3))
        XCTAssertTrue(diff.passes(.absolute(1)))
        XCTAssertFalse(diff.passes(.exact))
        XCTAssertTrue(diff.passes(.percent(12)))
        XCTAssertFalse(diff.passes(.percent(10)))
    }

    func testHugePNGHeaderIsRefusedBeforeDecoding() throws {
        // A valid signature and an IHDR claiming 30000 × 30000 = 900 M pixels (over the 100 M budget).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0x00, 0x00, 0x75, 0x30, 0x00, 0x00, 0x75, 0x30, 8, 6, 0, 0, 0])
        XCTAssertThrowsError(try ImageComparison(referencePNG: png, actualPNG: png + Data([0]), referenceName: "big.png")) {
            XCTAssertEqual("\($0)", "big.png: PNG of 30000 × 30000 pixels is larger than the 100000000-pixel budget "
                           + "(at most 32767 per side)")
        }
    }

    func testNonPNGInputNamesTheFile() throws {
        let good = try DiffFixtures.png(DiffFixtures.grid())
        XCTAssertThrowsError(try ImageComparison(referencePNG: good, actualPNG: Data("hello".utf8),
                                                 actualName: "b.png")) { error in
            XCTAssertEqual("\(error)", "b.png: not a PNG file (no PNG signature)")
        }
    }

    func testTranslucentPixelsAreComparedAsTheyLookOverWhite() throws {
        // Half-transparent black on a transparent canvas, against opaque 50 % grey on white: over white
        // both read 255 − 128 = 127 (and 127.5 → 127 or 128: a delta of at most 0.5 · 1² · 0.5053).
        let translucent = try SketchCanvas(rect: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1, background: .clear)
        translucent.fill(CGRect(x: 5, y: 5, width: 10, height: 10), RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        let opaque = try SketchCanvas(rect: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1, background: .white)
        opaque.fill(CGRect(x: 5, y: 5, width: 10, height: 10), RGBA(rgb: 0x7F7F7F))
        let comparison = try ImageComparison(referencePNG: translucent.pngData(), actualPNG: opaque.pngData(),
                                             options: PixelDiffOptions(threshold: 0.01))
        guard case .compared(let d) = comparison else { return XCTFail("sizes should match") }
        XCTAssertEqual(d.differentPixels, 0)
    }
}
