import Foundation
import LayoutEngine

// The compositional layout API's members that reach beyond the layout (issue 34, item 5; docs/swift-sources.md,
// "API by release"): accepted so app code compiles, with no effect on any frame or picture.

/// UIKit's `UIVisualEffect` and the two effects a separator configuration takes. Nothing is blurred here.
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style; super.init() }
}

/// UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle?
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect; style = nil; super.init() }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect; self.style = style; super.init()
    }
}

extension UIListSeparatorConfiguration {
    /// iOS 15: the effect separators are drawn with. Accepted without effect (separators are drawn in `color`);
    /// it reads back nil.
    public var visualEffect: UIVisualEffect? {
        get { nil }
        set {}
    }
}

/// UIKit's `UICollectionViewTransitionLayout`: the layout between two during an interactive transition.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    open var transitionProgress: CGFloat = 0
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout; self.nextLayout = nextLayout
        super.init()
    }
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {}
    open func value(forAnimatedKey key: String) -> CGFloat { 0 }
}

extension UICollectionView {
    /// Before a layout pass (a layout program has none) UIKit has no attributes to give.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// An interactive transition to `layout`: recorded as the collection view's layout when it finishes (the
    /// layout the program evaluates is still the one the layout code returns); the completion runs at once.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: ((Bool, Bool) -> Void)? = nil) -> UICollectionViewTransitionLayout {
        let transition = UICollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
        pendingTransition = transition
        completion?(true, true)
        return transition
    }
    public func finishInteractiveTransition() {
        if let next = pendingTransition?.nextLayout { collectionViewLayout = next }
        pendingTransition = nil
    }
    public func cancelInteractiveTransition() { pendingTransition = nil }

    private var pendingTransition: UICollectionViewTransitionLayout? {
        get { shellValues["pendingTransition"] as? UICollectionViewTransitionLayout }
        set { shellValues["pendingTransition"] = newValue }
    }
}
