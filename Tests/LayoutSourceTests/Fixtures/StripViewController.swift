import UIKit

// Style: a whole layout that scrolls sideways (`configuration.scrollDirection = .horizontal`) with a
// visibleItemsInvalidationHandler that dims every visible card except the one under the middle of the screen.

final class StripViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100),
                                                                         heightDimension: .absolute(200)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let middle = offset.x + environment.container.contentSize.width / 2
            for item in items {
                item.alpha = item.frame.minX <= middle && middle < item.frame.maxX ? 1 : 0.5
            }
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
