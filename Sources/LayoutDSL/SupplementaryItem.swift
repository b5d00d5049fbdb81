import Foundation
import LayoutEngine

/// A supplementary view anchored to an item or group (UIKit's `NSCollectionLayoutSupplementaryItem`,
/// semantics.md §11), attached with `.supplementaryItems { … }`. Fills its container until
/// `.width` / `.height` say otherwise; anchored at the container's top-leading corner until
/// `.containerAnchor` says otherwise.
public struct SupplementaryItem: Sendable {
    public private(set) var model: SupplementaryModel

    public init(elementKind: String, containerAnchor: LayoutAnchor = LayoutAnchor(edges: [.top, .leading]),
                itemAnchor: LayoutAnchor? = nil) {
        model = SupplementaryModel(elementKind: elementKind, layoutSize: .fillingContainer,
                                   containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    func with(_ change: (inout SupplementaryModel) -> Void) -> SupplementaryItem {
        var copy = self
        change(&copy.model)
        return copy
    }

    public func containerAnchor(_ anchor: LayoutAnchor) -> Self { with { $0.containerAnchor = anchor } }
    /// `NSCollectionLayoutAnchor(edges:absoluteOffset:)`.
    public func containerAnchor(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint = .zero) -> Self {
        containerAnchor(LayoutAnchor(edges: edges, offset: .absolute(absoluteOffset)))
    }
    /// `NSCollectionLayoutAnchor(edges:fractionalOffset:)`: offset in fractions of this item's size (§11.5).
    public func containerAnchor(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) -> Self {
        containerAnchor(LayoutAnchor(edges: edges, offset: .fractional(fractionalOffset)))
    }
    public func itemAnchor(_ anchor: LayoutAnchor?) -> Self { with { $0.itemAnchor = anchor } }
    public func itemAnchor(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint = .zero) -> Self {
        itemAnchor(LayoutAnchor(edges: edges, offset: .absolute(absoluteOffset)))
    }
    public func itemAnchor(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) -> Self {
        itemAnchor(LayoutAnchor(edges: edges, offset: .fractional(fractionalOffset)))
    }
    public func zIndex(_ zIndex: Int) -> Self { with { $0.zIndex = zIndex } }

    public func withContentInsets(_ change: (inout NSDirectionalEdgeInsets) -> Void) -> Self {
        with { change(&$0.contentInsets) }
    }
    public func withLayoutSize(_ change: (inout SizeSpec) -> Void) -> Self {
        with { change(&$0.layoutSize) }
    }
}

extension SupplementaryItem: ContentInsetsModifiable, LayoutSizeModifiable {}
