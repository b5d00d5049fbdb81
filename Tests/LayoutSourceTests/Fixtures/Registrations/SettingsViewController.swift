import UIKit

// Style: a first-item header list; the cell provider dequeues a header registration for item 0 and a value-cell
// registration (made by a method) for the other rows; literal texts, an image and accessories.

final class SettingsViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var collectionView: UICollectionView!

    func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func makeSettingCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = "On"
            content.image = UIImage(systemName: "gear")
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "New"), .disclosureIndicator()]
        }
    }

    func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = NSLocalizedString("Account", comment: "settings header")
            cell.contentConfiguration = content
        }
        let settingRegistration = makeSettingCellRegistration()
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title -> UICollectionViewCell? in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: title)
            }
            return collectionView.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: title)
        }
    }
}
