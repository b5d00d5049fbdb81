import XCTest
@testable import LayoutSpec

/// Cases the spec fuzz harness (Tests/LayoutSpecPropertyTests) found.
final class FuzzRegressionTests: XCTestCase {
    /// A control character in YAML is a reader error; it had no location. "name: a" is 7 scalars, so the BEL
    /// after it is at line 1, column 8.
    func testYAMLControlCharacterErrorNamesItsLineAndColumn() {
        XCTAssertThrowsError(try LayoutSpecReader.parse("name: a\u{7}b\n", format: .yaml, file: "bad.yaml")) { e in
            guard let e = e as? SpecError else { return XCTFail("\(e)") }
            XCTAssertEqual(e.location, SourceLocation(line: 1, column: 8), e.description)
            XCTAssertTrue(e.description.hasPrefix("bad.yaml:1:8: malformed YAML"), e.description)
        }
        // On a later line: "y: " is 3 scalars, so the U+0001 is at line 2, column 4.
        XCTAssertThrowsError(try LayoutSpecReader.parse("x: 1\ny: \u{1}\n", format: .yaml, file: "bad.yaml")) { e in
            XCTAssertEqual((e as? SpecError)?.location, SourceLocation(line: 2, column: 4))
        }
    }
}
