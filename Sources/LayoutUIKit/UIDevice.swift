import Foundation
import LayoutEngine

/// UIKit's device: layout code asks `UIDevice.current.userInterfaceIdiom` to choose between phone and pad layouts.
/// The answer is the idiom of the device being resolved (`ScreenEnvironment.current`), not of this machine.
open class UIDevice {
    public static var current: UIDevice { UIDevice() }

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { ScreenEnvironment.current.traits.userInterfaceIdiom }
    open var orientation: UIDeviceOrientation {
        let b = ScreenEnvironment.current.bounds
        return b.width > b.height ? .landscapeLeft : .portrait
    }
    open var name: String { model }
    open var model: String {
        switch userInterfaceIdiom {
        case .pad: return "iPad"
        case .mac: return "Mac"
        default: return "iPhone"
        }
    }
    open var systemName: String { userInterfaceIdiom == .mac ? "macOS" : "iOS" }
    /// The newest iOS: `#available(iOS …, *)` is true on Linux too (docs/swift-sources.md).
    open var systemVersion: String { "26.0" }
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
