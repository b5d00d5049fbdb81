import XCTest
@testable import LayoutEngine

/// §20: every case UIKit raises on, or that would never end, is a typed error naming the path.
final class InvalidLayoutTests: XCTestCase {
    private func error(_ group: ItemModel, section: ((inout SectionModel) -> Void)? = nil, counts: [Int] = [3]) -> LayoutError? {
        var s = SectionModel(group: group)
        section?(&s)
        do { _ = try resolve(LayoutModel(section: s), counts: counts); return nil } catch let e as LayoutError { return e } catch { return nil }
    }
    private let full = item(.fractionalWidth(1), .fractionalHeight(1))

    func testGroupThatCannotFitASingleItem() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1.2), .fractionalHeight(1))]))
        guard case .groupCannotFitItem(let path, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertEqual(path.description, "sections[0].group")
    }
    func testNestedGroupErrorsNameTheNestedPath() {
        let bad = hgroup(.fractionalWidth(0.5), .fractionalHeight(1), [item(.absolute(400), .fractionalHeight(1))])
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [full, bad]))
        XCTAssertEqual(e?.path.description, "sections[0].group.subitems[1]")
    }
    func testGroupWithoutSubitems() {
        XCTAssertEqual(error(hgroup(.fractionalWidth(1), .absolute(50), [])), .emptyGroup(path: ModelPath(.section(0), .group)))
    }
    func testZeroAdvanceCycleIsRefusedInsteadOfLooping() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(0), .fractionalHeight(1))]))
        guard case .runaway? = e else { return XCTFail("\(String(describing: e))") }
    }
    func testNegativeEffectiveSizeFromSectionInsets() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [full]), section: { $0.contentInsets = insets(0, 200, 0, 200) })
        guard case .noRoom(let path, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertEqual(path.description, "sections[0]")
    }
    func testGroupInsetsLargerThanTheGroup() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [full], insets: insets(30, 0, 30, 0)))
        guard case .noRoom? = e else { return XCTFail("\(String(describing: e))") }
    }
    func testNonFiniteSizes() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(.nan), [full]))
        guard case .nonFinite(let path, _)? = e else { return XCTFail("\(String(describing: e))") }
        XCTAssertEqual(path.description, "sections[0].group.layoutSize")
        let inf = error(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .absolute(.infinity))]))
        XCTAssertEqual(inf?.path.description, "sections[0].group.subitems[0].layoutSize")
    }
    func testCountBelowOneAndSlotsWithNoExtent() {
        XCTAssertNotNil(error(countGroup(.horizontal, .fractionalWidth(1), .absolute(50), full, count: 0)))
        let e = error(countGroup(.horizontal, .fractionalWidth(1), .absolute(50), full, count: 3, spacing: .fixed(200)))
        guard case .invalidCount? = e else { return XCTFail("\(String(describing: e))") }
    }
    func testItemAsTopLevelGroup() {
        XCTAssertEqual(error(full), .notAGroup(path: ModelPath(.section(0), .group)))
    }
    func testSectionProviderReturningNil() {
        let model = LayoutModel { i, _ in i == 1 ? nil : SectionModel(group: hgroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))])) }
        XCTAssertThrowsError(try resolve(model, counts: [1, 1])) { XCTAssertEqual($0 as? LayoutError, .missingSection(path: ModelPath(.section(1)))) }
    }
    func testNegativeItemCountAndHugeCountsAreRefusedBeforeWork() {
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(10), [full])))
        XCTAssertThrowsError(try resolve(model, counts: [-1]))
        var input = LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [200_000_000])
        input.limits.maxItems = 1_000_000
        XCTAssertThrowsError(try model.resolve(input)) { XCTAssertEqual(($0 as? LayoutError)?.path.description, "itemCounts") }
    }
    func testDeepNestingHitsTheLimit() {
        var g = full
        for _ in 0..<40 { g = hgroup(.fractionalWidth(1), .fractionalHeight(1), [g]) }
        let e = error(vgroup(.fractionalWidth(1), .absolute(10), [g]))
        guard case .limitExceeded? = e else { return XCTFail("\(String(describing: e))") }
    }
    func testErrorMessagesNameThePath() {
        let e = error(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1.2), .fractionalHeight(1))]))!
        XCTAssertTrue(e.description.hasPrefix("sections[0].group: "), e.description)
        XCTAssertTrue(e.description.contains("cannot fit even a single item"))
    }
}
