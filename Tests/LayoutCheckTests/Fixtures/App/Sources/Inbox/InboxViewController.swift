import UIKit

// The provider asks the diffable data source which section it builds: `check` needs the section kinds from
// layout-render.yml.
final class InboxViewController: UIViewController {
    enum Section: Hashable {
        case pinned
        case messages
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
            guard let self else { return nil }
            switch self.dataSource.sectionIdentifier(for: sectionIndex) {
            case .pinned: return Self.pinnedSection()
            case .messages, .none: return Self.messageSection()
            }
        }
    }

    private static func pinnedSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .absolute(90)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private static func messageSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .absolute(Metrics.rowHeight)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(Metrics.rowHeight)),
                                                     subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
