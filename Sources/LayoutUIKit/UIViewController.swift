import Foundation
import LayoutEngine

/// UIKit's view controller, without its life cycle: layout code lives in view-controller subclasses and reads
/// `view.bounds`, `traitCollection` and its own properties, so the generated program creates the controller
/// with `init()` and calls the layout method directly; `viewDidLoad` never runs (docs/swift-sources.md).
/// An `NSObject`, as on iOS: `Hashable` and `Equatable` by identity, `description`, `isEqual(_:)` to override.
open class UIViewController: NSObject {
    open var title: String?
    private var loadedView: UIView?
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let v = UIView(frame: ScreenEnvironment.current.bounds)
            loadedView = v
            return v
        }
        set { loadedView = newValue }
    }
    open var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
    open var isViewLoaded: Bool { loadedView != nil }

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// UIKit's initialiser from a storyboard (`NSCoding`): required, as on UIKit, so a subclass's
    /// `required init?(coder:) { super.init(coder: coder) }` compiles; nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// Navigation: an item of its own (title, bar button items); no navigation controller holds it here.
    open private(set) lazy var navigationItem = UINavigationItem()
    /// The navigation controller whose stack holds it, or whose stack holds a parent of it (ContainerControllers.swift).
    open var navigationController: UINavigationController? { containingNavigation ?? parent?.navigationController }
    open var tabBarController: UITabBarController? {
        containingTabs ?? containingNavigation?.tabBarController ?? parent?.tabBarController
    }
    weak var containingNavigation: UINavigationController?
    weak var containingTabs: UITabBarController?
    open lazy var tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
    open var presentingViewController: UIViewController? { nil }
    open private(set) var presentedViewController: UIViewController?
    open var toolbarItems: [UIBarButtonItem]?
    open var hidesBottomBarWhenPushed = false
    open var isEditing = false
    open var definesPresentationContext = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // Presentation as UIKit's "Presenting a view controller" lists it: kept, nothing is presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var isModalInPresentation = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open var restoresFocusAfterTransition = true
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredContentSize = CGSize.zero
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Containment: children are kept as added.
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open func addChild(_ childController: UIViewController) { children.append(childController); childController.parent = self }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Nothing is presented on screen: the controller is only remembered, the completion runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func loadView() {}
    open func loadViewIfNeeded() { _ = view }
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

/// UIKit's collection view controller: owns a collection view over its layout.
open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView!
    /// The collection view's layout (UIKit's `collectionViewLayout`: read-only, the one it was made with).
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: ScreenEnvironment.current.bounds, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    /// Overridden so that subclasses inherit `init()`: the generated program creates owners with it.
    public override init(nibName: String?, bundle: Bundle?) {
        collectionView = UICollectionView(frame: ScreenEnvironment.current.bounds,
                                          collectionViewLayout: UICollectionViewLayout())
        super.init(nibName: nibName, bundle: bundle)
    }
    public required init?(coder: NSCoder) {
        collectionView = UICollectionView(frame: ScreenEnvironment.current.bounds,
                                          collectionViewLayout: UICollectionViewLayout())
        super.init(coder: coder)
    }
}

extension UICollectionView {
    /// Registration affects cell creation on iOS only: accepted and ignored.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {}
    public func reloadData() {}
}

public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
         overCurrentContext, popover
}

/// How a presented controller animates in (`modalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
/// The status bar's style a controller prefers.
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent, darkContent }
/// A custom presentation's delegate (`transitioningDelegate`): conformances compile, nothing asks it.
public protocol UIViewControllerTransitioningDelegate: AnyObject {}
