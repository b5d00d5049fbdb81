import Foundation
import LayoutEngine

// The container view controllers a screen holding a layout is pushed on or shown in (UIKit's
// "UINavigationController", "UINavigationBar", "UINavigationBarAppearance", "UITabBarController", "UITabBar",
// "UITabBarItem" references): what an app's `viewDidLoad` or coordinator configures beside the layout. The stack
// and the selection are kept as set; nothing is shown or animated, and no bar takes room from the layout (a layout
// program resolves for the environment's safe area, which already holds the bars).

/// UIKit's offset of a title or an icon from its place.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

public enum UIBarStyle: Int, Sendable { case `default` = 0, black }
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact, defaultPrompt = 101, compactPrompt }
public enum UIBarPosition: Int, Sendable { case any = 0, bottom, top, topAttached }

/// UIKit's shared appearance of bars: colours, effects and text attributes, kept as set.
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    public override init() { super.init() }
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor; backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage; shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }
    open func configureWithDefaultBackground() { backgroundColor = nil; backgroundEffect = UIBlurEffect(style: .systemChromeMaterial) }
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground; backgroundEffect = nil }
    open func configureWithTransparentBackground() { backgroundColor = .clear; backgroundEffect = nil; shadowColor = .clear }
}

open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var backgroundImage: UIImage?
}

open class UIBarButtonItemAppearance: NSObject {
    public enum Style: Int, Sendable { case plain = 0, done }
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
    public override init() { super.init() }
    public init(style: Style) { super.init() }
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage; backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    private var backgrounds: [UIBarMetrics: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgrounds[barMetrics] = backgroundImage }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgrounds[barMetrics] = backgroundImage
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgrounds[barMetrics] }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    @discardableResult open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
}

public protocol UINavigationControllerDelegate: AnyObject {}

open class UINavigationController: UIViewController {
    public static let hideShowBarDuration: CGFloat = 0.2
    /// The stack, bottom first; each pushed controller's `navigationController` is this one.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for c in oldValue where !viewControllers.contains(where: { $0 === c }) { c.containingNavigation = nil }
            for c in viewControllers { c.containingNavigation = self }
        }
    }
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open private(set) var navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open private(set) var toolbar: UIView = UIView()
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    open weak var delegate: UINavigationControllerDelegate?
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer(target: nil, action: nil)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(i + 1)...])
        viewControllers = Array(viewControllers[...i])
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero
    public override init() { super.init() }
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init(); self.title = title; self.image = image; self.tag = tag
    }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init(); self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) { super.init(); self.tag = tag }
}

open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero
}

open class UITabBarItemAppearance: NSObject {
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
    public override init() { super.init() }
}

open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
}

open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

public protocol UITabBarControllerDelegate: AnyObject {}

open class UITabBarController: UIViewController {
    /// The tabs; each one's `tabBarController` is this one, and its `tabBarItem` is one of the bar's items.
    open var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === c }) { c.containingTabs = nil }
            for c in viewControllers ?? [] { c.containingTabs = self }
            tabBar.items = viewControllers?.map(\.tabBarItem)
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
        }
    }
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i } }
    }
    open private(set) var tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
