import UIKit

// A layout function with arguments of its own: a column count, an item size, a style declared in another file,
// and a flag with a default.

final class ProfileViewController: UIViewController {
    func makeLayout(columns: Int, itemSize: CGSize, style: ProfileStyle, showsHeader: Bool = false) -> UICollectionViewLayout {
        let spacing: CGFloat = style == .roomy ? 16 : 4
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemSize.height)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        if showsHeader {
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
