import Foundation
import LayoutEngine

// What an app sets on its collection view where it makes it — `lazy var collectionView: UICollectionView = { … }()`,
// the closure a layout reading `collectionView.bounds` brings along whole: the view and scroll-view properties of
// UIKit's `UICollectionView` (a `UIScrollView`, a `UIView`). They compile and keep what is set; nothing is drawn
// or scrolled, and no layout depends on them (the layout reads its environment). docs/swift-sources.md, "Why a
// module named LayoutUIKit".

/// UIKit's layer, as view setup touches it: corner radius, border, shadow, masking. Kept, never drawn.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var zPosition: CGFloat = 0
}

/// A colour as Core Graphics holds it (`UIColor.cgColor`): its components, kept for the layer that is never drawn.
public struct CGColor: Hashable, Sendable {
    public var components: [CGFloat]
}

extension UIColor {
    /// The colour for the traits of the device being resolved.
    public var cgColor: CGColor {
        let c = resolvedComponents(with: ScreenEnvironment.current.traits)
        return CGColor(components: [c.red, c.green, c.blue, c.alpha])
    }
}

/// `UIView.AutoresizingMask`, the views' `autoresizingMask`.
public struct UIViewAutoresizing: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = UIViewAutoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = UIViewAutoresizing(rawValue: 1 << 2)
    public static let flexibleTopMargin = UIViewAutoresizing(rawValue: 1 << 3)
    public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
    public static let flexibleBottomMargin = UIViewAutoresizing(rawValue: 1 << 5)
}

/// UIKit's scroll-view enumerations, named as code writes them (`.onDrag`, `.never`, `.fast`).
public enum UIScrollViewKeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
public enum UIScrollViewContentInsetAdjustmentBehavior: Int, Sendable { case automatic = 0, scrollableAxes, never, always }
public enum UIScrollViewIndicatorStyle: Int, Sendable { case `default` = 0, black, white }
public struct UIScrollViewDecelerationRate: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = UIScrollViewDecelerationRate(rawValue: 0.998)
    public static let fast = UIScrollViewDecelerationRate(rawValue: 0.99)
}
/// UIKit's scroll view (a `UIView`): what code sets where it makes one — bounce, paging, indicators, insets, offset,
/// the refresh control — kept, never scrolled. A collection view is one (below), so `view.addSubview(collectionView)`,
/// `[header, collectionView].forEach(addSubview)` and a `scrollViewDidScroll(_ scrollView: UIScrollView)` compile as
/// on iOS.
open class UIScrollView: UIView {
    public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode
    public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior
    public typealias IndicatorStyle = UIScrollViewIndicatorStyle
    public typealias DecelerationRate = UIScrollViewDecelerationRate

    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var decelerationRate: DecelerationRate = .normal
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset plus the safe area where the adjustment behaviour adds it; here the inset as set.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var refreshControl: UIRefreshControl?
    /// The delegate, kept weakly as UIKit does; UIKit calls it, a layout program never does.
    open weak var delegate: AnyObject?
    /// Nothing is being touched or moving.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    public override init(frame: CGRect) { super.init(frame: frame); clipsToBounds = true }
    public required init?(coder: NSCoder) { super.init(coder: coder); clipsToBounds = true }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
}

extension UIView {
    public typealias AutoresizingMask = UIViewAutoresizing
}

extension UICollectionViewLayout {
    /// The collection view the layout is installed in: none in a layout program, where no layout pass runs (UIKit
    /// answers nil before one too) — typed as this module's collection view, a `UIView`, so that
    /// `layout.collectionView?.backgroundColor = .white` type-checks as on iOS.
    public var collectionView: UICollectionView? { nil }
}

/// UIKit's collection view in a layout program: a `UIScrollView` with its layout, and the nested names layout code
/// writes (`UICollectionView.ScrollDirection`, `.elementKindSectionHeader`). It shadows LayoutEngine's class of the
/// same name (which the engine's own API is written in: this module's declarations come first for code that
/// imports it); the names are the engine's, so `configuration.scrollDirection = UICollectionView.ScrollDirection
/// .horizontal` is one type. It lays nothing out: the resolver does the work.
open class UICollectionView: UIScrollView {
    public typealias ScrollDirection = LayoutEngine.UICollectionView.ScrollDirection
    public typealias ElementCategory = LayoutEngine.UICollectionView.ElementCategory
    public static let elementKindSectionHeader = LayoutEngine.UICollectionView.elementKindSectionHeader
    public static let elementKindSectionFooter = LayoutEngine.UICollectionView.elementKindSectionFooter

    open var collectionViewLayout: UICollectionViewLayout
    /// What the shells of this module's other files keep per collection view (CollectionViewMembers).
    final var shellValues: [String: Any] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// UIView's initialiser, for a subclass that overrides `init(frame:)`: an empty layout.
    public override init(frame: CGRect) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }
    /// A collection view made with no frame and no layout (the owner of a layout that subclasses one, made with
    /// `init()`): frame `.zero`, as UIKit's `init()` gives a view, and an empty layout.
    public convenience init() { self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }
    /// The content is what the layout lays out; a program does not lay it out here: the view's size.
    open override var contentSize: CGSize { get { bounds.size } set {} }
}

extension UICollectionView {
    private func kept<T>(_ key: String, _ initial: T) -> T { shellValues[key] as? T ?? initial }
    private func keep<T>(_ key: String, _ value: T) { shellValues[key] = value }

    public var backgroundView: UIView? { get { kept(#function, nil) } set { keep(#function, newValue) } }

    // UICollectionView
    /// The data sources and drag delegates: kept weakly, as UIKit does; UIKit calls them, a layout program never does.
    public var dataSource: AnyObject? { get { (kept(#function, nil) as WeakObject?)?.object } set { keep(#function, WeakObject(newValue)) } }
    public var prefetchDataSource: AnyObject? {
        get { (kept(#function, nil) as WeakObject?)?.object } set { keep(#function, WeakObject(newValue)) }
    }
    public var dragDelegate: AnyObject? { get { (kept(#function, nil) as WeakObject?)?.object } set { keep(#function, WeakObject(newValue)) } }
    public var dropDelegate: AnyObject? { get { (kept(#function, nil) as WeakObject?)?.object } set { keep(#function, WeakObject(newValue)) } }
    public var isPrefetchingEnabled: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var dragInteractionEnabled: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var allowsSelection: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var allowsMultipleSelection: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var allowsSelectionDuringEditing: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var isEditing: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var allowsMultipleSelectionDuringEditing: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var allowsFocus: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var allowsFocusDuringEditing: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var selectionFollowsFocus: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var remembersLastFocusedIndexPath: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    /// iOS 16: whether cells that change their content re-size themselves (UIKit's default `.enabled`). Accepted
    /// without effect: a layout program sizes every self-sized row once, from what it holds (issue 34).
    public var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation {
        get { kept(#function, .enabled) } set { keep(#function, newValue) }
    }
}

extension UICollectionView {
    /// UIKit's `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0, enabled, enabledIncludingConstraints
    }
}

/// A delegate held weakly.
struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
