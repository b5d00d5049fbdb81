import Foundation
import LayoutEngine

extension NSDirectionalEdgeInsets {
    /// These insets with the given edges set to `value` and the others kept; backs the
    /// `.contentInsets([.leading, .trailing], 8)` modifiers.
    func replacing(_ edges: NSDirectionalRectEdge, with value: CGFloat) -> NSDirectionalEdgeInsets {
        var insets = self
        if edges.contains(.top) { insets.top = value }
        if edges.contains(.leading) { insets.leading = value }
        if edges.contains(.bottom) { insets.bottom = value }
        if edges.contains(.trailing) { insets.trailing = value }
        return insets
    }
}

/// The supplementary, boundary and decoration items: value types whose `contentInsets` modifiers
/// return a changed copy. One set of spellings for all of them.
public protocol ContentInsetsModifiable {
    func withContentInsets(_ change: (inout NSDirectionalEdgeInsets) -> Void) -> Self
}

extension ContentInsetsModifiable {
    /// `contentInsets`.
    public func contentInsets(_ insets: NSDirectionalEdgeInsets) -> Self { withContentInsets { $0 = insets } }
    /// The same inset on all four edges.
    public func contentInsets(_ value: CGFloat) -> Self { contentInsets(NSDirectionalEdgeInsets(all: value)) }
    /// The same inset on all four edges (seed 004's spelling).
    public func contentInsets(value: CGFloat) -> Self { contentInsets(value) }
    public func contentInsets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) -> Self {
        contentInsets(NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
    /// `value` on the given edges; the other edges keep what earlier modifiers set.
    public func contentInsets(_ edges: NSDirectionalRectEdge, _ value: CGFloat) -> Self {
        withContentInsets { $0 = $0.replacing(edges, with: value) }
    }
}

/// Supplementary and boundary items: value types with a `layoutSize`.
public protocol LayoutSizeModifiable {
    func withLayoutSize(_ change: (inout SizeSpec) -> Void) -> Self
}

extension LayoutSizeModifiable {
    /// `layoutSize.widthDimension`.
    public func width(_ width: LayoutDimension) -> Self { withLayoutSize { $0.width = width } }
    /// `layoutSize.heightDimension`.
    public func height(_ height: LayoutDimension) -> Self { withLayoutSize { $0.height = height } }
    public func size(width: LayoutDimension, height: LayoutDimension) -> Self {
        withLayoutSize { $0 = SizeSpec(width: width, height: height) }
    }
}
