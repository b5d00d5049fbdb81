import XCTest
import LayoutEngine
@testable import LayoutSpec

/// A resolver error names a `ModelPath`; the spec answers with the line and column where that element is written,
/// found by walking the parsed file with the path's components. Expected places are counted by hand from the
/// text below (1-based; a block mapping is where its first key is, a flow mapping where its "{" is, a block list
/// where its first "-" is).
final class ModelPathLocationTests: XCTestCase {
    // Columns are counted on the lines as written, the 4-space indentation of this literal removed.
    static let yaml = """
    configuration:
      interSectionSpacing: 8
      boundarySupplementaryItems:
        - elementKind: banner
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
          alignment: top
    sections:
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
          subitems:
            - layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
              edgeSpacing: {leading: {fixed: 4}}
            - group: vertical
              layoutSize: {widthDimension: {absolute: 60}, heightDimension: {absolute: 100}}
              count: 2
              subitem:
                layoutSize: {widthDimension: {absolute: 60}, heightDimension: {absolute: 50}}
                supplementaryItems:
                  - elementKind: badge
                    layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}
                    containerAnchor: {edges: [top]}
        contentInsets: {top: 4}
        interGroupSpacing: 2
        boundarySupplementaryItems:
          - elementKind: header
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
            alignment: top
        decorationItems:
          - background: panel
        visibleItemsInvalidation: {scale: {min: 0.8}}
      - list: {appearance: plain, headerMode: supplementary}
      - orthogonalScrollingBehavior: continuous
        group:
          group: custom
          layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 100}}
          customItems:
            - {frame: {x: 0, y: 0, width: 50, height: 50}}
      - byWidth:
          - section: {group: {group: horizontal, layoutSize: {widthDimension: {absolute: 9}, heightDimension: {absolute: 9}}, subitems: [{layoutSize: {widthDimension: {absolute: 9}, heightDimension: {absolute: 9}}}]}}
    data: {sections: [4, 4, 4, 4]}
    """

    var document: LayoutSpecDocument { get throws { try LayoutSpecReader.parse(Self.yaml, format: .yaml, file: "p.yaml") } }

    func place(_ components: ModelPath.Component...) throws -> String? {
        try document.location(of: ModelPath(components)).map(\.description)
    }

    func testASectionIsTheEntryOfItsIndexInTheSectionsList() throws {
        // Line 8 "  - group:": the entry's first key after "  - " is column 5.
        XCTAssertEqual(try place(.section(0)), "8:5")
        XCTAssertEqual(try place(.section(2)), "33:5")
    }

    func testTheTopLevelGroupAndItsProperties() throws {
        // Line 9: "group: horizontal" indented 6 → column 7. Line 10: 6 + "layoutSize: " (12) + 1 = 19.
        XCTAssertEqual(try place(.section(0), .group), "9:7")
        XCTAssertEqual(try place(.section(0), .group, .layoutSize), "10:19")
    }

    func testSubitemsAreEntriesOfTheSubitemsList() throws {
        // Lines 12 and 14: "        - " → the entries' first keys at column 11.
        XCTAssertEqual(try place(.section(0), .group, .subitem(0)), "12:11")
        XCTAssertEqual(try place(.section(0), .group, .subitem(1)), "14:11")
        // Line 13: 10 + "edgeSpacing: " (13) + 1 = 24.
        XCTAssertEqual(try place(.section(0), .group, .subitem(0), .edgeSpacing), "13:24")
    }

    func testACountGroupsOneSubitemIsItsSubitemKey() throws {
        // Line 18: the mapping under "subitem:" starts at column 13 (indent 12).
        XCTAssertEqual(try place(.section(0), .group, .subitem(1), .subitem(0)), "18:13")
        // A count group has one subitem: there is no subitems[1] to point at, so its group answers.
        XCTAssertEqual(try place(.section(0), .group, .subitem(1), .subitem(1)), "14:11")
    }

    func testItemSupplementariesAndTheirAnchors() throws {
        // Line 20: "              - elementKind" → key at 17. Line 22: 16 + "containerAnchor: " (17) + 1 = 34.
        XCTAssertEqual(try place(.section(0), .group, .subitem(1), .subitem(0), .supplementary(0)), "20:17")
        XCTAssertEqual(try place(.section(0), .group, .subitem(1), .subitem(0), .supplementary(0), .containerAnchor), "22:34")
    }

    func testSectionPropertiesBoundaryItemsAndDecorations() throws {
        // Line 23: 4 + "contentInsets: " (15) + 1 = 20. Line 24: 4 + "interGroupSpacing: " (19) + 1 = 24.
        XCTAssertEqual(try place(.section(0), .contentInsets), "23:20")
        XCTAssertEqual(try place(.section(0), .interGroupSpacing), "24:24")
        // Line 26 "      - elementKind: header": list dash at 7, entry at 9. Line 27: 8 + "layoutSize: " (12) + 1 = 21.
        XCTAssertEqual(try place(.section(0), .boundaryItem(0)), "26:9")
        XCTAssertEqual(try place(.section(0), .boundaryItem(0), .layoutSize), "27:21")
        XCTAssertEqual(try place(.section(0), .boundaryItems), "26:7")
        // Line 30 "      - background: panel".
        XCTAssertEqual(try place(.section(0), .decoration(0)), "30:9")
        XCTAssertEqual(try place(.section(0), .decorations), "30:7")
        // Line 31: the handler is written as its effect: 4 + "visibleItemsInvalidation: " (26) + 1 = 31.
        XCTAssertEqual(try place(.section(0), .visibleItemsInvalidationHandler), "31:31")
    }

    func testTheConfigurationAndItsBoundaryItems() throws {
        // Line 2: "  interSectionSpacing: 8" → the mapping at 3, the value at 2 + 21 + 1 = 24.
        XCTAssertEqual(try place(.configuration), "2:3")
        XCTAssertEqual(try place(.configuration, .interSectionSpacing), "2:24")
        // Line 4 "    - elementKind: banner" → 7; line 5: 6 + "layoutSize: " (12) + 1 = 19.
        XCTAssertEqual(try place(.configuration, .boundaryItem(0)), "4:7")
        XCTAssertEqual(try place(.configuration, .boundaryItem(0), .layoutSize), "5:19")
    }

    func testAListSectionsGeneratedPartsAreItsListConfiguration() throws {
        // Line 32 "  - list: {appearance: …}": the section at 5, its list configuration's "{" at 4 + "list: " (6) + 1 = 11.
        XCTAssertEqual(try place(.section(1)), "32:5")
        XCTAssertEqual(try place(.section(1), .group, .subitem(0), .layoutSize), "32:11")
        XCTAssertEqual(try place(.section(1), .boundaryItem(0), .outerPadding), "32:11")
        XCTAssertEqual(try place(.section(1), .decoration(0)), "32:11")
    }

    func testAnOrthogonalSectionsCustomGroupAndItsItems() throws {
        // Line 35 "      group: custom" → 7; line 38 "        - {frame: …}" → the "{" at 11.
        XCTAssertEqual(try place(.section(2), .group), "35:7")
        XCTAssertEqual(try place(.section(2), .group, .customItem(0)), "38:11")
    }

    func testAWidthDependentSectionStopsAtItsEntry() throws {
        // Which variant was chosen depends on the view: the entry (line 39, column 5) answers for all of it.
        XCTAssertEqual(try place(.section(3), .group, .subitem(0)), "39:5")
    }

    func testAPathPastTheWrittenElementsStopsAtTheNearestWrittenAncestor() throws {
        // Not written: subitem 0's content insets → the subitem (12:11); section 7 → the sections list (line 8, dash at 3).
        XCTAssertEqual(try place(.section(0), .group, .subitem(0), .contentInsets), "12:11")
        XCTAssertEqual(try place(.section(7), .group), "8:3")
        XCTAssertEqual(try place(.section(0), .group, .subitem(9)), "12:9")
    }

    func testTheInputIsNotInTheLayoutSoHasNoPlace() throws {
        XCTAssertNil(try place(.viewSize))
        XCTAssertNil(try place(.itemCount(0)))
        XCTAssertNil(try place(.itemCounts))
    }

    func testAUniformSectionAnswersForEveryIndex() throws {
        let doc = try LayoutSpecReader.parse(SpecReaderTests.gridYAML, format: .yaml, file: "g.yaml")
        // gridYAML line 5 "  group:" holds a block mapping starting at line 6, column 5.
        XCTAssertEqual(doc.location(of: ModelPath(.section(0), .group)), SourceLocation(line: 6, column: 5))
        XCTAssertEqual(doc.location(of: ModelPath(.section(41), .group)), SourceLocation(line: 6, column: 5))
    }

    func testJSONSpecsAreWalkedTheSameWay() throws {
        let doc = try LayoutSpecReader.parse(SpecReaderTests.gridJSON, format: .json, file: "g.json")
        // gridJSON line 8 `      "subitems": [`, then line 9 `        {"layoutSize": …`: 8 spaces, the "{" at column 9.
        XCTAssertEqual(doc.location(of: ModelPath(.section(0), .group, .subitem(0))), SourceLocation(line: 9, column: 9))
    }

    func testADocumentNotReadFromTextHasNoPlaces() throws {
        var doc = try document
        doc.syntax = nil
        XCTAssertNil(doc.location(of: ModelPath(.section(0), .group)))
    }
}
