import Foundation
import LayoutEngine

/// Turns moves into key scroll states. Every state is resolved by the engine, and a swipe's landing place
/// is the engine's rest position (`OrthogonalRestPositions`): the planner only chooses offsets.
public struct MotionPlanner: Sendable {
    public var deceleration: Deceleration
    /// A swipe is a flick whose free deceleration would carry this many visible extents of the section's
    /// scroller (1: one screen width, about 750 pt/s on a 375-pt phone at the normal rate).
    public var swipeReach: Double

    public init(deceleration: Deceleration = .normal, swipeReach: Double = 1) {
        self.deceleration = deceleration; self.swipeReach = swipeReach
    }

    /// The main-axis content offsets a result can rest at: the engine's `MainAxisScroll.range`.
    public static func mainRange(of result: LayoutResult) -> ClosedRange<CGFloat> { result.mainAxisScroll.range }

    /// Key states and how each move between them decelerates.
    public struct KeyPlan: Hashable, Sendable {
        public var states: [ScrollState]
        /// One per move (`states.count − 1`): the planner's deceleration, or for a swipe the section's own rate
        /// (iOS 17 `orthogonalScrollingProperties.decelerationRate`).
        public var moveDecelerations: [Deceleration]
    }

    /// Key states: where the first move starts, then the end of every move. A scroll that is the first step
    /// starts at its `from`; a later one first moves there from where the previous move ended.
    public func keyStates(start: ScrollState, steps: [MotionStep],
                          resolve: (ScrollState) throws -> LayoutResult) throws -> [ScrollState] {
        try plan(start: start, steps: steps, resolve: resolve).states
    }

    /// `keyStates` with each move's deceleration. A swipe is the same flick of the finger whatever the section
    /// (its lift-off velocity carries one visible extent at the planner's rate); the section's scroller then
    /// decelerates at its own rate (`.fast` 0.99: about a fifth of the travel of `.normal` 0.998), and lands where
    /// its behaviour rests for that shorter proposal (decision 35).
    public func plan(start: ScrollState, steps: [MotionStep],
                     resolve: (ScrollState) throws -> LayoutResult) throws -> KeyPlan {
        var current = start
        var keys: [ScrollState] = []
        var rates: [Deceleration] = []
        func key(_ s: ScrollState, _ rate: Deceleration? = nil) { keys.append(s); rates.append(rate ?? deceleration) }
        for step in steps {
            switch step {
            case .scroll(let from, let to):
                // From the resting offset to the far end unless told (right to left, horizontal: from the
                // content's right end leftwards), every offset clamped to what the view can rest at.
                let scroll = try resolve(current).mainAxisScroll
                if keys.isEmpty { current.mainOffset = scroll.clamped(from ?? scroll.resting) }
                key(current)
                current.mainOffset = scroll.clamped(from ?? scroll.resting)
                key(current)
                current.mainOffset = scroll.clamped(to ?? scroll.far)
                key(current)
            case .swipe(let section, let count):
                key(current)
                for _ in 0..<abs(count) {
                    let result = try resolve(current)
                    guard let rest = OrthogonalRestPositions(result: result, section: section) else {
                        throw MotionError.notOrthogonal(section: section)
                    }
                    let direction: Double = count < 0 ? -1 : 1
                    let velocity = direction * deceleration.velocity(toTravel: swipeReach * Double(rest.visibleExtent))
                    let own = rest.decelerationRate.map { Deceleration(rate: Double($0)) } ?? deceleration
                    let proposed = rest.currentOffset + CGFloat(own.travel(velocity: velocity))
                    current.orthogonalOffsets[section] = rest.targetOffset(forProposedOffset: proposed,
                                                                           velocity: CGFloat(velocity))
                    key(current, own)
                }
            }
        }
        // Drop exact repeats (a scroll already at its `from`) so no move has zero length unless nothing moves.
        var out: [ScrollState] = [], outRates: [Deceleration] = []
        for (k, rate) in zip(keys, rates) where out.last != k {
            if !out.isEmpty { outRates.append(rate) }
            out.append(k)
        }
        return out.isEmpty ? KeyPlan(states: [start], moveDecelerations: []) : KeyPlan(states: out, moveDecelerations: outRates)
    }
}
