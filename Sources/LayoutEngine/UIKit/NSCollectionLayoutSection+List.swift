import Foundation

extension NSCollectionLayoutSection {
    /// UIKit's `list(using:layoutEnvironment:)`: an ordinary section laid out as a list (docs/semantics-decisions.md
    /// i13): one full-width row per item, estimated 44 pt tall; side insets and top/bottom paddings from the
    /// appearance (`ListMetrics`); a section-header / section-footer boundary item in `.supplementary` modes.
    /// Everything stays settable afterwards (`contentInsets`, `boundarySupplementaryItems`, …), as in UIKit.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // Content the layout states wins; else what the app's cell registrations give (Swift sources, decision 56).
        var configuration = configuration
        if configuration.content.isEmpty, let registered = RegisteredListContent.current {
            configuration.content = registered.listContent(for: configuration)
        }
        let metrics = ListMetrics(appearance: configuration.appearance,
                                  containerWidth: layoutEnvironment.container.contentSize.width,
                                  traits: layoutEnvironment.traitCollection)
        let traits = layoutEnvironment.traitCollection
        // Rows that all hold the same known content are estimated at its height (no measuring needed); rows that
        // differ are measured one by one during the resolve (`ListContentMetrics`, `ResolveContext.sizingListContent`).
        let content = configuration.content
        let rowEstimate = content.rows.map { ListContentMetrics.height(of: $0, traits: traits) } ?? metrics.rowEstimate
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(rowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // A supplementary header or footer, and a first-item header row, carry their own space (their self-sized
        // height), so the section's padding applies only on a side without one (decisions 38, 42).
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        let headerRow = configuration.headerMode == .firstItemInSection
        section.contentInsets = NSDirectionalEdgeInsets(top: hasHeader || headerRow ? 0 : metrics.sectionPadding,
                                                        leading: metrics.rowInset,
                                                        bottom: hasFooter ? 0 : metrics.sectionPadding,
                                                        trailing: metrics.rowInset)
        let headerEstimate = content.header.map { ListContentMetrics.height(of: $0, traits: traits) } ?? metrics.headerEstimate
        let footerEstimate = content.footer.map { ListContentMetrics.height(of: $0, traits: traits) } ?? metrics.footerEstimate
        if hasHeader {
            // iOS 18 `contentHuggingElements = .supplementaryHeader`: a header whose text is known is measured to it
            // (`ListContentMetrics.huggingWidth`, during the resolve) and sits at the leading edge.
            let hugs = configuration.contentHuggingElements.contains(.supplementaryHeader) && content.header?.configuration.text != nil
            let rowWidth = layoutEnvironment.container.effectiveContentSize.width - 2 * metrics.rowInset
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: hugs ? .estimated(max(0, rowWidth)) : .fractionalWidth(1),
                                                   heightDimension: .estimated(headerEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: hugs ? .topLeading : .top)
            header.outerPadding = configuration.headerTopPadding ?? metrics.automaticHeaderTopPadding
            section.boundarySupplementaryItems.append(header)
        }
        if hasFooter {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(footerEstimate)),
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
