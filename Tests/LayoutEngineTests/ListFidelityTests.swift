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

    // Wrapping (issue 34, fact 3). Inset-grouped at 393 pt: rows 353 wide at x 20; a cell's label runs from the text
    // inset 20 to 353 − 16 = 337, 317 pt. A measurer of 10 pt a character makes the arithmetic countable: 31
    // characters fit (310 ≤ 317), 32 do not.
    private func resolve(_ c: UICollectionLayoutListConfiguration, counts: [Int], category: UIContentSizeCategory = .large,
                         measure: @escaping ListContentMetrics.TextWidth) throws -> LayoutResult {
        var input = LayoutInput(viewSize: CGSize(width: 393, height: 852),
                                traits: UITraitCollection(displayScale: 3, preferredContentSizeCategory: category),
                                itemCounts: counts)
        input.textWidth = measure
        return try UICollectionViewCompositionalLayout.list(using: c).resolve(input)
    }
    private let tenPerCharacter: ListContentMetrics.TextWidth = { text, _, _ in CGFloat(text.count) * 10 }

    func testListTextWrapsAtTheLabelsWidthInRowsAlikeAndRowsThatDiffer() throws {
        // "aaaaaaaaaa bbbbbbbbbb cccccccccc dddd": 37 characters (370 > 317); the first three words with their
        // spaces are 32 (320 > 317), so line 1 is "aaaaaaaaaa bbbbbbbbbb" (210) and line 2 "cccccccccc dddd":
        // two subheadline lines, 11 + 38.0 + 11 = 60.0 as observed for a "\n". One line ("aaaaaaaaaa") is 44.
        let long = "aaaaaaaaaa bbbbbbbbbb cccccccccc dddd"
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: subheadline(.cell, long))          // rows alike: re-estimated at the row width
        let alike = try resolve(c, counts: [2], measure: tenPerCharacter)
        XCTAssertRect(try cell(alike, 0, 0), rect(20, 53.0 / 3, 353, 60))
        XCTAssertRect(try cell(alike, 0, 1), rect(20, 53.0 / 3 + 60, 353, 60))
        c.content = ListContent(rows: subheadline(.cell, "aaaaaaaaaa"), items: [1: subheadline(.cell, long)])  // measured
        let differ = try resolve(c, counts: [3], measure: tenPerCharacter)
        XCTAssertRect(try cell(differ, 0, 0), rect(20, 53.0 / 3, 353, 44))
        XCTAssertRect(try cell(differ, 0, 1), rect(20, 53.0 / 3 + 44, 353, 60))
        XCTAssertRect(try cell(differ, 0, 2), rect(20, 53.0 / 3 + 104, 353, 44))
        // The same lines as the engine breaks them for drawing.
        let layout = ListContentMetrics.labelLayout(of: subheadline(.cell, long), rowWidth: 353,
                                                    metrics: try XCTUnwrap(differ.sections[0].list).metrics,
                                                    textWidth: tenPerCharacter)
        XCTAssertEqual(layout.textLines, ["aaaaaaaaaa bbbbbbbbbb", "cccccccccc dddd"])
        XCTAssertEqual(layout.textStart, 20)
        XCTAssertEqual(layout.textEnd, 337)
    }

    func testTheLabelIsWhatTheImageMarginsAndAccessoriesLeave() throws {
        // 31 characters "aaaaaaaaaa bbbbbbbbbb ccccccccc" = 310 fit the 317-pt label: one line, 44.
        // A disclosure indicator takes 0.4 × 0.75 × 18.0 (one subheadline line) = 5.4 and 8 pt: 337 − 13.4 =
        // 323.6, label 303.6 < 310: "ccccccccc" goes to line 2 → 60. An image takes its 24-pt slot and 16 pt:
        // text from 60, label 277: again two lines.
        let text = "aaaaaaaaaa bbbbbbbbbb ccccccccc"
        var plain = subheadline(.cell, text)
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: plain)
        XCTAssertEqual(try cell(try resolve(c, counts: [1], measure: tenPerCharacter), 0, 0).height, 44, accuracy: 1e-9)
        plain.accessories = [.disclosureIndicator()]
        c.content = ListContent(rows: plain)
        XCTAssertEqual(try cell(try resolve(c, counts: [1], measure: tenPerCharacter), 0, 0).height, 60, accuracy: 1e-9)
        var image = subheadline(.cell, text)
        image.configuration.imageName = "star"
        c.content = ListContent(rows: image)
        XCTAssertEqual(try cell(try resolve(c, counts: [1], measure: tenPerCharacter), 0, 0).height, 60, accuracy: 1e-9)
        let metrics = ListMetrics(appearance: .insetGrouped, containerWidth: 393, traits: UITraitCollection(displayScale: 3))
        let withImage = ListContentMetrics.labelLayout(of: image, rowWidth: 353, metrics: metrics, textWidth: tenPerCharacter)
        XCTAssertEqual(withImage.textStart, 60)
        XCTAssertEqual(withImage.textLines, ["aaaaaaaaaa bbbbbbbbbb", "ccccccccc"])
        let withChevron = ListContentMetrics.labelLayout(of: plain, rowWidth: 353, metrics: metrics, textWidth: tenPerCharacter)
        XCTAssertEqual(withChevron.textEnd, 323.6, accuracy: 1e-9)
    }

    func testWrappingFollowsTheContentSizeCategory() throws {
        // A measurer of half the point size a character: subheadline 15 pt at large (7.5 a character: 26 characters
        // = 195 ≤ 317, one line, 44); 36 pt at accessibility3 (18 a character: "aaaaaaaa bbbbbbbb" 17 = 306 fits,
        // with " cccccccc" 26 = 468 does not): two lines, 11 + (42.961 + 41 → 84.0) + 11 = 106.
        let halfEm: ListContentMetrics.TextWidth = { text, size, _ in CGFloat(text.count) * size / 2 }
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: subheadline(.cell, "aaaaaaaa bbbbbbbb cccccccc"))
        XCTAssertEqual(try cell(try resolve(c, counts: [1], measure: halfEm), 0, 0).height, 44, accuracy: 1e-9)
        XCTAssertEqual(try cell(try resolve(c, counts: [1], category: .accessibilityExtraLarge, measure: halfEm), 0, 0).height,
                       106, accuracy: 1e-9)
    }

    func testHeadersFootersAndSecondaryTextWrapToo() throws {
        // A header's label: 20 … 353 − 20 = 333, 313 pt. "HEADER TEXT THAT IS LONG ENOUGH TO WRAP" (grouped headers
        // measure in capitals) at 10 a character: "HEADER TEXT THAT IS LONG" 24 = 240, "+ ENOUGH" 31 = 310 ≤ 313,
        // "+ TO" 34 > 313: two footnote lines, 15.514 + 18 = 33.514 → ⌈100.54⌉/3 = 33.667; 17 + 33.667 + 6 = 56.667.
        // Secondary text (caption1 12 pt, stacked) "x" × 40: 31 then 9 characters, two lines, 14.320 + 16 = 30.320
        // → 30.333; text + 3 + secondary: 11 + 20.333 + 3 + 30.333 + 11 = 75.667.
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.content = ListContent(rows: ListRowContent(.cell(text: "Title", secondaryText: String(repeating: "x", count: 40))),
                                header: ListRowContent(UIListContentConfiguration(style: .groupedHeader,
                                                                                  text: "header text that is long enough to wrap")))
        let r = try resolve(c, counts: [1], measure: tenPerCharacter)
        XCTAssertRect(try header(r), rect(20, 0, 353, 170.0 / 3))
        XCTAssertRect(try cell(r, 0, 0), rect(20, 170.0 / 3, 353, 227.0 / 3))
    }

    func testWordsWiderThanTheLabelBreakBetweenCharacters() {
        let ten: (String) -> CGFloat = { CGFloat($0.count) * 10 }
        XCTAssertEqual(ListTextLayout.lines(String(repeating: "x", count: 40), width: 317, measure: ten),
                       [String(repeating: "x", count: 31), String(repeating: "x", count: 9)])
        XCTAssertEqual(ListTextLayout.lines("ab cd\nef", width: 25, measure: ten), ["ab", "cd", "ef"])
        // No width: breaks at "\n" only.
        XCTAssertEqual(ListTextLayout.lines("ab cd", width: 0, measure: ten), ["ab cd"])
        // A no-break space does not break.
        XCTAssertEqual(ListTextLayout.lines("ab\u{00A0}cd ef", width: 50, measure: ten), ["ab\u{00A0}cd", "ef"])
    }

    func testTextLinesBreakAtEveryKindOfLineBreak() {
        XCTAssertEqual(ListTextLayout.explicitLines("a\nb\r\nc\rd\u{2028}e"), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(ListTextLayout.explicitLines(nil), [""])
        XCTAssertEqual(ListTextLayout.explicitLines("a\n"), ["a", ""])
    }
}
