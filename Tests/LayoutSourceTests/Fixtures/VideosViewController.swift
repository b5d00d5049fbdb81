import UIKit

// Style: a UICollectionViewController whose data source is a `lazy var` made by a method (type inferred), typed
// through typealiases, with cells dequeued by identifier; the layout is assigned in `configureLayout()` and asks the
// data source which section it builds.

class VideosViewController: UICollectionViewController {
    enum Section: String, CaseIterable {
        case featured
        case recent
    }
    typealias DataSource = UICollectionViewDiffableDataSource<Section, Int>
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Int>

    private lazy var dataSource = makeDataSource()
    private var searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        configureLayout()
        applySnapshot(animatingDifferences: false)
    }

    func makeDataSource() -> DataSource {
        let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, video in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "VideoCollectionViewCell", for: indexPath)
            return cell
        }
        return dataSource
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = Snapshot()
        snapshot.appendSections(Section.allCases)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func configureLayout() {
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, layoutEnvironment in
            let section = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
            let isPhone = layoutEnvironment.traitCollection.userInterfaceIdiom == .phone
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .absolute(section == .featured ? 280 : (isPhone ? 160 : 200)))
            let itemCount = isPhone ? 1 : 3
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: itemCount)
            let section2 = NSCollectionLayoutSection(group: group)
            section2.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section2.interGroupSpacing = 10
            return section2
        })
    }
}
