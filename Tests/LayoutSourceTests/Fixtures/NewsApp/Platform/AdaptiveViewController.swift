import UIKit

// Platform conditions: an iOS build takes the `os(iOS)` branch and a device build the non-simulator one.

final class AdaptiveViewController: UIViewController {
    #if os(iOS)
    static let rowHeight: CGFloat = 100
    #else
    static let rowHeight: CGFloat = 44
    #endif

    func makeLayout() -> UICollectionViewLayout {
        #if targetEnvironment(simulator)
        let inset: CGFloat = 0
        #else
        let inset: CGFloat = 10
        #endif
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(Self.rowHeight)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
