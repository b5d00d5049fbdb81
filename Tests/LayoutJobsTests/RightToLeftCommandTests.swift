import XCTest
import LayoutJobs
import LayoutEngine
import LayoutRender

/// `--right-to-left` on every command and `layoutDirection` in a spec's environment (§2.9): the mirror image of
/// the left-to-right layout across the view's width, with hand-derived frames.
final class RightToLeftCommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, _ name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Apple's two-column layout with three items (FramesCommandTests), optionally with an environment line.
    func spec(_ environment: String = "") throws -> String {
        try write(FramesCommandTests.twoColumnYAML + (environment.isEmpty ? "" : "\nenvironment: {\(environment)}"),
                  "two-\(UUID().uuidString).yaml")
    }

    /// Left to right (FramesCommandTests): item 0 at x 10, item 1 at 192.5, item 2 at 10 on the second row, each
    /// 172.5 wide. Mirrored across 375: x ↦ 375 − x − 172.5, so item 0 at 192.5, item 1 at 10, item 2 at 192.5.
    static let mirroredCells = [
        #""item": 0, "frame": {"x": 192.5, "y": 0, "width": 172.5, "height": 44}"#,
        #""item": 1, "frame": {"x": 10, "y": 0, "width": 172.5, "height": 44}"#,
        #""item": 2, "frame": {"x": 192.5, "y": 54, "width": 172.5, "height": 44}"#,
    ]

    func testFramesRightToLeftAreTheMirrorImage() throws {
        let out = try BinaryRunner.run(["frames", try spec(), "--size", "375x812", "--right-to-left"])
        XCTAssertEqual(out.status, 0, out.stderr)
        for cell in Self.mirroredCells { XCTAssertTrue(out.stdout.contains(cell), "\(cell)\n\(out.stdout)") }
        XCTAssertTrue(out.stdout.contains(#""contentSize": {"width": 375, "height": 98}"#), out.stdout)
    }

    func testSpecLayoutDirectionEqualsTheFlag() throws {
        let flag = try BinaryRunner.run(["frames", try spec(), "--size", "375x812", "--right-to-left"])
        let specRTL = try BinaryRunner.run(["frames", try spec("layoutDirection: rightToLeft"), "--size", "375x812"])
        XCTAssertEqual(specRTL.status, 0, specRTL.stderr)
        XCTAssertEqual(specRTL.stdout, flag.stdout)
        // leftToRight is the default: the same frames as no key at all.
        let plain = try BinaryRunner.run(["frames", try spec(), "--size", "375x812"])
        let specLTR = try BinaryRunner.run(["frames", try spec("layoutDirection: leftToRight"), "--size", "375x812"])
        XCTAssertEqual(specLTR.stdout, plain.stdout)
        XCTAssertNotEqual(plain.stdout, flag.stdout)
    }

    func testUnknownLayoutDirectionIsOneLineNamingThePlace() throws {
        let path = try spec("layoutDirection: rtl")
        let out = try BinaryRunner.run(["frames", path])
        XCTAssertEqual(out.status, 2)
        XCTAssertEqual(out.stdout, "")
        let lines = out.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, out.stderr)
        // The environment line follows the 10 lines of the layout: line 11; "environment: {layoutDirection: " is
        // 31 characters, so the value starts in column 32.
        XCTAssertTrue(out.stderr.contains("\(path):11:32: environment.layoutDirection: unknown layout direction 'rtl'"), out.stderr)
        XCTAssertTrue(out.stderr.contains("environment.layoutDirection"), out.stderr)
        XCTAssertTrue(out.stderr.contains("leftToRight, rightToLeft"), out.stderr)
    }

    func testRenderRightToLeftDrawsTheFirstCellOnTheRight() throws {
        let ltr = dir.appendingPathComponent("ltr.png").path, rtl = dir.appendingPathComponent("rtl.png").path
        let path = try spec()
        for (file, extra) in [(ltr, [String]()), (rtl, ["--right-to-left"])] {
            let r = try BinaryRunner.run(["render", path, "-o", file, "--size", "375x812", "--scale", "1"] + extra)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let a = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: ltr)))
        let b = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: rtl)))
        // (30, 10) lies in cell 0 left to right (x 10 … 182.5), clear of its corners and label; its mirror pixel is
        // 375 − 31 = 344, in cell 0 right to left (192.5 … 365). Cell 1 sits there left to right.
        XCTAssertEqual(rgb(b, 344, 10), rgb(a, 30, 10))
        XCTAssertEqual(rgb(b, 30, 10), rgb(a, 344, 10))
        XCTAssertNotEqual(rgb(a, 30, 10), rgb(a, 344, 10))
    }

    func testDiagramAcceptsRightToLeft() throws {
        let path = try spec()
        let ltr = dir.appendingPathComponent("ltr.svg").path, rtl = dir.appendingPathComponent("rtl.svg").path
        XCTAssertEqual(try BinaryRunner.run(["diagram", path, "-o", ltr, "--size", "375x812"]).status, 0)
        let r = try BinaryRunner.run(["diagram", path, "-o", rtl, "--size", "375x812", "--right-to-left"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: ltr)), try Data(contentsOf: URL(fileURLWithPath: rtl)))
    }

    func testValidateSaysRightToLeft() throws {
        let path = try spec()
        let plain = try BinaryRunner.run(["validate", path])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stdout.contains("right to left"), plain.stdout)
        let rtl = try BinaryRunner.run(["validate", path, "--right-to-left"])
        XCTAssertEqual(rtl.status, 0, rtl.stderr)
        XCTAssertTrue(rtl.stdout.contains("on iPhoneX, right to left"), rtl.stdout)
    }

    func testDiffComparesAgainstTheRightToLeftLayout() throws {
        let path = try spec()
        let ltrFrames = try write(try BinaryRunner.run(["frames", path, "--size", "375x812"]).stdout, "ltr.json")
        let rtlFrames = try write(try BinaryRunner.run(["frames", path, "--size", "375x812", "--right-to-left"]).stdout, "rtl.json")
        let same = try BinaryRunner.run(["diff", rtlFrames, path, "--size", "375x812", "--right-to-left"])
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        // Against left to right every cell moved sideways: items 0 and 2 by +182.5, item 1 by −182.5.
        let moved = try BinaryRunner.run(["diff", ltrFrames, path, "--size", "375x812", "--right-to-left"])
        XCTAssertEqual(moved.status, 1, moved.stdout + moved.stderr)
        XCTAssertTrue(moved.stdout.contains("moved"), moved.stdout)
    }

    func testHelpOfEveryLayoutCommandOffersRightToLeft() throws {
        for command in ["render", "frames", "diagram", "validate", "diff", "gallery"] {
            let r = try BinaryRunner.run([command, "--help"])
            XCTAssertTrue(r.stdout.contains("--right-to-left"), "\(command) --help lacks --right-to-left")
        }
    }

    func testGalleryRightToLeftMirrorsItsPictures() throws {
        let examples = dir.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try (FramesCommandTests.twoColumnYAML + "\nenvironment: {size: {width: 375, height: 812}}")
            .write(to: examples.appendingPathComponent("two.yaml"), atomically: true, encoding: .utf8)
        var ltr = GalleryBuilder(catalog: try SampleCatalog(directory: examples.path), outputDirectory: dir.appendingPathComponent("ltr").path)
        var rtl = ltr
        rtl.outputDirectory = dir.appendingPathComponent("rtl").path
        rtl.rightToLeft = true
        ltr.scale = 1; rtl.scale = 1
        try ltr.build(); try rtl.build()
        let a = try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("ltr/two.png")))
        let b = try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("rtl/two.png")))
        XCTAssertEqual(rgb(b, 344, 10), rgb(a, 30, 10))
        XCTAssertNotEqual(rgb(a, 30, 10), rgb(a, 344, 10))
    }

    func testNoPixelSnapDrawsTheFrameExactly() throws {
        // At 1x item 1's left edge, x 192.5, is half a pixel: snapped (the default) it starts at pixel 193 and
        // pixel 192 shows the background; with --no-pixel-snap pixel 192 is half cell, half background.
        let path = try spec()
        let snapped = dir.appendingPathComponent("snapped.png").path, exact = dir.appendingPathComponent("exact.png").path
        XCTAssertEqual(try BinaryRunner.run(["render", path, "-o", snapped, "--size", "375x812", "--scale", "1"]).status, 0)
        let r = try BinaryRunner.run(["render", path, "-o", exact, "--size", "375x812", "--scale", "1", "--no-pixel-snap"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let s = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: snapped)))
        let e = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: exact)))
        let background = RenderTheme.light.background
        let bg = rgb(s, 187, 22)   // the 10-pt gap between the cells
        XCTAssertEqual(bg, [background.red, background.green, background.blue].map { Int(($0 * 255).rounded()) })
        XCTAssertEqual(rgb(s, 192, 22), bg)
        XCTAssertEqual(rgb(s, 193, 22), rgb(s, 250, 10))
        XCTAssertNotEqual(rgb(e, 192, 22), bg)
        XCTAssertNotEqual(rgb(e, 192, 22), rgb(e, 250, 10))
    }

    func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}
