import UIKit

// Style: an outline whose cell provider picks a registration by the item (folder or file): which rows are which
// is the data's, so the rows keep their estimate.

final class FoldersViewController: UIViewController {
    struct Node: Hashable {
        var name: String
        var isFolder: Bool
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Node>!
    private var collectionView: UICollectionView!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    }

    func configureDataSource() {
        let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, node in
            var content = UIListContentConfiguration.sidebarSubtitleCell()
            content.text = node.name
            content.secondaryText = "Folder"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let fileRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, node in
            var content = UIListContentConfiguration.sidebarSubtitleCell()
            content.text = node.name
            content.secondaryText = "File"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Node>(collectionView: collectionView) {
            collectionView, indexPath, node in
            if node.isFolder {
                return collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: node)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: fileRegistration, for: indexPath, item: node)
            }
        }
    }
}
