import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: layout-wide settings (semantics.md §15).
/// A layout keeps its own copy (NSCopying), so changing a configuration after handing it over
/// has no effect until it is assigned again (§15.3).
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Layout-wide headers and footers (§12.8).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Default `.safeArea` (§2.1).
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The value-model configuration this object describes now.
    public func configurationModel() -> ConfigurationModel {
        ConfigurationModel(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
                           boundarySupplementaryItems: boundarySupplementaryItems.map { $0.boundaryItemModel() },
                           contentInsetsReference: contentInsetsReference)
    }
}
