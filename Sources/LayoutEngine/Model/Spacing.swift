import Foundation

/// Inter-item or edge spacing: exactly (fixed) or at least (flexible) (semantics.md §5, §6).
public enum Spacing: Hashable, Sendable {
    case fixed(CGFloat)
    case flexible(CGFloat)
    public var value: CGFloat {
        switch self { case .fixed(let v), .flexible(let v): return v }
    }
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Spacing outside an item used while placing it; nil edges count as fixed 0 (§6).
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?
    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
    /// The leading-side (x) or top-side (y) spacing along an axis.
    public func start(_ axis: Axis) -> Spacing? { axis == .x ? leading : top }
    /// The trailing-side (x) or bottom-side (y) spacing along an axis.
    public func end(_ axis: Axis) -> Spacing? { axis == .x ? trailing : bottom }
}
