import XCTest
@testable import LayoutDiff

/// The frames reader's own JSON parser agrees with JSONSerialization on what it accepts, and declines (nil) what
/// it does not read, so JSONSerialization reports it.
final class FramesJSONTests: XCTestCase {
    func same(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let data = Data(text.utf8)
        let fast = try XCTUnwrap(FramesJSON.parse(data), "declined: \(text)", file: file, line: line)
        let reference = FramesJSON.from(try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
        // Objects compare member by member; JSONSerialization's dictionary has no order, so sort both.
        func sorted(_ v: FramesJSON) -> FramesJSON {
            switch v {
            case .object(let m): return .object(m.map { ($0.key, sorted($0.value)) }.sorted { $0.key < $1.key })
            case .array(let a): return .array(a.map(sorted))
            default: return v
            }
        }
        XCTAssertEqual(sorted(fast), sorted(reference), text, file: file, line: line)
    }

    func testAgreesWithJSONSerialization() throws {
        try same(#"{"contentSize": {"width": 375, "height": 900.5}, "elements": []}"#)
        try same(#"[1, -0.5, 2e3, -1E-2, 0, 1.25e+2, true, false, null, "cell", {}, []]"#)
        try same("\n\t {\"a\" :\r\n [ {\"b\": \"é 🙂\"} ] } \n")
        try same(#"{"x": 123456789012345678901234567890}"#)
    }

    func testDeclinesWhatItDoesNotRead() {
        for text in [#"{"a": "\n"}"#, #"{"a": 01}"#, #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": +1}"#, #"{"a": 1,}"#, "{\"a\": 1} x",
                     #"{"a": tru}"#, #"{"a" 1}"#, "{\"a\": \"\u{01}\"}", "", "{"] {
            XCTAssertNil(FramesJSON.parse(Data(text.utf8)), text)
        }
        XCTAssertNil(FramesJSON.parse(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])), "invalid UTF-8 in a key")
        XCTAssertNil(FramesJSON.parse(Data((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8)), "deeper than 64")
    }

    func testAByteOrderMarkIsSkipped() {
        XCTAssertEqual(FramesJSON.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))), .array([.number(1)]))
    }

    func testAnEscapedStringStillReadsThroughTheFallback() throws {
        let text = #"{"contentSize": {"width": 1, "height": 1}, "elements": [{"category": "supplementary", "elementKind": "h\u00e9", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
        let layout = try FramesReader.read(Data(text.utf8), file: "e.json")
        XCTAssertEqual(layout.allElements.first?.elementKind, "hé")
    }
}
