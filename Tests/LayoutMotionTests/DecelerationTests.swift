import XCTest
@testable import LayoutMotion

final class DecelerationTests: XCTestCase {
    func testFreeDecelerationAtTheNormalRateTravels499MillisecondsOfTheInitialVelocity() {
        // v·r/(1−r) = 2 pt/ms × 0.998 / 0.002 = 998 pt.
        XCTAssertEqual(Deceleration.normal.travel(velocity: 2), 998, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.normal.velocity(toTravel: 998), 2, accuracy: 1e-12)
    }

    func testProgressIsAnExponentialEaseOutThatArrivesAtTheEnd() {
        let d = Deceleration.normal
        // Half a second into one second: (1 − 0.998^500) / (1 − 0.998^1000) = 0.63244 / 0.86494 = 0.73120.
        XCTAssertEqual(d.progress(elapsed: 0.5, duration: 1), (1 - pow(0.998, 500)) / (1 - pow(0.998, 1000)), accuracy: 1e-12)
        XCTAssertEqual(d.progress(elapsed: 0.5, duration: 1), 0.7312, accuracy: 1e-4)
        XCTAssertEqual(d.progress(elapsed: 0, duration: 1), 0)
        XCTAssertEqual(d.progress(elapsed: 1, duration: 1), 1)
        // Faster at the start than at the end: the first tenth covers more than the last.
        let first = d.progress(elapsed: 0.1, duration: 1), last = 1 - d.progress(elapsed: 0.9, duration: 1)
        XCTAssertGreaterThan(first, 2 * last)
    }
}
