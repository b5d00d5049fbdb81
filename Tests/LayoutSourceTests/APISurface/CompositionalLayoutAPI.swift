import UIKit

// Every public member of the compositional layout API up to the iOS 18 SDK, used once (issue 34, item 5):
// NSCollectionLayout*, UICollectionViewCompositionalLayout(+Configuration), UICollectionLayoutListConfiguration,
// UIListSeparatorConfiguration, UICollectionLayoutSectionOrthogonalScrollingProperties and UICollectionView's
// layout-related members. `APISurfaceTests` compiles this file through the front end and resolves its layout;
// docs/swift-sources.md ("API by release") says which members are modelled and which are accepted without effect.
// Our own code, written for the test: it is not an app.
final class APISurfaceViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    func makeLayout() -> UICollectionViewLayout {
        // NSCollectionLayoutDimension
        var described = 0
        let dimensions: [NSCollectionLayoutDimension] = [.fractionalWidth(0.5), .fractionalHeight(0.25), .absolute(44), .estimated(50)]
        for d in dimensions where d.isFractionalWidth || d.isFractionalHeight || d.isAbsolute || d.isEstimated {
            described += d.dimension > 0 ? 1 : 0
        }
        if #available(iOS 17.0, *) {
            let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
            described += uniform.isUniformAcrossSiblings ? 1 : 0
        }
        // NSCollectionLayoutSize
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let halfSize = NSCollectionLayoutSize(widthDimension: rowSize.widthDimension, heightDimension: .fractionalHeight(0.5))
        described += rowSize.heightDimension.isAbsolute ? 1 : 0
        // NSCollectionLayoutSpacing, NSCollectionLayoutEdgeSpacing
        let fixed = NSCollectionLayoutSpacing.fixed(4), flexible = NSCollectionLayoutSpacing.flexible(2)
        described += fixed.isFixedSpacing && flexible.isFlexibleSpacing && fixed.spacing == 4 ? 1 : 0
        let edges = NSCollectionLayoutEdgeSpacing(leading: fixed, top: nil, trailing: nil, bottom: .fixed(0))
        described += edges.leading != nil && edges.top == nil && edges.trailing == nil && edges.bottom != nil ? 1 : 0
        // NSCollectionLayoutAnchor, NSDirectionalRectEdge
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing])
        let below = NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 2))
        let outside = NSCollectionLayoutAnchor(edges: .leading, fractionalOffset: CGPoint(x: -0.5, y: 0))
        described += corner.edges.contains(.top) && below.isAbsoluteOffset && outside.isFractionalOffset
            && below.offset.y == 2 && NSDirectionalRectEdge.all.contains(.leading) ? 1 : 0
        // NSCollectionLayoutSupplementaryItem
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: corner)
        let tag = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "tag", containerAnchor: below,
                                                      itemAnchor: NSCollectionLayoutAnchor(edges: .top))
        badge.zIndex = 2
        badge.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        described += badge.elementKind == "badge" && tag.itemAnchor != nil && badge.containerAnchor.edges == corner.edges
            && badge.layoutSize.widthDimension.dimension == 12 ? 1 : 0
        // NSCollectionLayoutItem
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge, tag])
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: nil)
        described += item.supplementaryItems.count + (item.edgeSpacing == nil ? 0 : 1) + (item.layoutSize.heightDimension.isFractionalHeight ? 1 : 0)
        let plain = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(1)))
        // NSCollectionLayoutGroup
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: halfSize, subitems: [item])
        pair.interItemSpacing = .fixed(4)
        pair.supplementaryItems = []
        pair.contentInsets = .zero
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: halfSize, subitem: plain, count: 2)
        let stacked = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .absolute(120)),
                                                       subitems: [pair, counted])
        let column = NSCollectionLayoutGroup.vertical(layoutSize: halfSize, subitem: plain, count: 2)
        if #available(iOS 16.0, *) {
            let repeated = NSCollectionLayoutGroup.horizontal(layoutSize: halfSize, repeatingSubitem: plain, count: 3)
            let repeatedColumn = NSCollectionLayoutGroup.vertical(layoutSize: halfSize, repeatingSubitem: plain, count: 2)
            described += repeated.subitems.count + repeatedColumn.subitems.count
        }
        let custom = NSCollectionLayoutGroup.custom(layoutSize: rowSize) { environment in
            let container = environment.container
            let width = container.effectiveContentSize.width
            _ = (container.contentSize, container.contentInsets, container.effectiveContentInsets, environment.traitCollection)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 44)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 44), zIndex: 1)]
        }
        let probe = NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 3)
        described += probe.zIndex + Int(probe.frame.width) + stacked.subitems.count + column.subitems.count
        described += stacked.visualDescription().isEmpty ? 0 : 1
        // NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutDecorationItem
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.extendsBoundary = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
        described += header.alignment == .top && footer.offset.y == 4 ? 1 : 0
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        described += background.elementKind == "background" ? 1 : 0
        // NSCollectionLayoutSection
        let grid = NSCollectionLayoutSection(group: stacked)
        grid.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        grid.interGroupSpacing = 8
        grid.contentInsetsReference = .layoutMargins
        grid.supplementariesFollowContentInsets = true
        if #available(iOS 16.0, *) { grid.supplementaryContentInsetsReference = .safeArea }
        grid.boundarySupplementaryItems = [header, footer]
        grid.decorationItems = [background]
        grid.orthogonalScrollingBehavior = .none
        grid.visibleItemsInvalidationHandler = { items, offset, environment in
            for visible in items where visible.representedElementCategory == .cell && visible.representedElementKind == nil {
                visible.alpha = 1
                visible.zIndex = visible.zIndex
                visible.isHidden = false
                visible.center = CGPoint(x: visible.frame.midX, y: visible.frame.midY + offset.y * 0)
                visible.transform = .identity
                visible.transform3D = CATransform3DIdentity
                _ = (visible.name, visible.indexPath, visible.bounds, environment.container.contentSize)
            }
        }
        let strip = NSCollectionLayoutSection(group: custom)
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary,
                         .paging, .groupPaging, .groupPagingCentered] {
            strip.orthogonalScrollingBehavior = behavior
        }
        if #available(iOS 17.0, *) {
            let properties: UICollectionLayoutSectionOrthogonalScrollingProperties = strip.orthogonalScrollingProperties
            properties.decelerationRate = .fast
            properties.bounce = .never
            for rate in [UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic, .normal,
                         .fast, .init(rawValue: 0.995)] where rate.rawValue > 0 {
                described += 1
            }
            for bounce in [UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.automatic, .always, .never] {
                described += bounce == properties.bounce ? 1 : 0
            }
        }
        // UICollectionLayoutListConfiguration, UIListSeparatorConfiguration
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] {
            described += UICollectionLayoutListConfiguration(appearance: appearance).appearance == appearance ? 1 : 0
        }
        list.showsSeparators = true
        list.backgroundColor = .systemGroupedBackground
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        for mode in [UICollectionLayoutListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection] where mode == list.headerMode {
            described += 1
        }
        described += list.footerMode == UICollectionLayoutListConfiguration.FooterMode.none ? 0 : 1
        if #available(iOS 15.0, *) { list.headerTopPadding = 0 }
        if #available(iOS 18.0, *) {
            list.contentHuggingElements = []
            list.contentHuggingElements = .supplementaryHeader
        }
        var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        separators.topSeparatorVisibility = .hidden
        separators.bottomSeparatorVisibility = .automatic
        separators.bottomSeparatorVisibility = .visible
        separators.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
        separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        separators.color = .separator
        separators.multipleSelectionColor = .systemBlue
        if #available(iOS 15.0, *) {
            separators.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
            separators.visualEffect = nil
        }
        list.separatorConfiguration = separators
        list.itemSeparatorHandler = { indexPath, configuration in
            var configuration = configuration
            if indexPath.item == 0 { configuration.topSeparatorVisibility = .hidden }
            return configuration
        }
        list.leadingSwipeActionsConfigurationProvider = { _ in nil }
        list.trailingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: []) }
        // UICollectionViewCompositionalLayoutConfiguration, UICollectionViewCompositionalLayout
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .vertical
        configuration.interSectionSpacing = 12
        configuration.contentInsetsReference = .automatic
        configuration.boundarySupplementaryItems = []
        let whole = UICollectionViewCompositionalLayout(section: grid)
        let configured = UICollectionViewCompositionalLayout(section: strip, configuration: configuration)
        let provided = UICollectionViewCompositionalLayout { _, _ in grid }
        let lists = UICollectionViewCompositionalLayout.list(using: list)
        described += whole.configuration.interSectionSpacing == 0 && configured.configuration.interSectionSpacing == 12 ? 1 : 0
        _ = (provided, lists)
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            switch index {
            case 0: return grid
            case 1: return strip
            default: return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }, configuration: configuration)
        layout.configuration = configuration
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        layout.invalidateLayout()
        // UICollectionView's layout-related members
        collectionView.collectionViewLayout = layout
        collectionView.setCollectionViewLayout(layout, animated: false)
        collectionView.setCollectionViewLayout(layout, animated: true) { _ in }
        if #available(iOS 16.0, *) {
            collectionView.selfSizingInvalidation = .disabled
            collectionView.selfSizingInvalidation = .enabledIncludingConstraints
            collectionView.selfSizingInvalidation = .enabled
        }
        collectionView.contentInsetAdjustmentBehavior = .automatic
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        collectionView.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        collectionView.insetsLayoutMarginsFromSafeArea = true
        collectionView.preservesSuperviewLayoutMargins = false
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        _ = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = layout.collectionViewContentSize
        _ = layout.collectionView
        layout.collectionView?.backgroundColor = .white
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.startInteractiveTransition(to: layout) { _, _ in }
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        collectionView.layoutIfNeeded()
        return described >= 0 ? layout : whole
    }
}
