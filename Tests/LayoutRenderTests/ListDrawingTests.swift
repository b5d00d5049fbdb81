import XCTest
import LayoutEngine
@testable import LayoutRender

/// List sections drawn as iOS draws them (docs/semantics-decisions.md decision 43), read back pixel by pixel at 3×.
/// Inset-grouped at 390 pt, 3×: rows at x 20 (60 px), width 350 (1050 px), first row at y 53/3 (53 px), 44 pt
/// (132 px) tall; separators are 1 px, inside the row in its last pixel row, from the text (M = 20 inside the row).
final class ListDrawingTests: XCTestCase {
    private func picture(_ appearance: UICollectionLayoutListConfiguration.Appearance, theme: RenderTheme = .light,
                         counts: [Int] = [3]) throws -> Picture {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let result = try layout.resolve(LayoutInput(viewSize: CGSize(width: 390, height: 300),
                                                    traits: UITraitCollection(displayScale: 3), itemCounts: counts))
        return try Picture(Renderer(theme: theme).render(result, options: RenderOptions(scale: 3, showsLabels: false),
                                                         format: .png))
    }

    private func assertColor(_ p: Picture, _ x: Int, _ y: Int, _ expected: [Int], _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let got = p.rgb(x, y)
        XCTAssertTrue(zip(got, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(what): pixel (\(x), \(y)) is \(got), expected \(expected)",
                      file: file, line: line)
    }

    // systemGroupedBackground F2F2F7; row secondarySystemGroupedBackground FFFFFF; separator 3C3C43 at 29 %.
    static let groupedBackground = [242, 242, 247]
    static let white = [255, 255, 255]
    /// The separator over a white row: 255 − 0.29 · (255 − c) for c = 60, 60, 67.
    static let separatorOnWhite = [198, 198, 200]

    func testInsetGroupedRowsSitOnTheGroupedBackgroundWithRoundedOuterCorners() throws {
        let p = try picture(.insetGrouped)
        assertColor(p, 5, 5, Self.groupedBackground, "list background")
        assertColor(p, 30, 150, Self.groupedBackground, "left margin (x 10 pt)")
        assertColor(p, 600, 120, Self.white, "inside row 0")
        // The first row's top-left pixel (x 60, y 53) is outside its 10-pt (30 px) rounded corner.
        assertColor(p, 61, 54, Self.groupedBackground, "rounded top-left corner of the first row")
        // The middle row (y 61.667 pt = 185 px) has square corners.
        assertColor(p, 61, 186, Self.white, "square corner of a middle row")
        // The last row ends at 53 + 396 = 449 px: its bottom-left pixel is outside the rounded corner.
        assertColor(p, 61, 447, Self.groupedBackground, "rounded bottom-left corner of the last row")
    }

    func testSeparatorsLieInsideTheRowFromTheTextAndNotUnderTheLastRow() throws {
        let p = try picture(.insetGrouped)
        // Row 0's last pixel row: 53 + 132 − 1 = 184. Separator from x (20 + 20) · 3 = 120 px to the row's end (1110).
        assertColor(p, 300, 184, Self.separatorOnWhite, "separator under row 0")
        assertColor(p, 1100, 184, Self.separatorOnWhite, "separator reaches the trailing edge")
        assertColor(p, 90, 184, Self.white, "no separator before the text inset (x 30 pt)")
        assertColor(p, 300, 183, Self.white, "the separator is one pixel thick")
        assertColor(p, 300, 448, Self.white, "no separator under the last row")
    }

    func testGroupedSectionsHaveHairlinesJustOutsideTheirFirstAndLastRows() throws {
        let p = try picture(.grouped)
        // Rows full width from y 53 px to 449 px. Hairline over F2F2F7: 242 − 0.29 · 182 = 189, 189, 247 − 0.29 · 180 = 194.8.
        assertColor(p, 10, 52, [189, 189, 195], "hairline above the first row")
        assertColor(p, 10, 449, [189, 189, 195], "hairline below the last row")
        assertColor(p, 10, 51, Self.groupedBackground, "background above the hairline")
        assertColor(p, 10, 120, Self.white, "rows span the full width")
    }

    func testDarkThemeUsesTheDarkSystemColours() throws {
        let p = try picture(.insetGrouped, theme: .dark)
        assertColor(p, 5, 5, [0, 0, 0], "dark grouped background")
        assertColor(p, 600, 120, [28, 28, 30], "dark row (1C1C1E)")
        // Dark separator 545458 at 60 % over 1C1C1E: 28 + 0.6 · (84 − 28) = 61.6, 61.6, 30 + 0.6 · (88 − 30) = 64.8.
        assertColor(p, 300, 184, [62, 62, 65], "dark separator")
    }

    func testPlainListsAreOneColourWithASeparatorUnderEveryRow() throws {
        let p = try picture(.plain)
        // Plain rows start at y 0, full width; row 2's last pixel row is 3 · 132 − 1 = 395.
        assertColor(p, 600, 60, Self.white, "plain background")
        assertColor(p, 300, 131, Self.separatorOnWhite, "separator under row 0")
        assertColor(p, 300, 395, Self.separatorOnWhite, "separator under the last row too")
        assertColor(p, 30, 131, Self.white, "separators start at the 20-pt margin")
    }

    func testSidebarsDrawNoSeparators() throws {
        let p = try picture(.sidebar)
        // Sidebar: background secondarySystemBackground F2F2F7 everywhere, rows have no fill, no separators.
        // Row 0 ends at (10 + 44) · 3 = 162 px.
        assertColor(p, 300, 161, Self.groupedBackground, "no separator under a sidebar row")
    }

    func testRightToLeftListsMirrorTheSeparatorInset() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let result = try layout.resolve(LayoutInput(viewSize: CGSize(width: 390, height: 300),
                                                    traits: UITraitCollection(displayScale: 3, layoutDirection: .rightToLeft),
                                                    itemCounts: [3]))
        let p = try Picture(Renderer().render(result, options: RenderOptions(scale: 3, showsLabels: false), format: .png))
        // Mirrored: the separator runs from the row's left edge (60 px) to 20 pt before its right edge (1110 − 60 = 1050 px).
        assertColor(p, 70, 184, Self.separatorOnWhite, "separator reaches the left (trailing) edge")
        assertColor(p, 1080, 184, Self.white, "no separator within the right (leading) text inset")
    }
}
