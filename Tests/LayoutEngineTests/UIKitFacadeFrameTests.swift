// Seed layouts built through the UIKit facade, resolved, and checked against frames derived by
// hand from semantics.md (arithmetic in the comments). Content coordinates, zero safe area.
import XCTest
import LayoutEngine

final class UIKitFacadeFrameTests: XCTestCase {
    static let phone = CGSize(width: 375, height: 812)
    /// iPad Pro 12.9" portrait.
    static let iPad = CGSize(width: 1024, height: 1366)

    // MARK: helpers

    private func resolve(_ layout: UICollectionViewLayout, size: CGSize = phone, counts: [Int],
                         contentOffset: CGPoint? = nil, orthogonalOffsets: [Int: CGFloat] = [:],
                         traits: UITraitCollection = UITraitCollection(iosVersion: IOSVersion(15)),
                         file: StaticString = #filePath, line: UInt = #line) throws -> LayoutResult {
        let compositional = try XCTUnwrap(layout as? UICollectionViewCompositionalLayout, file: file, line: line)
        return try compositional.resolve(LayoutInput(viewSize: size, traits: traits, itemCounts: counts,
                                                     contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets))
    }

    private func cell(_ r: LayoutResult, _ section: Int, _ item: Int,
                      file: StaticString = #filePath, line: UInt = #line) throws -> LayoutAttributes {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: section, item: item)),
                      "no cell [\(section), \(item)]", file: file, line: line)
    }

    private func supplementary(_ r: LayoutResult, _ kind: String, _ section: Int, _ item: Int,
                               file: StaticString = #filePath, line: UInt = #line) throws -> LayoutAttributes {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .supplementary, elementKind: kind, section: section, item: item)),
                      "no supplementary \(kind) [\(section), \(item)]", file: file, line: line)
    }

    private func assertFrame(_ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                             _ what: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let ok = abs(actual.minX - x) < 1e-6 && abs(actual.minY - y) < 1e-6
            && abs(actual.width - w) < 1e-6 && abs(actual.height - h) < 1e-6
        XCTAssertTrue(ok, "\(what) frame \(actual) != (\(x), \(y), \(w), \(h))", file: file, line: line)
    }

    private func assertCell(_ r: LayoutResult, _ section: Int, _ item: Int,
                            _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        assertFrame(try cell(r, section, item, file: file, line: line).frame, x, y, w, h,
                    "cell [\(section), \(item)]", file: file, line: line)
    }

    // MARK: seed 000 — grid stages on a 375-wide phone

    func testOneColumnGridIsFullWidthSquaresBelowTheTopInset() throws {
        // Group 1fw × 1fw of 375 = 375 × 375; section top inset 16 → group k at y = 16 + 375k.
        // Item fills the group, insets (0, 4, 4, 4) → (4, 16 + 375k, 367, 371).
        let r = try resolve(OneColumnGrid.generateLayout(), counts: [3])
        try assertCell(r, 0, 0, 4, 16, 367, 371)
        try assertCell(r, 0, 1, 4, 391, 367, 371)
        try assertCell(r, 0, 2, 4, 766, 367, 371)
        // 16 + 3 × 375 = 1141.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 1141))
    }

    func testTwoColumnGridPlacesTwoSquaresPerInsetGroup() throws {
        // Group 375 × 187.5 (0.5fw), insets (0, 2, 4, 2) → content 371 × 183.5 at x 2.
        // Items 0.5fw of 371 = 185.5 square: slots at x 2 and 187.5 (ends 373 = content edge, fits).
        // Item insets (0, 2, 0, 2) → width 181.5, height 185.5 (overflows the 183.5 content, §3.6).
        let r = try resolve(TwoColumnGrid.generateLayout(), counts: [4])
        try assertCell(r, 0, 0, 4, 16, 181.5, 185.5)
        try assertCell(r, 0, 1, 189.5, 16, 181.5, 185.5)
        // Second group at 16 + 187.5 = 203.5.
        try assertCell(r, 0, 2, 4, 203.5, 181.5, 185.5)
        try assertCell(r, 0, 3, 189.5, 203.5, 181.5, 185.5)
        // 16 + 2 × 187.5 = 391.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 391))
    }

    func testTwoPlusOneGridWithoutHeaders() throws {
        // Outer vertical group 375 × 562.5 (1.5fw). Pair row 375 × 187.5 at y 0, big row 375 × 375 at
        // y 187.5 (ends 562.5, fits); 3 slots per instance.
        // Pair row content (2, 0, 371, 183.5): items 185.5 square at x 2, 187.5; insets (0,2,2,2) → 181.5 × 183.5.
        // Big row content 371 × 371: item 371 square at x 2; insets (0,2,0,2) → 367 × 371.
        let r = try resolve(TwoPlusOneGrid.generateLayout(withHeaders: false), counts: [4])
        try assertCell(r, 0, 0, 4, 16, 181.5, 183.5)
        try assertCell(r, 0, 1, 189.5, 16, 181.5, 183.5)
        try assertCell(r, 0, 2, 4, 16 + 187.5, 367, 371)
        // Instance 1 at 16 + 562.5 = 578.5.
        try assertCell(r, 0, 3, 4, 578.5, 181.5, 183.5)
        // The partial last instance keeps its full extent (§2.6): 16 + 2 × 562.5 = 1141.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 1141))
    }

    func testTwoPlusOneGridWithCollectionHeaderSpacerAndSectionHeader() throws {
        // Layout header (0, 0, 375, 32) precedes section 0 (§12.8): the section starts at 32.
        // Spacer (60) and section header (32) are both top-aligned: each sits at the section start
        // and the band is the tallest, 60 (§12.4). Content top = 32 + 60 + 16 = 108.
        let r = try resolve(TwoPlusOneGrid.generateLayout(), counts: [6])
        assertFrame(try supplementary(r, GridKinds.collectionHeader, 0, 0).frame, 0, 0, 375, 32, "collection header")
        assertFrame(try supplementary(r, GridKinds.sectionSpacer, 0, 0).frame, 0, 32, 375, 60, "spacer")
        assertFrame(try supplementary(r, GridKinds.sectionHeader, 0, 0).frame, 0, 32, 375, 32, "section header")
        try assertCell(r, 0, 0, 4, 108, 181.5, 183.5)
        try assertCell(r, 0, 1, 189.5, 108, 181.5, 183.5)
        // Big row at 108 + 187.5 = 295.5.
        try assertCell(r, 0, 2, 4, 295.5, 367, 371)
        // Instance 1 at 108 + 562.5 = 670.5; its big row at 670.5 + 187.5 = 858.
        try assertCell(r, 0, 3, 4, 670.5, 181.5, 183.5)
        try assertCell(r, 0, 5, 4, 858, 367, 371)
        // 108 + 2 × 562.5 = 1233.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 1233))
        // Boundary items default to zIndex 1, above the cells' 0 (§19).
        XCTAssertEqual(try supplementary(r, GridKinds.sectionHeader, 0, 0).zIndex, 1)
        XCTAssertEqual(try cell(r, 0, 0).zIndex, 0)
    }

    // MARK: seed 001 — the carousel

    func testCarouselAtRestCentresTheFirstCardAtFullScale() throws {
        // Orthogonal group width against the full 375 (§2.3): 0.92 × 375 = 345; height 343.
        // groupPagingCentered insets each side by (375 − 345) / 2 = 15 (§10.5), so group 0 is at x 15.
        // Group insets leading/trailing 8 → item 329 × 343 at x 15 + 8 = 23; section top inset 10.
        // Card 1's group at 15 + 345 = 360 → item x 368.
        let r = try resolve(CatCarousel.horizontalPagingLayout, counts: [8])
        let first = try cell(r, 0, 0), second = try cell(r, 0, 1)
        assertFrame(first.frame, 23, 10, 329, 343, "card 0")
        assertFrame(second.frame, 368, 10, 329, 343, "card 1")
        // Handler: card 0 midX 23 + 164.5 = 187.5 = centre → scale 1 (identity).
        // Card 1 midX 532.5, distance 345 → 1 − 345/375 = 0.08 → clamped to 0.7.
        XCTAssertEqual(first.transform, .identity)
        XCTAssertEqual(second.transform.a, 0.7, accuracy: 1e-9)
        XCTAssertEqual(second.transform.d, 0.7, accuracy: 1e-9)
        // The section's main-axis extent: 10 + 343 = 353.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 353))
    }

    func testCarouselPagedOneGroupCentresTheSecondCard() throws {
        // Orthogonal offset 345 (one group): card 1 on screen at 368 − 345 = 23, midX 187.5 → scale 1;
        // card 0 at 23 − 345 = −322, midX −157.5, distance 345 → clamped 0.7.
        let r = try resolve(CatCarousel.horizontalPagingLayout, counts: [8], orthogonalOffsets: [0: 345])
        let first = try cell(r, 0, 0), second = try cell(r, 0, 1)
        assertFrame(second.frame, 23, 10, 329, 343, "card 1")
        assertFrame(first.frame, -322, 10, 329, 343, "card 0")
        XCTAssertEqual(second.transform.a, 1, accuracy: 1e-9)
        XCTAssertEqual(first.transform.a, 0.7, accuracy: 1e-9)
    }

    // MARK: seed 002 — App Store on an iPad Pro 12.9" (1024 wide)

    private static let appStoreCounts = [4, 9, 6, 9, 9, 9, 4, 9, 9, 9, 9, 6, 1]

    func testAppStoreHighlightedSectionSplitsEachPagingGroupInTwo() throws {
        // Orthogonal group 0.95 × 1024 = 972.8 wide, 300 high; section insets 5 → group k at
        // x 5 + 972.8k, y 5. Items 0.5 × 972.8 = 486.4 × 300, insets 5 → 476.4 × 290.
        let r = try resolve(AppStoreScreen().createLayout(), size: Self.iPad, counts: Self.appStoreCounts,
                            traits: UITraitCollection(displayScale: 2, horizontalSizeClass: .regular, iosVersion: IOSVersion(15)))
        try assertCell(r, 0, 0, 10, 10, 476.4, 290)
        try assertCell(r, 0, 1, 496.4, 10, 476.4, 290)
        try assertCell(r, 0, 2, 5 + 972.8 + 5, 10, 476.4, 290)
    }

    func testAppStoreStackedSectionsDivideEachColumnIntoEqualRows() throws {
        let r = try resolve(AppStoreScreen().createLayout(), size: Self.iPad, counts: Self.appStoreCounts,
                            traits: UITraitCollection(displayScale: 2, horizontalSizeClass: .regular, iosVersion: IOSVersion(15)))
        // Section 0 spans 5 + 300 + 5 = 310. Section 1: group 0.475 × 1024 = 486.4 × 400 at (5, 315);
        // count 3 → rows of 400/3; item insets 5 → 476.4 × (400/3 − 10).
        let row: CGFloat = 400.0 / 3.0
        try assertCell(r, 1, 0, 10, 320, 476.4, row - 10)
        try assertCell(r, 1, 1, 10, 315 + row + 5, 476.4, row - 10)
        try assertCell(r, 1, 2, 10, 315 + 2 * row + 5, 476.4, row - 10)
        // Group 1 at x 5 + 486.4 = 491.4.
        try assertCell(r, 1, 3, 496.4, 320, 476.4, row - 10)
        // Section 1 spans 410 → section 2 starts at 720; group at 725, rows of 350/2 = 175.
        try assertCell(r, 2, 0, 10, 730, 476.4, 165)
        try assertCell(r, 2, 1, 10, 905, 476.4, 165)
    }

    func testAppStoreQuickLinksAndTermsAtTheBottom() throws {
        let r = try resolve(AppStoreScreen().createLayout(), size: Self.iPad, counts: Self.appStoreCounts,
                            traits: UITraitCollection(displayScale: 2, horizontalSizeClass: .regular, iosVersion: IOSVersion(15)))
        // Section extents: 310, 410, 360, 310, 310, 185, 185, 410 × 4, 185, 65.
        // Section 11 starts at 310 + 410 + 360 + 310 + 310 + 185 + 185 + 1640 = 3710.
        // Quick links group 0.5 × 1024 = 512 × 175 at (5, 3715); items 512 × 0.33 × 175 = 57.75 high,
        // three fit (173.25 ≤ 175); insets (5, 10, 5, 10) → 492 × 47.75.
        try assertCell(r, 11, 0, 15, 3720, 492, 47.75)
        try assertCell(r, 11, 1, 15, 3715 + 57.75 + 5, 492, 47.75)
        try assertCell(r, 11, 2, 15, 3715 + 115.5 + 5, 492, 47.75)
        // Group 1 at x 5 + 512 = 517.
        try assertCell(r, 11, 3, 527, 3720, 492, 47.75)
        // Terms: section 12 at 3710 + 185 = 3895; group 972.8 × 55 at (5, 3900); insets 5.
        try assertCell(r, 12, 0, 10, 3905, 962.8, 45)
        // 3895 + 5 + 55 + 5 = 3960.
        XCTAssertEqual(r.contentSize.width, 1024)
        XCTAssertEqual(r.contentSize.height, 3960, accuracy: 1e-6)
    }

    // MARK: seed 003 — list article

    func testPlainListRowsAreInsetByEight() throws {
        // Group 375 × 50; item fills it, insets 8 → (8, 50k + 8, 359, 34).
        let r = try resolve(PlainListScreen().createLayout(), counts: [3])
        try assertCell(r, 0, 0, 8, 8, 359, 34)
        try assertCell(r, 0, 2, 8, 108, 359, 34)
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 150))
    }

    func testEdgedListCentresTwoColumnsPerRow() throws {
        // Items 0.4 × 375 = 150 × 60; two fit (the third would start at 316 and end at 466 > 375).
        // Both flexible outer edges have minimum 0, so however the leftover is shared the pair is
        // centred: first.minX == 375 − second.maxX. interGroupSpacing 10 → second row at y 70.
        let r = try resolve(EdgedListScreen().createLayout(), counts: [4])
        let a = try cell(r, 0, 0).frame, b = try cell(r, 0, 1).frame
        XCTAssertEqual(a.size, CGSize(width: 150, height: 60))
        XCTAssertEqual(b.size, CGSize(width: 150, height: 60))
        XCTAssertEqual(a.minX, 375 - b.maxX, accuracy: 1e-9)
        // The gap between the two is the middle flexible edge: at least its 16-pt minimum.
        XCTAssertGreaterThanOrEqual(b.minX - a.maxX, 16)
        XCTAssertEqual(try cell(r, 0, 2).frame.minY, 70)
        XCTAssertEqual(try cell(r, 0, 3).frame.minX, b.minX, accuracy: 1e-9)
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 130))
    }

    func testEdgedListFlexibleEdgesShareTheSpaceBeyondTheirMinimums() throws {
        // §6.3 as the lead's resolver decides it (SeedLayoutTests, Apple: "respaced evenly in the
        // additional space"): each flexible edge gets its minimum plus an equal share of what is left.
        // Minimums: 0 + 150 + 16 + 150 + 0 = 316; additional 375 − 316 = 59, three edges → 59/3 each.
        // First at 59/3 ≈ 19.667; second at 19.667 + 150 + 16 + 19.667 = 166 + 118/3 ≈ 205.333,
        // ending at 355.333 + 59/3 = 375.
        // (semantics.md §6.3 read literally — equal shares of 75, each ≥ its minimum — would give
        // 25 and 200; reported to the lead so docs/semantics-decisions.md can record the choice.)
        let r = try resolve(EdgedListScreen().createLayout(), counts: [2])
        try assertCell(r, 0, 0, 59.0 / 3, 0, 150, 60)
        try assertCell(r, 0, 1, 166 + 118.0 / 3, 0, 150, 60)
    }

    func testComplexGroupsNestThreeRowsBesideACountColumn() throws {
        // Outer group 375 × 0.5 × 812 = 406. Rows group 0.75 × 375 = 281.25 wide at x 0; column
        // 0.25 × 375 = 93.75 at x 281.25.
        // Rows: each 281.25 × 0.3 × 406 = 121.8; three fit (365.4); flexible(0) spreads the leftover
        // 40.6 over two gaps → y 0, 142.1, 284.2.
        // In a row: narrow 0.25 × 281.25 = 70.3125, wide 0.4 × 281.25 = 112.5, fixed gaps 8; three fit
        // (269.125; a fourth would start at 277.125 and overflow).
        // Column: count 3, spacing 8 → rows (406 − 16) / 3 = 130 at y 0, 138, 276.
        // Slots depth-first: row A 0–2, row B 3–5, row C 6–8, column 9–11 (§8.2).
        let r = try resolve(ComplexGroupsScreen().createLayout(), counts: [13])
        try assertCell(r, 0, 0, 0, 0, 70.3125, 121.8)
        try assertCell(r, 0, 1, 78.3125, 0, 112.5, 121.8)
        try assertCell(r, 0, 2, 198.8125, 0, 70.3125, 121.8)
        try assertCell(r, 0, 3, 0, 142.1, 112.5, 121.8)
        try assertCell(r, 0, 4, 120.5, 142.1, 70.3125, 121.8)
        try assertCell(r, 0, 5, 198.8125, 142.1, 70.3125, 121.8)
        try assertCell(r, 0, 6, 0, 284.2, 70.3125, 121.8)
        try assertCell(r, 0, 7, 78.3125, 284.2, 70.3125, 121.8)
        try assertCell(r, 0, 8, 156.625, 284.2, 112.5, 121.8)
        try assertCell(r, 0, 9, 281.25, 0, 93.75, 130)
        try assertCell(r, 0, 10, 281.25, 138, 93.75, 130)
        try assertCell(r, 0, 11, 281.25, 276, 93.75, 130)
        // Instance 1 at 406 + interGroupSpacing 8 = 414.
        try assertCell(r, 0, 12, 0, 414, 70.3125, 121.8)
        // Two instances: 406 + 8 + 406 = 820.
        XCTAssertEqual(r.contentSize.height, 820, accuracy: 1e-6)
    }

    func testCheckmarkSitsInTheTopTrailingCornerOfEachGroup() throws {
        // Group 375 × 0.2 × 812 = 162.4, count 3 → slots 125 wide; item insets 8 → 109 × 146.4.
        // Checkmark 45 × 45 anchored [.top, .trailing] inside the group: x 375 − 45 = 330 (§11.5).
        let r = try resolve(CheckmarkGridScreen().createLayout(), counts: [4])
        try assertCell(r, 0, 0, 8, 8, 109, 146.4)
        try assertCell(r, 0, 2, 258, 8, 109, 146.4)
        let kind = CheckmarkGridScreen.checkMarkElementKind
        // One per group instance, index path (section, instance) (§11.7), the partial one included.
        assertFrame(try supplementary(r, kind, 0, 0).frame, 330, 0, 45, 45, "checkmark 0")
        assertFrame(try supplementary(r, kind, 0, 1).frame, 330, 162.4, 45, 45, "checkmark 1")
        XCTAssertNil(r.attributes(for: ElementKey(category: .supplementary, elementKind: kind, section: 0, item: 2)))
    }

    func testHeaderFooterScreenPushesTheNarrowGroupToTheTrailingSide() throws {
        // Group 0.9 × 375 = 337.5 with leading .flexible(0): pushed to x 375 − 337.5 = 37.5 (§6.3).
        // Header band 50 → groups at y 50 + 50k; item insets 8 → (45.5, y + 8, 321.5, 34).
        // Three items: content bottom 200 → footer (0, 200, 375, 50); section ends at 250.
        let r = try resolve(HeaderFooterScreen().createLayout(), counts: [3, 1])
        assertFrame(try supplementary(r, HeaderFooterScreen.headerKind, 0, 0).frame, 0, 0, 375, 50, "header")
        try assertCell(r, 0, 0, 45.5, 58, 321.5, 34)
        try assertCell(r, 0, 2, 45.5, 158, 321.5, 34)
        assertFrame(try supplementary(r, HeaderFooterScreen.footerKind, 0, 0).frame, 0, 200, 375, 50, "footer")
        // The leading item is 0.1 × 375 = 37.5 wide, at the leading edge.
        let side = try supplementary(r, HeaderFooterScreen.leadingKind, 0, 0).frame
        XCTAssertEqual(side.minX, 0); XCTAssertEqual(side.width, 37.5); XCTAssertEqual(side.height, 150)
        // interSectionSpacing 16: section 1's header at 250 + 16 = 266, its first cell at 266 + 50 + 8.
        assertFrame(try supplementary(r, HeaderFooterScreen.headerKind, 1, 0).frame, 0, 266, 375, 50, "header 1")
        try assertCell(r, 1, 0, 45.5, 324, 321.5, 34)
        // 266 + 50 + 50 + 50 = 416.
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 416))
    }

    func testBackgroundDecorationCoversTheSectionMinusItsInsets() throws {
        // Section insets top/bottom 8; groups 375 × 50 at y 8 + 50k; item insets (8, 16, 8, 16).
        // Section span 0..(8 + 150 + 8 = 166), full width; decoration insets 8 → (8, 8, 359, 150) (§14.2).
        let r = try resolve(BackgroundScreen().createLayout(), counts: [3])
        try assertCell(r, 0, 0, 16, 16, 343, 34)
        try assertCell(r, 0, 2, 16, 116, 343, 34)
        let bg = try XCTUnwrap(r.attributes(for: ElementKey(category: .decoration, elementKind: "background", section: 0, item: 0)))
        assertFrame(bg.frame, 8, 8, 359, 150, "background")
        // Decoration at 0, the section's cells promoted to 1 (§14.5).
        XCTAssertEqual(bg.zIndex, 0)
        XCTAssertEqual(try cell(r, 0, 0).zIndex, 1)
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 166))
    }

    func testMixedSectionsFailWhenTheProviderReturnsNil() throws {
        // Three sections but the provider only knows two: resolution fails naming section 2 (§9.5).
        let layout = try XCTUnwrap(MixedSectionsScreen().createLayout() as? UICollectionViewCompositionalLayout)
        XCTAssertThrowsError(try layout.resolve(LayoutInput(viewSize: Self.phone, itemCounts: [2, 3, 1]))) { error in
            XCTAssertEqual(error as? LayoutError, .missingSection(path: ModelPath(.section(2))))
        }
        XCTAssertNoThrow(try layout.resolve(LayoutInput(viewSize: Self.phone, itemCounts: [2, 3])))
    }

    // MARK: invalid constructions surface at resolution, with a path

    private func nestedLayout(inner: NSCollectionLayoutGroup) -> UICollectionViewCompositionalLayout {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let outer = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [cell, inner])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
    }

    func testGroupWithoutSubitemsThrowsNamingItsPath() {
        // UIKit raises "At least 1 subitem is required for a group" at construction (§8.7); here the
        // nested group (subitem 1 of the section's group) is reported when resolving.
        let empty = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitems: [])
        XCTAssertThrowsError(try nestedLayout(inner: empty).resolve(LayoutInput(viewSize: Self.phone, itemCounts: [4]))) { error in
            guard case .emptyGroup(let path)? = error as? LayoutError else { return XCTFail("expected emptyGroup, got \(error)") }
            XCTAssertTrue(path.description.hasPrefix("sections[0]"), path.description)
            XCTAssertTrue(path.description.hasSuffix("subitems[1]"), path.description)
        }
    }

    func testCountBelowOneThrowsNamingItsPath() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        for inner in [NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 0),
                      NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: -1)] {
            XCTAssertThrowsError(try nestedLayout(inner: inner).resolve(LayoutInput(viewSize: Self.phone, itemCounts: [4]))) { error in
                guard case .invalidCount(let path, _)? = error as? LayoutError else { return XCTFail("expected invalidCount, got \(error)") }
                XCTAssertTrue(path.description.hasSuffix("subitems[1]"), path.description)
            }
        }
    }

    // MARK: seed 004

    func testNestedGroupsInAnOrthogonalSection() throws {
        // Group width against the full 375: 0.85 × 375 = 318.75; height 0.4 × 812 = 324.8.
        // Leading item 0.7 × 318.75 = 223.125 × 324.8, insets 10 → (10, 10, 203.125, 304.8).
        // Trailing column 0.3 × 318.75 = 95.625 at x 223.125, count 2 → 162.4 each; insets 10 →
        // (233.125, 10, 75.625, 142.4) and (233.125, 172.4, 75.625, 142.4).
        let r = try resolve(DSLArticleLayouts.nestedGroups(), counts: [6])
        try assertCell(r, 0, 0, 10, 10, 203.125, 304.8)
        try assertCell(r, 0, 1, 233.125, 10, 75.625, 142.4)
        try assertCell(r, 0, 2, 233.125, 172.4, 75.625, 142.4)
        // Group 1 at x 318.75.
        try assertCell(r, 0, 3, 328.75, 10, 203.125, 304.8)
        XCTAssertEqual(r.contentSize.height, 324.8, accuracy: 1e-6)
    }

    func testPinnedHeaderFollowsTheContentOffset() throws {
        // Section insets L/R 10 → header (10, 0, 355, 44) following the insets (§12.2, §12.3);
        // rows 355 × 44 at y 44 + 49k; 20 rows end at 44 + 19 × 49 + 44 = 1019; footer (10, 1019, 355, 44).
        let layout = DSLArticleLayouts.pinnedHeaderList()
        let atRest = try resolve(layout, counts: [20], contentOffset: .zero)
        let kind = DSLArticleLayouts.sectionHeaderElementKind
        assertFrame(try supplementary(atRest, kind, 0, 0).frame, 10, 0, 355, 44, "header at rest")
        try assertCell(atRest, 0, 19, 10, 975, 355, 44)
        assertFrame(try supplementary(atRest, DSLArticleLayouts.sectionFooterElementKind, 0, 0).frame,
                    10, 1019, 355, 44, "footer")
        XCTAssertEqual(atRest.contentSize, CGSize(width: 375, height: 1063))
        // Scrolled to y 200: header.y = min(max(200, 0), 1063 − 44) = 200 (§13.3), zIndex 2.
        let scrolled = try resolve(layout, counts: [20], contentOffset: CGPoint(x: 0, y: 200))
        let header = try supplementary(scrolled, kind, 0, 0)
        assertFrame(header.frame, 10, 200, 355, 44, "pinned header")
        XCTAssertEqual(header.zIndex, 2)
    }
}
