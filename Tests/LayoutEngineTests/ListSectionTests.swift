// List sections (issue 13): frames derived by hand from the rules in docs/semantics-decisions.md (decision 36–decision 43):
//   margin M = 20 when the view is wider than 375 pt or regular width, else 16 (decision 36);
//   row inset = M (insetGrouped), 16 (sidebar, issue 24), 0 (plain, grouped, sidebarPlain) (decision 37);
//   padding P = 17.5 pt rounded up to the pixel grid (grouped, insetGrouped: 53/3 at 3×, 17.5 at 2×), 12 (sidebar),
//   0 (plain, sidebarPlain); applied above the rows without a supplementary header and below them without a
//   supplementary footer (decision 38); rows estimated 44 (decision 39); headers/footers estimated 38 (grouped kinds), 28 (plain
//   kinds) (decision 40); automatic headerTopPadding 22 in plain lists, else 0 (decision 41).
import XCTest
import LayoutEngine

final class ListSectionTests: XCTestCase {
    typealias Appearance = UICollectionLayoutListConfiguration.Appearance

    /// A view the matrix resolves on, with the margin and 3×/2× padding the rules give for it (written out).
    struct Screen {
        var name: String
        var width: CGFloat
        var scale: CGFloat
        var sizeClass: UIUserInterfaceSizeClass
        var idiom: UIUserInterfaceIdiom
        var margin: CGFloat
        var groupedPadding: CGFloat
        var traits: UITraitCollection {
            UITraitCollection(displayScale: scale, horizontalSizeClass: sizeClass, userInterfaceIdiom: idiom)
        }
    }
    static let screens = [
        Screen(name: "iPhone SE 320", width: 320, scale: 2, sizeClass: .compact, idiom: .phone, margin: 16, groupedPadding: 17.5),
        Screen(name: "iPhone X 375", width: 375, scale: 3, sizeClass: .compact, idiom: .phone, margin: 16, groupedPadding: 53.0 / 3),
        Screen(name: "iPhone 12 390", width: 390, scale: 3, sizeClass: .compact, idiom: .phone, margin: 20, groupedPadding: 53.0 / 3),
        Screen(name: "iPhone 12 Pro Max 428", width: 428, scale: 3, sizeClass: .compact, idiom: .phone, margin: 20, groupedPadding: 53.0 / 3),
        Screen(name: "iPad Pro 12.9 regular 1024", width: 1024, scale: 2, sizeClass: .regular, idiom: .pad, margin: 20, groupedPadding: 17.5),
        Screen(name: "iPad slide-over compact 320", width: 320, scale: 2, sizeClass: .compact, idiom: .pad, margin: 16, groupedPadding: 17.5),
        Screen(name: "iPad split compact 507", width: 507, scale: 2, sizeClass: .compact, idiom: .pad, margin: 20, groupedPadding: 17.5),
    ]

    private func resolveList(_ configuration: UICollectionLayoutListConfiguration, screen: Screen, counts: [Int],
                             safeArea: UIEdgeInsets = .zero,
                             measure: (@Sendable (ElementKey, CGSize) -> CGSize)? = nil) throws -> LayoutResult {
        try UICollectionViewCompositionalLayout.list(using: configuration).resolve(
            LayoutInput(viewSize: CGSize(width: screen.width, height: 800), safeAreaInsets: safeArea,
                        traits: screen.traits, itemCounts: counts, measure: measure))
    }
    private func cell(_ r: LayoutResult, _ s: Int, _ i: Int) -> CGRect? {
        r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: s, item: i))?.frame
    }
    private func supplementary(_ r: LayoutResult, _ kind: String, _ s: Int) -> CGRect? {
        r.attributes(for: ElementKey(category: .supplementary, elementKind: kind, section: s, item: 0))?.frame
    }
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    // MARK: observed facts (issue 13)

    func testInsetGroupedAt390HasTwentyPointMarginsAndFortyFourPointRows() throws {
        let r = try resolveList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), screen: Self.screens[2],
                                counts: [3, 2])
        // x = M = 20, width = 390 − 2·20 = 350; first row at P = 53/3 = 17.667; rows 44 apart.
        XCTAssertRect(cell(r, 0, 0), rect(20, 53.0 / 3, 350, 44))
        XCTAssertRect(cell(r, 0, 2), rect(20, 53.0 / 3 + 88, 350, 44))
        // Section 1 starts 35.333 (= 2 · 53/3) below the last row of section 0 (bottom P + top P).
        let lastBottom = 53.0 / 3 + 132
        XCTAssertRect(cell(r, 1, 0), rect(20, lastBottom + 106.0 / 3, 350, 44))
        // Content height: P + 3·44 + P + P + 2·44 + P = 4·53/3 + 220.
        XCTAssertEqual(r.contentSize.height, 4 * 53.0 / 3 + 220, accuracy: 1e-9)
    }

    func testInsetGroupedAt300HasSixteenPointMargins() throws {
        let screen = Screen(name: "300", width: 300, scale: 3, sizeClass: .compact, idiom: .phone, margin: 16,
                            groupedPadding: 53.0 / 3)
        let r = try resolveList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), screen: screen, counts: [1])
        XCTAssertRect(cell(r, 0, 0), rect(16, 53.0 / 3, 268, 44))   // 300 − 2·16 = 268
    }

    func testGroupedSupplementaryHeaderSpansTheWidthAndTakesItsSelfSizedHeight() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .grouped)
        config.headerMode = .supplementary
        // The header measures 55.5 pt; rows keep their estimate.
        let r = try resolveList(config, screen: Self.screens[1], counts: [2, 1]) { key, proposed in
            key.category == .supplementary ? CGSize(width: proposed.width, height: 55.5) : proposed
        }
        XCTAssertRect(supplementary(r, header, 0), rect(0, 0, 375, 55.5))
        // Rows full width, directly below the header (no top padding with a header).
        XCTAssertRect(cell(r, 0, 0), rect(0, 55.5, 375, 44))
        XCTAssertRect(cell(r, 0, 1), rect(0, 99.5, 375, 44))
        // Bottom padding 53/3, then section 1's header.
        XCTAssertRect(supplementary(r, header, 1), rect(0, 143.5 + 53.0 / 3, 375, 55.5))
    }

    // MARK: the matrix: every appearance × header/footer mode × screen

    func testEveryAppearanceAndModeOnEveryScreenFollowsTheRules() throws {
        for screen in Self.screens {
            for appearance in Appearance.allCases {
                for headerMode in UICollectionLayoutListConfiguration.HeaderMode.allCases {
                    for footerMode in UICollectionLayoutListConfiguration.FooterMode.allCases {
                        var config = UICollectionLayoutListConfiguration(appearance: appearance)
                        config.headerMode = headerMode
                        config.footerMode = footerMode
                        let r = try resolveList(config, screen: screen, counts: [2, 3])
                        let what = "\(screen.name) \(appearance) header \(headerMode) footer \(footerMode)"
                        // The rules, restated as numbers for this screen.
                        let inset: CGFloat = switch appearance {
                        case .insetGrouped: screen.margin
                        case .sidebar: 16      // issue 24: x 16…304 in a 320-pt column
                        default: 0
                        }
                        let padding: CGFloat = switch appearance {
                        case .grouped, .insetGrouped: screen.groupedPadding
                        case .sidebar: 12      // issue 24: 56 = 12 + a 44-pt first-item header row
                        default: 0
                        }
                        // A first-item header row carries its own space above it (no top padding).
                        let headerRow = headerMode == .firstItemInSection
                        let plainKind = appearance == .plain || appearance == .sidebarPlain
                        let headerHeight: CGFloat = plainKind ? 28 : 38
                        let topPadding: CGFloat = appearance == .plain ? 22 : 0
                        let hasHeader = headerMode == .supplementary, hasFooter = footerMode == .supplementary
                        var y: CGFloat = 0
                        for (s, count) in [2, 3].enumerated() {
                            if hasHeader {
                                y += topPadding
                                XCTAssertRect(supplementary(r, header, s), rect(inset, y, screen.width - 2 * inset, headerHeight), what)
                                y += headerHeight
                            } else {
                                XCTAssertNil(supplementary(r, header, s), what)
                                y += headerRow ? 0 : padding
                            }
                            for i in 0..<count {
                                XCTAssertRect(cell(r, s, i), rect(inset, y, screen.width - 2 * inset, 44), "\(what) [\(s),\(i)]")
                                y += 44
                            }
                            if hasFooter {
                                XCTAssertRect(supplementary(r, footer, s), rect(inset, y, screen.width - 2 * inset, headerHeight), what)
                                y += headerHeight
                            } else {
                                y += padding
                            }
                        }
                        XCTAssertEqual(r.contentSize.height, y, accuracy: 1e-9, what)
                        XCTAssertEqual(r.sections.map { $0.list?.appearance }, [appearance, appearance], what)
                    }
                }
            }
        }
    }

    // MARK: header padding, safe area, measured rows

    func testExplicitHeaderTopPaddingOpensSpaceAboveEveryHeader() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.headerTopPadding = 8
        let r = try resolveList(config, screen: Self.screens[2], counts: [1, 1])
        // Section 0: 8 padding, header 38 at y 8, row at 46; bottom P = 53/3; section 1 header at 90 + 53/3 + 8.
        XCTAssertRect(supplementary(r, header, 0), rect(20, 8, 350, 38))
        XCTAssertRect(cell(r, 0, 0), rect(20, 46, 350, 44))
        XCTAssertRect(supplementary(r, header, 1), rect(20, 90 + 53.0 / 3 + 8, 350, 38))
    }

    func testPlainListHeadersGetTheAutomaticTwentyTwoPointPadding() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        let r = try resolveList(config, screen: Self.screens[1], counts: [1])
        XCTAssertRect(supplementary(r, header, 0), rect(0, 22, 375, 28))
        XCTAssertRect(cell(r, 0, 0), rect(0, 50, 375, 44))
    }

    func testLandscapeSafeAreaAddsToTheMargin() throws {
        // iPhone 12 landscape: 844 wide, safe area 47 at both sides; the list margin (844 > 375 → 20) is inside it.
        let screen = Screen(name: "iPhone 12 landscape", width: 844, scale: 3, sizeClass: .compact, idiom: .phone,
                            margin: 20, groupedPadding: 53.0 / 3)
        let r = try resolveList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), screen: screen,
                                counts: [1], safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertRect(cell(r, 0, 0), rect(67, 53.0 / 3, 844 - 134, 44))   // 47 + 20; 844 − 2·67 = 710
    }

    func testSelfSizedRowsStackAtTheirMeasuredHeights() throws {
        let r = try resolveList(UICollectionLayoutListConfiguration(appearance: .plain), screen: Self.screens[1],
                                counts: [3]) { key, proposed in
            CGSize(width: proposed.width, height: key.item == 1 ? 60 : 44)
        }
        XCTAssertRect(cell(r, 0, 1), rect(0, 44, 375, 60))
        XCTAssertRect(cell(r, 0, 2), rect(0, 104, 375, 44))
    }

    // MARK: mixing with ordinary sections and changing the section afterwards

    func testListSectionsMixWithAnOrthogonalSectionInOneProvider() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                return section
            }
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
        }
        let r = try layout.resolve(LayoutInput(viewSize: CGSize(width: 390, height: 844),
                                               traits: UITraitCollection(displayScale: 3), itemCounts: [4, 2]))
        XCTAssertRect(cell(r, 0, 1), rect(160, 0, 150, 100))                 // 150 + 10 spacing
        XCTAssertRect(supplementary(r, header, 1), rect(20, 100, 350, 38))   // the list starts where the row ends
        XCTAssertRect(cell(r, 1, 0), rect(20, 138, 350, 44))
        XCTAssertNil(r.sections[0].list)
        XCTAssertEqual(r.sections[1].list?.appearance, .insetGrouped)
    }

    func testContentInsetsAndBoundaryItemsSetAfterwardsApply() throws {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let config = UICollectionLayoutListConfiguration(appearance: .plain)
            let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "banner", alignment: .top)]
            return section
        }
        let r = try layout.resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [2]))
        // Banner 30 (inset like the rows: follows content insets), then top inset 10, rows at x 16, width 343.
        XCTAssertRect(supplementary(r, "banner", 0), rect(16, 0, 343, 30))
        XCTAssertRect(cell(r, 0, 0), rect(16, 40, 343, 44))
        XCTAssertEqual(r.contentSize.height, 30 + 10 + 88 + 10, accuracy: 1e-9)
    }

    func testReadableContentReferenceSetAfterwardsNarrowsAnIPadList() throws {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                         layoutEnvironment: environment)
            section.contentInsetsReference = .readableContent
            section.contentInsets.leading = 0
            section.contentInsets.trailing = 0
            return section
        }
        let r = try layout.resolve(LayoutInput(viewSize: CGSize(width: 1024, height: 1366),
                                               traits: UITraitCollection(displayScale: 2, horizontalSizeClass: .regular),
                                               itemCounts: [1]))
        // Readable column 672 centred: (1024 − 672) / 2 = 176. Top padding at 2×: 17.5.
        XCTAssertRect(cell(r, 0, 0), rect(176, 17.5, 672, 44))
    }

    // MARK: the code apps write

    func testCodeWrittenAsIOSAppsWriteItResolves() throws {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            config.footerMode = sectionIndex == 0 ? .supplementary : .none
            config.backgroundColor = .systemGroupedBackground
            config.showsSeparators = true
            config.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
            config.itemSeparatorHandler = { indexPath, separator in
                var separator = separator
                separator.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
                return separator
            }
            config.trailingSwipeActionsConfigurationProvider = { _ in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            config.leadingSwipeActionsConfigurationProvider = { _ in nil }
            let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            return section
        }
        let r = try layout.resolve(LayoutInput(viewSize: CGSize(width: 390, height: 844),
                                               traits: UITraitCollection(displayScale: 3), itemCounts: [2, 1]))
        // Header 38 at 0, rows at 38 and 82, footer at 126 (38 tall), then section 1's header at 164.
        XCTAssertRect(supplementary(r, footer, 0), rect(20, 126, 350, 38))
        XCTAssertRect(supplementary(r, header, 1), rect(20, 164, 350, 38))
        XCTAssertRect(cell(r, 1, 0), rect(20, 202, 350, 44))
    }

    func testNegativeHeaderTopPaddingIsAClearError() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.headerTopPadding = -4
        XCTAssertThrowsError(try resolveList(config, screen: Self.screens[1], counts: [1])) { error in
            XCTAssertTrue("\(error)".contains("sections[0].boundarySupplementaryItems[0].outerPadding"), "\(error)")
        }
    }

    // MARK: properties against the world

    func testRightToLeftListFramesAreTheLeftToRightFramesMirrored() throws {
        // A mirror image, not a re-derivation: every frame of an RTL layout is the frame of its LTR twin reflected
        // across the width — with the physical safe area mirrored too (left 12 / right 30 becomes 30 / 12).
        for appearance in Appearance.allCases {
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.headerMode = .supplementary
            config.footerMode = .supplementary
            func frames(_ direction: UITraitEnvironmentLayoutDirection) throws -> [ElementKey: CGRect] {
                let safe = direction == .leftToRight ? UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 12)
                                                     : UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 30)
                let r = try UICollectionViewCompositionalLayout.list(using: config).resolve(
                    LayoutInput(viewSize: CGSize(width: 428, height: 926), safeAreaInsets: safe,
                                traits: UITraitCollection(displayScale: 3, layoutDirection: direction), itemCounts: [3, 2]))
                return Dictionary(uniqueKeysWithValues: r.allElements.map { ($0.key, $0.frame) })
            }
            let ltr = try frames(.leftToRight), rtl = try frames(.rightToLeft)
            XCTAssertEqual(Set(ltr.keys), Set(rtl.keys))
            for (key, f) in ltr {
                XCTAssertRect(rtl[key], rect(428 - f.maxX, f.minY, f.width, f.height), "\(appearance) \(key)")
            }
        }
    }

    func testWideningTheViewNeverShrinksTheMarginNorMovesRowsDown() throws {
        // Monotonic in width: the margin only grows (16 → 20), row heights and vertical positions do not change.
        var previousMargin: CGFloat = 0
        var firstRowY: CGFloat?
        for width in stride(from: CGFloat(200), through: 1400, by: 25) {
            let screen = Screen(name: "\(width)", width: width, scale: 3, sizeClass: .compact, idiom: .phone, margin: 0,
                                groupedPadding: 0)
            let r = try resolveList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), screen: screen, counts: [2])
            let row = try XCTUnwrap(cell(r, 0, 0))
            XCTAssertGreaterThanOrEqual(row.minX, previousMargin, "width \(width)")
            XCTAssertEqual(row.minX + row.width + row.minX, width, accuracy: 1e-9, "rows centred, width \(width)")
            previousMargin = row.minX
            if let y = firstRowY { XCTAssertEqual(row.minY, y, "width \(width)") } else { firstRowY = row.minY }
        }
        XCTAssertEqual(previousMargin, 20)
    }
}
