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
/// `UIScrollView.KeyboardDismissMode` …: on the one scroll-view class layout programs have (`UIScrollView`, InputControls).
extension UICollectionView {
    public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode
    public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior
    public typealias IndicatorStyle = UIScrollViewIndicatorStyle
    public typealias DecelerationRate = UIScrollViewDecelerationRate
}

extension UIView {
    public typealias AutoresizingMask = UIViewAutoresizing
}

/// What the shells below keep per collection view (the class is the engine's, so its UIKit properties live here).
final class CollectionViewShellState {
    var values: [String: Any] = [:]
    let layer = CALayer()
}

extension UICollectionView {
    private var shell: CollectionViewShellState {
        if let s = uikitState as? CollectionViewShellState { return s }
        let s = CollectionViewShellState()
        uikitState = s
        return s
    }
    private func kept<T>(_ key: String, _ initial: T) -> T { shell.values[key] as? T ?? initial }
    private func keep<T>(_ key: String, _ value: T) { shell.values[key] = value }
    /// The same store, for the shells of other files (CollectionViewMembers).
    var shellValues: [String: Any] {
        get { shell.values }
        set { shell.values = newValue }
    }

    // UIView
    public var layer: CALayer { shell.layer }
    public var backgroundColor: UIColor? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    public var tintColor: UIColor? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    public var backgroundView: AnyObject? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    public var translatesAutoresizingMaskIntoConstraints: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var autoresizingMask: UIView.AutoresizingMask { get { kept(#function, []) } set { keep(#function, newValue) } }
    public var clipsToBounds: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var isHidden: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var alpha: CGFloat { get { kept(#function, 1) } set { keep(#function, newValue) } }
    public var isUserInteractionEnabled: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var accessibilityIdentifier: String? { get { kept(#function, nil) } set { keep(#function, newValue) } }
    public var tag: Int { get { kept(#function, 0) } set { keep(#function, newValue) } }

    // UIScrollView
    public var alwaysBounceVertical: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var alwaysBounceHorizontal: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var bounces: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var isScrollEnabled: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var isPagingEnabled: Bool { get { kept(#function, false) } set { keep(#function, newValue) } }
    public var showsVerticalScrollIndicator: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var showsHorizontalScrollIndicator: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var indicatorStyle: UIScrollView.IndicatorStyle { get { kept(#function, .default) } set { keep(#function, newValue) } }
    public var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { kept(#function, .none) } set { keep(#function, newValue) } }
    public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { kept(#function, .automatic) } set { keep(#function, newValue) }
    }
    public var decelerationRate: UIScrollView.DecelerationRate { get { kept(#function, .normal) } set { keep(#function, newValue) } }
    public var contentInset: UIEdgeInsets { get { kept(#function, .zero) } set { keep(#function, newValue) } }
    public var scrollIndicatorInsets: UIEdgeInsets { get { kept(#function, .zero) } set { keep(#function, newValue) } }
    public var contentOffset: CGPoint { get { kept(#function, .zero) } set { keep(#function, newValue) } }
    public var scrollsToTop: Bool { get { kept(#function, true) } set { keep(#function, newValue) } }
    public var refreshControl: UIRefreshControl? { get { kept(#function, nil) } set { keep(#function, newValue) } }

    // UICollectionView
    /// The delegates: kept weakly, as UIKit does; UIKit calls them, a layout program never does.
    public var delegate: AnyObject? { get { (kept(#function, nil) as WeakObject?)?.object } set { keep(#function, WeakObject(newValue)) } }
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
