import XCTest
@testable import LayoutEngine

/// `LayoutResult.cellFrames(inSection:)`: the bulk path (32 bytes per cell) that the resolve benchmarks
/// measure. It must give, item by item, the frames `allElements` reports (§8.4: item i is leaf i mod N of
/// instance i / N), on the uniform fast path and on every slow path (RTL mirroring, self-sizing,
/// frames moved by an invalidation handler).
final class CellFramesTests: XCTestCase {
    /// Two 100 × 50 items per 200-wide row, section top inset 10.
    func twoColumns(spacing: CGFloat = 0) -> LayoutModel {
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50),
                                                 [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.contentInsets = insets(10, 0, 0, 0)
        section.interGroupSpacing = spacing
        return LayoutModel(section: section)
    }

    func testUniformGridByHand() throws {
        // Row k at y = 10 + 50k; item i at x = 100·(i mod 2). Five items: the last row holds one item
        // (a partial last instance), so there are five frames, not six.
        let r = try resolve(twoColumns(), counts: [5], size: CGSize(width: 200, height: 400))
        XCTAssertEqual(r.cellFrames(inSection: 0), [
            rect(0, 10, 100, 50), rect(100, 10, 100, 50),
            rect(0, 60, 100, 50), rect(100, 60, 100, 50),
            rect(0, 110, 100, 50),
        ])
    }

    func testInterGroupSpacingMovesEachRowByPitch() throws {
        // Pitch = 50 + 7 = 57: row 2 at 10 + 2·57 = 124.
        let r = try resolve(twoColumns(spacing: 7), counts: [6], size: CGSize(width: 200, height: 400))
        let f = r.cellFrames(inSection: 0)
        XCTAssertEqual(f.count, 6)
        XCTAssertEqual(f[4], rect(0, 124, 100, 50))
        XCTAssertEqual(f[5], rect(100, 124, 100, 50))
    }

    func testEmptyAndOutOfRangeSections() throws {
        let r = try resolve(twoColumns(), counts: [0, 3], size: CGSize(width: 200, height: 400))
        XCTAssertEqual(r.cellFrames(inSection: 0), [])
        XCTAssertEqual(r.cellFrames(inSection: 1).count, 3)
        XCTAssertEqual(r.cellFrames(inSection: 2), [])
        XCTAssertEqual(r.cellFrames(inSection: -1), [])
    }

    func testMatchesAllElementsOnNestedGroups() throws {
        // A 0.7-wide item beside a vertical pair: three leaves per instance, 100 items → 34 instances,
        // the last one partial.
        let nested = hgroup(.fractionalWidth(1), .absolute(120), [
            item(.fractionalWidth(0.7), .fractionalHeight(1), insets: insets(2, 2, 2, 2)),
            countGroup(.vertical, .fractionalWidth(0.3), .fractionalHeight(1),
                       item(.fractionalWidth(1), .fractionalHeight(1)), count: 2),
        ])
        var section = SectionModel(group: nested)
        section.contentInsets = insets(5, 8, 5, 8)
        section.interGroupSpacing = 3
        let r = try resolve(LayoutModel(section: section), counts: [100])
        XCTAssertEqual(r.cellFrames(inSection: 0), cells(r))
        XCTAssertEqual(r.cellFrames(inSection: 0).count, 100)
    }

    func testMatchesAllElementsRightToLeft() throws {
        // The mirrored (slow) path: x is reflected across the layout width, so item 0 sits on the right.
        let r = try resolve(twoColumns(), counts: [3], size: CGSize(width: 200, height: 400),
                            traits: UITraitCollection(layoutDirection: .rightToLeft))
        let f = r.cellFrames(inSection: 0)
        XCTAssertEqual(f, cells(r))
        XCTAssertEqual(f[0], rect(100, 10, 100, 50))
    }

    func testMatchesAllElementsForOrthogonalSections() throws {
        var section = SectionModel(group: hgroup(.fractionalWidth(0.8), .absolute(100),
                                                 [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .continuous
        let r = try resolve(LayoutModel(section: section), counts: [9], orthogonal: [0: 40])
        XCTAssertEqual(r.cellFrames(inSection: 0), cells(r))
    }

    func testMatchesAllElementsWhenSelfSized() throws {
        // Estimated heights measured per item: every instance laid out on its own (the instances path).
        let list = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(44),
                                                                   [item(.fractionalWidth(1), .estimated(44))])))
        let r = try resolve(list, counts: [6], measure: { key, size in
            CGSize(width: size.width, height: 30 + CGFloat(key.item) * 10)
        })
        let f = r.cellFrames(inSection: 0)
        XCTAssertEqual(f, cells(r))
        // Heights 30, 40, 50, …: item 2 starts at 30 + 40 = 70.
        XCTAssertEqual(f[2].minY, 70)
    }

    func testFramesMovedByAnInvalidationHandlerAreReported() throws {
        // The handler moves item 1's centre 20 pt down: its frame (100 × 50 at y 10) moves to y 30.
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50),
                                                 [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.contentInsets = insets(10, 0, 0, 0)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for i in items where i.indexPath.item == 1 { i.center = CGPoint(x: i.center.x, y: i.center.y + 20) }
        }
        let r = try resolve(LayoutModel(section: section), counts: [4], size: CGSize(width: 200, height: 400))
        let f = r.cellFrames(inSection: 0)
        XCTAssertEqual(f, cells(r))
        XCTAssertEqual(f[1], rect(100, 30, 100, 50))
        XCTAssertEqual(f[0], rect(0, 10, 100, 50))
    }
}
