import XCTest
@testable import LayoutEngine

/// A visible-items handler is shown every item on screen; how many is checked before any is made (docs/limits.md).
final class VisibleItemsBudgetTests: XCTestCase {
    /// Rows `height` pt tall, one item each, with a handler that counts what it is shown.
    func model(rowHeight: CGFloat, seen: @escaping (Int) -> Void) -> LayoutModel {
        let row = hgroup(.fractionalWidth(1), .absolute(rowHeight), [item(.fractionalWidth(1), .fractionalHeight(1))])
        return LayoutModel(section: SectionModel(group: row, visibleItemsInvalidationHandler: { items, _, _ in seen(items.count) }))
    }

    func testTheHandlerSeesTheScreenWithinTheLimit() throws {
        // 10-pt rows on an 812-pt screen: rows 0…81 overlap [0, 812), so 82 items are shown.
        var shown = 0
        var input = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [1_000])
        input.limits.maxVisibleItems = 1_000
        _ = try model(rowHeight: 10) { shown = $0 }.resolve(input)
        XCTAssertEqual(shown, 82)
    }

    func testSubPointRowsAreRefusedBeforeTheHandlerIsCalled() {
        // 0.0001-pt rows: 8 120 000 rows on screen, far over the default 100 000.
        var called = false
        let input = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [10_000_000])
        XCTAssertThrowsError(try model(rowHeight: 0.0001) { _ in called = true }.resolve(input)) { e in
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].visibleItemsInvalidationHandler")
            XCTAssertTrue("\(e)".contains("over the limit of 100000"), "\(e)")
        }
        XCTAssertFalse(called)
    }
}
