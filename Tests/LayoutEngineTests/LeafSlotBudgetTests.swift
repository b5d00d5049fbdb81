import XCTest
@testable import LayoutEngine

/// The leaf-slot budget multiplies counts over nesting and is checked from the model before anything is laid out
/// (docs/limits.md, issue 15).
final class LeafSlotBudgetTests: XCTestCase {
    private let leaf = item(.fractionalWidth(1), .fractionalHeight(1))

    private func counted(_ n: Int, _ sub: ItemModel, axis: GroupModel.Kind = .horizontal,
                         height: LayoutDimension = .fractionalHeight(1)) -> ItemModel {
        ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: height),
                  group: GroupModel(kind: axis, subitems: [sub], arrangement: .equalSlots(n)))
    }

    private func input(_ counts: [Int], _ edit: (inout LayoutLimits) -> Void = { _ in }) -> LayoutInput {
        var i = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: counts)
        edit(&i.limits)
        return i
    }

    func testLeavesMultiplyOverNestedCounts() throws {
        // count 3 of (count 4 of a leaf) = 12; a pattern of [that, leaf] = one cycle of 12 + 1 = 13.
        let twelve = counted(3, counted(4, leaf, axis: .vertical))
        XCTAssertEqual(try LeafSlotBudget.leaves(of: twelve), 12)
        XCTAssertEqual(try LeafSlotBudget.leaves(of: hgroup(.fractionalWidth(1), .absolute(10), [twelve, leaf])), 13)
        // repeatingSubitem:count: multiplies the same way: 5 × 12 = 60.
        let repeating = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(10)),
                                  group: GroupModel(kind: .vertical, subitems: [twelve], arrangement: .repeating(5)))
        XCTAssertEqual(try LeafSlotBudget.leaves(of: repeating), 60)
        XCTAssertEqual(try LeafSlotBudget.leaves(of: leaf), 1)
    }

    func test101By100IsRefusedAtTheOuterGroupBeforeLayout() {
        // 100 leaves per inner group (within 10 000); 101 × 100 = 10 100 in the outer one (over).
        let model = LayoutModel(section: SectionModel(group: counted(101, counted(100, leaf, axis: .vertical), height: .absolute(44))))
        XCTAssertThrowsError(try model.resolve(input([3]))) { e in
            guard case .runaway(let path, let detail)? = e as? LayoutError else { return XCTFail("\(e)") }
            XCTAssertEqual(path.description, "sections[0].group")
            XCTAssertTrue(detail.contains("count 101 × 100 items per subgroup holds 10100 items"), detail)
        }
        // 100 × 100 = 10 000 is exactly the limit: accepted.
        let atLimit = LayoutModel(section: SectionModel(group: counted(100, counted(100, leaf, axis: .vertical), height: .absolute(44))))
        XCTAssertNoThrow(try atLimit.resolve(input([3])))
    }

    func testAMillionLeafBombIsRefusedBeforeTheSectionProviderLaysAnythingOut() {
        // Three levels of count 100 = 1 000 000 leaves; the provider is asked once, nothing is laid out.
        let bomb = counted(100, counted(100, counted(100, leaf), axis: .vertical), height: .absolute(44))
        let asked = CallCounter()
        let model = LayoutModel { _, _ in asked.tick(); return SectionModel(group: bomb) }
        XCTAssertThrowsError(try model.resolve(input([100_000]))) { e in
            // Innermost first: depth 2 holds 100, depth 1 holds 100 × 100 = 10 000 (at the limit, not over), the
            // section's group 100 × 10 000 = 1 000 000.
            XCTAssertEqual((e as? LayoutError)?.path.description, "sections[0].group")
        }
        XCTAssertEqual(asked.count, 1)
    }

    func testTheLimitIsTheConfigurableOne() {
        let model = LayoutModel(section: SectionModel(group: counted(10, counted(10, leaf, axis: .vertical), height: .absolute(44))))
        XCTAssertNoThrow(try model.resolve(input([1]) { $0.maxSlotsPerGroup = 100 }))
        XCTAssertThrowsError(try model.resolve(input([1]) { $0.maxSlotsPerGroup = 99 }))
    }

    func testProductsThatOverflowAnIntAreRefusedNotWrapped() {
        let huge = counted(Int.max / 2, counted(4, leaf, axis: .vertical), height: .absolute(44))
        XCTAssertThrowsError(try LeafSlotBudget.leaves(of: huge)) { e in
            XCTAssertTrue("\(e)".contains("more than"), "\(e)")
        }
    }
}
