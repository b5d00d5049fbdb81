import UIKit

// The section enum and the metrics live in ShelfModels.swift, as apps keep them (`--with ShelfModels.swift`).
final class ShelfViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch ShelfSection(rawValue: sectionIndex) ?? .grid {
            case .hero:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(ShelfMetrics.heroHeight)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case .grid:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(ShelfMetrics.tileWidth), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
                group.interItemSpacing = .fixed(ShelfMetrics.spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = ShelfMetrics.spacing
                return section
            }
        }
    }
}
