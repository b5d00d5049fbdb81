import XCTest
@testable import LayoutEngine

// Issue 34: rules that depend on the iOS release (decision 57), frames worked out by hand from the observations.
// iPhone 14 Pro / 15 size: 393 × 852 pt at 3x. `floor3(v)` below means ⌊3v⌋ / 3, the 1/3-pt grid rounded down.
final class IOSVersionTests: XCTestCase {
    private func traits(_ ios: Int, scale: CGFloat = 3) -> UITraitCollection {
        UITraitCollection(displayScale: scale, iosVersion: IOSVersion(ios))
    }
    private func grid(columns: Int, ios: Int, items: Int) throws -> LayoutResult {
        // The observed grid: items fractionalWidth(1/columns) × fractionalHeight(1) with 5-pt insets all round,
        // in a full-width group whose height is fractionalWidth(1/columns) (square cells).
        let f = 1 / CGFloat(columns)
        let cell = item(.fractionalWidth(f), .fractionalHeight(1), insets: insets(5, 5, 5, 5))
        let section = SectionModel(group: hgroup(.fractionalWidth(1), .fractionalWidth(f), [cell]))
        return try resolve(LayoutModel(section: section), counts: [items], size: CGSize(width: 393, height: 852),
                           traits: traits(ios))
    }

    func testFourColumnGridOnTheNewestReleaseFloorsEveryFractionToTheThirdPointGrid() throws {
        // 393 × 0.25 = 98.25 → floor3 = 98.0 (294.75 px → 294): the group's height and each item's width.
        // Cells: x = 98k + 5, width 98 − 10 = 88; row r at y = 98r + 5. Columns 5, 103, 201, 299; the last ends at
        // 387 (1 pt of the 393 left empty after 4 × 98 = 392, plus the 5-pt inset); row 6 at 6 × 98 + 5 = 593.
        let r = try grid(columns: 4, ios: 18, items: 28)
        let c = cells(r)
        for (k, x) in [5.0, 103, 201, 299].enumerated() { XCTAssertRect(c[k], rect(x, 5, 88, 88)) }
        XCTAssertEqual(c[3].maxX, 387, accuracy: 1e-9)
        XCTAssertRect(c[24], rect(5, 593, 88, 88))
        // 7 rows × 98.
        XCTAssertEqual(r.contentSize.height, 686, accuracy: 1e-9)
        // The default release is the newest: the same frames without saying it.
        let byDefault = try resolve(LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .fractionalWidth(0.25),
            [item(.fractionalWidth(0.25), .fractionalHeight(1), insets: insets(5, 5, 5, 5))]))),
            counts: [28], size: CGSize(width: 393, height: 852), traits: UITraitCollection(displayScale: 3))
        XCTAssertEqual(cells(byDefault), c)
        XCTAssertEqual(IOSVersion.newest, IOSVersion(18))
    }

    func testFourColumnGridOnIOS15KeepsTheUnroundedFractions() throws {
        // iOS 15: pitch 98.25. Cell 3 at 3 × 98.25 + 5 = 299.75, width 88.25; row 6 at 6 × 98.25 + 5 = 594.5.
        let c = cells(try grid(columns: 4, ios: 15, items: 28))
        XCTAssertRect(c[3], rect(299.75, 5, 88.25, 88.25))
        XCTAssertRect(c[24], rect(5, 594.5, 88.25, 88.25))
    }

    func testFiveColumnGridPitchIs78Point333OnTheNewestAnd78Point6OnIOS15() throws {
        // 393 × 0.2 = 78.6 → floor3 = 235/3 = 78.333 (rounding to nearest would give 78.667).
        // Cell 4: x = 4 × 78.333 + 5 = 318.333, width 78.333 − 10 = 68.333; row 1 at 78.333 + 5 = 83.333.
        let new = cells(try grid(columns: 5, ios: 18, items: 10))
        XCTAssertRect(new[4], rect(4 * 235 / 3 + 5, 5, 235.0 / 3 - 10, 235.0 / 3 - 10))
        XCTAssertRect(new[5], rect(5, 235.0 / 3 + 5, 235.0 / 3 - 10, 235.0 / 3 - 10))
        // iOS 15: 4 × 78.6 + 5 = 319.4, width 68.6.
        let old = cells(try grid(columns: 5, ios: 15, items: 10))
        XCTAssertRect(old[4], rect(319.4, 5, 68.6, 68.6))
    }

    func testNestedFractionsAreFlooredAtEveryLevelBeforeTheNextIsLaidOut() throws {
        // Observed: a fractionalWidth(0.8) group holding a fractionalWidth(0.8) group of 0.35 / 0.65 items.
        // Outer 0.8 × 393 = 314.4 → floor3 = 943/3 = 314.333; inner 0.8 × 314.333 = 251.467 → 754/3 = 251.333;
        // items 0.35 × 251.333 = 87.967 → 263/3 = 87.667 and 0.65 × 251.333 = 163.367 → 490/3 = 163.333.
        // With a 3-pt trailing inset the second cell ends at 87.667 + 163.333 − 3 = 248.0 (unrounded 248.52).
        let a = item(.fractionalWidth(0.35), .fractionalHeight(1), insets: insets(0, 0, 0, 3))
        let b = item(.fractionalWidth(0.65), .fractionalHeight(1), insets: insets(0, 0, 0, 3))
        let inner = hgroup(.fractionalWidth(0.8), .fractionalHeight(1), [a, b])
        let outer = hgroup(.fractionalWidth(0.8), .absolute(100), [inner])
        let model = LayoutModel(section: SectionModel(group: outer))
        let r = try resolve(model, counts: [2], size: CGSize(width: 393, height: 852), traits: traits(17))
        let c = cells(r)
        XCTAssertRect(c[0], rect(0, 0, 263.0 / 3 - 3, 100))
        XCTAssertRect(c[1], rect(263.0 / 3, 0, 490.0 / 3 - 3, 100))
        XCTAssertEqual(c[1].maxX, 248, accuracy: 1e-9)
        let boxes = r.sections[0].frame
        XCTAssertEqual(boxes.width, 393)
        // iOS 15: inner 0.64 × 393 = 251.52; items 88.032 and 163.488; the cell ends at 251.52 − 3 = 248.52.
        let old = cells(try resolve(model, counts: [2], size: CGSize(width: 393, height: 852), traits: traits(15)))
        XCTAssertEqual(old[1].maxX, 248.52, accuracy: 1e-9)
        XCTAssertEqual(old[0].width, 0.35 * 0.64 * 393 - 3, accuracy: 1e-9)
    }

    func testOlderReleasesAt2xKeepTheObservedUnroundedRow() throws {
        // 414 × 896 @2x, iOS 14–15 (observed): a 118.2-pt row stays 118.2, so the next section starts at 118.2
        // (a floor to the half-point grid would give 118.0). Here: fractionalWidth(1) × fractionalWidth(0.2855…)
        // of 414 = 118.2. On iOS 16 at 2x the same row is floor(236.4) / 2 = 118.0.
        let row = hgroup(.fractionalWidth(1), .fractionalWidth(118.2 / 414), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let model = LayoutModel(section: SectionModel(group: row))
        let old = try resolve(model, counts: [1, 1], size: CGSize(width: 414, height: 896), traits: traits(15, scale: 2))
        XCTAssertEqual(cells(old, section: 1)[0].minY, 118.2, accuracy: 1e-9)
        let new = try resolve(model, counts: [1, 1], size: CGSize(width: 414, height: 896), traits: traits(16, scale: 2))
        XCTAssertEqual(cells(new, section: 1)[0].minY, 118, accuracy: 1e-9)
    }

    func testCountGroupSlotsAreFloorsOfTheirShare() throws {
        // subitem:count: 4 across 393: (393 − 0) / 4 = 98.25 → 98.0 on iOS 16+, 98.25 before.
        let g = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), item(.fractionalWidth(1), .fractionalHeight(1)), count: 4)
        let model = LayoutModel(section: SectionModel(group: g))
        let new = cells(try resolve(model, counts: [4], size: CGSize(width: 393, height: 852), traits: traits(16)))
        XCTAssertRect(new[3], rect(294, 0, 98, 50))
        let old = cells(try resolve(model, counts: [4], size: CGSize(width: 393, height: 852), traits: traits(13)))
        XCTAssertRect(old[3], rect(294.75, 0, 98.25, 50))
    }

    func testAbsoluteAndEstimatedSizesAreNotMoved() throws {
        // Only fraction-derived sizes are floored: an absolute 98.25 × 44.5 group stays so (the second instance
        // starts at 44.5), while its fractionalWidth(1) × fractionalHeight(1) item is floored inside it:
        // 98.25 → 294/3 = 98.0, 44.5 → ⌊133.5⌋/3 = 44.333.
        let model = LayoutModel(section: SectionModel(group: hgroup(.absolute(98.25), .absolute(44.5), [item(.fractionalWidth(1), .fractionalHeight(1))])))
        let c = cells(try resolve(model, counts: [2], size: CGSize(width: 393, height: 852), traits: traits(18)))
        XCTAssertRect(c[1], rect(0, 44.5, 98, 133.0 / 3))
    }

    func testVersionsParse() {
        XCTAssertEqual(IOSVersion(parsing: "16"), IOSVersion(16))
        XCTAssertEqual(IOSVersion(parsing: "17.4"), IOSVersion(17))
        XCTAssertEqual(IOSVersion(parsing: "iOS 15"), IOSVersion(15))
        XCTAssertNil(IOSVersion(parsing: "12"))
        XCTAssertNil(IOSVersion(parsing: "19"))
        XCTAssertNil(IOSVersion(parsing: "16x"))
        XCTAssertNil(IOSVersion(parsing: ""))
        var input = LayoutInput(viewSize: CGSize(width: 1, height: 1), itemCounts: [])
        XCTAssertEqual(input.iosVersion, .newest)
        input.iosVersion = IOSVersion(14)
        XCTAssertEqual(input.traits.iosVersion, IOSVersion(14))
    }
}
