import Foundation
import LayoutEngine

/// Modifiers for items and groups. Each sets one property of UIKit's `NSCollectionLayoutItem`
/// (or `NSCollectionLayoutGroup`); applied twice, the later one wins, as a second assignment would.
extension LayoutItem {
    func modified(_ modify: @escaping @Sendable (inout ItemModel) -> Void) -> ModifiedItem<Self> {
        ModifiedItem(base: self, modify: modify)
    }

    /// `layoutSize.widthDimension`.
    public func width(_ width: LayoutDimension) -> ModifiedItem<Self> { modified { $0.layoutSize.width = width } }
    /// `layoutSize.heightDimension`.
    public func height(_ height: LayoutDimension) -> ModifiedItem<Self> { modified { $0.layoutSize.height = height } }
    /// Both dimensions of `layoutSize`.
    public func size(width: LayoutDimension, height: LayoutDimension) -> ModifiedItem<Self> {
        modified { $0.layoutSize = SizeSpec(width: width, height: height) }
    }

    /// `contentInsets` (semantics.md §7).
    public func contentInsets(_ insets: NSDirectionalEdgeInsets) -> ModifiedItem<Self> {
        modified { $0.contentInsets = insets }
    }
    /// The same inset on all four edges.
    public func contentInsets(_ value: CGFloat) -> ModifiedItem<Self> { contentInsets(NSDirectionalEdgeInsets(all: value)) }
    /// The same inset on all four edges (seed 004's spelling).
    public func contentInsets(value: CGFloat) -> ModifiedItem<Self> { contentInsets(value) }
    public func contentInsets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0,
                              trailing: CGFloat = 0) -> ModifiedItem<Self> {
        contentInsets(NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
    /// `value` on the given edges; the other edges keep what earlier modifiers set.
    public func contentInsets(_ edges: NSDirectionalRectEdge, _ value: CGFloat) -> ModifiedItem<Self> {
        modified { $0.contentInsets = $0.contentInsets.replacing(edges, with: value) }
    }

    /// `edgeSpacing` (semantics.md §6).
    public func edgeSpacing(_ spacing: EdgeSpacing?) -> ModifiedItem<Self> { modified { $0.edgeSpacing = spacing } }
    public func edgeSpacing(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
                            bottom: LayoutSpacing? = nil) -> ModifiedItem<Self> {
        edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
    }

    /// `supplementaryItems`: badges and the like anchored to this item or group (semantics.md §11).
    public func supplementaryItems(@SupplementaryItemBuilder _ items: () -> [SupplementaryItem])
        -> ModifiedItem<Self> {
        let models = items().map(\.model)
        return modified { $0.supplementaryItems = models }
    }
}

extension LayoutGroup {
    /// `interItemSpacing` (semantics.md §5).
    public func interItemSpacing(_ spacing: LayoutSpacing?) -> ModifiedItem<Self> {
        modified { $0.group?.interItemSpacing = spacing }
    }
}
