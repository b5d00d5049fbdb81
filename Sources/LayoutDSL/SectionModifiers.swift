import Foundation
import LayoutEngine

/// Modifiers for sections. Each sets one property of UIKit's `NSCollectionLayoutSection`; applied
/// twice, the later one wins, as a second assignment would.
extension LayoutSection {
    func modified(_ modify: @escaping (inout SectionModel) -> Void) -> ModifiedSection<Self> {
        ModifiedSection(base: self, modify: modify)
    }

    /// `contentInsets` (semantics.md §7, §9).
    public func contentInsets(_ insets: NSDirectionalEdgeInsets) -> ModifiedSection<Self> {
        modified { $0.contentInsets = insets }
    }
    /// The same inset on all four edges.
    public func contentInsets(_ value: CGFloat) -> ModifiedSection<Self> {
        contentInsets(NSDirectionalEdgeInsets(all: value))
    }
    /// The same inset on all four edges (seed 004's spelling).
    public func contentInsets(value: CGFloat) -> ModifiedSection<Self> { contentInsets(value) }
    public func contentInsets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0,
                              trailing: CGFloat = 0) -> ModifiedSection<Self> {
        contentInsets(NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
    /// `value` on the given edges; the other edges keep what earlier modifiers set.
    public func contentInsets(_ edges: NSDirectionalRectEdge, _ value: CGFloat) -> ModifiedSection<Self> {
        modified { $0.contentInsets = $0.contentInsets.replacing(edges, with: value) }
    }

    /// `interGroupSpacing`.
    public func interGroupSpacing(_ spacing: CGFloat) -> ModifiedSection<Self> {
        modified { $0.interGroupSpacing = spacing }
    }
    /// `orthogonalScrollingBehavior` (semantics.md §10).
    public func orthogonalScrollingBehavior(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> ModifiedSection<Self> {
        modified { $0.orthogonalScrollingBehavior = behavior }
    }
    /// `boundarySupplementaryItems`: headers, footers and side items (semantics.md §12).
    public func boundarySupplementaryItems(
        @BoundarySupplementaryItemBuilder _ items: () -> [BoundarySupplementaryItem]
    ) -> ModifiedSection<Self> {
        let models = items().map(\.model)
        return modified { $0.boundarySupplementaryItems = models }
    }
    /// `decorationItems`: backgrounds (semantics.md §14).
    public func decorationItems(@DecorationItemBuilder _ items: () -> [DecorationItem]) -> ModifiedSection<Self> {
        let models = items().map(\.model)
        return modified { $0.decorationItems = models }
    }
    /// `supplementariesFollowContentInsets`.
    public func supplementariesFollowContentInsets(_ follow: Bool) -> ModifiedSection<Self> {
        modified { $0.supplementariesFollowContentInsets = follow }
    }
    /// `contentInsetsReference` (iOS 14; `.automatic` follows the configuration, §2.1).
    public func contentInsetsReference(_ reference: UIContentInsetsReference) -> ModifiedSection<Self> {
        modified { $0.contentInsetsReference = reference }
    }
    /// `supplementaryContentInsetsReference` (iOS 16).
    public func supplementaryContentInsetsReference(_ reference: UIContentInsetsReference) -> ModifiedSection<Self> {
        modified { $0.supplementaryContentInsetsReference = reference }
    }
    /// `visibleItemsInvalidationHandler` (semantics.md §18).
    public func visibleItemsInvalidationHandler(_ handler: VisibleItemsInvalidationHandler?) -> ModifiedSection<Self> {
        modified { $0.visibleItemsInvalidationHandler = handler }
    }
}
