import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutSpec

/// `list:` sections in specs: the same sections `NSCollectionLayoutSection.list` builds, with keys set
/// afterwards, and clear errors (file:line:col and spec path) for bad values.
final class ListSpecTests: XCTestCase {
    private func resolve(_ text: String, width: CGFloat = 390, counts: [Int]) throws -> LayoutResult {
        let doc = try LayoutSpecReader.parse(text, file: "s.yaml")
        return try doc.layout.resolve(LayoutInput(viewSize: CGSize(width: width, height: 844),
                                                  traits: UITraitCollection(displayScale: 3), itemCounts: counts))
    }
    private func message(_ text: String) -> String {
        do { _ = try LayoutSpecReader.parse(text, file: "s.yaml"); return "no error" } catch { return "\(error)" }
    }
    private func cell(_ r: LayoutResult, _ s: Int, _ i: Int) -> CGRect? {
        r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: i))?.frame
    }

    func testAnInsetGroupedListSpecPlacesRowsLikeTheFacade() throws {
        let r = try resolve("""
        section:
          list: {appearance: insetGrouped, headerMode: supplementary}
        data: {sections: [2]}
        """, counts: [2])
        // Header 38 at (20, 0, 350); rows below it at 38 and 82 (decision 36–e).
        XCTAssertRect(r.attributes(for: ElementKey(category: .supplementary, elementKind: UICollectionView.elementKindSectionHeader,
                                                   section: 0, item: 0))?.frame, rect(20, 0, 350, 38))
        XCTAssertRect(cell(r, 0, 1), rect(20, 82, 350, 44))
        XCTAssertEqual(r.sections[0].list?.headerMode, .supplementary)
    }

    func testListMarginsFollowTheWidthOfEachEnvironment() throws {
        let text = "section: {list: {appearance: insetGrouped}}\ndata: {sections: [1]}"
        XCTAssertRect(cell(try resolve(text, width: 375, counts: [1]), 0, 0), rect(16, 53.0 / 3, 343, 44))
        XCTAssertRect(cell(try resolve(text, width: 428, counts: [1]), 0, 0), rect(20, 53.0 / 3, 388, 44))
    }

    func testKeysBesideListAreSetOnTheSectionAfterwards() throws {
        let r = try resolve("""
        sections:
          - list: {appearance: plain, separatorConfiguration: {bottomSeparatorInsets: {leading: 60}, color: systemBlue}, backgroundColor: "#102030"}
            contentInsets: {top: 5, leading: 8, bottom: 0, trailing: 8}
        data: {sections: [2]}
        """, counts: [2])
        XCTAssertRect(cell(r, 0, 0), rect(8, 5, 374, 44))   // 390 − 16
        let style = try XCTUnwrap(r.sections[0].list)
        XCTAssertEqual(style.separatorConfiguration(section: 0, item: 0, itemCount: 2).bottomSeparatorInsets.leading, 60)
        XCTAssertEqual(style.separatorConfiguration.color, .systemBlue)
        XCTAssertEqual(style.resolvedBackgroundColor.resolvedComponents().red, 0x10 / 255.0, accuracy: 1e-9)
    }

    func testListSectionsMixWithGroupSectionsAndWidthVariants() throws {
        let r = try resolve("""
        sections:
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
          - byWidth:
              - {maxWidth: 400, section: {list: {appearance: grouped}}}
              - {section: {list: {appearance: insetGrouped}}}
        data: {sections: [1, 1]}
        """, counts: [1, 1])
        // 390 ≤ 400: grouped, full width, 53/3 below the 50-pt row.
        XCTAssertRect(cell(r, 1, 0), rect(0, 50 + 53.0 / 3, 390, 44))
    }

    func testUnknownAppearanceNamesThePlaceAndSuggests() {
        // Line 2 "  list: {appearance: insetGroupd}": 2 + 6 ("list: ") + 1 ("{") + 12 ("appearance: ") = 21 precede.
        XCTAssertEqual(message("section:\n  list: {appearance: insetGroupd}\ndata: {sections: [1]}"),
                       "s.yaml:2:22: section.list.appearance: unknown list appearance 'insetGroupd' (did you mean 'insetGrouped'?); "
                       + "expected one of: plain, grouped, insetGrouped, sidebar, sidebarPlain")
    }

    func testGroupAndListTogetherIsAnError() {
        XCTAssertTrue(message("section: {group: {group: horizontal}, list: {appearance: plain}}\ndata: {sections: [1]}")
            .hasPrefix("s.yaml:1:10: section: a section takes only one of group, list"))
        XCTAssertTrue(message("section: {contentInsets: {top: 1}}\ndata: {sections: [1]}")
            .hasPrefix("s.yaml:1:10: section: a section needs one of: group, list"))
    }

    func testBadListValuesAreClearErrors() {
        // "section: {list: {appearance: plain, " is 36 characters, "headerTopPadding: " 18 more: column 55.
        XCTAssertTrue(message("section: {list: {appearance: plain, headerTopPadding: -2}}\ndata: {sections: [1]}")
            .hasPrefix("s.yaml:1:55: section.list.headerTopPadding:"))
        XCTAssertTrue(message("section: {list: {appearance: plain, backgroundColor: mauve}}\ndata: {sections: [1]}")
            .hasPrefix("s.yaml:1:54: section.list.backgroundColor: unknown colour"))
        XCTAssertTrue(message("section: {list: {headerMode: supplementary}}\ndata: {sections: [1]}")
            .hasPrefix("s.yaml:1:17: section.list: missing key 'appearance'"))
    }
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
private func XCTAssertRect(_ a: CGRect?, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("missing frame, expected \(b)", file: file, line: line) }
    let ok = abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
    XCTAssertTrue(ok, "\(a) is not \(b)", file: file, line: line)
}
