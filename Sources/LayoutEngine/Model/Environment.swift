import Foundation

/// UIKit's container protocol: a size and the insets applied to it (semantics.md §2.1, §2.2).
public protocol NSCollectionLayoutContainer: Sendable {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's environment protocol handed to section providers, custom groups and invalidation handlers.
public protocol NSCollectionLayoutEnvironment: Sendable {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// A concrete container. Its insets are points, always: every container the engine builds holds point values
/// (the safe area, the layout margins, the readable-content guide, a custom group's content insets), and a 0.5-pt
/// safe area moves the content 0.5 pt. The container protocol's documented "values below 1.0 are fractions" is not
/// applied (decision 1 in docs/semantics-decisions.md, §2.2).
public struct LayoutContainer: NSCollectionLayoutContainer, Hashable, Sendable {
    public var contentSize: CGSize
    public var contentInsets: NSDirectionalEdgeInsets
    public init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize; self.contentInsets = contentInsets
    }
    public var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    public var effectiveContentSize: CGSize {
        let i = effectiveContentInsets
        return CGSize(width: contentSize.width - i.leading - i.trailing,
                      height: contentSize.height - i.top - i.bottom)
    }
}

/// The traits a layout can read (UIKit's is a class; a value here).
public struct UITraitCollection: Hashable, Sendable {
    public var displayScale: CGFloat
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Phone, pad or mac: the device being resolved (`Device.idiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark: the theme being drawn, for dynamic colours.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The reader's text size (`--content-size`, a spec's `environment.contentSizeCategory`); default `.large`.
    /// Self-sized list rows and headers follow it (`ListContentMetrics`).
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// The iOS release being resolved for (`--ios`, a spec's `environment.ios`; default `IOSVersion.newest`). Not a
    /// UIKit trait: the one field that carries the release, here so every reader of the traits (the resolver, list
    /// metrics, section providers, LayoutUIKit) sees the same value (decision 57).
    public var iosVersion: IOSVersion
    public init(displayScale: CGFloat = 3, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
                verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                userInterfaceIdiom: UIUserInterfaceIdiom = .phone, userInterfaceStyle: UIUserInterfaceStyle = .light,
                preferredContentSizeCategory: UIContentSizeCategory = .large, iosVersion: IOSVersion = .newest) {
        self.displayScale = displayScale; self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass; self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom; self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory; self.iosVersion = iosVersion
    }

    /// Device pixels per point for rounding to the pixel grid: `displayScale`, or 1 when that is not a positive
    /// finite number.
    public var pixelScale: CGFloat { displayScale > 0 && displayScale.isFinite ? displayScale : 1 }
}

/// The environment value passed to providers and handlers.
public struct LayoutEnvironment: NSCollectionLayoutEnvironment, Sendable {
    public var layoutContainer: LayoutContainer
    public var traitCollection: UITraitCollection
    public init(container: LayoutContainer, traitCollection: UITraitCollection) {
        self.layoutContainer = container; self.traitCollection = traitCollection
    }
    public var container: any NSCollectionLayoutContainer { layoutContainer }
}

/// What an invalidation handler sees and may change (UIKit's `NSCollectionLayoutVisibleItem`, §18.1).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

extension UICollectionView {
    /// UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable { case cell = 0, supplementaryView, decorationView }
}

extension IndexPath {
    /// UIKit's collection-view initialiser (Foundation on Linux lacks it).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
