import Foundation
import LayoutEngine

/// UIKit's `UICollectionViewFlowLayout` (iOS 6+), for the code around a compositional layout that also makes one — a
/// base class's initialiser, a fallback, a second collection view of the screen (issue 31: a base view controller's
/// `init()` building a flow layout stopped 16 of one app's compositional layouts from compiling). Its properties keep
/// what is set and lay out nothing: a layout program draws compositional layouts only, and a layout that returns a
/// flow layout is refused by the host in one line ("it returns a UICollectionViewFlowLayout, not a compositional
/// layout"); declarations that build one are listed as not compositional and never checked (LayoutFinder).
/// Defaults are UIKit's documented ones.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from (iOS 11+).
    public enum SectionInsetReference: Int, Hashable, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    /// The value that asks for self-sizing cells (iOS 10+); UIKit's is a sentinel, never a real size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize: CGSize = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var sectionInset: UIEdgeInsets = .zero
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    public override init() { super.init() }
}
