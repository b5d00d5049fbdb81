import XCTest
import LayoutEngine
import LayoutDiff

/// Recorded frames answer the element queries from the list as recorded (issue 16).
final class RecordedLayoutTests: XCTestCase {
    func cell(_ section: Int, _ item: Int, y: CGFloat) -> LayoutAttributes {
        LayoutAttributes(category: .cell, elementKind: cellElementKind, section: section, item: item,
                         frame: CGRect(x: 0, y: y, width: 100, height: 40))
    }

    /// Cells at y 0, 40, 80 (each 40 high), then a header at y 120.
    var layout: RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 100, height: 164), elements: [
            cell(0, 0, y: 0), cell(0, 1, y: 40), cell(0, 2, y: 80),
            LayoutAttributes(category: .supplementary, elementKind: "header", section: 1, item: 0,
                             frame: CGRect(x: 0, y: 120, width: 100, height: 44)),
        ])
    }

    func testElementsInARectAreThoseOverlappingIt() {
        // y 30…90 overlaps the cells at 0…40, 40…80 and 80…120; the header (120…164) lies below.
        XCTAssertEqual(layout.elements(in: CGRect(x: 0, y: 30, width: 100, height: 60)).map(\.item), [0, 1, 2])
    }

    func testAnElementOnlyTouchingTheRectIsNotInIt() {
        // y 40…80 is exactly the second cell: the first ends and the third begins on its edges.
        XCTAssertEqual(layout.elements(in: CGRect(x: 0, y: 40, width: 100, height: 40)).map(\.item), [1])
    }

    func testAttributesForAKeyFindTheRecordedElement() throws {
        let header = ElementKey(category: .supplementary, elementKind: "header", section: 1, item: 0)
        XCTAssertEqual(try XCTUnwrap(layout.attributes(for: header)).frame, CGRect(x: 0, y: 120, width: 100, height: 44))
        XCTAssertNil(layout.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 3)))
    }

    func testTheCountIsTheRecordedElements() {
        XCTAssertEqual(layout.elementCount, 4)
    }

    func testALayoutDiffTakesRecordedFramesAsTheyAre() {
        var moved = layout
        moved.allElements[1].frame.origin.y += 2
        let comparison = LayoutComparison(old: layout, new: moved, tolerance: 0.5)
        XCTAssertEqual(comparison.changes.map(\.key.item), [1])
        XCTAssertEqual(comparison.unchangedCount, 3)
    }
}
