// Must NOT type-check (scripts/check-concurrency.sh): a model made by the UIKit facade holds UIKit code's closures,
// which are not Sendable, so sending it to another isolation domain is refused (docs/architecture.md, "Sendable").
import LayoutEngine

final class FeedViewController {
    var columns = 2
    func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [unowned self] _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(self.columns)), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}

func requireSendable<T: Sendable>(_ value: T) {}

func sendFacadeModel(_ controller: FeedViewController) {
    let model = controller.layout().model()
    // Typecheck-level forms (region-based isolation is checked later, in SIL, which -typecheck skips):
    // a Sendable requirement, and a capture by a @Sendable closure.
    requireSendable(model)
    let work: @Sendable () -> Void = {
        _ = try? model.resolve(LayoutInput(viewSize: CGSize(width: 390, height: 844), itemCounts: [3]))
    }
    work()
}
