import UIKit

// Style: the layout is written inside the closure that makes the collection view
// (`private lazy var collectionView: UICollectionView = { … }()`), reading a property through `[weak self]`.

final class GalleryViewController: UIViewController {
    private let spacing: CGFloat = 2

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewCompositionalLayout { [weak self] _, environment in
            guard let self else { return nil }
            let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                heightDimension: .fractionalHeight(1)))
            item.contentInsets = .init(top: self.spacing, leading: self.spacing, bottom: self.spacing, trailing: self.spacing)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        return collectionView
    }()
}
