import LayoutEngine
import XCTest
@testable import LayoutMotion

// iOS 17 `orthogonalScrollingProperties.decelerationRate` in `animate` (issue 34, decision 35): the swipe is the
// same flick of the finger; the section's own scroller decelerates at its rate.
final class OrthogonalPropertiesMotionTests: XCTestCase {
    /// A continuous carousel of 20 groups 150 wide, 10 apart (content 20 × 160 − 10 = 3190, largest offset
    /// 3190 − 375 = 2815) with the given rate.
    private func resolve(_ state: ScrollState, rate: CGFloat?) throws -> LayoutResult {
        let cell = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var s = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .absolute(150), height: .absolute(100)),
                                              group: GroupModel(kind: .horizontal, subitems: [cell])))
        s.orthogonalScrollingBehavior = .continuous
        s.interGroupSpacing = 10
        s.orthogonalScrollingProperties.decelerationRate = rate
        return try LayoutModel(section: s).resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [20],
                                                               contentOffset: CGPoint(x: 0, y: state.mainOffset),
                                                               orthogonalOffsets: state.orthogonalOffsets))
    }

    func testAFastSectionTravelsAFifthOfANormalSwipe() throws {
        // The flick: v = 375 × (1 − 0.998) / 0.998 = 0.751503 pt/ms. Normal (automatic): travel v × 0.998 / 0.002 =
        // 375. Fast: v × 0.99 / 0.01 = 74.399 (continuous: rests where it stops).
        let normal = try MotionPlanner().plan(start: ScrollState(mainOffset: 0), steps: [.swipe(section: 0, count: 1)],
                                              resolve: { try self.resolve($0, rate: nil) })
        XCTAssertEqual(normal.states.last?.orthogonalOffsets[0] ?? 0, 375, accuracy: 1e-6)
        XCTAssertEqual(normal.moveDecelerations, [.normal])
        let fast = try MotionPlanner().plan(start: ScrollState(mainOffset: 0), steps: [.swipe(section: 0, count: 1)],
                                            resolve: { try self.resolve($0, rate: OrthogonalScrollingProperties.fastRate) })
        XCTAssertEqual(fast.states.last?.orthogonalOffsets[0] ?? 0, 375 * 0.002 / 0.998 * 0.99 / 0.01, accuracy: 1e-6)
        XCTAssertEqual(fast.moveDecelerations, [Deceleration(rate: 0.99)])
        // The move eases at 0.99: a quarter into a 1-s move, (1 − 0.99^250) / (1 − 0.99^1000) = 0.91894 of the way.
        let plan = MotionPlan(fast, fps: 4, duration: 1)
        let end = fast.states.last!.orthogonalOffsets[0]!
        XCTAssertEqual(plan.state(ofFrame: 1).orthogonalOffsets[0]!, end * (1 - pow(0.99, 250)) / (1 - pow(0.99, 1000)),
                       accuracy: 1e-6)
    }
}
