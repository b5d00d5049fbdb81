import Foundation
import LayoutEngine

/// The application object (UIKit's "UIApplication") as layout-adjacent code reads it: its layout direction and
/// text size are the environment's; it opens nothing; its one scene and window are the environment's (Windows.swift).
open class UIApplication: NSObject {
    public static var shared: UIApplication { UIApplication() }
    public enum State: Int, Sendable { case active = 0, inactive, background }
    open var applicationState: State { .active }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        ScreenEnvironment.current.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    open var preferredContentSizeCategory: UIContentSizeCategory { ScreenEnvironment.current.traits.preferredContentSizeCategory }
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    open func sendAction(_ action: Any, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
    public static let openSettingsURLString = "app-settings:"
}

/// Scaling for Dynamic Type (UIKit's "UIFontMetrics"): values scale with the environment's text size as the
/// body style's point size does (17 pt at Large).
public struct UIFontMetrics {
    public let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    private var factor: CGFloat { UIFont.preferredFont(forTextStyle: .body).pointSize / 17 }
    public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value * factor }
    public func scaledFont(for font: UIFont) -> UIFont { UIFont(pointSize: font.pointSize * factor) }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        UIFont(pointSize: min(maximumPointSize, font.pointSize * factor))
    }
}

extension UIFont {
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(pointSize: fontSize) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize) }
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    public var fontName: String { ".SFUI-Regular" }
    public var familyName: String { ".SF UI" }
    /// Metrics in proportion to the size (SF's, approximately): they only serve code that sizes text by them.
    public var ascender: CGFloat { pointSize * 0.95 }
    public var descender: CGFloat { -pointSize * 0.24 }
    public var capHeight: CGFloat { pointSize * 0.7 }
    public var xHeight: CGFloat { pointSize * 0.52 }
    public var leading: CGFloat { 0 }
}
