import XCTest
@testable import LayoutEngine

/// `repeatedSum` must return exactly (bit for bit) what adding the instances one by one returns: it only
/// skips the loop when the loop cannot round.
final class RepeatedSumTests: XCTestCase {
    func loop(_ count: Int, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat) -> CGFloat {
        var sum: CGFloat = 0
        for _ in 0..<count { sum = sum + lead + size + trail }
        return sum
    }

    func testBitIdenticalToTheLoop() {
        let values: [CGFloat] = [0, 1, 2.5, -2.5, 93.75, 100.0 / 3, 0.1, 812, 1e-9, 1e15, 375.0 / 7, -0.5]
        for count in [0, 1, 2, 3, 1_000, 100_003] {
            for lead in [0, 2.5, 0.1] as [CGFloat] {
                for size in values {
                    for trail in [0, 4, 1.0 / 3] as [CGFloat] {
                        let fast = repeatedSum(count: count, lead: lead, size: size, trail: trail)
                        let slow = loop(count, lead, size, trail)
                        XCTAssertEqual(fast.bitPattern, slow.bitPattern,
                                       "count \(count) lead \(lead) size \(size) trail \(trail): \(fast) vs \(slow)")
                    }
                }
            }
        }
    }

    func testExactCasesByHand() {
        // 2 500 000 rows of 93.75 (= 375 / 4, a binary fraction): 234 375 000 exactly.
        XCTAssertEqual(repeatedSum(count: 2_500_000, lead: 0, size: 93.75, trail: 0), 234_375_000)
        // 3 instances of 2 + 10 + 3 = 45.
        XCTAssertEqual(repeatedSum(count: 3, lead: 2, size: 10, trail: 3), 45)
        XCTAssertEqual(repeatedSum(count: 0, lead: 2, size: 10, trail: 3), 0)
    }

    func testNonFiniteSizesPropagateAsTheLoopWould() {
        XCTAssertTrue(repeatedSum(count: 3, lead: 0, size: .infinity, trail: 0).isInfinite)
        XCTAssertTrue(repeatedSum(count: 3, lead: 0, size: .nan, trail: 0).isNaN)
    }
}
