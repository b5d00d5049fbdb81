import XCTest
import LayoutJobs
import LayoutEngine
import LayoutRender

/// A PNG read back for its pixels.
private struct Picture {
    let image: RasterImage
    init(_ png: Data) throws { image = try RasterImage(png: png) }
    var width: Int { image.width }
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}

/// `--content-size` and `--size WxH@S` on the command line, `environment.contentSizeCategory` and
/// `environment.displayScale` in a spec, and list row content in a spec (issue 24), through the binary.
final class ContentSizeCommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, _ name: String = "list-\(UUID().uuidString).yaml") throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// An inset-grouped list of two text + secondary text rows, on a 393-pt free size.
    static func listYAML(_ environment: String = "") -> String {
        """
        name: subtitles
        environment: {size: {width: 393, height: 852}\(environment)}
        section:
          list:
            appearance: insetGrouped
            rows: {text: Title, secondaryText: Detail}
        data:
          sections:
            - items: [{title: a}, {title: b}]
        """
    }

    private func frames(_ arguments: [String]) throws -> [CGRect] {
        let out = try BinaryRunner.run(["frames"] + arguments)
        XCTAssertEqual(out.status, 0, out.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
        let elements = try XCTUnwrap(json?["elements"] as? [[String: Any]])
        return elements.compactMap { e in
            guard let f = e["frame"] as? [String: Double] else { return nil }
            return CGRect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!)
        }
    }

    func testRowsFollowTheDisplayScaleOfTheSize() throws {
        let spec = try write(Self.listYAML())
        // A free size is @2: labels 41 px = 20.5 and 29 px = 14.5, row 11 + 20.5 + 3 + 14.5 + 11 = 60; padding 17.5.
        XCTAssertEqual(try frames([spec]).first, CGRect(x: 20, y: 17.5, width: 353, height: 60))
        // @3: 179 px = 59.667, padding 53/3 (the observed iOS 16 row).
        let three = try frames([spec, "--size", "393x852@3"])
        XCTAssertEqual(three[0].minY * 3, 53, accuracy: 1e-9)
        XCTAssertEqual(three[0].height * 3, 179, accuracy: 1e-9)
        XCTAssertEqual(three[1].minY * 3, 53 + 179, accuracy: 1e-9)
        // The spec can say the same.
        XCTAssertEqual(try frames([try write(Self.listYAML(", displayScale: 3"))]), three)
    }

    func testContentSizeOnTheCommandLineAndInTheSpec() throws {
        let spec = try write(Self.listYAML(", displayScale: 3"))
        // accessibility3: 11 + 48 + 3 + 38.333 + 11 = 334/3 (ListContentTests).
        let ax = try frames([spec, "--content-size", "accessibility3"])
        XCTAssertEqual(ax[0].height * 3, 334, accuracy: 1e-9)
        XCTAssertEqual(try frames([try write(Self.listYAML(", displayScale: 3, contentSizeCategory: accessibility3"))]), ax)
        // The option wins over the spec; large is the default.
        let large = try frames([try write(Self.listYAML(", displayScale: 3, contentSizeCategory: accessibility3")),
                                "--content-size", "large"])
        XCTAssertEqual(large[0].height * 3, 179, accuracy: 1e-9)
        // Every command that resolves takes it: validate names the size in its screen.
        let v = try BinaryRunner.run(["validate", spec, "--content-size", "xxxLarge"])
        XCTAssertEqual(v.status, 0, v.stderr)
        XCTAssertTrue(v.stdout.contains("text xxxLarge"), v.stdout)
    }

    func testAPictureWithoutScaleIsDrawnAtTheStatedDisplayScale() throws {
        let spec = try write(Self.listYAML())
        let png = dir.appendingPathComponent("three.png").path
        let out = try BinaryRunner.run(["render", spec, "--size", "393x852@3", "-o", png])
        XCTAssertEqual(out.status, 0, out.stderr)
        let p = try Picture(Data(contentsOf: URL(fileURLWithPath: png)))
        XCTAssertEqual(p.width, 1179)      // 393 · 3
        // The card starts at 53 px: row 52 is the grouped background, 53 the white row (x 200 px, inside the card).
        XCTAssertEqual(p.rgb(200, 52), [242, 242, 247])
        XCTAssertEqual(p.rgb(200, 53), [255, 255, 255])
        // The separator of row 0 lies in its last pixel row, 53 + 179 − 1 = 231 (from the text inset, x 40 pt).
        XCTAssertNotEqual(p.rgb(600, 231), [255, 255, 255])
        XCTAssertEqual(p.rgb(600, 230), [255, 255, 255])
        // --scale still wins.
        let two = dir.appendingPathComponent("two.png").path
        XCTAssertEqual(try BinaryRunner.run(["render", spec, "--size", "393x852@3", "--scale", "2", "-o", two]).status, 0)
        XCTAssertEqual(try Picture(Data(contentsOf: URL(fileURLWithPath: two))).width, 786)
    }

    func testBadValuesAreOneLineNamingTheOptionOrTheSpecPlace() throws {
        let spec = try write(Self.listYAML())
        for (args, expected) in [(["--content-size", "huge"], "--content-size: unknown size 'huge'"),
                                 (["--size", "393x852@5"], "--size: the display scale in '393x852@5' must be 1, 2, 3 or 4"),
                                 (["--size", "393x852@2.5"], "must be 1, 2, 3 or 4")] {
            let out = try BinaryRunner.run(["frames", spec] + args)
            XCTAssertEqual(out.status, 2, out.stderr)
            XCTAssertTrue(out.stderr.contains(expected), out.stderr)
            XCTAssertEqual(out.stderr.split(separator: "\n").count, 1, out.stderr)
        }
        let badSpec = try write(Self.listYAML(", contentSizeCategory: huge"), "bad-size.yaml")
        let out = try BinaryRunner.run(["frames", badSpec])
        XCTAssertEqual(out.status, 2)
        XCTAssertTrue(out.stderr.contains("bad-size.yaml:2:"), out.stderr)
        XCTAssertTrue(out.stderr.contains("unknown content size category 'huge'"), out.stderr)
        let badRow = try write(Self.listYAML().replacingOccurrences(of: "rows: {text: Title",
                                                                    with: "rows: {style: fancyCell, text: Title"), "bad-row.yaml")
        let row = try BinaryRunner.run(["frames", badRow])
        XCTAssertEqual(row.status, 2)
        XCTAssertTrue(row.stderr.contains("bad-row.yaml:6:"), row.stderr)
        XCTAssertTrue(row.stderr.contains("unknown list content style 'fancyCell'"), row.stderr)
    }

    func testPerItemContentAndAFirstItemHeaderInASpec() throws {
        // insetGrouped, firstItemInSection with an empty header (23 = 17 + 6 at 393 pt @3x), an image row
        // (44) and a subtitle row (59.667).
        let spec = try write("""
        name: settings
        environment: {size: {width: 393, height: 852}, displayScale: 3}
        section:
          list:
            appearance: insetGrouped
            headerMode: firstItemInSection
            items:
              "0": {text: ""}
              "1": {text: General, image: gear, accessories: [disclosureIndicator, {label: "On"}]}
              "2": {text: Title, secondaryText: Detail}
        data:
          sections:
            - items: [{title: h}, {title: a}, {title: b}]
        """)
        let f = try frames([spec])
        XCTAssertEqual(f[0], CGRect(x: 20, y: 0, width: 353, height: 23))
        XCTAssertEqual(f[1], CGRect(x: 20, y: 23, width: 353, height: 44))
        XCTAssertEqual(f[2].minY, 67)
        XCTAssertEqual(f[2].height * 3, 179, accuracy: 1e-9)
    }
}
