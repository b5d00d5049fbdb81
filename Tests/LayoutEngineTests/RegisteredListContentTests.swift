import XCTest
import LayoutEngine

/// Issue 24, decision 56: list rows take the content an app's cell registrations give (`RegisteredListContent`, set by
/// a layout program while a section is made) unless the configuration states its own. Heights by decision 53 at 2x:
/// body 17 pt → 17 · 2444/2048 = 20.287 → 41 px = 20.5; caption1 12 pt → 14.320 → 29 px = 14.5; footnote 13 pt →
/// 15.514 → 32 px = 16.
final class RegisteredListContentTests: XCTestCase {
    private func resolve(_ configuration: UICollectionLayoutListConfiguration, registered: RegisteredListContent?,
                         counts: [Int]) throws -> LayoutResult {
        let traits = UITraitCollection(displayScale: 2, horizontalSizeClass: .compact)
        return try RegisteredListContent.$current.withValue(registered) {
            try UICollectionViewCompositionalLayout.list(using: configuration).resolve(
                LayoutInput(viewSize: CGSize(width: 390, height: 2000), traits: traits, itemCounts: counts))
        }
    }
    private func cell(_ r: LayoutResult, _ i: Int) throws -> CGRect {
        try XCTUnwrap(r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: i))?.frame)
    }
    /// A `defaultContentConfiguration()` with a computed text and a literal secondary text.
    static let registeredRow = RegisteredListContent.Row(
        ListRowContent(UIListContentConfiguration(style: .cell, text: nil, secondaryText: "Detail")), defaultStyle: true)

    func testTheDefaultConfigurationTakesTheHeaderStyleInAFirstItemHeaderRowAndTheCellStyleBelow() throws {
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.headerMode = .firstItemInSection
        let r = try resolve(c, registered: RegisteredListContent(rows: Self.registeredRow), counts: [3])
        // Item 0 (header row, groupedHeader: footnote text, the secondary text in footnote below it):
        // 17 + 16 + 3 + 16 + 6 = 58, at y 0 (no padding above a header row). insetGrouped at 390: x 20, 350 wide.
        XCTAssertEqual(try cell(r, 0), CGRect(x: 20, y: 0, width: 350, height: 58))
        // Rows: cell style, 11 + 20.5 + 3 + 14.5 + 11 = 60, contiguous.
        XCTAssertEqual(try cell(r, 1), CGRect(x: 20, y: 58, width: 350, height: 60))
        XCTAssertEqual(try cell(r, 2), CGRect(x: 20, y: 118, width: 350, height: 60))
        // What is carried for drawing is the resolved content.
        let content = try XCTUnwrap(r.sections[0].list?.content)
        XCTAssertEqual(content.items[0]?.configuration.style, .groupedHeader)
        XCTAssertEqual(content.rows?.configuration.style, .cell)
    }

    func testSidebarListsGiveTheDefaultConfigurationTheSidebarStyle() throws {
        let r = try resolve(UICollectionLayoutListConfiguration(appearance: .sidebar),
                            registered: RegisteredListContent(rows: Self.registeredRow), counts: [1])
        XCTAssertEqual(r.sections[0].list?.content?.rows?.configuration.style, .sidebarCell)
        // An explicit style is kept: a valueCell stays one.
        var explicit = Self.registeredRow
        explicit.content.configuration = UIListContentConfiguration(style: .valueCell, text: "A", secondaryText: "B")
        explicit.defaultStyle = false
        let v = try resolve(UICollectionLayoutListConfiguration(appearance: .sidebar),
                            registered: RegisteredListContent(rows: explicit), counts: [1])
        XCTAssertEqual(v.sections[0].list?.content?.rows?.configuration.style, .valueCell)
    }

    func testContentTheConfigurationStatesWins() throws {
        var c = UICollectionLayoutListConfiguration(appearance: .plain)
        c.content.rows = ListRowContent(.cell(text: "One line"))
        let r = try resolve(c, registered: RegisteredListContent(rows: Self.registeredRow), counts: [2])
        // One line of body text: 11 + 20.5 + 11 = 42.5 < 44 → 44; plain lists have no padding.
        XCTAssertEqual(try cell(r, 1), CGRect(x: 0, y: 44, width: 390, height: 44))
        // Without the stated content the registration's two lines: 60.
        let plain = try resolve(UICollectionLayoutListConfiguration(appearance: .plain),
                                registered: RegisteredListContent(rows: Self.registeredRow), counts: [2])
        XCTAssertEqual(try cell(plain, 1), CGRect(x: 0, y: 60, width: 390, height: 60))
    }
}
