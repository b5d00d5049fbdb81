import XCTest
@testable import LayoutEngine

final class DimensionTests: XCTestCase {
    func testFractionalWidthCanSizeAHeight() {
        // §2.4: height = .fractionalWidth(0.2) in a 375 × 812 container → 0.2 × 375 = 75.
        let size = SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2))
        XCTAssertEqual(size.resolve(in: CGSize(width: 375, height: 812)), CGSize(width: 375, height: 75))
    }
    func testContainerInsetsBelowOneArePoints() {
        // Decision 1: a container's insets are points, 0.5 included. Leading 0.15 and top 0.5 of a 400 × 100
        // container: width 400 - 0.15 - 0 = 399.85, height 100 - 0.5 - 0 = 99.5.
        let c = LayoutContainer(contentSize: CGSize(width: 400, height: 100),
                                contentInsets: NSDirectionalEdgeInsets(top: 0.5, leading: 0.15, bottom: 0, trailing: 0))
        XCTAssertEqual(c.effectiveContentInsets.leading, 0.15)
        XCTAssertEqual(c.effectiveContentSize, CGSize(width: 399.85, height: 99.5))
    }
}
