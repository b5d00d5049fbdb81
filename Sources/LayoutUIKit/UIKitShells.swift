import Foundation
import LayoutEngine

// Shells of the UIKit a view controller or collection view holding a layout keeps beside it: properties it
// declares (`let spinner = UIActivityIndicatorView(style: .large)`), members its initialisers and observers call
// (`setCollectionViewLayout(_:animated:)`). They let that code compile; nothing is drawn, loaded or animated, and
// the layout never depends on them (docs/swift-sources.md, "Why a module named LayoutUIKit").

/// A nib is never loaded here: `instantiate` makes nothing.
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
}

open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    public convenience init() { self.init(frame: .zero) }
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101 }
    open var style: Style = .medium
    open var hidesWhenStopped = true
    open var color: UIColor!
    open private(set) var isAnimating = false
    public convenience init(style: Style) { self.init(frame: .zero); self.style = style }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    open private(set) var buttonType: ButtonType = .system
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero); self.buttonType = buttonType }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
}

extension UICollectionView {
    /// A new layout for the collection view: the layout the program evaluates is the one the layout code returns,
    /// so this only records it.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    /// Cells are never made by a layout; a plain shell for code that asks.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
