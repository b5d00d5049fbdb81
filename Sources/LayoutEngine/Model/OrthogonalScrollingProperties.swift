import Foundation

/// iOS 17's `UICollectionLayoutSectionOrthogonalScrollingProperties` as a value: how an orthogonal section's own
/// scroller decelerates and bounces (issue 34). Frames at rest never read it; `animate` does (LayoutMotion's
/// planner: a swipe's free travel and the move's ease-out follow the section's rate; docs/semantics-decisions.md,
/// decision 35). `bounce` is kept and changes nothing here: pictures never show the scroller past its ends.
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// Velocity kept per millisecond after the finger lifts; nil = `.automatic`, the parent scroll view's rate
    /// (the collection view's: `UIScrollView.DecelerationRate.normal`, 0.998).
    public var decelerationRate: CGFloat?
    public var bounce: Bounce

    public enum Bounce: Int, Hashable, Sendable, CaseIterable {
        case automatic = 0, always, never
        public var name: String { ["automatic", "always", "never"][rawValue] }
    }

    public init(decelerationRate: CGFloat? = nil, bounce: Bounce = .automatic) {
        self.decelerationRate = decelerationRate; self.bounce = bounce
    }

    /// UIKit's named rates: `normal` 0.998 and `fast` 0.99 (UIScrollView's, which the section's documentation
    /// refers to); `automatic` is nil here.
    public static let normalRate: CGFloat = 0.998
    public static let fastRate: CGFloat = 0.99
}
