import XCTest
import LayoutEngine
@testable import LayoutDiff

final class FramesReaderTests: XCTestCase {
    func read(_ json: String) throws -> RecordedLayout { try FramesReader.read(Data(json.utf8), file: "a.json") }

    func error(_ json: String) -> String {
        do { _ = try read(json); return "no error" } catch { return "\(error)" }
    }

    func testReadsTheFramesCommandFormat() throws {
        let result = try read("""
            {
              "contentSize": {"width": 375, "height": 900},
              "contentOffset": {"x": 0, "y": -44},
              "elements": [
                {"category": "cell", "elementKind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 187.5, "height": 100}, "zIndex": 0, "alpha": 1, "hidden": false},
                {"category": "supplementary", "elementKind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": -44, "width": 375, "height": 44}, "zIndex": 2, "alpha": 0.5, "transform": [2, 0, 0, 2, 0, 0], "hidden": true}
              ]
            }
            """)
        XCTAssertEqual(result.contentSize, CGSize(width: 375, height: 900))
        XCTAssertEqual(result.contentOffset, CGPoint(x: 0, y: -44))
        let elements = result.allElements
        XCTAssertEqual(elements.count, 2)
        let header = try XCTUnwrap(elements.first { $0.category == .supplementary })
        XCTAssertEqual(header.frame, CGRect(x: 0, y: -44, width: 375, height: 44))
        XCTAssertEqual(header.zIndex, 2)
        XCTAssertEqual(header.alpha, 0.5)
        XCTAssertEqual(header.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertTrue(header.isHidden)
        XCTAssertEqual(elements.first { $0.category == .cell }?.frame.width, 187.5)
    }

    func testOptionalFieldsDefault() throws {
        let result = try read(#"{"contentSize": {"width": 10, "height": 10}, "elements": [{"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}"#)
        let e = try XCTUnwrap(result.allElements.first)
        XCTAssertEqual(e.elementKind, "cell")
        XCTAssertEqual(e.zIndex, 0)
        XCTAssertEqual(e.alpha, 1)
        XCTAssertTrue(e.transform.isIdentity)
        XCTAssertFalse(e.isHidden)
        XCTAssertEqual(result.contentOffset, .zero)
    }

    func testErrorsNameTheFileAndThePath() {
        let size = #""contentSize": {"width": 10, "height": 10}"#
        let frame = #""frame": {"x": 0, "y": 0, "width": 10, "height": 10}"#
        XCTAssertEqual(error("[]"), "a.json: expected a JSON object")
        XCTAssertEqual(error(#"{"elements": []}"#), "a.json: contentSize: missing (an object with width and height)")
        XCTAssertEqual(error("{\(size)}"), "a.json: elements: missing (a list of elements)")
        XCTAssertEqual(error(#"{\#(size), "elements": [{"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": "10", "height": 10}}]}"#),
                       "a.json: elements[0].frame.width: expected a number")
        XCTAssertEqual(error(#"{\#(size), "elements": [{"category": "cel", "section": 0, "item": 0, \#(frame)}]}"#),
                       "a.json: elements[0].category: unknown category 'cel'; use cell, supplementary or decoration")
        XCTAssertEqual(error(#"{\#(size), "elements": [{"category": "cell", "section": 0, "item": 1.5, \#(frame)}]}"#),
                       "a.json: elements[0].item: expected a whole number")
        XCTAssertEqual(error(#"{\#(size), "elements": [{"category": "cell", "section": 0, "item": 0, \#(frame), "hidden": 1}]}"#),
                       "a.json: elements[0].hidden: expected true or false")
        XCTAssertEqual(error(#"{\#(size), "elements": [{"category": "cell", "section": 0, "item": 0, \#(frame)}, {"category": "cell", "section": 0, "item": 0, \#(frame)}]}"#),
                       "a.json: elements[1]: duplicate element cell cell [0, 0] (also elements[0])")
    }

    func testSyntaxErrorGivesLineAndColumn() {
        // The stray "x" is the 4th character of line 3.
        let message = error("{\n \"contentSize\": 1,\n \"x\" x\n}")
        XCTAssertTrue(message.hasPrefix("a.json: not valid JSON: "), message)
        XCTAssertTrue(message.contains("line 3, column"), message)
    }

    func testMissingFileIsNamed() {
        XCTAssertThrowsError(try FramesReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/b.json"))) {
            XCTAssertEqual("\($0)", "/nonexistent/b.json: no such file")
        }
    }

    func testADirectoryIsNamedAsNotAFramesFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try FramesReader.read(contentsOf: folder)) {
            XCTAssertEqual("\($0)", "\(folder.path): is a directory, not a frames file")
        }
    }
}
