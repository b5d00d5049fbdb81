import UIKit

// Style: the older form — a plain `UICollectionViewDataSource` whose `collectionView(_:cellForItemAt:)` dequeues a
// list cell by reuse identifier and sets its content configuration itself (no registration).

final class LegacyListViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Row \(indexPath.item)"
        content.secondaryText = "Tap to open"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}
