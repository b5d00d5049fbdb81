import UIKit

// Style: `static func` factories in an enum, a nested metrics type, a width check on the provider's
// environment, `#available`, and a helper extension on NSCollectionLayoutSection.

enum LayoutFactory {
    enum Metrics {
        static let inset: CGFloat = 12
        static let rowHeight: CGFloat = 88
    }

    static func adaptiveLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let width = environment.container.effectiveContentSize.width
            let columns = width > 600 ? 4 : 2
            if sectionIndex == 0 { return .badgedRow(height: Metrics.rowHeight) }
            return grid(columns: columns)
        }
    }

    static func grid(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group: NSCollectionLayoutGroup
        if #available(iOS 16.0, *) {
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                   heightDimension: .absolute(100)),
                                repeatingSubitem: item, count: columns)
        } else {
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                   heightDimension: .absolute(50)),
                                subitem: item, count: columns)
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: Metrics.inset, leading: Metrics.inset,
                                                        bottom: Metrics.inset, trailing: Metrics.inset)
        section.interGroupSpacing = Metrics.inset
        return section
    }
}

extension NSCollectionLayoutSection {
    static func badgedRow(height: CGFloat) -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}
