import Foundation
import LayoutEngine

// Windows and scenes (UIKit's "UIWindow", "UIWindowScene", "UIScene", "UIStatusBarManager",
// "UIInterfaceOrientation" references), as code around a layout reads them: `view.window?.windowScene?.screen.bounds`,
// `UIApplication.shared.connectedScenes.first as? UIWindowScene`, `windowScene.interfaceOrientation.isLandscape`.
// A layout is resolved as it shows on screen, so a view is in the one window of the device being resolved
// (`ScreenEnvironment.current`): that window's bounds, screen, safe area, orientation and traits are the
// environment's. Nothing is shown; making a window key does nothing.

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

public protocol UISceneDelegate: AnyObject {}
public protocol UIWindowSceneDelegate: UISceneDelegate {}

open class UIScene: NSObject {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive, background }
    open var activationState: ActivationState { .foregroundActive }
    open var title: String! = ""
    open var delegate: UISceneDelegate?
}

/// The status bar of the environment's screen: as tall as its top safe area on a phone in portrait.
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: ScreenEnvironment.current.bounds.width, height: ScreenEnvironment.current.safeAreaInsets.top)
    }
    open var isStatusBarHidden: Bool { false }
    open var statusBarStyle: UIStatusBarStyle { .default }
}

open class UIWindowScene: UIScene {
    open var screen: UIScreen { .main }
    /// Landscape when the environment is wider than tall (the device turned left: the interface's right).
    open var interfaceOrientation: UIInterfaceOrientation {
        let b = ScreenEnvironment.current.bounds
        return b.width > b.height ? .landscapeRight : .portrait
    }
    open var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// The scene's one window, the key window.
    open var windows: [UIWindow] { [UIWindow(windowScene: self)] }
    open var keyWindow: UIWindow? { windows.first }
}

open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
    open var rootViewController: UIViewController?
    open var windowLevel: Level = .normal
    open var windowScene: UIWindowScene?
    open var screen: UIScreen = .main
    open var isKeyWindow: Bool { true }
    open var canBecomeKey: Bool { true }

    /// A window fills the environment's screen, whatever frame it is made with, as a scene's window does.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: ScreenEnvironment.current.bounds)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A window is its own window.
    open override var window: UIWindow? { self }
    open func makeKeyAndVisible() { isHidden = false }
    open func makeKey() {}
    open func resignKey() {}
    open func becomeKey() {}
}

extension UIApplication {
    /// The one scene of the environment's screen, and its window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
    public var windows: [UIWindow] { [UIWindow(windowScene: UIWindowScene())] }
    public var keyWindow: UIWindow? { windows.first }
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .all }
    public var statusBarOrientation: UIInterfaceOrientation { UIWindowScene().interfaceOrientation }
    public var statusBarFrame: CGRect { UIStatusBarManager().statusBarFrame }
}
