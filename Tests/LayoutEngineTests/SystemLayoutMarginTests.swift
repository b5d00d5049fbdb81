import XCTest
@testable import LayoutEngine

/// The system side margin (decision 20): 20 pt when the view is wider than 375 pt or regular width, else 16.
/// The boundary is exclusive: 375 pt is the last width with 16-pt margins.
final class SystemLayoutMarginTests: XCTestCase {
    /// A full-width cell in a section that follows the layout margins: its x is the side margin.
    private func marginCell(width: CGFloat, sizeClass: UIUserInterfaceSizeClass) throws -> CGRect {
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsetsReference = .layoutMargins
        let r = try resolve(LayoutModel(section: section), counts: [1], size: CGSize(width: width, height: 600),
                            traits: UITraitCollection(horizontalSizeClass: sizeClass, iosVersion: IOSVersion(15)))
        return try XCTUnwrap(cells(r).first)
    }

    func testA375PointCompactViewHasSixteenPointMargins() throws {
        XCTAssertRect(try marginCell(width: 375, sizeClass: .compact), rect(16, 0, 343, 44))   // 375 − 2·16 = 343
    }

    func testAViewHalfAPointWiderThan375HasTwentyPointMargins() throws {
        XCTAssertRect(try marginCell(width: 375.5, sizeClass: .compact), rect(20, 0, 335.5, 44))   // 375.5 − 2·20
    }

    func testA390PointCompactPhoneHasTwentyPointMargins() throws {
        XCTAssertRect(try marginCell(width: 390, sizeClass: .compact), rect(20, 0, 350, 44))   // 390 − 2·20 = 350
    }

    func testRegularWidthHasTwentyPointMarginsEvenWhenNarrow() throws {
        XCTAssertRect(try marginCell(width: 320, sizeClass: .regular), rect(20, 0, 280, 44))   // 320 − 2·20 = 280
    }

    func testListsUseTheSameMarginOnBothSidesOfTheBoundary() {
        let compact = UITraitCollection(horizontalSizeClass: .compact, iosVersion: IOSVersion(15))
        XCTAssertEqual(ListMetrics(appearance: .insetGrouped, containerWidth: 375, traits: compact).layoutMargin, 16)
        XCTAssertEqual(ListMetrics(appearance: .insetGrouped, containerWidth: 375.5, traits: compact).layoutMargin, 20)
    }
}
