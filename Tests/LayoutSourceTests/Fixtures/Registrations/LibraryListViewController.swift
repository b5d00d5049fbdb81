import UIKit

// Style: two list sections chosen by an `Int` enum; the cell provider switches on the same enum made from the
// index path's section, and a supplementary registration gives each section a header.

final class LibraryListViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case recent, all
    }
    struct Book: Hashable {
        var title: String
        var author: String
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Book>!
    private var collectionView: UICollectionView!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = section == .recent ? .supplementary : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    func configureDataSource() {
        let recentRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Book> { cell, _, book in
            var content = UIListContentConfiguration.valueCell()
            content.text = book.title
            content.secondaryText = "by \(book.author)"
            cell.contentConfiguration = content
        }
        let bookRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Book> { cell, _, book in
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = "Unread"
            content.textProperties.font = .preferredFont(forTextStyle: .title2)
            content.secondaryTextProperties.numberOfLines = 2
            cell.contentConfiguration = content
            cell.accessories = [.checkmark()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Recently read"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: collectionView) {
            collectionView, indexPath, book in
            guard let section = Section(rawValue: indexPath.section) else { fatalError("no such section") }
            switch section {
            case .recent:
                return collectionView.dequeueConfiguredReusableCell(using: recentRegistration, for: indexPath, item: book)
            case .all:
                return collectionView.dequeueConfiguredReusableCell(using: bookRegistration, for: indexPath, item: book)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }
}
