import UIKit

// Style: one list-cell registration that fills a default content configuration (text and secondary text from
// the item), dequeued for every row by a diffable data source; the layout never says what rows hold.

final class ContactsViewController: UIViewController {
    struct Contact: Hashable {
        var name: String
        var email: String
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Contact>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.email
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.indentationLevel = 1
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: contact)
        }
    }
}
