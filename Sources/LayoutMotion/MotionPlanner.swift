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

    /// Key states: where the first move starts, then the end of every move. A scroll that is the first step
    /// starts at its `from`; a later one first moves there from where the previous move ended.
    public func keyStates(start: ScrollState, steps: [MotionStep],
                          resolve: (ScrollState) throws -> LayoutResult) throws -> [ScrollState] {
        var current = start
        var keys: [ScrollState] = []
        for step in steps {
            switch step {
            case .scroll(let from, let to):
                // From the resting offset to the far end unless told (right to left, horizontal: from the
                // content's right end leftwards), every offset clamped to what the view can rest at.
                let scroll = try resolve(current).mainAxisScroll
                if keys.isEmpty { current.mainOffset = scroll.clamped(from ?? scroll.resting) }
                keys.append(current)
                current.mainOffset = scroll.clamped(from ?? scroll.resting)
                keys.append(current)
                current.mainOffset = scroll.clamped(to ?? scroll.far)
                keys.append(current)
            case .swipe(let section, let count):
                keys.append(current)
                for _ in 0..<abs(count) {
                    let result = try resolve(current)
                    guard let rest = OrthogonalRestPositions(result: result, section: section) else {
                        throw MotionError.notOrthogonal(section: section)
                    }
                    let direction: Double = count < 0 ? -1 : 1
                    let velocity = direction * deceleration.velocity(toTravel: swipeReach * Double(rest.visibleExtent))
                    let proposed = rest.currentOffset + CGFloat(deceleration.travel(velocity: velocity))
                    current.orthogonalOffsets[section] = rest.targetOffset(forProposedOffset: proposed,
                                                                           velocity: CGFloat(velocity))
                    keys.append(current)
                }
            }
        }
        // Drop exact repeats (a scroll already at its `from`) so no move has zero length unless nothing moves.
        var out: [ScrollState] = []
        for k in keys where out.last != k { out.append(k) }
        return out.isEmpty ? [start] : out
    }
}
