import XCTest
@testable import LayoutEngine

/// Resource limits (docs/limits.md): each is checked before the work it bounds, throws a clear
/// `LayoutError` naming where, and can be changed through `LayoutInput.limits`.
final class LimitTests: XCTestCase {
    private let row = hgroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.5), .fractionalHeight(1))])

    private func input(_ counts: [Int], _ edit: (inout LayoutLimits) -> Void = { _ in }) -> LayoutInput {
        var i = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: counts)
        edit(&i.limits)
        return i
    }

    private func expectLimit(_ model: LayoutModel, _ input: LayoutInput, path: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try model.resolve(input), file: file, line: line) { e in
            guard let e = e as? LayoutError else { return XCTFail("\(e)", file: file, line: line) }
            XCTAssertEqual(e.path.description, path, file: file, line: line)
            XCTAssertTrue(e.description.hasPrefix(path + ": "), e.description, file: file, line: line)
        }
    }

    func testDefaults() {
        let l = LayoutLimits()
        XCTAssertEqual(l.maxItems, 100_000_000)
        XCTAssertEqual(l.maxSections, 1_000_000)
        XCTAssertEqual(l.maxNestingDepth, 32)
        XCTAssertEqual(l.maxSlotsPerGroup, 10_000)
        XCTAssertEqual(l.maxCoordinate, 1e15)
    }

    func testItemCountIsCheckedOnTheTotalBeforeLayout() throws {
        let model = LayoutModel(section: SectionModel(group: row))
        // 3 sections of 40 = 120 items over a limit of 100; the provider is never asked (checked first).
        let asked = CallCounter()
        let counting = LayoutModel { _, _ in asked.tick(); return SectionModel(group: self.row) }
        expectLimit(counting, input([40, 40, 40]) { $0.maxItems = 100 }, path: "itemCounts")
        XCTAssertEqual(asked.count, 0)
        XCTAssertNoThrow(try model.resolve(input([40, 40, 20]) { $0.maxItems = 100 }))
        // A billion items by default: refused without allocating anything per item.
        expectLimit(model, input([1_000_000_000]), path: "itemCounts")
    }

    func testSectionCountIsCheckedBeforeLayout() {
        let model = LayoutModel(section: SectionModel(group: row))
        expectLimit(model, input(Array(repeating: 1, count: 11)) { $0.maxSections = 10 }, path: "itemCounts")
        XCTAssertNoThrow(try model.resolve(input(Array(repeating: 1, count: 10)) { $0.maxSections = 10 }))
    }

    func testNestingDepthCanBeLowered() throws {
        // Three levels of groups: depths 0, 1, 2. A limit of 2 refuses the group at depth 2.
        let inner = hgroup(.fractionalWidth(1), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let middle = hgroup(.fractionalWidth(1), .fractionalHeight(1), [inner])
        let model = LayoutModel(section: SectionModel(group: vgroup(.fractionalWidth(1), .absolute(10), [middle])))
        XCTAssertNoThrow(try model.resolve(input([1])))
        expectLimit(model, input([1]) { $0.maxNestingDepth = 2 }, path: "sections[0].group.subitems[0].subitems[0]")
    }

    func testSlotsPerGroupCanBeLowered() {
        // 1-pt items in a 375-pt row: 375 slots, over a limit of 100 (refused as the 101st is placed).
        let tiny = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(10), [item(.absolute(1), .fractionalHeight(1))])))
        expectLimit(tiny, input([1]) { $0.maxSlotsPerGroup = 100 }, path: "sections[0].group")
        XCTAssertNoThrow(try tiny.resolve(input([1]) { $0.maxSlotsPerGroup = 400 }))
        // Count groups are checked before any slot is made.
        let counted = LayoutModel(section: SectionModel(group: countGroup(.horizontal, .fractionalWidth(1), .absolute(10), item(.fractionalWidth(1), .fractionalHeight(1)), count: 101)))
        expectLimit(counted, input([1]) { $0.maxSlotsPerGroup = 100 }, path: "sections[0].group")
    }

    func testTheItemLimitItselfCostsNoPerItemWork() throws {
        // 100 M items (the default limit), two per 10-pt row: 50 M rows → 500 M pt. Nothing is allocated per
        // item or per row, so this resolves at once even in a debug build.
        let start = Date()
        let r = try LayoutModel(section: SectionModel(group: row)).resolve(input([100_000_000]))
        XCTAssertEqual(r.contentSize.height, 500_000_000)
        XCTAssertEqual(r.visibleElements.count, 82 * 2)   // rows 0…81 meet the 812-pt screen (81·10 = 810 < 812)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
