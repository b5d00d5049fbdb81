import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiff

final class LayoutComparisonTests: XCTestCase {
    typealias F = DiffFixtures
    let cell3 = ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 3)

    func testOnePointMoveIsReportedAsMovedByZeroOne() throws {
        let comparison = LayoutComparison(old: F.grid(), new: F.grid(moveLast: 1))
        XCTAssertFalse(comparison.passes)
        XCTAssertEqual(comparison.changes.count, 1)
        let change = try XCTUnwrap(comparison.change(for: cell3))
        XCTAssertEqual(change.kind, .changed)
        // Frame y 154 → 155, x unchanged.
        XCTAssertEqual(change.moved?.dx, 0)
        XCTAssertEqual(change.moved?.dy, 1)
        XCTAssertNil(change.resized)
        XCTAssertEqual(comparison.unchangedCount, 3)
    }

    func testIdenticalLayoutsPass() {
        let comparison = LayoutComparison(old: F.grid(), new: F.grid())
        XCTAssertTrue(comparison.passes)
        XCTAssertEqual(comparison.unchangedCount, 4)
        XCTAssertEqual(comparison.textReport(), "layouts match: 0 changed, 0 added, 0 removed, 4 unchanged\n")
    }

    /// Same keys in the same order are compared pairwise (the fast path); a repeated key or an order that is not
    /// the report's keeps the first-wins rule and the sorted report.
    func testPairwiseComparisonKeepsFirstWinsAndReportOrder() {
        func cell(_ item: Int, x: CGFloat) -> LayoutAttributes {
            LayoutAttributes(category: .cell, elementKind: cellElementKind, section: 0, item: item,
                             frame: CGRect(x: x, y: 0, width: 10, height: 10))
        }
        let size = CGSize(width: 100, height: 10)
        // Item 0 twice on both sides: the first of each is compared (equal), the second ignored.
        let repeated = LayoutComparison(old: [cell(0, x: 0), cell(0, x: 5)], oldContentSize: size,
                                        new: [cell(0, x: 0), cell(0, x: 9)], newContentSize: size)
        XCTAssertTrue(repeated.changes.isEmpty, "\(repeated.changes)")
        XCTAssertEqual(repeated.unchangedCount, 1)
        // Items listed 1 then 0 on both sides, both moved: reported 0 then 1.
        let reversed = LayoutComparison(old: [cell(1, x: 10), cell(0, x: 0)], oldContentSize: size,
                                        new: [cell(1, x: 11), cell(0, x: 1)], newContentSize: size)
        XCTAssertEqual(reversed.changes.map(\.key.item), [0, 1])
    }

    func testMoveWithinToleranceIsNoChange() {
        // Moved by 1 pt: a tolerance of 1 pt accepts it, 0.5 pt does not.
        XCTAssertTrue(LayoutComparison(old: F.grid(), new: F.grid(moveLast: 1), tolerance: 1).passes)
        XCTAssertFalse(LayoutComparison(old: F.grid(), new: F.grid(moveLast: 1), tolerance: 0.5).passes)
    }

    func testAddedRemovedResizedAndAttributeChanges() throws {
        let size = CGSize(width: 100, height: 100)
        let old = [F.cell(0, 0, CGRect(x: 0, y: 0, width: 50, height: 50)),
                   F.cell(0, 1, CGRect(x: 50, y: 0, width: 50, height: 50)),
                   F.cell(0, 2, CGRect(x: 0, y: 50, width: 50, height: 50), z: 0, alpha: 1)]
        let new = [F.cell(0, 0, CGRect(x: 0, y: 0, width: 60, height: 50)),      // 10 pt wider
                   F.cell(0, 2, CGRect(x: 0, y: 50, width: 50, height: 50), z: 2, alpha: 0.5),
                   F.cell(1, 0, CGRect(x: 50, y: 50, width: 50, height: 50))]     // new section's cell
        let c = LayoutComparison(old: old, oldContentSize: size, new: new, newContentSize: size)
        XCTAssertEqual(c.changes.map(\.kind), [.changed, .removed, .changed, .added])
        let resized = try XCTUnwrap(c.changes.first)
        XCTAssertNil(resized.moved)
        XCTAssertEqual(resized.resized?.dw, 10)
        XCTAssertEqual(resized.resized?.dh, 0)
        XCTAssertEqual(c.changes[2].zIndexChange?.new, 2)
        XCTAssertEqual(c.changes[2].alphaChange?.new, 0.5)
        XCTAssertEqual(c.textReport(), """
            layouts differ: 2 changed, 1 added, 1 removed, 0 unchanged
              changed  cell [0, 0] resized (+10, 0): (0, 0, 50, 50) → (0, 0, 60, 50)
              removed  cell [0, 1] from (50, 0, 50, 50)
              changed  cell [0, 2] zIndex 0 → 2, alpha 1 → 0.5: (0, 50, 50, 50) → (0, 50, 50, 50)
              added    cell [1, 0] at (50, 50, 50, 50)

            """)
    }

    func testContentSizeChangeFailsEvenWithSameElements() {
        let e = [F.cell(0, 0, CGRect(x: 0, y: 0, width: 10, height: 10))]
        let c = LayoutComparison(old: e, oldContentSize: CGSize(width: 10, height: 10), new: e,
                                 newContentSize: CGSize(width: 10, height: 20))
        XCTAssertFalse(c.passes)
        XCTAssertTrue(c.textReport().contains("content size 10 × 10 → 10 × 20"))
    }

    func testJSONReportHasSortedKeysAndTheMove() {
        let json = LayoutComparison(old: F.grid(), new: F.grid(moveLast: 1)).jsonReport()
        XCTAssertEqual(json, """
            {
              "changes" : [
                {
                  "category" : "cell",
                  "change" : "changed",
                  "elementKind" : "cell",
                  "item" : 3,
                  "moved" : {
                    "dx" : 0,
                    "dy" : 1
                  },
                  "newFrame" : {
                    "height" : 80,
                    "width" : 80,
                    "x" : 110,
                    "y" : 155
                  },
                  "oldFrame" : {
                    "height" : 80,
                    "width" : 80,
                    "x" : 110,
                    "y" : 154
                  },
                  "section" : 0
                }
              ],
              "contentSize" : {
                "new" : {
                  "height" : 260,
                  "width" : 200
                },
                "old" : {
                  "height" : 260,
                  "width" : 200
                }
              },
              "kind" : "layout",
              "passes" : false,
              "summary" : {
                "added" : 0,
                "changed" : 1,
                "removed" : 0,
                "unchanged" : 3
              },
              "tolerance" : 0
            }

            """)
    }

    func testOverlayDrawsOldFrameDashedAndNewFrameSolid() throws {
        // Cell (0, 3) moved down 20 pt: old frame y 154…234, new y 174…254. Canvas origin is (−4, −4)
        // at @1x, so content point (x, y) is pixel (x + 4, y + 4).
        let png = try LayoutComparison(old: F.grid(), new: F.grid(moveLast: 20)).overlayPNG(scale: 1)
        let image = try RasterImage(png: png)
        // 200 × 260 content plus 4 pt on each side.
        XCTAssertEqual([image.width, image.height], [208, 268])
        // New frame's left edge (x 110, 2-pt blue stroke) at y 240 (below the old frame): blue.
        let blue = image.pixel(x: 114, y: 244)
        XCTAssertEqual([blue.red, blue.green, blue.blue], [0, 122, 255])
        // Old frame's top edge (y 154) is dashed orange (#FF9500): the 1.5-pt line covers rows 157 and 158
        // three quarters each, so on white a dash pixel is about (255, 175, 64); gaps stay white.
        let top = (114...194).map { image.pixel(x: $0, y: 158) }
        let orange = top.filter { Int($0.red) - Int($0.blue) > 150 }.count
        XCTAssertGreaterThan(orange, 20)
        XCTAssertLessThan(orange, top.count - 10)
        // An unchanged cell (0, 0) centre: light grey fill.
        let grey = image.pixel(x: 54, y: 98)
        XCTAssertEqual([grey.red, grey.green, grey.blue], [0xE5, 0xE5, 0xEA])
    }

    func testOverlayOfAVeryLongLayoutIsScaledDownToFit() throws {
        // 100 000 pt tall: at 2 px/pt that would be 200 000 px, over Cairo's 32767. The scale drops to
        // 32767 / 100 008 (content plus the 4-pt margins) ≈ 0.3276, so the height is 32767 px at most.
        let tall = [F.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100_000))]
        let moved = [F.cell(0, 0, CGRect(x: 0, y: 1, width: 100, height: 100_000))]
        let c = LayoutComparison(old: tall, oldContentSize: CGSize(width: 100, height: 100_000), new: moved,
                                 newContentSize: CGSize(width: 100, height: 100_001))
        let image = try RasterImage(png: c.overlayPNG())
        XCTAssertLessThanOrEqual(image.height, 32767)
        XCTAssertGreaterThan(image.height, 32000)
    }
}
