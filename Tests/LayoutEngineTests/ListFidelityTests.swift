import XCTest
import LayoutEngine

// Issue 34, observed on iOS 16–17 at 393 pt @3x (inset-grouped lists), frames by hand from decision 53's rule:
//   label(style, n lines) = ⌈3 · (lineHeight + (n − 1) · leading)⌉ / 3, lineHeight = size · 2444/2048.
// subheadline 15 pt: lineHeight 17.900, leading 20; footnote 13 pt: lineHeight 15.514.
final class ListFidelityTests: XCTestCase {
    private func resolve(_ c: UICollectionLayoutListConfiguration, counts: [Int],
                         category: UIContentSizeCategory = .large) throws -> LayoutResult {
        let traits = UITraitCollection(displayScale: 3, preferredContentSizeCategory: category)
        return try UICollectionViewCompositionalLayout.list(using: c).resolve(
            LayoutInput(viewSize: CGSize(width: 393, height: 852), traits: traits, itemCounts: counts))
    }
    private func cell(_ r: LayoutResult, _ s: Int, _ i: Int) throws -> CGRect {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: i))?.frame)
    }
    private func subheadline(_ style: UIListContentConfiguration.Style, _ text: String) -> ListRowContent {
        var c = UIListContentConfiguration(style: style, text: text)
        c.textStyle = .subheadline
        return ListRowContent(c)
    }

    func testSupplementaryFooterAndTheNextHeaderLeave74Point667BetweenTheCards() throws {
        // Header: 17 + ⌈53.7⌉/3 = 18.0 + 6 = 41.0, so section 0's first row is at 41.0 (observed) and its two
        // 44-pt rows end at 129. Footer: 6 + ⌈46.54⌉/3 = 15.667 + 12 = 33.667; next header 41.0:
        // 33.667 + 41.0 = 74.667 (observed; was 38.667 + 41 = 79.667). Rows x 20 … 373.
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.footerMode = .supplementary
        c.content = ListContent(header: subheadline(.groupedHeader, "Header"),
                                footer: ListRowContent(UIListContentConfiguration(style: .groupedFooter, text: "Footer")))
        let r = try resolve(c, counts: [2, 2, 2])
        XCTAssertRect(try cell(r, 0, 0), rect(20, 41, 353, 44))
        XCTAssertEqual(try cell(r, 0, 1).maxY, 129)
        XCTAssertEqual(try cell(r, 1, 0).minY - cell(r, 0, 1).maxY, 224.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(try cell(r, 2, 0).minY - cell(r, 1, 1).maxY, 224.0 / 3, accuracy: 1e-9)
        let footer = try XCTUnwrap(r.attributes(for: ElementKey(category: .supplementary,
            elementKind: UICollectionView.elementKindSectionFooter, section: 0, item: 0))?.frame)
        XCTAssertEqual(footer.minY, 129)
        XCTAssertEqual(footer.height, 101.0 / 3, accuracy: 1e-9)
    }

    func testARowWhoseTextBreaksOntoASecondLineIsSixtyPointsTall() throws {
        // One subheadline line: 11 + 18.0 + 11 = 40 → the 44 minimum. Two lines ("\n"): 17.900 + 20 = 37.900 →
        // ⌈113.7⌉/3 = 38.0 → 11 + 38 + 11 = 60.0 (observed). No header: the card starts at P = 53/3.
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: subheadline(.cell, "One line"), items: [2: subheadline(.cell, "Two\nlines")])
        let r = try resolve(c, counts: [3])
        XCTAssertRect(try cell(r, 0, 0), rect(20, 53.0 / 3, 353, 44))
        XCTAssertRect(try cell(r, 0, 1), rect(20, 53.0 / 3 + 44, 353, 44))
        XCTAssertRect(try cell(r, 0, 2), rect(20, 53.0 / 3 + 88, 353, 60))
        // accessibility3: subheadline 36 pt: 42.961 + (20 + 36 − 15) = 83.961 → ⌈251.88⌉/3 = 84.0 → 106.
        let ax = try resolve(c, counts: [3], category: .accessibilityExtraLarge)
        XCTAssertEqual(try cell(ax, 0, 2).height, 106, accuracy: 1e-9)
        // Three lines at large: 17.900 + 40 = 57.9 → ⌈173.7⌉/3 = 58.0 → 80.
        c.content = ListContent(rows: subheadline(.cell, "a\nb\nc"))
        XCTAssertEqual(try cell(try resolve(c, counts: [1]), 0, 0).height, 80, accuracy: 1e-9)
    }

    func testAHuggingHeaderIsAsWideAsItsTextAndItsMarginsAtTheLeadingEdge() throws {
        // iOS 18 contentHuggingElements = .supplementaryHeader. A text measurer giving 10 pt a character: "AB"
        // (grouped headers are drawn in capitals) 20 + 2 × 20 (the text inset, M = 20 at 393 pt) = 60, at x 20
        // (the row inset); height unchanged: 17 + ⌈46.54⌉/3 + 6 = 38.667. Without hugging: 393 − 40 = 353 wide.
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.content = ListContent(header: ListRowContent(UIListContentConfiguration(style: .groupedHeader, text: "ab")))
        let spanning = try header(try resolve(c, counts: [1]))
        XCTAssertRect(spanning, rect(20, 0, 353, 116.0 / 3))
        c.contentHuggingElements = .supplementaryHeader
        var input = LayoutInput(viewSize: CGSize(width: 393, height: 852), traits: UITraitCollection(displayScale: 3), itemCounts: [1])
        input.textWidth = { text, _, _ in CGFloat(text.count) * 10 }
        XCTAssertRect(try header(UICollectionViewCompositionalLayout.list(using: c).resolve(input)), rect(20, 0, 60, 116.0 / 3))
        // Without a measurer: 0.55 em a character, 2 × 13 × 0.55 = 14.3 + 40 = 54.3 → ⌈162.9⌉/3 = 54.333.
        XCTAssertEqual(try header(try resolve(c, counts: [1])).width, 163.0 / 3, accuracy: 1e-9)
        // The first row still follows the header's height.
        XCTAssertEqual(try cell(try resolve(c, counts: [1]), 0, 0).minY, 116.0 / 3, accuracy: 1e-9)
    }

    private func header(_ r: LayoutResult) throws -> CGRect {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .supplementary, elementKind: UICollectionView.elementKindSectionHeader,
                                                   section: 0, item: 0))?.frame)
    }

    func testTextLinesBreakAtEveryKindOfLineBreak() {
        XCTAssertEqual(ListTextLayout.explicitLines("a\nb\r\nc\rd\u{2028}e"), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(ListTextLayout.explicitLines(nil), [""])
        XCTAssertEqual(ListTextLayout.explicitLines("a\n"), ["a", ""])
    }
}
