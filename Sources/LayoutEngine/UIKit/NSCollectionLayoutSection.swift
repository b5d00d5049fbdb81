import Foundation

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler` (§18).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `NSCollectionLayoutSection`: one top-level group repeated for the section's items
/// (semantics.md §9, §10, §12, §14, §18). Everything but the group may change after creation.
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Deprecated in iOS 16 in favour of `supplementaryContentInsetsReference`; default true (§12.2).
    open var supplementariesFollowContentInsets: Bool = true
    /// `.automatic` follows the configuration's reference (§2.1).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// iOS 17: the orthogonal scroller's deceleration and bounce, set in place (read-only reference, as in UIKit).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Drawing metadata of a section made by `list(using:layoutEnvironment:)`.
    var listStyle: ListSectionStyle?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// The value-model section this object describes now.
    public func sectionModel() -> SectionModel {
        var model = SectionModel(group: group.itemModel(), contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
                     orthogonalScrollingBehavior: orthogonalScrollingBehavior,
                     boundarySupplementaryItems: boundarySupplementaryItems.map { $0.boundaryItemModel() },
                     decorationItems: decorationItems.map { $0.decorationModel() },
                     supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                     contentInsetsReference: contentInsetsReference,
                     supplementaryContentInsetsReference: supplementaryContentInsetsReference,
                     visibleItemsInvalidationHandler: visibleItemsInvalidationHandler)
        model.list = listStyle
        model.orthogonalScrollingProperties = orthogonalScrollingProperties.propertiesModel
        return model
    }
}
