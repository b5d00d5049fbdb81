import UIKit

// Style: no layout function at all — the layout is built where the collection view is configured, as a
// `UICollectionViewCompositionalLayout { … }` expression inside `configureHierarchy()`, reading a local
// constant, with a configuration made and assigned after it.

final class ActivityViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case summary, timeline
    }

    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
    }

    private func configureHierarchy() {
        let rowHeight: CGFloat = 56
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .summary:
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                    heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: item, count: columns)
                return NSCollectionLayoutSection(group: group)
            case .timeline:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                    heightDimension: .absolute(rowHeight)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                return section
            }
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        layout.configuration = configuration
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
    }
}
