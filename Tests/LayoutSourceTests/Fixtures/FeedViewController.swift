import UIKit

// Style: a view controller whose layout is `func createLayout()` in an extension, a provider closure over
// `enum Section: Int`, `[weak self]`, file-level metric constants and app element-kind constants.

private let gridSpacing: CGFloat = 8
private let bannerHeight: CGFloat = 180

enum ElementKind {
    static let sectionHeader = "feed-header"
    static let background = "feed-background"
}

final class FeedViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case banner, grid, list
        var columns: Int {
            switch self {
            case .banner: return 1
            case .grid: return 3
            case .list: return 1
            }
        }
    }

    var collectionView: UICollectionView!
    private let headerHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        let label = UILabel()
        label.text = "not part of the layout"
    }

    @objc func refresh(_ sender: Any) {}
}

extension FeedViewController: UICollectionViewDelegate {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self, let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .banner: return self.bannerSection()
            case .grid: return self.gridSection(columns: section.columns)
            case .list: return self.listSection()
            }
        }
        return layout
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(bannerHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = gridSpacing
        return section
    }

    private func gridSection(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction),
                                                                             heightDimension: .fractionalWidth(fraction)))
        item.contentInsets = NSDirectionalEdgeInsets(top: gridSpacing / 2, leading: gridSpacing / 2,
                                                     bottom: gridSpacing / 2, trailing: gridSpacing / 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    private func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: ElementKind.background)]
        return section
    }
}
