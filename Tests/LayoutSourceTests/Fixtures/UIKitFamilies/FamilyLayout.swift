import UIKit

/// The layout every UIKit family fixture returns once it has called its family's members: one 100-pt row,
/// its height given by the family when the family can size it.
enum FamilyLayout {
    static func make(height: CGFloat = 100) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
