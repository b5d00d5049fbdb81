import XCTest
@testable import LayoutSource

/// Names and paths reach the generated layout program as Swift string literals; every character must survive.
final class ProgramLiteralTests: XCTestCase {
    func testQuotesBackslashesAndLineBreaksAreEscaped() {
        XCTAssertEqual(ProgramGenerator.literal("a\"b\\c\nd\re\tf"), #""a\"b\\c\nd\re\tf""#)
    }

    func testOtherControlCharactersBecomeUnicodeEscapes() {
        // U+0001 and DEL would be raw control characters inside the literal; U+2028 ends a line for some tools.
        XCTAssertEqual(ProgramGenerator.literal("x\u{1}y\u{7F}z\u{2028}"), #""x\u{1}y\u{7f}z\u{2028}""#)
    }

    func testOrdinaryTextIsKeptAsItIs() {
        XCTAssertEqual(ProgramGenerator.literal("Feed é 📷"), "\"Feed é 📷\"")
    }
}
