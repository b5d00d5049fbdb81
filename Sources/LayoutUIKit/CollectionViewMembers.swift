import Foundation
import LayoutEngine

// UICollectionView's public API beyond its layout and scroll-view shells (UIKit's "UICollectionView" reference:
// counts, visible elements, index paths, scrolling, selection, batch updates), as code beside a layout calls it.
// A layout program shows nothing: no cell or supplementary view is on screen (nil, empty); the counts are those
// of the environment being resolved (`--items`, the data source's stated counts), which is what UIKit would answer
// once its data source has them. Updates are accepted and do nothing (the snapshot is the environment's).

extension IndexPath {
    /// UIKit's table-view initialiser (`IndexPath(row: 0, section: 1)`), which collection-view code writes too; the
    /// engine's `item`, `section` and `row` read it.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }
}

extension UICollectionView {
    public enum ScrollPosition: Sendable {
        case top, centeredVertically, bottom, left, centeredHorizontally, right
    }
    public static let scrollPositionNone: [ScrollPosition] = []

    /// Sections and items of the environment being resolved.
    public var numberOfSections: Int { ScreenEnvironment.current.itemCounts.count }
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = ScreenEnvironment.current.itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    public var visibleCells: [UICollectionViewCell] { [] }
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { [] }
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { [] }
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }
    public func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    public func indexPathForSupplementaryView(_ supplementaryView: UICollectionReusableView) -> IndexPath? { nil }

    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: [ScrollPosition]) {}
    public var hasActiveDrag: Bool { false }
    public var hasActiveDrop: Bool { false }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    public func insertItems(at indexPaths: [IndexPath]) {}
    public func deleteItems(at indexPaths: [IndexPath]) {}
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    public func reconfigureItems(at indexPaths: [IndexPath]) {}
    public func insertSections(_ sections: IndexSet) {}
    public func deleteSections(_ sections: IndexSet) {}
    public func reloadSections(_ sections: IndexSet) {}
    public func moveSection(_ section: Int, toSection newSection: Int) {}
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
    public func endInteractiveMovement() {}
    public func cancelInteractiveMovement() {}
}
