import Foundation

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or side item of a
/// section or of the whole layout (semantics.md §12, §13). Alignment and offset are fixed at
/// creation; `extendsBoundary`, `pinToVisibleBounds` and `zIndex` may change afterwards.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// The `absoluteOffset:` given at creation, added to the final position (§12.5).
    public let offset: CGPoint
    /// Default true: the item reserves a band outside the section content (§12.4).
    open var extendsBoundary: Bool = true
    /// Default false: when true the item stays visible while its section is (§13).
    open var pinToVisibleBounds: Bool = false
    /// Space outside the band (list headers' `headerTopPadding`); not UIKit API.
    var outerPadding: CGFloat = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        // §12.1: the alignment is an anchor on the section's edges.
        super.init(size: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
                   itemAnchor: nil)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// The value-model boundary item this object describes now.
    public func boundaryItemModel() -> BoundaryItemModel {
        var model = BoundaryItemModel(elementKind: elementKind, layoutSize: layoutSize.sizeModel, alignment: alignment,
                                      absoluteOffset: offset, extendsBoundary: extendsBoundary,
                                      pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex, contentInsets: contentInsets)
        model.outerPadding = outerPadding
        return model
    }
}
