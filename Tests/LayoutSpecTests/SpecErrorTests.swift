import XCTest
@testable import LayoutSpec

/// Bad specs: one line naming file:line:column and the spec path, and what is wrong.
final class SpecErrorTests: XCTestCase {
    /// A valid spec body the cases below break one piece at a time.
    static let item = "{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}"

    func message(_ text: String, _ format: LayoutSpecReader.Format? = nil, file: String = "s.yaml") -> String {
        do {
            _ = try LayoutSpecReader.parse(text, format: format, file: file)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    func testUnknownKeySuggestsTheClosestName() {
        let text = """
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidht: 1}, heightDimension: {absolute: 44}}
            subitems: [\(Self.item)]
        data: {sections: [1]}
        """
        // Line 4 "    layoutSize: {widthDimension: {fractionalWidht": 4 + 12 ("layoutSize: ") + 1 ("{")
        // + 16 ("widthDimension: ") + 1 ("{") = 34 characters precede the key, so column 35.
        XCTAssertEqual(message(text), "s.yaml:4:35: section.group.layoutSize.widthDimension.fractionalWidht: "
                       + "unknown key 'fractionalWidht' (did you mean 'fractionalWidth'?)")
    }

    func testUnknownKeyFarFromEveryNameHasNoSuggestion() {
        let text = "section: {group: {group: horizontal, zzzzzzzz: 1}}\ndata: {sections: [1]}"
        XCTAssertEqual(message(text), "s.yaml:1:38: section.group.zzzzzzzz: unknown key 'zzzzzzzz'")
    }

    func testMisspeltEnumValueSuggestsTheCase() {
        let text = """
        section:
          group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [\(Self.item)]}
          orthogonalScrollingBehavior: groupPagingCenterd
        data: {sections: [1]}
        """
        XCTAssertEqual(message(text), "s.yaml:3:32: section.orthogonalScrollingBehavior: unknown "
                       + "orthogonalScrollingBehavior 'groupPagingCenterd' (did you mean 'groupPagingCentered'?); "
                       + "expected one of: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered")
    }

    func testPathNamesTheSectionIndexAndSubitemIndex() {
        let good = "{group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [\(Self.item)]}}"
        let bad = "{group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [\(Self.item), {layoutSize: {widthDimension: {fractionalWidth: -0.5}, heightDimension: {absolute: 1}}}]}}"
        let text = "sections:\n  - \(good)\n  - \(good)\n  - \(bad)\ndata: {sections: [1, 1, 1]}"
        let m = message(text)
        XCTAssertTrue(m.hasPrefix("s.yaml:4:"), m)
        XCTAssertTrue(m.hasSuffix("sections[2].group.subitems[1].layoutSize.widthDimension.fractionalWidth: "
                                  + "negative number -0.5 (must be 0 or more)"), m)
    }

    func testWrongTypesNameWhatWasFound() {
        let base = "section: {group: {group: vertical, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitem: \(Self.item), count: COUNT}}\ndata: {sections: [1]}"
        XCTAssertTrue(message(base.replacingOccurrences(of: "COUNT", with: "three"))
            .hasSuffix("section.group.count: expected a number, found the text 'three'"))
        XCTAssertTrue(message(base.replacingOccurrences(of: "COUNT", with: "\"3\""))
            .hasSuffix("section.group.count: expected a number, found the string \"3\""))
        XCTAssertTrue(message(base.replacingOccurrences(of: "COUNT", with: "2.5"))
            .hasSuffix("section.group.count: expected a whole number, found 2.5"))
        XCTAssertTrue(message(base.replacingOccurrences(of: "COUNT", with: "0"))
            .hasSuffix("section.group.count: 0 is below the minimum 1"))
        XCTAssertTrue(message(base.replacingOccurrences(of: "COUNT", with: "[1]"))
            .hasSuffix("section.group.count: expected a number, found a list"))
        XCTAssertTrue(message("section: 3\ndata: {sections: [1]}").hasSuffix("section: expected an object, found the number 3"))
    }

    func testNonFiniteNumbersAreRejectedInBothFormats() {
        let yaml = "section: {group: {group: horizontal, layoutSize: {widthDimension: {absolute: .inf}, heightDimension: {absolute: 44}}, subitems: [\(Self.item)]}}\ndata: {sections: [1]}"
        XCTAssertTrue(message(yaml).hasSuffix("section.group.layoutSize.widthDimension.absolute: non-finite number .inf; use a finite value"),
                      message(yaml))
        let json = #"{"section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 1e999}, "heightDimension": {"absolute": 44}}, "subitems": []}}, "data": {"sections": [1]}}"#
        // 12 ({"section": ) + 10 ({"group": ) + 24 ({"group": "horizontal", ) + 14 ("layoutSize": )
        // + 19 ({"widthDimension": ) + 13 ({"absolute": ) = 92 characters precede 1e999: column 93.
        XCTAssertEqual(message(json, file: "s.json"), "s.json:1:93: section.group.layoutSize.widthDimension.absolute: "
                       + "non-finite number 1e999; use a finite value")
        let nan = #"{"data": NaN}"#
        XCTAssertEqual(message(nan, file: "s.json"), "s.json:1:10: malformed JSON: NaN is not a JSON number (numbers must be finite)")
    }

    func testMalformedJSONNamesLineAndColumn() {
        XCTAssertEqual(message("{\n  \"a\": 1,\n}", file: "x.json"), "x.json:3:1: malformed JSON: trailing comma before '}'")
        XCTAssertEqual(message("{\n  \"a\": 1\n  \"b\": 2\n}", file: "x.json"),
                       "x.json:3:3: malformed JSON: expected ',' or '}' after an object member, found '\"'")
        XCTAssertEqual(message("{\"a\": [1, 2", file: "x.json"),
                       "x.json:1:12: malformed JSON: unexpected end of file inside a list opened at 1:7")
        XCTAssertEqual(message("{\"a\": 'x'}", file: "x.json"),
                       "x.json:1:7: malformed JSON: unexpected ''', expected a value")
        XCTAssertEqual(message("{\"a\": \"x\", \"a\": 1}", file: "x.json"), "x.json:1:12: malformed JSON: duplicate key \"a\"")
        XCTAssertEqual(message("{\"a\": 01}", file: "x.json"), "x.json:1:7: malformed JSON: numbers cannot have leading zeros")
        XCTAssertEqual(message("{} x", file: "x.json"), "x.json:1:4: malformed JSON: unexpected 'x' after the top-level value")
        XCTAssertEqual(message("{\"a\": \"\\q\"}", file: "x.json"), "x.json:1:8: malformed JSON: invalid escape '\\q' in a string")
    }

    func testJSONStringEscapesDecode() throws {
        let doc = try LayoutSpecReader.parse(#"{"name": "a\"b\\c\/d\u00e9\ud83d\ude00", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}, "subitems": [{"layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}}]}}, "data": {"sections": [1]}}"#)
        XCTAssertEqual(doc.metadata.name, "a\"b\\c/dé😀")
    }

    func testMalformedYAMLNamesLineAndColumn() {
        let m = message("section:\n  group: [1, 2\ndata: 3\n")
        XCTAssertTrue(m.hasPrefix("s.yaml:3:"), m)
        XCTAssertTrue(m.contains("malformed YAML"), m)
        let dup = message("name: a\nname: b\n")
        XCTAssertTrue(dup.hasPrefix("s.yaml:") && dup.contains("duplicate key"), dup)
    }

    func testMissingPiecesAreNamed() {
        XCTAssertEqual(message("data: {sections: [1]}"),
                       "s.yaml:1:1: missing key 'section' (one layout for all sections) or 'sections' (one per section)")
        let noData = "section: {group: {group: horizontal, layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [\(Self.item)]}}"
        XCTAssertEqual(message(noData), "s.yaml:1:1: missing key 'data'")
        let itemAsSection = "section: {group: \(Self.item)}\ndata: {sections: [1]}"
        XCTAssertEqual(message(itemAsSection), "s.yaml:1:18: section.group: a section needs a group: add 'group: horizontal', 'vertical' or 'custom'")
        let stray = "section: {group: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: []}}\ndata: {sections: [1]}"
        XCTAssertTrue(message(stray).hasSuffix("section.group.subitems: 'subitems' belongs to a group; add 'group: horizontal', 'vertical' or 'custom'"))
        let twoDims = "section: {group: {group: horizontal, layoutSize: {widthDimension: {absolute: 1, estimated: 2}, heightDimension: {absolute: 1}}, subitems: [\(Self.item)]}}\ndata: {sections: [1]}"
        XCTAssertTrue(message(twoDims).hasSuffix("section.group.layoutSize.widthDimension: a dimension takes only one of absolute, estimated"))
    }

    func testMoreDataSectionsThanSectionLayoutsIsAnError() {
        let text = "sections:\n  - {group: {group: horizontal, layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [\(Self.item)]}}\ndata: {sections: [1, 2]}"
        XCTAssertTrue(message(text).hasSuffix("data.sections: data has 2 sections but 'sections' lists only 1 section layouts"),
                      message(text))
    }

    func testBadColourAndStyleAreNamed() {
        let base = "section: {group: {group: horizontal, layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [\(Self.item)]}}\n"
        XCTAssertTrue(message(base + "data: {sections: [{items: [{color: red}]}]}")
            .hasSuffix("data.sections[0].items[0].color: colour 'red' is not of the form \"#RRGGBB\""))
        XCTAssertTrue(message(base + "data: {sections: [1], supplementaryStyles: {header: mian}}")
            .contains("data.supplementaryStyles.header: unknown supplementary style 'mian' (did you mean 'main'?)"))
    }

    func testFilesAreCheckedBeforeReading() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        XCTAssertThrowsError(try LayoutSpecReader.read(path: dir.appendingPathComponent("none.yaml").path)) {
            XCTAssertTrue(String(describing: $0).hasSuffix("none.yaml: no such file"))
        }
        XCTAssertThrowsError(try LayoutSpecReader.read(path: dir.path)) {
            XCTAssertTrue(String(describing: $0).hasSuffix(": is a directory, not a spec file"))
        }
        let big = dir.appendingPathComponent("big.yaml")
        try Data(count: LayoutSpecReader.maxFileSize + 1).write(to: big)
        XCTAssertThrowsError(try LayoutSpecReader.read(path: big.path)) {
            XCTAssertTrue(String(describing: $0).contains("the limit is \(LayoutSpecReader.maxFileSize) bytes"))
        }
        let latin1 = dir.appendingPathComponent("l.yaml")
        try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xE9, 0xFF]).write(to: latin1)
        XCTAssertThrowsError(try LayoutSpecReader.read(path: latin1.path)) {
            // "name: " is 6 characters, so the first bad byte (0xE9 followed by 0xFF) is at line 1, column 7.
            XCTAssertTrue(String(describing: $0).hasSuffix("l.yaml:1:7: not UTF-8 text"), String(describing: $0))
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertTrue(message(deep, .yaml).contains("malformed YAML"))
        // Levels 0…255 are the '[' at columns 1…256; the 257th is one too many.
        XCTAssertEqual(message(deep, .json, file: "d.json"), "d.json:1:257: malformed JSON: nesting deeper than 256 levels")
    }

    func testEditDistanceAndSuggestions() {
        XCTAssertEqual(DidYouMean.distance("kitten", "sitting"), 3)   // k→s, e→i, +g
        XCTAssertEqual(DidYouMean.distance("layoutsize", "layoutSize"), 0) // case-insensitive
        XCTAssertEqual(DidYouMean.suggestion(for: "contentInset", among: ["contentInsets", "edgeSpacing"]), "contentInsets")
        XCTAssertNil(DidYouMean.suggestion(for: "xyz", among: ["contentInsets"]))
    }
}
