import UIKit
import Combine

// Style: a whole view controller as an app ships it — models, cells, a diffable data source made with a cell
// registration, a view model fed by Combine, delegate conformances, `enum Section: Int, CaseIterable`, a
// `[weak self]` provider, `lazy var collectionView`, and the layout in an extension (`createLayout()`) with
// helper section builders and app element-kind constants. Tried as a new user would (issue 12).

struct Story: Hashable {
    let id: UUID
    let title: String
    let imageURL: URL?
}

protocol FeedViewModelType: AnyObject {
    var stories: AnyPublisher<[Story], Never> { get }
    func refresh()
}

final class StoryCell: UICollectionViewCell {
    static let reuseIdentifier = "StoryCell"
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with story: Story) {
        titleLabel.text = story.title
    }
}

final class NewsFeedViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case stories
        case trending
        case latest
    }

    enum ElementKind {
        static let header = "feed.header"
        static let badge = "feed.badge"
    }

    private enum Metrics {
        static let padding: CGFloat = 16
        static let spacing: CGFloat = 10
        static let storySize: CGFloat = 72
    }

    private let viewModel: FeedViewModelType?
    private var cancellables = Set<AnyCancellable>()
    private var dataSource: UICollectionViewDiffableDataSource<Section, Story>!

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        collectionView.register(StoryCell.self, forCellWithReuseIdentifier: StoryCell.reuseIdentifier)
        return collectionView
    }()

    init(viewModel: FeedViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Feed", comment: "")
        view.addSubview(collectionView)
        configureDataSource()
        viewModel?.stories
            .receive(on: DispatchQueue.main)
            .sink { [weak self] stories in self?.apply(stories) }
            .store(in: &cancellables)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<StoryCell, Story> { cell, _, story in
            cell.configure(with: story)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, story in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: story)
        }
    }

    private func apply(_ stories: [Story]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(stories)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func didPullToRefresh(_ sender: UIRefreshControl) {
        viewModel?.refresh()
    }
}

// MARK: - Layout

extension NewsFeedViewController {
    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, environment in
            guard let self = self, let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .stories: return self.storiesSection()
            case .trending: return self.trendingSection(environment: environment)
            case .latest: return self.latestSection()
            }
        }, configuration: configuration)
    }

    private func storiesSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(Metrics.storySize),
                                               heightDimension: .absolute(Metrics.storySize)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = Metrics.spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Metrics.padding,
                                                        bottom: 0, trailing: Metrics.padding)
        return section
    }

    private func trendingSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = environment.traitCollection.horizontalSizeClass == .regular ? 3 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: ElementKind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let badgedItem = NSCollectionLayoutItem(layoutSize: item.layoutSize, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(160)),
            subitem: badgedItem, count: columns)
        group.interItemSpacing = .fixed(Metrics.spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = Metrics.spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Metrics.padding,
                                                        bottom: 0, trailing: Metrics.padding)
        section.boundarySupplementaryItems = [makeHeader()]
        return section
    }

    private func latestSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .estimated(88)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(88)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.boundarySupplementaryItems = [makeHeader()]
        return section
    }

    private func makeHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: ElementKind.header,
            alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }
}

// MARK: - UICollectionViewDelegate

extension NewsFeedViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let story = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(UIViewController(), animated: true)
        print(story)
    }
}
