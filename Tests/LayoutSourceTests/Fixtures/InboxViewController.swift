import UIKit

// Style: a provider that asks the diffable data source which section it is building, over a `private enum`
// declared inside the view controller; the data source is typed through a private typealias.

final class InboxViewController: UIViewController {
    private enum Section: Hashable {
        case pinned
        case messages
    }
    private typealias DataSource = UICollectionViewDiffableDataSource<Section, Int>

    private var dataSource: DataSource!
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
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
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        return section
    }

    private static func messageSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .absolute(72)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(72)),
                                                     subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
