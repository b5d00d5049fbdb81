import UIKit

// The layout is passed as an argument, written `.init(sectionProvider:)` where the type is implied.

final class SearchViewController: UIViewController {
    private let resultsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        let rowHeight: CGFloat = 52
        resultsView.setCollectionViewLayout(.init(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                           heightDimension: .absolute(rowHeight)),
                                                         subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }), animated: false)
        view.addSubview(resultsView)
    }
}
