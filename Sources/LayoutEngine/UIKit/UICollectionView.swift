import Foundation

/// UIKit's collection view, as far as layout code reads it: the nested `ScrollDirection`, the standard element
/// kinds, and an instance with a frame and a layout (layout code asks `collectionView.bounds.width`; issue 12).
/// It lays nothing out and shows nothing: the resolver does the work.
open class UICollectionView {
    public enum ScrollDirection: Int, Hashable, Sendable { case vertical = 0, horizontal = 1 }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var frame: CGRect
    open var bounds: CGRect
    open var collectionViewLayout: UICollectionViewLayout
    /// What LayoutUIKit keeps for the view's UIKit properties (background colour, scroll-view settings …): the
    /// engine never reads it.
    public final var uikitState: AnyObject?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame; bounds = CGRect(origin: .zero, size: frame.size); collectionViewLayout = layout
    }

    // What an app's collection-view subclass overrides or calls in its initialisers (`Grid: UICollectionView`
    // holding its own layout): the coder initialiser (never used: nothing is decoded here), a plain `init()`
    // (the generated program makes a layout's owner with it) and the layout pass. LayoutUIKit adds the rest.
    /// UIView's initialiser, for code that makes a scroll view (`UIScrollView` is this class in a layout program,
    /// LayoutUIKit) or a subclass that overrides `init(frame:)`: an empty layout.
    public init(frame: CGRect) {
        self.frame = frame; bounds = CGRect(origin: .zero, size: frame.size); collectionViewLayout = UICollectionViewLayout()
    }
    public required init?(coder: NSCoder) { return nil }
    public convenience init() { self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }
    open func layoutSubviews() {}
}
