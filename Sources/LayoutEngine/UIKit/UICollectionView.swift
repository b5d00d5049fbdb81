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

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame; bounds = CGRect(origin: .zero, size: frame.size); collectionViewLayout = layout
    }

    // Layout programs do not see this class: LayoutUIKit's `UICollectionView` (a `UIScrollView`, a `UIView`) shadows
    // it and answers with its nested names. These initialisers serve code that imports the engine alone.
    /// A collection view with an empty layout.
    public init(frame: CGRect) {
        self.frame = frame; bounds = CGRect(origin: .zero, size: frame.size); collectionViewLayout = UICollectionViewLayout()
    }
    public required init?(coder: NSCoder) { return nil }
    public convenience init() { self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }
    open func layoutSubviews() {}
}
