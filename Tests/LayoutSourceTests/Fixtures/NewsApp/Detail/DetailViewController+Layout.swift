import UIKit

// An extension of a view controller that no file of the module declares (it comes from a framework the
// project links): the layout only needs a host with a view.

extension DetailViewController {
    func makeLayout() -> UICollectionViewLayout {
        let side = view.bounds.width / 3
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side),
                                                            heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .absolute(side)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
