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

    /// The main-axis content offsets a result can rest at: from the resting offset (minus the adjusted top
    /// or leading inset) to the end of the content plus the bottom or trailing inset, less the view.
    public static func mainRange(of result: LayoutResult) -> ClosedRange<CGFloat> {
        let vertical = result.scrollDirection == .vertical
        let inset = result.adjustedContentInset
        let low = vertical ? -inset.top : -inset.left
        let high = vertical ? result.contentSize.height + inset.bottom - result.viewSize.height
                            : result.contentSize.width + inset.right - result.viewSize.width
        return low...max(low, high)
    }

    /// Key states: where the first move starts, then the end of every move. A scroll that is the first step
    /// starts at its `from`; a later one first moves there from where the previous move ended.
    public func keyStates(start: ScrollState, steps: [MotionStep],
                          resolve: (ScrollState) throws -> LayoutResult) throws -> [ScrollState] {
        var current = start
        var keys: [ScrollState] = []
        for step in steps {
            switch step {
            case .scroll(let from, let to):
                let range = Self.mainRange(of: try resolve(current))
                let clamp = { (v: CGFloat) in min(max(v, range.lowerBound), range.upperBound) }
                if keys.isEmpty { current.mainOffset = clamp(from ?? range.lowerBound) }
                keys.append(current)
                current.mainOffset = clamp(from ?? range.lowerBound)
                keys.append(current)
                current.mainOffset = clamp(to ?? range.upperBound)
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
