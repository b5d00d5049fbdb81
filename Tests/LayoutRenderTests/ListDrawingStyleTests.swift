import XCTest
import LayoutEngine
import LayoutRender

/// How list sections are drawn (LayoutRender/Style/ListDrawing.swift, decisions i13): separators resolved per
/// appearance and item, the card's rows, the backgrounds. Moved from the engine's list tests with the rules.
final class ListDrawingStyleTests: XCTestCase {
    typealias Appearance = UICollectionLayoutListConfiguration.Appearance

    func testSeparatorsResolveAutomaticInsetsAndVisibilityPerAppearance() throws {
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
                                    traitCollection: UITraitCollection(displayScale: 3))
        func style(_ a: Appearance, _ change: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> ListSectionStyle {
            var c = UICollectionLayoutListConfiguration(appearance: a)
            change(&c)
            return NSCollectionLayoutSection.list(using: c, layoutEnvironment: env).sectionModel().list!
        }
        // Inset grouped: separators start at the text (M = 20 inside the row), none under the last row.
        let inset = style(.insetGrouped)
        XCTAssertEqual(inset.separatorConfiguration(section: 0, item: 0, itemCount: 3).bottomSeparatorInsets,
                       NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
        XCTAssertEqual(inset.separatorConfiguration(section: 0, item: 2, itemCount: 3).bottomSeparatorVisibility, .hidden)
        XCTAssertEqual(inset.metrics.cornerRadius, 10)
        XCTAssertEqual(inset.metrics.hairline, 1.0 / 3)
        // Plain: the last row has one too. Sidebars: none.
        XCTAssertEqual(style(.plain).separatorConfiguration(section: 0, item: 2, itemCount: 3).bottomSeparatorVisibility, .visible)
        XCTAssertEqual(style(.sidebar).separatorConfiguration(section: 0, item: 0, itemCount: 3).bottomSeparatorVisibility, .hidden)
        // The handler changes one item; showsSeparators = false wins over it.
        let handled = style(.plain) { c in
            c.itemSeparatorHandler = { path, s in var s = s; if path.item == 1 { s.bottomSeparatorInsets.leading = 0 }; return s }
        }
        XCTAssertEqual(handled.separatorConfiguration(section: 0, item: 1, itemCount: 3).bottomSeparatorInsets.leading, 0)
        XCTAssertEqual(handled.separatorConfiguration(section: 0, item: 0, itemCount: 3).bottomSeparatorInsets.leading, 20)
        let hidden = style(.plain) { c in
            c.showsSeparators = false
            c.itemSeparatorHandler = { _, s in var s = s; s.bottomSeparatorVisibility = .visible; return s }
        }
        XCTAssertEqual(hidden.separatorConfiguration(section: 0, item: 0, itemCount: 3).bottomSeparatorVisibility, .hidden)
        // firstItemInSection: item 0 is the header and is not part of the card.
        let firstItem = style(.insetGrouped) { $0.headerMode = .firstItemInSection }
        XCTAssertTrue(firstItem.isHeaderItem(0))
        XCTAssertEqual(firstItem.rowRange(itemCount: 4), 1..<4)
        XCTAssertEqual(firstItem.separatorConfiguration(section: 0, item: 0, itemCount: 4).bottomSeparatorVisibility, .hidden)
    }

    func testBackgroundColoursFollowTheAppearanceUnlessSet() {
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 375, height: 812)),
                                    traitCollection: UITraitCollection())
        func background(_ a: Appearance, _ color: UIColor? = nil) -> UIColor {
            var c = UICollectionLayoutListConfiguration(appearance: a)
            c.backgroundColor = color
            return NSCollectionLayoutSection.list(using: c, layoutEnvironment: env).sectionModel().list!.resolvedBackgroundColor
        }
        XCTAssertEqual(background(.plain), .systemBackground)
        XCTAssertEqual(background(.grouped), .systemGroupedBackground)
        XCTAssertEqual(background(.insetGrouped), .systemGroupedBackground)
        XCTAssertEqual(background(.sidebar), .secondarySystemBackground)
        XCTAssertEqual(background(.sidebarPlain), .systemBackground)
        XCTAssertEqual(background(.insetGrouped, .systemPink), .systemPink)
    }
}
