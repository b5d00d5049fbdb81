import Foundation

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a badge or frame attached to an item or a group,
/// positioned by anchors on the host's frame (semantics.md §11). It is-an item, so it has
/// `contentInsets` too; only `zIndex` (and the inherited insets) change after creation.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Default 1, above cells (docs/semantics-decisions.md, open question 6; §19).
    open var zIndex: Int = 1

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: size, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The value-model supplementary this object describes now.
    public func supplementaryModel() -> SupplementaryModel {
        SupplementaryModel(elementKind: elementKind, layoutSize: layoutSize.sizeModel,
                           containerAnchor: containerAnchor.anchorModel, itemAnchor: itemAnchor?.anchorModel,
                           zIndex: zIndex, contentInsets: contentInsets)
    }

    override func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth)
            + "supplementary \"\(elementKind)\" \(layoutSize.sizeModel.shortDescription)")
    }
}
