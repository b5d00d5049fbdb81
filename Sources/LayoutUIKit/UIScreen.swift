import Foundation
import LayoutEngine

/// UIKit's screen: `UIScreen.main.bounds` and `scale` from the device being resolved (`ScreenEnvironment`).
open class UIScreen {
    public static var main: UIScreen { UIScreen() }

    open var bounds: CGRect { ScreenEnvironment.current.bounds }
    open var scale: CGFloat { ScreenEnvironment.current.traits.displayScale }
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    open var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
}

extension UITraitCollection {
    /// The traits of the device being resolved (`UITraitCollection.current` on iOS).
    public static var current: UITraitCollection { ScreenEnvironment.current.traits }
}
