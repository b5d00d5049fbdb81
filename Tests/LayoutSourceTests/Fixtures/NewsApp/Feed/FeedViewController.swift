import Combine
import UIKit

final class FeedViewController: UIViewController {
    private let store: MessageStore
    private let loader = ArticleLoader(session: .shared)
    private var dataSource: UICollectionViewDiffableDataSource<FeedSection, Article>!
    private var cancellables = Set<AnyCancellable>()

    init(store: MessageStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loader.articles.sink { [weak self] articles in self?.apply(articles) }.store(in: &cancellables)
    }

    private func apply(_ articles: [Article]) {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, Article>()
        snapshot.appendSections(FeedSection.allCases)
        snapshot.appendItems(articles)
        dataSource.apply(snapshot)
    }
}
