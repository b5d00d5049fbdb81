import XCTest
import LayoutEngine
@testable import LayoutDiff

/// The frames reader's one pass (`FramesScan`) reads every document the checked reader accepts into the same
/// elements, and declines (nil) everything the checked reader reports, so messages stay the checked reader's.
final class FramesScanTests: XCTestCase {
    /// The checked reader (JSON value tree, then `FramesReader`'s checks) on `text`.
    func checked(_ text: String) throws -> RecordedLayout {
        try FramesReader.read(root: try FramesReader.parse(Data(text.utf8), file: "f.json"), file: "f.json")
    }

    func same(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let fast = try XCTUnwrap(FramesScan.read(Data(text.utf8)), "declined: \(text)", file: file, line: line)
        let reference = try checked(text)
        XCTAssertEqual(fast, reference, text, file: file, line: line)
        // Bit for bit (Equatable on CGFloat treats -0 and 0 as equal).
        for (a, b) in zip(fast.allElements, reference.allElements) {
            XCTAssertEqual(a.frame.minX.bitPattern, b.frame.minX.bitPattern, text, file: file, line: line)
            XCTAssertEqual(a.frame.width.bitPattern, b.frame.width.bitPattern, text, file: file, line: line)
        }
    }

    func element(_ members: String) -> String {
        #"{"contentSize": {"width": 375, "height": 900}, "elements": ["# + members + "]}"
    }

    func testReadsWhatTheCheckedReaderReads() throws {
        try same(element(""))
        try same(element(#"{"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 44}}"#))
        // Members in any order, optional ones present, unknown ones (of every JSON type) skipped.
        try same(element(#"{"frame": {"height": 44.5, "width": 187.25, "y": -12.125, "x": 0.1, "extra": [1, {"a": null}]}, "item": 3, "hidden": true, "note": "x", "alpha": 0.5, "zIndex": -2, "transform": [1, 0, 0, 1, 10, -3.5], "section": 2, "elementKind": "header", "category": "supplementary", "flag": false}"#))
        // contentOffset, a byte-order mark, white space of every kind, and unknown top-level members.
        try same("\u{FEFF}\n\t{\"meta\": {\"v\": 1}, \"contentOffset\": {\"x\": 0, \"y\": -44},\r\n \"contentSize\": {\"width\": 1, \"height\": 2}, \"elements\": [] }\n")
        // Two elements out of key order (hashing path), and a kind repeated (reused string), and non-ASCII kinds.
        try same(element(#"{"category": "supplementary", "elementKind": "badge", "section": 1, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"category": "supplementary", "elementKind": "badgé", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"category": "supplementary", "elementKind": "badge", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#))
    }

    /// Numbers read as strtod reads them: the exact fast path (≤ 15 digits, no exponent) and everything past it.
    func testNumbersAreReadExactly() throws {
        for n in ["0", "-0", "0.1", "0.3", "-0.05", "172.5", "123456789012345", "1234567890123456", "0.1234567890123456789",
                  "99999999999999999999", "1e2", "-1.5E-3", "2.5e+1", "0.000000000000000000000001", "9007199254740993",
                  "1.7976931348623157e308", "5e-324", "100000000000000000000000.5"] {
            try same(element(#"{"category": "cell", "section": 0, "item": 0, "frame": {"x": "# + n + #", "y": 0, "width": 1, "height": 1}}"#))
        }
        // Every number the frames encoder writes for values in thirds, sevenths and tenths of a point.
        var elements: [LayoutAttributes] = []
        for i in 0..<300 {
            let v = CGFloat(i) / [3, 7, 10][i % 3] - 50
            elements.append(LayoutAttributes(category: .cell, elementKind: cellElementKind, section: 0, item: i,
                                             frame: CGRect(x: v, y: v * 1000, width: abs(v), height: 1 / CGFloat(i + 1))))
        }
        try same(FramesEncoder.encode(contentSize: CGSize(width: 375, height: 1e6), contentOffset: .zero, elements: elements))
    }

    /// What the checked reader reports, the one pass declines (so the report is the checked reader's).
    func testDeclinesWhatTheCheckedReaderReports() {
        let good = #""category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}"#
        let cases = [
            element("{" + good.replacingOccurrences(of: "\"width\": 1", with: "\"width\": -1") + "}"),   // negative size
            element("{" + good.replacingOccurrences(of: "\"item\": 0", with: "\"item\": 0.5") + "}"),    // not whole
            element("{" + good.replacingOccurrences(of: "\"item\": 0", with: "\"item\": \"0\"") + "}"),  // a string
            element("{" + good.replacingOccurrences(of: "\"x\": 0", with: "\"x\": 1e999") + "}"),        // not finite
            element("{" + good.replacingOccurrences(of: "cell", with: "cel") + "}"),                     // category
            element("{" + good.replacingOccurrences(of: "cell", with: "supplementary") + "}"),            // no kind
            element("{" + good + "}, {" + good + "}"),                                                    // duplicate element
            element("{" + good + ", \"transform\": [1, 0, 0, 1, 0]}"),                                  // 5 numbers
            element("{" + good + ", \"hidden\": 1}"),
            element("{" + good + "}") + " x",
            #"{"elements": []}"#, #"{"contentSize": {"width": 1, "height": 1}}"#, "[]", "", "{",
        ]
        for text in cases {
            XCTAssertNil(FramesScan.read(Data(text.utf8)), text)
            XCTAssertThrowsError(try FramesReader.read(Data(text.utf8), file: "f.json"), text)
        }
        // A repeated member (the first counts) and a trailing comma (JSONSerialization allows it) are declined here
        // and read by the checked reader.
        for text in [element("{" + good + ", \"item\": 1}"), element("{" + good + "},")] {
            XCTAssertNil(FramesScan.read(Data(text.utf8)), text)
            XCTAssertEqual(try FramesReader.read(Data(text.utf8)).allElements.map(\.item), [0], text)
        }
        // The escape is accepted by the checked reader, through the fallback: same elements either way.
        let escaped = element("{" + good.replacingOccurrences(of: "cell\"", with: "supplementary\", \"elementKind\": \"h\\u00e9\"") + "}")
        XCTAssertNil(FramesScan.read(Data(escaped.utf8)))
        XCTAssertEqual(try FramesReader.read(Data(escaped.utf8)).allElements.first?.elementKind, "hé")
    }

    /// A frames file as `frames` writes it, of many elements, reads back equal through the public reader.
    func testARoundTripOfAResolvedLayout() throws {
        var elements: [LayoutAttributes] = []
        for s in 0..<3 {
            elements.append(LayoutAttributes(category: .decoration, elementKind: "background", section: s, item: 0,
                                             frame: CGRect(x: 0, y: CGFloat(s) * 100, width: 375, height: 100), zIndex: -1))
            for i in 0..<500 {
                elements.append(LayoutAttributes(category: .cell, elementKind: cellElementKind, section: s, item: i,
                                                 frame: CGRect(x: CGFloat(i % 4) * 93.75, y: CGFloat(i / 4) * 93.75 + 0.5,
                                                               width: 93.75, height: 93.75), alpha: i % 7 == 0 ? 0.5 : 1,
                                                 transform: i % 11 == 0 ? CGAffineTransform(scaleX: 0.5, y: 2) : .identity,
                                                 isHidden: i % 13 == 0))
            }
            elements.append(LayoutAttributes(category: .supplementary, elementKind: "header", section: s, item: 0,
                                             frame: CGRect(x: 0, y: 0, width: 375, height: 44), zIndex: 2))
        }
        let text = FramesEncoder.encode(contentSize: CGSize(width: 375, height: 12_000), contentOffset: CGPoint(x: 0, y: -44),
                                        elements: elements)
        try same(text)
        XCTAssertEqual(try FramesReader.read(Data(text.utf8)).allElements, elements)
    }
}
