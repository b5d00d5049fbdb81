import Foundation

/// Inter-item or edge spacing: exactly (fixed) or at least (flexible) (semantics.md §5, §6).
public enum LayoutSpacing: Hashable, Sendable {
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
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
    /// The leading-side (x) or top-side (y) spacing along an axis.
    public func start(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .x ? leading : top }
    /// The trailing-side (x) or bottom-side (y) spacing along an axis.
    public func end(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .x ? trailing : bottom }
}
