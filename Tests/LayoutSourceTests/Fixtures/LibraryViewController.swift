import UIKit

// Style: a provider driven by a diffable data source (`snapshot().sectionIdentifiers[index]` and
// `sectionIdentifier(for:)`): the section kinds come from `--section-kinds`.

final class LibraryViewController: UIViewController {
    enum Section: Hashable {
        case featured, shelf, list
    }
    struct Book: Hashable { let id: Int }

    var dataSource: UICollectionViewDiffableDataSource<Section, Book>!

    func configureDataSource(_ collectionView: UICollectionView) {
        dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: collectionView) { _, _, _ in
            BookCell()
        }
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            let kind = self.dataSource.snapshot().sectionIdentifiers[index]
            switch kind {
            case .featured: return Self.featured()
            case .shelf: return Self.shelf(isFirst: self.dataSource.sectionIdentifier(for: index - 1) != .shelf)
            case .list: return Self.list()
            }
        }
    }

    static func featured() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .absolute(200)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func shelf(isFirst: Bool) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(120),
                                                                         heightDimension: .absolute(180)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = .init(top: isFirst ? 20 : 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    static func list() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(44)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

final class BookCell: UICollectionViewCell {}
