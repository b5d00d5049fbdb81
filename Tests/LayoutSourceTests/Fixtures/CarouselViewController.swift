import UIKit

// Style: closures a spec cannot hold — a visibleItemsInvalidationHandler that scales cards by their distance from
// the centre, and a custom group whose item provider reads its environment.

final class CarouselViewController: UIViewController {
    private static let minimumScale: CGFloat = 0.7

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] index, _ in
            guard let self else { return nil }
            return index == 0 ? self.carousel() : Self.mosaic()
        }
    }

    private func carousel() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.6),
                                                                         heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(1 - distance / width, Self.minimumScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    private static func mosaic() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                     heightDimension: .absolute(120))) { environment in
            let w = environment.container.contentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w * 2 / 3, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w * 2 / 3, y: 0, width: w / 3, height: 60), zIndex: 1),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w * 2 / 3, y: 60, width: w / 3, height: 60))]
        }
        return NSCollectionLayoutSection(group: group)
    }
}
