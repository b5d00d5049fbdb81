import Foundation
import LayoutEngine
import LayoutSnapshotTesting

/// Layouts written with the UIKit-named classes, the way app code writes them.
enum SampleLayouts {
    /// Seed 000's two-column grid of squares; `topInset` is the section's top content inset.
    static func twoColumnGrid(topInset: CGFloat = 16) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [item])
        group.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: topInset, leading: 0, bottom: 0, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A plain list: 44-pt rows under a 40-pt section header.
    static func listWithHeaders() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A carousel: 80 %-wide cards scrolling sideways, group paging.
    static func carousel() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        return UICollectionViewCompositionalLayout(section: section)
    }

    static var grid: LayoutSnapshotSubject { LayoutSnapshotSubject(twoColumnGrid(), itemCounts: [12]) }
    static var list: LayoutSnapshotSubject { LayoutSnapshotSubject(listWithHeaders(), itemCounts: [6, 4]) }
    static var cards: LayoutSnapshotSubject { LayoutSnapshotSubject(carousel(), itemCounts: [5, 5]) }
}
