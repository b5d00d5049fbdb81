import XCTest
import LayoutEngine
@testable import LayoutRender

/// List row content drawn in place (issue 24, decision 53), read back pixel by pixel. Inset-grouped at 393 pt, 3×:
/// card x 20 … 373 pt (60 … 1119 px), first row at 53 px. Row 0 holds text + secondary text (179 px tall: margins
/// 33 px, text label 61 px, padding 9 px, secondary label 43 px); rows 1 and 2 an image, body text and a
/// disclosure indicator (132 px). Text starts at the margin, 20 pt inside the row (x 40 pt = 120 px).
final class ListContentDrawingTests: XCTestCase {
    static let red = RGBA(rgb: 0xFF0000)

    private func picture(category: UIContentSizeCategory = .large, theme: RenderTheme = .light) throws -> Picture {
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: ListRowContent(.cell(text: "General", imageName: "gear"),
                                                     accessories: [.disclosureIndicator()]),
                                items: [0: ListRowContent(.cell(text: "Title", secondaryText: "Detail"))])
        let result = try UICollectionViewCompositionalLayout.list(using: c).resolve(
            LayoutInput(viewSize: CGSize(width: 393, height: 400),
                        traits: UITraitCollection(displayScale: 3, preferredContentSizeCategory: category),
                        itemCounts: [3]))
        let content = RenderContent(cellColor: { _ in Self.red })
        return try Picture(Renderer(theme: theme).render(result, content: content,
                                                         options: RenderOptions(scale: 3, showsLabels: false), format: .png))
    }

    /// The darkest (or brightest) pixel of a box, by the sum of its channels.
    private func extreme(_ p: Picture, x: ClosedRange<Int>, y: ClosedRange<Int>, brightest: Bool = false) -> [Int] {
        var best: [Int] = p.rgb(x.lowerBound, y.lowerBound)
        var bestSum: Int = best.reduce(0, +)
        for yy in y {
            for xx in x {
                let c: [Int] = p.rgb(xx, yy)
                let sum: Int = c.reduce(0, +)
                if brightest ? sum > bestSum : sum < bestSum { best = c; bestSum = sum }
            }
        }
        return best
    }

    /// Pixels of `p` in a box that are not the row's white.
    private func inked(_ p: Picture, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
        var n = 0
        for yy in y { for xx in x where p.rgb(xx, yy) != [255, 255, 255] { n += 1 } }
        return n
    }

    func testTextAndSecondaryTextSitOnTheirLines() throws {
        let p = try picture()
        // Text label 53 + 33 = 86 … 147 px; secondary label 147 + 9 = 156 … 199 px; nothing above 86 or below 199.
        XCTAssertGreaterThan(inked(p, x: 120...400, y: 90...143), 200, "the text 'Title'")
        XCTAssertGreaterThan(inked(p, x: 120...400, y: 160...196), 150, "the secondary text 'Detail'")
        XCTAssertEqual(inked(p, x: 120...1000, y: 56...82), 0, "the top margin is empty")
        XCTAssertEqual(inked(p, x: 120...1000, y: 203...228), 0, "the bottom margin is empty")
        XCTAssertEqual(inked(p, x: 66...116, y: 90...196), 0, "nothing before the text inset")
        // The text is black (label), the secondary text grey (secondaryLabel 3C3C43 at 60 %: ≈ 138, 138, 142).
        let darkest = extreme(p, x: 120...400, y: 90...143)
        XCTAssertLessThan(darkest.reduce(0, +), 60, "\(darkest)")
        let greyest = extreme(p, x: 120...400, y: 160...196)
        XCTAssertTrue((120...160).contains(greyest[0]), "secondary text colour \(greyest)")
    }

    func testImageTextAndDisclosureIndicatorInPlace() throws {
        let p = try picture()
        // Row 1: 232 … 364 px, centre 98.5 pt (295.5 px). The image slot is 24 pt from x 40 pt; the tile is
        // min(24, 1.1 · 20.333) = 22.367 pt, centred in it: x 40.82 … 63.18 pt (122.5 … 189.5 px).
        XCTAssertEqual(p.rgb(156, 295), [255, 0, 0], "image tile")
        XCTAssertEqual(p.rgb(115, 295), [255, 255, 255], "before the image")
        // Text from 40 + 24 + 16 = 80 pt (240 px): white between the tile and the text.
        XCTAssertEqual(inked(p, x: 195...236, y: 270...320), 0, "padding between image and text")
        XCTAssertGreaterThan(inked(p, x: 240...500, y: 270...320), 200, "the text 'General'")
        // The chevron ends 16 pt inside the row's trailing edge (373 − 16 = 357 pt, 1071 px), centred on the row.
        XCTAssertGreaterThan(inked(p, x: 1045...1073, y: 280...311), 20, "disclosure indicator")
        XCTAssertEqual(inked(p, x: 1076...1115, y: 240...360), 0, "nothing after the accessory")
        // Its separator (row 1 is not the last) starts past the image: 20 + 20 + 24 + 16 = 80 pt = 240 px, in the
        // row's last pixel row 363. Row 0's (no image) starts at the text inset, 120 px, in pixel row 231.
        XCTAssertEqual(p.rgb(200, 363), [255, 255, 255])
        XCTAssertNotEqual(p.rgb(250, 363), [255, 255, 255])
        XCTAssertNotEqual(p.rgb(130, 231), [255, 255, 255])
    }

    func testAtAnAccessibilitySizeTheTextIsLargerAndTheRowsTaller() throws {
        let large = try picture(), ax = try picture(category: .accessibilityExtraLarge)
        // accessibility3: row 0 is 334 px tall (53 … 387), its text label 53 + 33 = 86 … 230 px (48 pt).
        // The text's ink spans more pixel rows than at the default size.
        func rows(_ p: Picture, _ y: ClosedRange<Int>) -> Int {
            y.filter { yy in (120...700).contains { p.rgb($0, yy) != [255, 255, 255] } }.count
        }
        XCTAssertGreaterThan(rows(ax, 86...230), 2 * rows(large, 86...147))
        XCTAssertEqual(inked(ax, x: 120...1000, y: 56...82), 0, "the top margin is empty")
    }

    /// Inset-grouped rows of body `text`, sized with `measure`, drawn at 3×; with row 0's frame.
    private func wrapped(_ text: String, rows: Int, measure: @escaping ListContentMetrics.TextWidth) throws -> (Picture, CGRect) {
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.content = ListContent(rows: ListRowContent(.cell(text: text)))
        var input = LayoutInput(viewSize: CGSize(width: 393, height: 400), traits: UITraitCollection(displayScale: 3),
                                itemCounts: [rows])
        input.textWidth = measure
        let result = try UICollectionViewCompositionalLayout.list(using: c).resolve(input)
        let row = try XCTUnwrap(result.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind,
                                                                  section: 0, item: 0))?.frame)
        let p = try Picture(Renderer(theme: .light).render(result, content: RenderContent(cellColor: { _ in Self.red }),
                                                           options: RenderOptions(scale: 3, showsLabels: false), format: .png))
        return (p, row)
    }

    func testWrappedTextIsDrawnOnTheLinesTheRowWasSizedFor() throws {
        // Issue 34: 49 characters of body text (17 pt) in the renderer's font (DejaVu Sans, about 10 pt a character)
        // are wider than the 317-pt label (20 … 337 pt of a 353-pt row) and narrower than two: two lines,
        // 20.287 + 22 = 42.287 → ⌈126.86⌉/3 = 42.333, row 11 + 42.333 + 11 = 64.333 pt (193 px, 53 … 246 px).
        // Line 1 at 53 + 33 = 86 … 147 px, line 2 one leading (22 pt, 66 px) lower: 152 … 213 px.
        let (p, row) = try wrapped("The quick brown fox jumps over the lazy dog again", rows: 2, measure: Renderer.textWidth())
        XCTAssertEqual(row.height, 193.0 / 3, accuracy: 1e-9)
        XCTAssertGreaterThan(inked(p, x: 120...1000, y: 90...143), 300, "line 1")
        XCTAssertGreaterThan(inked(p, x: 120...1000, y: 156...209), 300, "line 2, inside the same row")
        XCTAssertEqual(inked(p, x: 120...1000, y: 56...82), 0, "the top margin is empty")
        XCTAssertEqual(inked(p, x: 120...1000, y: 216...240), 0, "the bottom margin is empty (no third line)")
        // Nothing past the label's end (20 + 337 = 357 pt, 1071 px); line 1 reaches past 300 pt (900 px).
        XCTAssertEqual(inked(p, x: 1074...1110, y: 86...213), 0, "text stops at the label's width")
        XCTAssertGreaterThan(inked(p, x: 900...1071, y: 90...143), 50, "line 1 fills the label")
    }

    func testDrawingBreaksTextWhereSizingBrokeIt() throws {
        // The row is sized with a measurer of 20 pt a character (not the font's ~10): "aaaaa bbbbb ccccc ddddd" in
        // the 317-pt label breaks after "bbbbb" (11 characters = 220; 17 = 340 > 317). Drawing breaks with the
        // same measurer (ListSectionStyle.textWidth), so "ccccc ddddd" is on line 2 (152 … 213 px) even though
        // the whole text would fit one line in the font; and line 1 stops after "bbbbb", near 40 + 11 × 10 pt.
        let (p, _) = try wrapped("aaaaa bbbbb ccccc ddddd", rows: 1, measure: { text, _, _ in CGFloat(text.count) * 20 })
        XCTAssertGreaterThan(inked(p, x: 120...700, y: 156...209), 200, "line 2 holds the last two words")
        XCTAssertEqual(inked(p, x: 600...1071, y: 90...143), 0, "line 1 ends after the second word")
    }

    func testDarkThemeDrawsLightText() throws {
        let p = try picture(theme: .dark)
        // secondarySystemGroupedBackground dark 1C1C1E; label white: the brightest text pixel is near white.
        let brightest = extreme(p, x: 120...400, y: 90...143, brightest: true)
        XCTAssertGreaterThan(brightest.reduce(0, +), 700, "\(brightest)")
        XCTAssertEqual(p.rgb(600, 70), [28, 28, 30], "dark row background")
    }
}
