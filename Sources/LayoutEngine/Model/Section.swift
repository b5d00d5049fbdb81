import Foundation

/// Called before each layout pass with the section's visible items, the scroll offset and the
/// environment; may change presentation (alpha, transform, zIndex, center, hidden) (§18).
/// Not `@Sendable`: UIKit's handler is not, and a model holding one is resolved where it was made.
public typealias VisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section: one top-level group repeated for its items (semantics.md §9, §10).
///
/// Not Sendable (nor is `LayoutModel`, `ItemModel` or `GroupModel`): a model can hold the closures UIKit code
/// gave (section providers, custom-group item providers, `visibleItemsInvalidationHandler`), which are not
/// Sendable, and the resolver calls them on the thread that resolves. Send what a model is made from (a spec's
/// text, a file path, `LayoutInput`) and build the model where it is resolved (docs/architecture.md, "Sendable").
public struct SectionModel {
    /// The top-level group (an item whose `group` is set).
    public var group: ItemModel
    public var contentInsets: NSDirectionalEdgeInsets
    public var interGroupSpacing: CGFloat
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    public var boundarySupplementaryItems: [BoundaryItemModel]
    public var decorationItems: [DecorationModel]
    public var supplementariesFollowContentInsets: Bool
    public var contentInsetsReference: UIContentInsetsReference
    public var supplementaryContentInsetsReference: UIContentInsetsReference
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Set for list sections (`NSCollectionLayoutSection.list`): how the renderer draws the rows. Never read
    /// by layout; passed through to `SectionGeometry.list`.
    public var list: ListSectionStyle?
    /// iOS 17: how the section's orthogonal scroller decelerates and bounces (motion only; frames never read it).
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()

    public init(group: ItemModel, contentInsets: NSDirectionalEdgeInsets = .zero, interGroupSpacing: CGFloat = 0,
                orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none,
                boundarySupplementaryItems: [BoundaryItemModel] = [], decorationItems: [DecorationModel] = [],
                supplementariesFollowContentInsets: Bool = true,
                contentInsetsReference: UIContentInsetsReference = .automatic,
                supplementaryContentInsetsReference: UIContentInsetsReference = .automatic,
                visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil) {
        self.group = group; self.contentInsets = contentInsets; self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems; self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }
}

/// Layout-wide settings (semantics.md §15).
public struct ConfigurationModel: Sendable {
    public var scrollDirection: UICollectionView.ScrollDirection
    public var interSectionSpacing: CGFloat
    public var boundarySupplementaryItems: [BoundaryItemModel]
    public var contentInsetsReference: UIContentInsetsReference
    public init(scrollDirection: UICollectionView.ScrollDirection = .vertical, interSectionSpacing: CGFloat = 0,
                boundarySupplementaryItems: [BoundaryItemModel] = [],
                contentInsetsReference: UIContentInsetsReference = .safeArea) {
        self.scrollDirection = scrollDirection; self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

/// A whole compositional layout: one section for every index, or a provider per index (§9.5).
/// Not Sendable: see `SectionModel`.
public struct LayoutModel {
    public enum Sections {
        case uniform(SectionModel)
        case provider((Int, LayoutEnvironment) -> SectionModel?)
    }
    public var sections: Sections
    public var configuration: ConfigurationModel
    public init(section: SectionModel, configuration: ConfigurationModel = ConfigurationModel()) {
        self.sections = .uniform(section); self.configuration = configuration
    }
    public init(configuration: ConfigurationModel = ConfigurationModel(),
                sectionProvider: @escaping (Int, LayoutEnvironment) -> SectionModel?) {
        self.sections = .provider(sectionProvider); self.configuration = configuration
    }
}

// Explicitly not Sendable (a model may hold UIKit code's closures): the compiler refuses to send one across
// isolation domains, even where it would infer Sendable from the stored properties.
@available(*, unavailable, message: "a model may hold UIKit code's closures; send what it is made from")
extension LayoutModel: Sendable {}
@available(*, unavailable, message: "a model may hold UIKit code's closures; send what it is made from")
extension LayoutModel.Sections: Sendable {}
@available(*, unavailable, message: "a model may hold UIKit code's closures; send what it is made from")
extension SectionModel: Sendable {}
