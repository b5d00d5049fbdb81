import Foundation
import XCTest
import LayoutEngine
import LayoutDSL

/// The gallery samples written in the DSL, resolved on their screen (iPhone X portrait, 375 × 812,
/// safe area 44 top / 34 bottom, so a vertical layout's container is 375 wide, §2.1). Expected
/// frames derived by hand from the rules.
final class DSLSamplesTests: XCTestCase {
    func cell(_ result: LayoutResult, _ section: Int, _ item: Int) throws -> CGRect {
        try XCTUnwrap(result.allElements.first { $0.category == .cell && $0.section == section && $0.item == item },
                      "cell [\(section), \(item)]").frame
    }

    func assertFrame(_ actual: CGRect, _ expected: CGRect, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e, part) in [(actual.minX, expected.minX, "x"), (actual.minY, expected.minY, "y"),
                             (actual.width, expected.width, "width"), (actual.height, expected.height, "height")] {
            XCTAssertEqual(a, e, accuracy: 1e-6, "\(label) \(part)", file: file, line: line)
        }
    }

    /// The frames below are worked out with unrounded fractions, the rule of iOS 13–15 (the seeds' era); on the
    /// default release (18) fractions are floored to the pixel grid (decision 57, `IOSVersionTests`).
    static func unrounded(_ input: LayoutInput) -> LayoutInput {
        var input = input
        input.iosVersion = IOSVersion(15)
        return input
    }

    func testCatalogListsTheThreeSamplesForTheGallery() {
        XCTAssertEqual(DSLSamples.all.map(\.name), ["dsl-grid-2plus1", "dsl-nested-orthogonal", "dsl-mosaic"])
        XCTAssertEqual(DSLSamples.all.map(\.seed), ["000", "004", "004"])
        XCTAssertEqual(DSLSamples.all.map(\.screen.description), ["iPhoneX", "iPhoneX", "iPhoneX"])
        XCTAssertEqual(DSLSamples.sample(named: "dsl-mosaic")?.itemCounts, [24, 12])
        XCTAssertNil(DSLSamples.sample(named: "mosaic"))
    }

    func testGrid2plus1() throws {
        let sample = try XCTUnwrap(DSLSamples.sample(named: "dsl-grid-2plus1"))
        let result = try sample.layout().resolve(Self.unrounded(sample.input))
        // The pair row: group 375 × 187.5 (0.5 × 375) at y 16 (section inset), insets 0/2/4/2 leave
        // 371 wide; items 0.5 × 371 = 185.5 square, slots at x 2 and 187.5; item insets 0/2/2/2.
        assertFrame(try cell(result, 0, 0), CGRect(x: 4, y: 16, width: 181.5, height: 183.5), "cell 0")
        assertFrame(try cell(result, 0, 1), CGRect(x: 189.5, y: 16, width: 181.5, height: 183.5), "cell 1")
        // The big row at y 16 + 187.5 = 203.5: 371 square inside the 2-pt side insets, item insets 0/2/0/2.
        assertFrame(try cell(result, 0, 2), CGRect(x: 4, y: 203.5, width: 367, height: 371), "cell 2")
        // The next 2 + 1 group starts 1.5 × 375 = 562.5 lower.
        assertFrame(try cell(result, 0, 3), CGRect(x: 4, y: 578.5, width: 181.5, height: 183.5), "cell 3")
        // Four groups: 16 + 4 × 562.5 = 2266.
        XCTAssertEqual(result.contentSize.height, 2266, accuracy: 1e-6)
        XCTAssertEqual(result.allElements.count, 12)
    }

    func testNestedOrthogonal() throws {
        let sample = try XCTUnwrap(DSLSamples.sample(named: "dsl-nested-orthogonal"))
        let result = try sample.layout().resolve(Self.unrounded(sample.input))
        // Group 0.85 × 375 = 318.75 wide, 0.4 × 812 = 324.8 high (the container keeps the full height).
        // Leading item 0.7 × 318.75 = 223.125 wide, inset 10 on every edge.
        assertFrame(try cell(result, 0, 0), CGRect(x: 10, y: 10, width: 203.125, height: 304.8), "leading")
        // The pair: x 223.125, 0.3 × 318.75 = 95.625 wide, two slots of 162.4, each inset 10.
        assertFrame(try cell(result, 0, 1), CGRect(x: 233.125, y: 10, width: 75.625, height: 142.4), "pair top")
        assertFrame(try cell(result, 0, 2), CGRect(x: 233.125, y: 172.4, width: 75.625, height: 142.4), "pair bottom")
        // The next group continues sideways at x 318.75.
        assertFrame(try cell(result, 0, 3), CGRect(x: 328.75, y: 10, width: 203.125, height: 304.8), "second group")
        // Each section is one group high: section 1 starts at 324.8; three sections make 974.4.
        assertFrame(try cell(result, 1, 0), CGRect(x: 10, y: 334.8, width: 203.125, height: 304.8), "section 1")
        XCTAssertEqual(result.contentSize.height, 974.4, accuracy: 1e-6)
    }

    func testMosaic() throws {
        let sample = try XCTUnwrap(DSLSamples.sample(named: "dsl-mosaic"))
        let result = try sample.layout().resolve(Self.unrounded(sample.input))
        // small s = (375 − 16) / 3 = 119.667, big b = 2s + 8 = 247.333.
        let s = 359.0 / 3, b = 2 * s + 8
        // Row 0: the pair leads (slots (b − 8) / 2 = s), the big square follows at x s + 8.
        assertFrame(try cell(result, 0, 0), CGRect(x: 0, y: 0, width: s, height: s), "pair top")
        assertFrame(try cell(result, 0, 1), CGRect(x: 0, y: s + 8, width: s, height: s), "pair bottom")
        assertFrame(try cell(result, 0, 2), CGRect(x: s + 8, y: 0, width: b, height: b), "big, trailing")
        // Row 1 at y b + 8: three small squares 8 apart.
        assertFrame(try cell(result, 0, 5), CGRect(x: 2 * s + 16, y: b + 8, width: s, height: s), "third small")
        // Row 2 at y b + 8 + s + 8 = 383: the big square leads, the pair follows at x b + 8.
        assertFrame(try cell(result, 0, 6), CGRect(x: 0, y: 383, width: b, height: b), "big, leading")
        assertFrame(try cell(result, 0, 8), CGRect(x: b + 8, y: 383 + s + 8, width: s, height: s), "pair bottom, trailing")
        // A TiledGroup is 2 (b + 8 + s) + 8 = 758 high; the second starts 8 lower, at 766.
        assertFrame(try cell(result, 0, 12), CGRect(x: 0, y: 766, width: s, height: s), "second group")
        // Section 0 (two groups) ends at 1524; section 1 starts 8 later.
        assertFrame(try cell(result, 1, 0), CGRect(x: 0, y: 1532, width: s, height: s), "section 1")
        XCTAssertEqual(result.contentSize.height, 1532 + 758, accuracy: 1e-6)
    }
}
