import UIKit

// Style: the layout states what its rows hold (`content`), which wins over the subtitle registration the data
// source dequeues; the registration is a lazy property, the data source a typealias given a `cellProvider:`
// closure, and the handler branches on app state (the first branch is read).

final class PinnedNotesViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var collectionView: UICollectionView!
    private var showsDates = true

    func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.content.rows = ListRowContent(.cell(text: "Pinned"))
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func createUnstatedLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
    }

    private typealias Source = UICollectionViewDiffableDataSource<Int, String>

    private lazy var noteRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, note in
        guard let self else { return }
        var content = UIListContentConfiguration.subtitleCell()
        content.text = note
        if self.showsDates {
            content.secondaryText = "Yesterday"
        } else {
            content.secondaryText = nil
        }
        cell.contentConfiguration = content
    }

    func configureDataSource() {
        dataSource = Source(collectionView: collectionView, cellProvider: { collectionView, indexPath, note in
            collectionView.dequeueConfiguredReusableCell(using: self.noteRegistration, for: indexPath, item: note)
        })
    }
}
