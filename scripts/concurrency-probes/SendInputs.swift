// MUST type-check cleanly (scripts/check-concurrency.sh): what a layout is made from and resolved with may be sent;
// the model is built where it is resolved.
import LayoutEngine

func resolveElsewhere() {
    let input = LayoutInput(viewSize: CGSize(width: 390, height: 844), itemCounts: [3])
    let environment = LayoutEnvironment(container: LayoutContainer(contentSize: input.viewSize),
                                        traitCollection: UITraitCollection())
    requireSendable(input)
    requireSendable(environment)
    let work: @Sendable () -> Void = {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = environment.container
        _ = try? layout.model().resolve(input)
    }
    work()
}

func requireSendable<T: Sendable>(_ value: T) {}
