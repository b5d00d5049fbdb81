import Foundation

/// Which way a device is held. Landscape swaps the portrait size and uses the landscape safe area.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// A named iOS device screen: the sizes, safe areas and traits a collection view on that device sees.
///
/// The presets carry the same names and numbers as swift-snapshot-testing's `ViewImageConfig`
/// (full-screen, no split view), so a picture rendered here matches a snapshot test of the same layout.
/// Display scales are the devices' real scales (snapshot-testing leaves them to the simulator).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Points, held upright.
    public var portraitSize: CGSize
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets
    public var displayScale: CGFloat
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses

    /// Horizontal and vertical size class, as UIKit reports them for a full-screen app.
    public struct SizeClasses: Hashable, Sendable {
        public var horizontal: UIUserInterfaceSizeClass
        public var vertical: UIUserInterfaceSizeClass
        public init(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal; self.vertical = vertical
        }
    }

    public init(name: String, portraitSize: CGSize, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                displayScale: CGFloat, portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses) {
        self.name = name; self.portraitSize = portraitSize; self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea; self.displayScale = displayScale
        self.portraitSizeClasses = portraitSizeClasses; self.landscapeSizeClasses = landscapeSizeClasses
    }

    public var description: String { name }

    /// The idiom UIKit reports on this device: presets named "iPad…" are pads, "Mac…" macs, the rest phones.
    public var idiom: UIUserInterfaceIdiom {
        if name.hasPrefix("iPad") { return .pad }
        if name.lowercased().hasPrefix("mac") { return .mac }
        return .phone
    }

    /// The screen of this device held in `orientation`.
    public func screen(_ orientation: DeviceOrientation = .portrait) -> DeviceScreen {
        DeviceScreen(device: self, orientation: orientation)
    }
}

/// A device held one way: what `LayoutInput` and `LayoutEnvironment` need.
public struct DeviceScreen: Hashable, Sendable, CustomStringConvertible {
    public var device: Device
    public var orientation: DeviceOrientation

    public init(device: Device, orientation: DeviceOrientation) {
        self.device = device; self.orientation = orientation
    }

    /// "iPhoneX" for portrait, "iPhoneX-landscape" otherwise (the form `Device.screen(named:)` reads).
    public var description: String {
        orientation == .portrait ? device.name : "\(device.name)-\(orientation.rawValue)"
    }

    public var size: CGSize {
        let p = device.portraitSize
        return orientation == .portrait ? p : CGSize(width: p.height, height: p.width)
    }

    public var safeAreaInsets: UIEdgeInsets {
        orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea
    }

    public var traits: UITraitCollection {
        let classes = orientation == .portrait ? device.portraitSizeClasses : device.landscapeSizeClasses
        return UITraitCollection(displayScale: device.displayScale, horizontalSizeClass: classes.horizontal,
                                 verticalSizeClass: classes.vertical, userInterfaceIdiom: device.idiom)
    }

    /// A full-screen collection view on this screen: bounds = screen size, safe area of the device;
    /// `layoutDirection` is the traits' (right to left mirrors leading and trailing, §2.9).
    public func layoutInput(itemCounts: [Int], contentOffset: CGPoint? = nil,
                            orthogonalOffsets: [Int: CGFloat] = [:],
                            layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                            iosVersion: IOSVersion = .newest) -> LayoutInput {
        var traits = self.traits
        traits.layoutDirection = layoutDirection
        traits.iosVersion = iosVersion
        return LayoutInput(viewSize: size, safeAreaInsets: safeAreaInsets, traits: traits, itemCounts: itemCounts,
                           contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
    }

    /// The environment a section provider sees on this screen before any content insets apply.
    public var environment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: size), traitCollection: traits)
    }
}

/// A device name that is not one of the presets.
public struct UnknownDeviceError: Error, CustomStringConvertible, Equatable {
    public var name: String
    public var description: String {
        "unknown device '\(name)'; valid devices: " + Device.presets.map(\.name).joined(separator: ", ")
            + " (append -portrait or -landscape)"
    }
}

extension Device {
    /// Looks a screen up by name, case-insensitively: "iPhoneX", "iphonex-landscape", "iPadPro11-portrait".
    /// A bare name means portrait, as snapshot-testing's phone presets default to it.
    public static func screen(named text: String) throws -> DeviceScreen {
        var base = text.trimmingCharacters(in: .whitespaces)
        var orientation = DeviceOrientation.portrait
        for o in DeviceOrientation.allCases where base.lowercased().hasSuffix("-" + o.rawValue) {
            orientation = o
            base = String(base.dropLast(o.rawValue.count + 1))
        }
        guard let device = presets.first(where: { $0.name.lowercased() == base.lowercased() }) else {
            throw UnknownDeviceError(name: text)
        }
        return device.screen(orientation)
    }

    /// Every preset, phones then tablets.
    public static let presets: [Device] = [
        iPhoneSe, iPhone8, iPhone8Plus, iPhoneX, iPhoneXsMax, iPhoneXr, iPhone12, iPhone12Pro, iPhone12ProMax,
        iPhone13, iPhone13Mini, iPhone13Pro, iPhone13ProMax,
        iPadMini, iPad9_7, iPad10_2, iPadPro10_5, iPadPro11, iPadPro12_9,
    ]

    // Size classes: phones are compact-width; landscape is compact-height, and the large phones
    // (Plus, Max, XR) become regular-width in landscape. Full-screen iPads are regular both ways.
    private static let compactRegular = SizeClasses(.compact, .regular)
    private static let compactCompact = SizeClasses(.compact, .compact)
    private static let regularCompact = SizeClasses(.regular, .compact)
    private static let regularRegular = SizeClasses(.regular, .regular)

    /// Home-button phones: a 20-pt status bar in portrait, nothing in landscape.
    private static func homeButtonPhone(_ name: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat,
                                        landscape: SizeClasses) -> Device {
        Device(name: name, portraitSize: CGSize(width: w, height: h),
               portraitSafeArea: UIEdgeInsets(top: 20), landscapeSafeArea: .zero, displayScale: scale,
               portraitSizeClasses: compactRegular, landscapeSizeClasses: landscape)
    }

    /// Notched phones: sensor housing on top (portrait) or the sides (landscape), home indicator at the bottom.
    private static func notchedPhone(_ name: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat, notch: CGFloat,
                                     indicator: CGFloat, landscapeIndicator: CGFloat,
                                     landscape: SizeClasses) -> Device {
        Device(name: name, portraitSize: CGSize(width: w, height: h),
               portraitSafeArea: UIEdgeInsets(top: notch, bottom: indicator),
               landscapeSafeArea: UIEdgeInsets(left: notch, bottom: landscapeIndicator, right: notch),
               displayScale: scale, portraitSizeClasses: compactRegular, landscapeSizeClasses: landscape)
    }

    /// Tablets keep the same status-bar (and, on Face ID iPads, home-indicator) insets in both orientations.
    private static func tablet(_ name: String, _ w: CGFloat, _ h: CGFloat, safeArea: UIEdgeInsets) -> Device {
        Device(name: name, portraitSize: CGSize(width: w, height: h), portraitSafeArea: safeArea,
               landscapeSafeArea: safeArea, displayScale: 2,
               portraitSizeClasses: regularRegular, landscapeSizeClasses: regularRegular)
    }

    public static let iPhoneSe = homeButtonPhone("iPhoneSe", 320, 568, scale: 2, landscape: compactCompact)
    public static let iPhone8 = homeButtonPhone("iPhone8", 375, 667, scale: 2, landscape: compactCompact)
    public static let iPhone8Plus = homeButtonPhone("iPhone8Plus", 414, 736, scale: 3, landscape: regularCompact)
    public static let iPhoneX = notchedPhone("iPhoneX", 375, 812, scale: 3, notch: 44, indicator: 34,
                                             landscapeIndicator: 24, landscape: compactCompact)
    public static let iPhoneXsMax = notchedPhone("iPhoneXsMax", 414, 896, scale: 3, notch: 44, indicator: 34,
                                                 landscapeIndicator: 24, landscape: regularCompact)
    public static let iPhoneXr = notchedPhone("iPhoneXr", 414, 896, scale: 2, notch: 44, indicator: 34,
                                              landscapeIndicator: 24, landscape: regularCompact)
    public static let iPhone12 = notchedPhone("iPhone12", 390, 844, scale: 3, notch: 47, indicator: 34,
                                              landscapeIndicator: 21, landscape: compactCompact)
    public static let iPhone12Pro = renamed(iPhone12, "iPhone12Pro")
    public static let iPhone12ProMax = notchedPhone("iPhone12ProMax", 428, 926, scale: 3, notch: 47,
                                                    indicator: 34, landscapeIndicator: 21, landscape: regularCompact)
    public static let iPhone13 = notchedPhone("iPhone13", 390, 844, scale: 3, notch: 47, indicator: 34,
                                              landscapeIndicator: 21, landscape: compactCompact)
    public static let iPhone13Mini = notchedPhone("iPhone13Mini", 375, 812, scale: 3, notch: 50, indicator: 34,
                                                  landscapeIndicator: 21, landscape: compactCompact)
    public static let iPhone13Pro = renamed(iPhone13, "iPhone13Pro")
    public static let iPhone13ProMax = notchedPhone("iPhone13ProMax", 428, 926, scale: 3, notch: 47,
                                                    indicator: 34, landscapeIndicator: 21, landscape: regularCompact)
    public static let iPadMini = tablet("iPadMini", 768, 1024, safeArea: UIEdgeInsets(top: 20))
    public static let iPad9_7 = renamed(iPadMini, "iPad9_7")
    public static let iPad10_2 = tablet("iPad10_2", 810, 1080, safeArea: UIEdgeInsets(top: 20))
    public static let iPadPro10_5 = tablet("iPadPro10_5", 834, 1112, safeArea: UIEdgeInsets(top: 20))
    public static let iPadPro11 = tablet("iPadPro11", 834, 1194, safeArea: UIEdgeInsets(top: 24, bottom: 20))
    public static let iPadPro12_9 = tablet("iPadPro12_9", 1024, 1366, safeArea: UIEdgeInsets(top: 20))

    private static func renamed(_ d: Device, _ name: String) -> Device {
        var copy = d; copy.name = name; return copy
    }
}
