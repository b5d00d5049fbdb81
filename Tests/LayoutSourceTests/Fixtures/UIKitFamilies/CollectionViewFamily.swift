import UIKit

/// UICollectionView's members beyond its layout, each called once.
final class CollectionViewFamilyController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    func familyLayout() -> UICollectionViewLayout {
        let path = IndexPath(item: 0, section: 0)
        var seen = collectionView.numberOfSections + collectionView.numberOfItems(inSection: 0)
        seen += collectionView.visibleCells.count + collectionView.visibleSupplementaryViews(ofKind: "header").count
        seen += collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "header").count
        seen += collectionView.indexPathsForVisibleItems.count
        _ = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        _ = collectionView.indexPathForItem(at: .zero)
        _ = collectionView.indexPath(for: UICollectionViewCell(frame: .zero))
        _ = collectionView.indexPathForSupplementaryView(UICollectionReusableView(frame: .zero))
        _ = collectionView.cellForItem(at: path)
        collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
        collectionView.selectItem(at: path, animated: false, scrollPosition: .top)
        collectionView.deselectItem(at: path, animated: false)
        collectionView.setContentOffset(.zero, animated: false)
        collectionView.scrollRectToVisible(.zero, animated: false)
        collectionView.flashScrollIndicators()
        _ = collectionView.contentSize.width + collectionView.adjustedContentInset.top
        _ = collectionView.isTracking || collectionView.isDragging || collectionView.isDecelerating
        _ = collectionView.hasActiveDrag || collectionView.hasActiveDrop
        collectionView.performBatchUpdates({ self.collectionView.insertItems(at: [path]) }, completion: { _ in })
        collectionView.deleteItems(at: [path])
        collectionView.moveItem(at: path, to: path)
        collectionView.reloadItems(at: [path])
        collectionView.reconfigureItems(at: [path])
        collectionView.insertSections(IndexSet(integer: 0))
        collectionView.deleteSections(IndexSet(integer: 0))
        collectionView.reloadSections(IndexSet(integer: 0))
        collectionView.moveSection(0, toSection: 0)
        _ = collectionView.beginInteractiveMovementForItem(at: path)
        collectionView.updateInteractiveMovementTargetPosition(.zero)
        collectionView.endInteractiveMovement()
        collectionView.cancelInteractiveMovement()
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        collectionView.layoutMargins = .zero
        collectionView.preservesSuperviewLayoutMargins = true
        collectionView.addGestureRecognizer(UITapGestureRecognizer())
        collectionView.removeGestureRecognizer(UITapGestureRecognizer())
        _ = collectionView.gestureRecognizers
        _ = collectionView.superview
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        collectionView.invalidateIntrinsicContentSize()
        collectionView.addSubview(UIView())
        // The environment's counts (--items 3): one section of 3; the margins as set.
        let height = CGFloat(seen) * 10 + collectionView.directionalLayoutMargins.trailing
        return FamilyLayout.make(height: height)
    }
}
