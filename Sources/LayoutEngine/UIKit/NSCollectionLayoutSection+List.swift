import Foundation

extension NSCollectionLayoutSection {
    /// UIKit's `list(using:layoutEnvironment:)`: an ordinary section laid out as a list (docs/semantics-decisions.md
    /// i13): one full-width row per item, estimated 44 pt tall; side insets and top/bottom paddings from the
    /// appearance (`ListMetrics`); a section-header / section-footer boundary item in `.supplementary` modes.
    /// Everything stays settable afterwards (`contentInsets`, `boundarySupplementaryItems`, …), as in UIKit.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let metrics = ListMetrics(appearance: configuration.appearance,
                                  containerWidth: layoutEnvironment.container.contentSize.width,
                                  traits: layoutEnvironment.traitCollection)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(metrics.rowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // A supplementary header or footer carries its own space (its self-sized height), so the section's
        // padding applies only on a side without one (decision 38).
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(top: hasHeader ? 0 : metrics.sectionPadding,
                                                        leading: metrics.rowInset,
                                                        bottom: hasFooter ? 0 : metrics.sectionPadding,
                                                        trailing: metrics.rowInset)
        if hasHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(metrics.headerEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.outerPadding = configuration.headerTopPadding ?? metrics.automaticHeaderTopPadding
            section.boundarySupplementaryItems.append(header)
        }
        if hasFooter {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(metrics.footerEstimate)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listStyle = ListSectionStyle(configuration: configuration, metrics: metrics,
                                             isRightToLeft: layoutEnvironment.traitCollection.layoutDirection == .rightToLeft)
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// UIKit's `list(using:)`: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
