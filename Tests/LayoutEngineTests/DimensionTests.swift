import XCTest
@testable import LayoutEngine

final class DimensionTests: XCTestCase {
    func testFractionalWidthCanSizeAHeight() {
        // §2.4: height = .fractionalWidth(0.2) in a 375 × 812 container → 0.2 × 375 = 75.
        let size = SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2))
        XCTAssertEqual(size.resolve(in: CGSize(width: 375, height: 812)), CGSize(width: 375, height: 75))
    }
    func testContainerInsetsBelowOneAreFractions() {
        // §2.2: leading 0.15 of a 400-wide container = 60; top 20 stays points.
        let c = LayoutContainer(contentSize: CGSize(width: 400, height: 100),
                                contentInsets: NSDirectionalEdgeInsets(top: 20, leading: 0.15, bottom: 0, trailing: 0))
        XCTAssertEqual(c.effectiveContentSize, CGSize(width: 340, height: 80))
    }
}
