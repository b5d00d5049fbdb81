import Foundation

/// One move of an animation, in the order given.
public enum MotionStep: Hashable, Sendable {
    /// Scroll the collection view along its main axis from one content offset to another (points), each
    /// clamped to the scrollable range (`MainAxisScroll`); nil = the resting offset (the top, or the leading end)
    /// / the far end of the content (the bottom, or the trailing end; in a right-to-left horizontal layout the left).
    case scroll(from: CGFloat?, to: CGFloat?)
    /// `count` swipes of an orthogonal section (negative: back towards its start), each landing where the
    /// section's orthogonal scrolling behaviour comes to rest.
    case swipe(section: Int, count: Int)
}
