import XCTest
import LayoutEngine

// List rows that say what they hold (issue 24): frames derived by hand from the observations and the rule in
// docs/semantics-decisions.md (decision 53):
//   height = max(minimum, top + label(text) [+ 3 + label(secondary)] + bottom), a label being the system font's line
//   height (point size · 2444/2048) at the content size category, rounded up to the pixel grid;
//   cells: body text, caption1 secondary text, margins 11/11, minimum 44; grouped headers: footnote, 17 above, 6 below.
// HIG Dynamic Type point sizes used here: body 17 (large), 23 (xxxLarge), 40 (accessibility3);
//   caption1 12, 18, 32; footnote 13, 19, 33.
final class ListContentTests: XCTestCase {
    private func resolve(_ configuration: UICollectionLayoutListConfiguration, width: CGFloat = 393, scale: CGFloat = 3,
                         category: UIContentSizeCategory = .large, counts: [Int],
                         measure: (@Sendable (ElementKey, CGSize) -> CGSize)? = nil) throws -> LayoutResult {
        let traits = UITraitCollection(displayScale: scale, horizontalSizeClass: width >= 768 ? .regular : .compact,
                                       preferredContentSizeCategory: category)
        return try UICollectionViewCompositionalLayout.list(using: configuration).resolve(
            LayoutInput(viewSize: CGSize(width: width, height: 2000), traits: traits, itemCounts: counts, measure: measure))
    }
    private func cell(_ r: LayoutResult, _ s: Int, _ i: Int) throws -> CGRect {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: i))?.frame)
    }
    private func header(_ r: LayoutResult, _ s: Int) throws -> CGRect {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .supplementary, elementKind: UICollectionView.elementKindSectionHeader,
                                                   section: s, item: 0))?.frame)
    }
    private func config(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                        _ mode: UICollectionLayoutListConfiguration.HeaderMode = .none,
                        rows: ListRowContent? = nil, items: [Int: ListRowContent] = [:],
                        header: ListRowContent? = nil) -> UICollectionLayoutListConfiguration {
        var c = UICollectionLayoutListConfiguration(appearance: appearance)
        c.headerMode = mode
        c.content = ListContent(rows: rows, items: items, header: header)
        return c
    }
    static let subtitle = ListRowContent(.cell(text: "Title", secondaryText: "Detail"))
    static let imageRow = ListRowContent(.cell(text: "General", imageName: "gear"), accessories: [.disclosureIndicator()])

    // MARK: observed (issue 24)

    func testSidebarRowsSitSixteenPointsFromTheColumnEdgesAndSectionsFiftySixApart() throws {
        // iPadOS 14 sidebar, 320-pt column @2x, firstItemInSection: rows x 16 … 304 (288 wide), 44 tall, 44 apart;
        // from the last row's bottom of section 0 to the first row after section 1's header row: 56 pt
        // (12 padding below section 0 + the 44-pt header row; a header row has no padding above it).
        let r = try resolve(config(.sidebar, .firstItemInSection), width: 320, scale: 2, counts: [3, 3])
        XCTAssertEqual(try cell(r, 0, 0), CGRect(x: 16, y: 0, width: 288, height: 44))      // header row of section 0
        XCTAssertEqual(try cell(r, 0, 1), CGRect(x: 16, y: 44, width: 288, height: 44))
        XCTAssertEqual(try cell(r, 0, 2), CGRect(x: 16, y: 88, width: 288, height: 44))
        let lastBottom = try cell(r, 0, 2).maxY                                              // 132
        XCTAssertEqual(try cell(r, 1, 0).minY, lastBottom + 12)                              // header row at 144
        XCTAssertEqual(try cell(r, 1, 1).minY - lastBottom, 56)                              // first row at 188
        XCTAssertEqual(try cell(r, 1, 2).minY - cell(r, 1, 1).minY, 44)
        XCTAssertEqual(r.contentSize.height, 132 + 12 + 132 + 12)
    }

    func testInsetGroupedFirstItemHeaderWithAnEmptyLabelLeavesOnlyItsMargins() throws {
        // iOS 16, 393 pt @3x: the card's first row starts 23.0 below the content top = 17 + 6 (an empty header label).
        let r = try resolve(config(.insetGrouped, .firstItemInSection,
                                   items: [0: ListRowContent(.groupedHeader(), accessories: [])].mapValues {
                                       var c = $0; c.configuration.text = ""; return c }),
                            counts: [3])
        XCTAssertEqual(try cell(r, 0, 0), CGRect(x: 20, y: 0, width: 353, height: 23))        // 393 − 2 · 20 = 353
        XCTAssertEqual(try cell(r, 0, 1).minY, 23)
        XCTAssertEqual(try cell(r, 0, 1).height, 44)      // rows without content keep their 44-pt estimate
        XCTAssertEqual(try cell(r, 0, 2).minY, 67)
        // Below the last row, the grouped padding 53/3.
        XCTAssertEqual(r.contentSize.height, 111 + 53.0 / 3, accuracy: 1e-9)
    }

    func testTextAndSecondaryTextRowsAreFiftyNinePointSixSixSevenAndImageRowsFortyFour() throws {
        // Text + secondary: 11 + ⌈20.287 · 3⌉/3 (= 61/3 = 20.333) + 3 + ⌈14.320 · 3⌉/3 (= 43/3 = 14.333) + 11
        // = 179/3 = 59.667 (179 px @3x, as observed). Image + body + disclosure indicator: 11 + 20.333 + 11 = 42.333,
        // below the 44-pt minimum: 44. Rows are contiguous.
        let r = try resolve(config(.insetGrouped, rows: Self.subtitle), counts: [3])
        XCTAssertEqual(try cell(r, 0, 0).height * 3, 179, accuracy: 1e-9)
        XCTAssertEqual(try cell(r, 0, 1).minY, try cell(r, 0, 0).maxY, accuracy: 1e-9)
        XCTAssertEqual(try cell(r, 0, 2).minY, 53.0 / 3 + 2 * 179.0 / 3, accuracy: 1e-9)
        let images = try resolve(config(.insetGrouped, rows: Self.imageRow), counts: [2])
        XCTAssertEqual(try cell(images, 0, 0).height, 44)
        XCTAssertEqual(try cell(images, 0, 1).minY, 53.0 / 3 + 44, accuracy: 1e-9)
    }

    // MARK: larger text sizes (the derived rule)

    func testRowsGrowWithTheContentSizeCategory() throws {
        // xxxLarge: body 23 → 27.447 pt → ⌈82.34⌉ = 83 px = 27.667; caption1 18 → 21.48 → ⌈64.45⌉ = 65 px = 21.667.
        //   subtitle row 11 + 27.667 + 3 + 21.667 + 11 = 223/3 = 74.333; image row 11 + 27.667 + 11 = 149/3 = 49.667.
        // accessibility3: body 40 → 47.734 → ⌈143.2⌉ = 144 px = 48; caption1 32 → 38.188 → ⌈114.56⌉ = 115 px = 38.333.
        //   subtitle row 11 + 48 + 3 + 38.333 + 11 = 334/3 = 111.333; image row 11 + 48 + 11 = 70.
        for (category, subtitle, image) in [(UIContentSizeCategory.extraExtraExtraLarge, 223.0, 149.0),
                                            (.accessibilityExtraLarge, 334.0, 210.0)] {
            let r = try resolve(config(.insetGrouped, rows: Self.subtitle), category: category, counts: [2])
            XCTAssertEqual(try cell(r, 0, 0).height * 3, subtitle, accuracy: 1e-9, "\(category.name)")
            XCTAssertEqual(try cell(r, 0, 1).minY * 3, 53 + subtitle, accuracy: 1e-9, "\(category.name)")
            let i = try resolve(config(.insetGrouped, rows: Self.imageRow), category: category, counts: [1])
            XCTAssertEqual(try cell(i, 0, 0).height * 3, image, accuracy: 1e-9, "\(category.name)")
        }
        // Smaller than large never goes under the 44-pt minimum: xSmall body 14 → 16.707 → 51 px = 17, caption1 11
        // → 13.127 → 40 px = 13.333: 11 + 17 + 3 + 13.333 + 11 = 55.333.
        let small = try resolve(config(.insetGrouped, rows: Self.subtitle), category: .extraSmall, counts: [1])
        XCTAssertEqual(try cell(small, 0, 0).height * 3, 166, accuracy: 1e-9)
        let smallImage = try resolve(config(.insetGrouped, rows: Self.imageRow), category: .extraSmall, counts: [1])
        XCTAssertEqual(try cell(smallImage, 0, 0).height, 44)
    }

    func testValueCellsStackTheirSecondaryTextAtAccessibilitySizes() throws {
        let value = ListRowContent(.valueCell(text: "Version", secondaryText: "17.2"))
        // Large: side by side, one body line: 11 + 20.333 + 11 = 42.333 → 44.
        XCTAssertEqual(try cell(resolve(config(.insetGrouped, rows: value), counts: [1]), 0, 0).height, 44)
        // accessibility3: stacked, two body lines: 11 + 48 + 3 + 48 + 11 = 121.
        let r = try resolve(config(.insetGrouped, rows: value), category: .accessibilityExtraLarge, counts: [1])
        XCTAssertEqual(try cell(r, 0, 0).height, 121, accuracy: 1e-9)
        // The switch is at the first accessibility size: xxxLarge side by side, 11 + 27.667 + 11 = 149/3;
        // accessibility1 (body 28 → 33.411 → ⌈100.23⌉ = 101 px) stacked, 11 + 101/3 + 3 + 101/3 + 11 = 277/3.
        let xxxl = try resolve(config(.insetGrouped, rows: value), category: .extraExtraExtraLarge, counts: [1])
        XCTAssertEqual(try cell(xxxl, 0, 0).height * 3, 149, accuracy: 1e-9)
        let ax1 = try resolve(config(.insetGrouped, rows: value), category: .accessibilityMedium, counts: [1])
        XCTAssertEqual(try cell(ax1, 0, 0).height * 3, 277, accuracy: 1e-9)
    }

    func testSupplementaryHeadersSizeToTheirTextAtTheCategory() throws {
        // A grouped header with text: 17 + footnote label + 6. Large: 13 → 15.514 → ⌈46.54⌉ = 47 px = 15.667:
        // 38.667. accessibility3: 33 → 39.381 → ⌈118.14⌉ = 119 px = 39.667: 62.667. Rows follow directly.
        var c = config(.insetGrouped, .supplementary, rows: Self.subtitle,
                       header: ListRowContent(UIListContentConfiguration(style: .groupedHeader, text: "Connections")))
        c.headerMode = .supplementary
        let large = try resolve(c, counts: [1])
        XCTAssertEqual(try header(large, 0).height * 3, 116, accuracy: 1e-9)
        XCTAssertEqual(try cell(large, 0, 0).minY * 3, 116, accuracy: 1e-9)
        let ax = try resolve(c, category: .accessibilityExtraLarge, counts: [1])
        XCTAssertEqual(try header(ax, 0).height * 3, 188, accuracy: 1e-9)
    }

    // MARK: per item, the outer measure, scale

    func testPerItemContentReplacesTheSectionsAndOnlyThoseRowsAreMeasured() throws {
        // Item 1 holds an image row (44), the others text + secondary text (59.667); the caller's measure answers
        // only for rows without content (none here) and is never asked for rows with it.
        let asked = Counter()
        let r = try resolve(config(.insetGrouped, rows: Self.subtitle, items: [1: Self.imageRow]), counts: [3]) { key, proposed in
            asked.add(); return CGSize(width: proposed.width, height: 99)
        }
        XCTAssertEqual(try cell(r, 0, 0).height * 3, 179, accuracy: 1e-9)
        XCTAssertEqual(try cell(r, 0, 1).height, 44)
        XCTAssertEqual(try cell(r, 0, 2).minY * 3, 53 + 179 + 132, accuracy: 1e-9)
        XCTAssertEqual(asked.value, 0)
        // Rows without content still go to the caller's measure.
        let other = try resolve(config(.insetGrouped, items: [0: Self.imageRow]), counts: [2]) { _, proposed in
            CGSize(width: proposed.width, height: 50)
        }
        XCTAssertEqual(try cell(other, 0, 0).height, 44)
        XCTAssertEqual(try cell(other, 0, 1).height, 50)
    }

    func testRowsThatDifferAreMeasuredUpToABudgetCheckedFirst() throws {
        // Per-item content measures each row: 250 000 items are allowed, one more is refused before any row is
        // measured; rows that are all alike have no such limit (their estimate is the content's height).
        let differing = config(.insetGrouped, rows: Self.subtitle, items: [1: Self.imageRow])
        XCTAssertThrowsError(try resolve(differing, counts: [ListContentMetrics.maxMeasuredRows + 1])) { error in
            XCTAssertEqual("\(error)", "sections[0].group: limit exceeded: a list whose rows hold different content "
                           + "measures each row: at most 250000 items in the section, found 250001")
        }
        let alike = try resolve(config(.insetGrouped, rows: Self.subtitle), counts: [10_000_000])
        XCTAssertEqual(try cell(alike, 0, 9_999_999).height * 3, 179, accuracy: 1e-9)
    }

    func testEveryStyleAtEveryCategoryAndScaleIsOnTheGridAtLeastItsMinimumAndGrowsWithTheText() {
        // Exhaustive over 14 styles × 12 categories × scales 1, 2, 3, with text, secondary text and an image:
        // heights are finite, at least the style's minimum, whole device pixels, and never shrink as text grows.
        for style in UIListContentConfiguration.Style.allCases {
            for scale: CGFloat in [1, 2, 3] {
                var last: CGFloat = 0
                for category in UIContentSizeCategory.allCases {
                    let traits = UITraitCollection(displayScale: scale, preferredContentSizeCategory: category)
                    let row = ListRowContent(UIListContentConfiguration(style: style, text: "T", secondaryText: "S",
                                                                        imageName: "i"))
                    let h = ListContentMetrics.height(of: row, traits: traits)
                    let what = "\(style) @\(scale) \(category.name)"
                    XCTAssertTrue(h.isFinite, what)
                    XCTAssertGreaterThanOrEqual(h, ListContentMetrics.metrics(of: style).minimumHeight, what)
                    XCTAssertEqual((h * scale).rounded(), h * scale, accuracy: 1e-9, what)
                    XCTAssertGreaterThanOrEqual(h, last, what)
                    last = h
                }
            }
        }
    }

    func testLabelHeightsFollowTheDisplayScale() throws {
        // At 2x: body 20.287 → ⌈40.57⌉ = 41 px = 20.5; caption1 14.320 → ⌈28.64⌉ = 29 px = 14.5:
        // 11 + 20.5 + 3 + 14.5 + 11 = 60; grouped padding 17.5.
        let r = try resolve(config(.insetGrouped, rows: Self.subtitle), scale: 2, counts: [2])
        XCTAssertEqual(try cell(r, 0, 0), CGRect(x: 20, y: 17.5, width: 353, height: 60))
        XCTAssertEqual(try cell(r, 0, 1).minY, 77.5)
    }

    func testContentSizeCategoryNamesAndOrder() {
        XCTAssertEqual(UIContentSizeCategory.names.map(\.name).first, "xSmall")
        XCTAssertEqual(UIContentSizeCategory.named("ACCESSIBILITY5"), .accessibilityExtraExtraExtraLarge)
        XCTAssertNil(UIContentSizeCategory.named("huge"))
        XCTAssertTrue(UIContentSizeCategory.large < .extraLarge)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UITraitCollection().preferredContentSizeCategory, .large)
        // The HIG's body column: 14 15 16 17 19 21 23 28 33 40 47 53.
        XCTAssertEqual(UIContentSizeCategory.allCases.map { DynamicTypeStyle.body.pointSize($0) },
                       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }
}

/// Counts calls from a Sendable closure.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
