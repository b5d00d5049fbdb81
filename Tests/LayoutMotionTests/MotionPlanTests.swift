import LayoutEngine
import XCTest
@testable import LayoutMotion

final class MotionPlanTests: XCTestCase {
    func testFramesRunFromTheFirstKeyStateToTheLastEasingOut() {
        let plan = MotionPlan(keyStates: [ScrollState(mainOffset: 0), ScrollState(mainOffset: 1000)], fps: 10, duration: 1)
        XCTAssertEqual(plan.frameCount, 11)
        XCTAssertEqual(plan.state(ofFrame: 0).mainOffset, 0)
        XCTAssertEqual(plan.state(ofFrame: 10).mainOffset, 1000)
        // Frame 5 at 0.5 s: 1000 × (1 − 0.998^500) / (1 − 0.998^1000) = 1000 × 0.63249 / 0.86494 = 731.26.
        XCTAssertEqual(plan.state(ofFrame: 5).mainOffset, 731.26, accuracy: 0.01)
        // Display times: 0.1 s apart, the last frame held half a second.
        XCTAssertEqual(plan.displayStart(ofFrame: 3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(plan.displayStart(ofFrame: 11), 1.5, accuracy: 1e-12)
    }

    func testMovesShareTheDurationEquallyAndEachEndsOnItsKeyState() {
        let keys = [ScrollState(mainOffset: 0, orthogonalOffsets: [0: 0]),
                    ScrollState(mainOffset: 0, orthogonalOffsets: [0: 345]),
                    ScrollState(mainOffset: 0, orthogonalOffsets: [0: 690])]
        let plan = MotionPlan(keyStates: keys, fps: 4, duration: 2)   // 9 frames, 0.25 s apart
        // Frame 4 is at 1 s, the start of the second move: exactly the middle key state.
        XCTAssertEqual(plan.state(ofFrame: 4).orthogonalOffsets[0], 345)
        XCTAssertEqual(plan.state(ofFrame: 8).orthogonalOffsets[0], 690)
        // A quarter into the first 1-s move: 345 × (1 − 0.998^250) / (1 − 0.998^1000) = 345 × 0.39362 / 0.86494
        // = 157.0, well ahead of the linear 86.25 (ease-out).
        XCTAssertEqual(plan.state(ofFrame: 1).orthogonalOffsets[0]!, 157.0, accuracy: 0.1)
    }
}

final class MotionPlannerTests: XCTestCase {
    /// One groupPaging section (groups 150 wide, 10 apart, insets 20: boundaries 160k, largest offset 615)
    /// under 1000 pt of a list.
    func model() -> LayoutModel {
        let cell = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var carousel = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .absolute(150), height: .absolute(100)),
                                                     group: GroupModel(kind: .horizontal, subitems: [cell])))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let list = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
                                                 group: GroupModel(kind: .horizontal, subitems: [cell])))
        return LayoutModel(sectionProvider: { [carousel] i, _ in i == 0 ? carousel : list })
    }

    func resolve(_ state: ScrollState) throws -> LayoutResult {
        try model().resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [6, 10],
                                        contentOffset: CGPoint(x: 0, y: state.mainOffset),
                                        orthogonalOffsets: state.orthogonalOffsets))
    }

    func testSwipesLandOnTheEnginesRestPositionsOneGroupEach() throws {
        let keys = try MotionPlanner().keyStates(start: ScrollState(mainOffset: 0), steps: [.swipe(section: 0, count: 5)],
                                                 resolve: resolve)
        // 0 → 160 → 320 → 480 → 615 (the end) → 615 again is no move and is dropped.
        XCTAssertEqual(keys.map { $0.orthogonalOffsets[0] ?? 0 }, [0, 160, 320, 480, 615])
        let back = try MotionPlanner().keyStates(start: ScrollState(mainOffset: 0, orthogonalOffsets: [0: 615]),
                                                 steps: [.swipe(section: 0, count: -2)], resolve: resolve)
        XCTAssertEqual(back.map { $0.orthogonalOffsets[0] ?? 0 }, [615, 480, 320])
    }

    func testScrollIsClampedToTheContent() throws {
        // Content: 100 (carousel) + 10 × 100 = 1100 tall in an 812-pt view: offsets 0 … 288.
        let keys = try MotionPlanner().keyStates(start: ScrollState(mainOffset: 0), steps: [.scroll(from: -500, to: nil)],
                                                 resolve: resolve)
        XCTAssertEqual(keys.map(\.mainOffset), [0, 288])
        let partial = try MotionPlanner().keyStates(start: ScrollState(mainOffset: 0), steps: [.scroll(from: 50, to: 100)],
                                                    resolve: resolve)
        XCTAssertEqual(partial.map(\.mainOffset), [50, 100])
    }

    func testHorizontalLayoutsScrollAlongTheirWidthBetweenTheSideInsets() throws {
        // Ten 100-pt-wide columns: content 1000 wide in a 375 × 812 view with side insets 44 and 34 (landscape
        // safe area): offsets from −44 to 1000 + 34 − 375 = 659.
        let cell = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let column = SectionModel(group: ItemModel(layoutSize: SizeSpec(width: .absolute(100), height: .fractionalHeight(1)),
                                                   group: GroupModel(kind: .vertical, subitems: [cell])))
        let model = LayoutModel(section: column, configuration: ConfigurationModel(scrollDirection: .horizontal))
        let r = try model.resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812),
                                              safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 34),
                                              itemCounts: [10]))
        XCTAssertEqual(MotionPlanner.mainRange(of: r), -44...659)
    }

    func testSwipingASectionThatDoesNotScrollOrthogonallyFails() {
        XCTAssertThrowsError(try MotionPlanner().keyStates(start: ScrollState(mainOffset: 0),
                                                           steps: [.swipe(section: 1, count: 1)], resolve: resolve)) {
            XCTAssertEqual($0 as? MotionError, .notOrthogonal(section: 1))
        }
    }
}
