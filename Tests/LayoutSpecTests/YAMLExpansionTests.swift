import XCTest
import LayoutSpec

/// The YAML alias budget (docs/limits.md): values are counted as aliases expand, before anything is converted or
/// decoded, and a document past the limit is refused at the place that expands it.
final class YAMLExpansionTests: XCTestCase {
    // Values: the root mapping 1; key a 1; its list 1 + 3; key b 1; b's list 1 + two copies of a's list (4 each) = 9.
    // 1 + 1 + 4 + 1 + 9 = 16.
    let doc = "a: &a [1, 2, 3]\nb: [*a, *a]\n"

    func testExpansionIsCountedValueByValue() {
        // At 16 the document is within the budget: the error is the decoder's (a spec has no key 'a').
        XCTAssertThrowsError(try LayoutSpecReader.parse(doc, maxExpandedNodes: 16)) {
            XCTAssertTrue("\($0)".contains("unknown key 'a'"), "\($0)")
        }
        XCTAssertThrowsError(try LayoutSpecReader.parse(doc, file: "d.yaml", maxExpandedNodes: 15)) {
            // Refused inside b's list (line 2), where the aliases are used.
            XCTAssertTrue("\($0)".hasPrefix("d.yaml:2:"), "\($0)")
            XCTAssertTrue("\($0)".hasSuffix("YAML aliases expand to more than 15 values (the limit; docs/limits.md): a spec needs far fewer"), "\($0)")
        }
    }

    func testABillionLaughsDocumentIsRefusedQuicklyByDefault() {
        var yaml = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { yaml += "l\(i): &l\(i) [" + Array(repeating: "*l\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertLessThan(yaml.utf8.count, 1_000)
        XCTAssertThrowsError(try LayoutSpecReader.parse(yaml)) {
            XCTAssertTrue("\($0)".contains("YAML aliases expand to more than \(LayoutSpecReader.maxExpandedNodes) values"), "\($0)")
        }
    }

    func testMergeKeysAndAliasesUnderUnknownKeysCountToo() {
        let merge = "base: &b {x: 1, y: 2}\nsection: {unknown: {<<: *b, z: 3}}\n"
        // root 1, base 1 + {x,y} 5, section 1, {unknown} 1, unknown 1, {<<, z} 1 + << 1 + copy of b 5 + z 2 = 19.
        XCTAssertThrowsError(try LayoutSpecReader.parse(merge, maxExpandedNodes: 18)) {
            XCTAssertTrue("\($0)".contains("YAML aliases expand to more than 18 values"), "\($0)")
        }
        XCTAssertThrowsError(try LayoutSpecReader.parse(merge, maxExpandedNodes: 19)) {
            XCTAssertFalse("\($0)".contains("YAML aliases"), "\($0)")
        }
    }
}
