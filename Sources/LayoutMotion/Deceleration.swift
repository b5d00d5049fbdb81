import Foundation

/// How a scroll view slows down after the finger lifts. UIKit multiplies the velocity by the deceleration
/// rate every millisecond — `UIScrollView.DecelerationRate.normal` is 0.998, `.fast` 0.99 — so the velocity
/// decays exponentially and the distance still to go shrinks by the same factor: an exponential ease-out.
public struct Deceleration: Hashable, Sendable {
    /// Velocity kept per millisecond.
    public var rate: Double

    public init(rate: Double) { self.rate = rate }

    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = Deceleration(rate: 0.998)

    /// Distance free deceleration travels from `velocity` (points per millisecond) before it stops: the sum
    /// v·r + v·r² + … = v·r / (1 − r) (499 ms worth of the initial velocity at the normal rate).
    public func travel(velocity: Double) -> Double { velocity * rate / (1 - rate) }

    /// The lift-off velocity (points per millisecond) whose free deceleration travels `distance`.
    public func velocity(toTravel distance: Double) -> Double { distance * (1 - rate) / rate }

    /// Fraction of the way from start to rest after `elapsed` of `duration` seconds: the deceleration curve
    /// 1 − rᵗ (t in milliseconds), scaled so it arrives exactly at the end of `duration` — an animation that
    /// lands on a rest position (as UIKit retargets its deceleration to `targetContentOffset`) in fixed time.
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = min(max(elapsed, 0), duration) * 1000
        let whole = 1 - pow(rate, duration * 1000)
        guard whole > 0 else { return t / (duration * 1000) }
        return min(1, (1 - pow(rate, t)) / whole)
    }
}
