import UIKit

/// A flow layout made by the code around a compositional one (a base controller's initialiser builds one for a
/// second collection view), each member called once. Its properties keep what is set, and the row is sized with
/// them and with UIKit's documented defaults.
class FlowBaseController: UIViewController {
    let strip: UICollectionViewFlowLayout

    init() {
        let flow = UICollectionViewFlowLayout()
        // UIKit's defaults, before anything is set: 10 between lines, 10 between items, 50 × 50 items.
        let defaults = flow.minimumLineSpacing + flow.minimumInteritemSpacing + flow.itemSize.height
        flow.minimumLineSpacing = 6
        flow.minimumInteritemSpacing = 2
        flow.itemSize = CGSize(width: 80, height: 30)
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        flow.estimatedItemSize = .zero
        flow.scrollDirection = .horizontal
        flow.headerReferenceSize = CGSize(width: 0, height: 12)
        flow.footerReferenceSize = .zero
        flow.sectionInset = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        flow.sectionInsetReference = .fromSafeArea
        flow.sectionHeadersPinToVisibleBounds = true
        flow.sectionFootersPinToVisibleBounds = false
        flow.invalidateLayout()
        strip = flow
        baseline = defaults
        super.init(nibName: nil, bundle: nil)
    }

    /// 10 + 10 + 50 = 70 when the defaults are UIKit's.
    let baseline: CGFloat

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class FlowLayoutFamilyController: FlowBaseController {
    func familyLayout() -> UICollectionViewLayout {
        // The defaults (70) + the item's height as set (30) + the section's top and bottom insets (4 + 4), when the
        // scroll direction and the pinning kept what was set: 108.
        let kept: CGFloat = strip.scrollDirection == .horizontal && strip.sectionHeadersPinToVisibleBounds
            && strip.sectionInsetReference == .fromSafeArea && strip.headerReferenceSize.height == 12 ? 0 : 1000
        return FamilyLayout.make(height: baseline + strip.itemSize.height + strip.sectionInset.top + strip.sectionInset.bottom + kept)
    }
}
