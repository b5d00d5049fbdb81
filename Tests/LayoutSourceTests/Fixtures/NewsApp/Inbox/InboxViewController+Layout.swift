import UIKit

// An extension-only file: the class, its base, its overrides and the metrics are all elsewhere.

extension InboxViewController {
    func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(rowHeight())),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = sectionInsets()
        section.interGroupSpacing = Metrics.spacing
        return UICollectionViewCompositionalLayout(section: section)
    }
}
