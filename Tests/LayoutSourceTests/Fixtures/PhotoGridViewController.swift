import UIKit

// Style: a `lazy var` layout in a UICollectionViewController subclass; the column count comes from the device
// idiom (`UIDevice.current.userInterfaceIdiom`) and the width from `traitCollection` and `view.bounds`.

class PhotoGridViewController: UICollectionViewController {
    struct Metrics {
        static let spacing: CGFloat = 2
        static let footerHeight: CGFloat = 30
    }

    lazy var gridLayout: UICollectionViewLayout = {
        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 6 : 3
        let wide = traitCollection.horizontalSizeClass == .regular && view.bounds.width > 1000
        let side = (view.bounds.width - Metrics.spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side),
                                                                             heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
            subitems: [item])
        group.interItemSpacing = .fixed(Metrics.spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = wide ? Metrics.spacing * 2 : Metrics.spacing
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                               heightDimension: .absolute(Metrics.footerHeight)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [footer]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }()

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayoutPlaceholder())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// Something only the app has: never used by the layout, so never compiled.
final class UICollectionViewFlowLayoutPlaceholder: UICollectionViewLayout {
    let analytics = AnalyticsClient.shared
}
