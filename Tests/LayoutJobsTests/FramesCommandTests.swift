import XCTest

/// `layout-render frames` prints the resolved layout as JSON with hand-derived frames.
final class FramesCommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    /// Apple's two-column layout (semantics.md §21 E2) with three items.
    static let twoColumnYAML = """
    section:
      group:
        group: horizontal
        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
        subitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}
        count: 2
        interItemSpacing: {fixed: 10}
      interGroupSpacing: 10
      contentInsets: {leading: 10, trailing: 10}
    data: {sections: [3]}
    """

    static let twoColumnJSON = """
    {"section": {"group": {"group": "horizontal",
       "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
       "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}},
       "count": 2, "interItemSpacing": {"fixed": 10}},
     "interGroupSpacing": 10, "contentInsets": {"leading": 10, "trailing": 10}},
     "data": {"sections": [3]}}
    """

    func write(_ text: String, _ name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testFramesOfTheTwoColumnLayoutOnAPlainView() throws {
        let spec = try write(Self.twoColumnYAML, "two.yaml")
        let out = try BinaryRunner.run(["frames", spec, "--size", "375x812"])
        XCTAssertEqual(out.status, 0, out.stderr)
        // Section width 375 − 10 − 10 = 355; two slots with 10 between: (355 − 10) / 2 = 172.5.
        // Item 1 at x = 10 + 172.5 + 10 = 192.5; row 2 at y = 44 + 10 = 54; content height 54 + 44 = 98.
        // No safe area, so the resting offset is (0, 0).
        XCTAssertEqual(out.stdout, """
        {
          "contentSize": {"width": 375, "height": 98},
          "contentOffset": {"x": 0, "y": 0},
          "elements": [
            {"category": "cell", "elementKind": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 0, "width": 172.5, "height": 44}, "zIndex": 0, "alpha": 1, "hidden": false},
            {"category": "cell", "elementKind": "cell", "section": 0, "item": 1, "frame": {"x": 192.5, "y": 0, "width": 172.5, "height": 44}, "zIndex": 0, "alpha": 1, "hidden": false},
            {"category": "cell", "elementKind": "cell", "section": 0, "item": 2, "frame": {"x": 10, "y": 54, "width": 172.5, "height": 44}, "zIndex": 0, "alpha": 1, "hidden": false}
          ]
        }

        """)
    }

    func testRestingOffsetIsMinusTheTopSafeAreaAndOffsetOverridesIt() throws {
        let spec = try write(Self.twoColumnYAML, "two.yaml")
        // iPhoneX portrait: top safe area 44 → resting content offset (0, −44).
        let atRest = try BinaryRunner.run(["frames", spec, "--device", "iPhoneX"])
        XCTAssertEqual(atRest.status, 0, atRest.stderr)
        XCTAssertTrue(atRest.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": -44}"), atRest.stdout)
        let scrolled = try BinaryRunner.run(["frames", spec, "--device", "iPhoneX", "--offset=30"])
        XCTAssertTrue(scrolled.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": 30}"), scrolled.stdout)
        // A negative value may follow the option as its own argument.
        let above = try BinaryRunner.run(["frames", spec, "--device", "iPhoneX", "--offset", "-20"])
        XCTAssertEqual(above.status, 0, above.stderr)
        XCTAssertTrue(above.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": -20}"), above.stdout)
        // --safe-area replaces the device's: top 20 → (0, −20).
        let safe = try BinaryRunner.run(["frames", spec, "--size", "375x812", "--safe-area", "20,0,0,0"])
        XCTAssertTrue(safe.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": -20}"), safe.stdout)
    }

    func testItemsOverrideAndVisibleKeepOnlyOnScreenElements() throws {
        let spec = try write(Self.twoColumnYAML, "two.yaml")
        // 40 items = 20 rows of 54 pt; a 100-pt-tall view at offset 0 shows rows at y 0 and 54 (items 0…3);
        // the row at y 108 starts below the bottom edge (100).
        let out = try BinaryRunner.run(["frames", spec, "--size", "375x100", "--items", "40", "--visible"])
        XCTAssertEqual(out.status, 0, out.stderr)
        let items = out.stdout.components(separatedBy: "\"item\": ").dropFirst().map { $0.prefix { $0.isNumber } }
        XCTAssertEqual(items, ["0", "1", "2", "3"])
        // Content height: 20 rows × 44 + 19 gaps × 10 = 1070.
        XCTAssertTrue(out.stdout.contains("\"contentSize\": {\"width\": 375, \"height\": 1070}"), out.stdout)
    }

    func testSameSpecInYAMLAndJSONPrintsIdenticalFrames() throws {
        let y = try BinaryRunner.run(["frames", try write(Self.twoColumnYAML, "two.yaml"), "--device", "iPhoneX"])
        let j = try BinaryRunner.run(["frames", try write(Self.twoColumnJSON, "two.json"), "--device", "iPhoneX"])
        XCTAssertEqual(y.status, 0, y.stderr)
        XCTAssertEqual(j.status, 0, j.stderr)
        XCTAssertEqual(y.stdout, j.stdout)
    }

    func testTransformAppearsOnlyWhenNotIdentity() throws {
        // Seed 001's carousel: groupPagingCentered centres the 345-pt group, so item 0's centre is on the
        // centre line (scale 1, no transform); item 1's centre is 345 pt right of it:
        // scale = max(1 − 345/375, 0.7) = max(0.08, 0.7) = 0.7.
        let out = try BinaryRunner.run(["frames", "carousel", "--visible"])
        XCTAssertEqual(out.status, 0, out.stderr)
        let lines = out.stdout.split(separator: "\n")
        let item0 = try XCTUnwrap(lines.first { $0.contains("\"section\": 0, \"item\": 0,") })
        let item1 = try XCTUnwrap(lines.first { $0.contains("\"section\": 0, \"item\": 1,") })
        XCTAssertFalse(item0.contains("transform"), String(item0))
        XCTAssertTrue(item1.contains("\"transform\": [0.7, 0, 0, 0.7, 0, 0]"), String(item1))
    }

    func testOutputIsDeterministic() throws {
        let a = try BinaryRunner.run(["frames", "app-store"])
        let b = try BinaryRunner.run(["frames", "app-store"])
        XCTAssertEqual(a.status, 0, a.stderr)
        XCTAssertEqual(a.stdout, b.stdout)
    }
}
