import Foundation

/// Stand-in for UIKit's abstract `UICollectionViewLayout`, so code declared as
/// `func createLayout() -> UICollectionViewLayout` compiles unchanged. It computes nothing itself.
/// Its layout-pass members (issue 34, item 5) are there for code that calls or overrides them: before any pass
/// (a layout program never has one) they answer what UIKit answers then — no collection view, no content, no
/// attributes — and the resolver, not they, places elements (docs/swift-sources.md, "API by release").
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// Registering a decoration view class affects drawing on iOS only; here it is accepted and ignored,
    /// because the engine reports decorations by element kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Nothing is cached between resolutions, so there is nothing to invalidate.
    open func invalidateLayout() {}

    // `collectionView` is LayoutUIKit's (an extension there): the collection view layout code reaches through it is
    // a `UIView` (`layout.collectionView?.backgroundColor = .white`), which this module does not have.
    open var collectionViewContentSize: CGSize { .zero }
    open func prepare() {}
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
}

/// UIKit's `UICollectionViewLayoutAttributes`: one element's place, as a layout's layout-pass members return it.
/// The resolver's answer is `LayoutAttributes`; this class is for code that builds or reads UIKit's.
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden = false
    open var indexPath: IndexPath
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil
    }
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = elementKind
    }
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .decorationView; representedElementKind = decorationViewKind
    }
}
