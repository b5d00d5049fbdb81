import UIKit

// The feed's layout, in an extension of its own file: sections by `FeedSection`, read with a subscript of the
// app's, heights with an operator of the app's and a decoded preset.

extension FeedViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let kind = FeedSection.allCases[safe: sectionIndex] ?? .grid
            switch kind {
            case .hero:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.unit × 5)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case .grid:
                let preset = LayoutPreset.standard
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(preset.rowHeight)),
                    subitem: item, count: preset.columns)
                group.interItemSpacing = .fixed(Metrics.spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Metrics.spacing
                return section
            }
        }
    }
}
