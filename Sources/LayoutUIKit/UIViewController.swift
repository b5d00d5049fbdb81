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

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

/// UIKit's collection view controller: owns a collection view over its layout.
open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView!
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
}

extension UICollectionView {
    /// The traits of the device being resolved.
    public var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
    public var safeAreaInsets: UIEdgeInsets { ScreenEnvironment.current.safeAreaInsets }
    /// Registration affects cell creation on iOS only: accepted and ignored.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {}
    public func reloadData() {}
}
