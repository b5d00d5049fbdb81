import XCTest
import LayoutEngine
import LayoutSpec

/// Specs that read well but cannot be resolved: the resolver's error names the element by its model path, and
/// the spec points at the line and column where that element is written. Places are counted by hand from the
/// text (a block mapping is where its first key is, a flow mapping where its "{" is).
final class ResolverErrorPlaceTests: XCTestCase {
    /// The resolver's error for `yaml` on a 375 × 812 view, and where the spec says its element is.
    func failure(_ yaml: String, counts: [Int] = [3], file: StaticString = #filePath, line: UInt = #line)
        throws -> (path: String, place: String?) {
        let doc = try LayoutSpecReader.parse(yaml, format: .yaml, file: "t.yaml")
        do {
            _ = try doc.layout.resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: counts))
        } catch let e as LayoutError {
            return (e.path.description, doc.location(of: e.path)?.description)
        }
        XCTFail("expected a LayoutError", file: file, line: line)
        return ("", nil)
    }

    func testAnItemTooWideForAGroupTwoLevelsDownIsReportedAtThatGroup() throws {
        // The innermost group is 40 pt wide and its only item 80 pt (§3.4): that group (line 10, after
        // "          - " → column 13) cannot fit a single item.
        let (path, place) = try failure("""
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
            subitems:
              - layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
              - group: vertical
                layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 100}}
                subitems:
                  - group: horizontal
                    layoutSize: {widthDimension: {absolute: 40}, heightDimension: {absolute: 50}}
                    subitems:
                      - layoutSize: {widthDimension: {absolute: 80}, heightDimension: {absolute: 50}}
        data: {sections: [3]}
        """)
        XCTAssertEqual(path, "sections[0].group.subitems[1].subitems[0]")
        XCTAssertEqual(place, "10:13")
    }

    func testTheGroupUnderACountGroupsSubitemKeyIsReportedThere() throws {
        // `subitem:` (line 6) holds a vertical group 40 pt tall whose item is 80 pt tall (the count forces only the
        // width): the model's subitems[0] is the mapping at line 7, column 7 (indent 6).
        let (path, place) = try failure("""
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
            count: 2
            subitem:
              group: vertical
              layoutSize: {widthDimension: {absolute: 40}, heightDimension: {absolute: 40}}
              subitems:
                - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 80}}
        data: {sections: [3]}
        """)
        XCTAssertEqual(path, "sections[0].group.subitems[0]")
        XCTAssertEqual(place, "7:7")
    }

    func testGroupInsetsLargerThanANestedGroupAreReportedAtThatGroup() throws {
        // The second subitem (line 7, "      - " → column 9) is 20 pt wide with 15 + 15 pt of insets (§20.1).
        let (path, place) = try failure("""
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
            subitems:
              - layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
              - group: vertical
                layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 50}}
                contentInsets: {leading: 15, trailing: 15}
                subitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}}
                count: 1
        data: {sections: [3]}
        """)
        XCTAssertEqual(path, "sections[0].group.subitems[1]")
        XCTAssertEqual(place, "7:9")
    }

    func testASecondSupplementaryOfTheSameKindOnANestedItemIsReportedAtItsEntry() throws {
        // The item under `subitem:` (line 9) hosts two "badge"s; the second is the entry on line 14, after
        // "            - " → column 15.
        let (path, place) = try failure("""
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
            subitems:
              - group: vertical
                layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
                subitem:
                  layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
                  supplementaryItems:
                    - elementKind: badge
                      layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}
                      containerAnchor: {edges: [top]}
                    - elementKind: badge
                      layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}
                      containerAnchor: {edges: [bottom]}
                count: 1
        data: {sections: [3]}
        """)
        XCTAssertEqual(path, "sections[0].group.subitems[0].subitems[0].supplementaryItems[1]")
        XCTAssertEqual(place, "14:15")
    }

    func testBoundaryItemsAndDecorationsOfAnOrthogonalSectionAreReportedAtTheirEntries() throws {
        // Section 1 scrolls sideways; its two "header"s collide: the second is on line 12 ("      - " → column 9).
        let boundary = try failure("""
        sections:
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
          - orthogonalScrollingBehavior: continuous
            group:
              group: horizontal
              layoutSize: {widthDimension: {absolute: 200}, heightDimension: {absolute: 50}}
              subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
            boundarySupplementaryItems:
              - elementKind: header
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
                alignment: top
              - elementKind: header
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
                alignment: bottom
        data: {sections: [1, 4]}
        """, counts: [1, 4])
        XCTAssertEqual(boundary.path, "sections[1].boundarySupplementaryItems[1]")
        XCTAssertEqual(boundary.place, "12:9")

        // Two "panel" backgrounds: the second is on line 10, "      - {" → column 9.
        let decoration = try failure("""
        sections:
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
          - orthogonalScrollingBehavior: paging
            group:
              group: horizontal
              layoutSize: {widthDimension: {absolute: 200}, heightDimension: {absolute: 50}}
              subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
            decorationItems:
              - {background: panel}
              - {background: panel}
        data: {sections: [1, 4]}
        """, counts: [1, 4])
        XCTAssertEqual(decoration.path, "sections[1].decorationItems[1]")
        XCTAssertEqual(decoration.place, "10:9")
    }

    func testALayoutBoundaryItemIsReportedInTheConfiguration() throws {
        // Two layout headers named "top": the second is on line 6, "    - " → column 7.
        let (path, place) = try failure("""
        configuration:
          boundarySupplementaryItems:
            - elementKind: top
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
              alignment: top
            - elementKind: top
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
              alignment: bottom
        section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
        data: {sections: [3]}
        """)
        XCTAssertEqual(path, "configuration.boundarySupplementaryItems[1]")
        XCTAssertEqual(place, "6:7")
    }
}
