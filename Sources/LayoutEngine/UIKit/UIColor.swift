import Foundation

/// UIKit's colour, enough for layout code: `backgroundColor = .clear`, the system colours, component and white
/// initialisers, dynamic providers. A colour resolves to sRGB components for a trait collection (light or dark).
/// System colour values are iOS 14's published sRGB values (Apple's Human Interface Guidelines, "Color").
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// sRGB components, 0…1.
    public struct Components: Hashable, Sendable {
        public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    private enum Storage {
        case fixed(Components)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }
    private let storage: Storage
    /// The system name (`systemBlue`) when the colour is one, for descriptions and specs.
    public let systemName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(Components(red: red, green: green, blue: blue, alpha: alpha)); systemName = nil
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = ColorNotation.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider); systemName = nil
    }
    private init(system name: String, light: UInt32, dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) {
        func rgb(_ v: UInt32, _ a: CGFloat) -> UIColor {
            let c = ColorNotation.components(rgb: v)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: a)
        }
        let l = rgb(light, alpha), d = rgb(dark, darkAlpha ?? alpha)
        storage = .dynamic { $0.userInterfaceStyle == .dark ? d : l }
        systemName = name
    }

    /// The components for `traits` (dynamic colours pick their light or dark value).
    public func resolvedComponents(with traits: UITraitCollection = UITraitCollection()) -> Components {
        switch storage {
        case .fixed(let c): return c
        case .dynamic(let provider): return provider(traits).resolvedComponents(with: traits)
        }
    }
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        let c = resolvedComponents(with: traits)
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(dynamicProvider: { [self] traits in
            let c = self.resolvedComponents(with: traits)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        })
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        return a.resolvedComponents(with: light) == b.resolvedComponents(with: light)
            && a.resolvedComponents(with: dark) == b.resolvedComponents(with: dark)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolvedComponents(with: UITraitCollection(userInterfaceStyle: .light)))
    }
    public var description: String {
        if let systemName { return systemName }
        let c = resolvedComponents()
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    // Fixed colours.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours (light, dark).
    public static let systemRed = UIColor(system: "systemRed", light: 0xFF3B30, dark: 0xFF453A)
    public static let systemOrange = UIColor(system: "systemOrange", light: 0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = UIColor(system: "systemYellow", light: 0xFFCC00, dark: 0xFFD60A)
    public static let systemGreen = UIColor(system: "systemGreen", light: 0x34C759, dark: 0x30D158)
    public static let systemMint = UIColor(system: "systemMint", light: 0x00C7BE, dark: 0x63E6E2)
    public static let systemTeal = UIColor(system: "systemTeal", light: 0x30B0C7, dark: 0x40C8E0)
    public static let systemCyan = UIColor(system: "systemCyan", light: 0x32ADE6, dark: 0x64D2FF)
    public static let systemBlue = UIColor(system: "systemBlue", light: 0x007AFF, dark: 0x0A84FF)
    public static let systemIndigo = UIColor(system: "systemIndigo", light: 0x5856D6, dark: 0x5E5CE6)
    public static let systemPurple = UIColor(system: "systemPurple", light: 0xAF52DE, dark: 0xBF5AF2)
    public static let systemPink = UIColor(system: "systemPink", light: 0xFF2D55, dark: 0xFF375F)
    public static let systemBrown = UIColor(system: "systemBrown", light: 0xA2845E, dark: 0xAC8E68)
    public static let systemGray = UIColor(system: "systemGray", light: 0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = UIColor(system: "systemGray2", light: 0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = UIColor(system: "systemGray3", light: 0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = UIColor(system: "systemGray4", light: 0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = UIColor(system: "systemGray5", light: 0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = UIColor(system: "systemGray6", light: 0xF2F2F7, dark: 0x1C1C1E)
    public static let systemBackground = UIColor(system: "systemBackground", light: 0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground",
                                                          light: 0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground",
                                                         light: 0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground",
                                                        light: 0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground",
                                                                 light: 0xFFFFFF, dark: 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground",
                                                                light: 0xF2F2F7, dark: 0x2C2C2E)
    public static let label = UIColor(system: "label", light: 0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = UIColor(system: "secondaryLabel", light: 0x3C3C43, dark: 0xEBEBF5,
                                               alpha: 0.6)
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel", light: 0x3C3C43, dark: 0xEBEBF5, alpha: 0.3)
    public static let separator = UIColor(system: "separator", light: 0x3C3C43, dark: 0x545458, alpha: 0.29,
                                          darkAlpha: 0.6)
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator", light: 0xC6C6C8, dark: 0x38383A)
    public static let systemFill = UIColor(system: "systemFill", light: 0x787880, dark: 0x787880, alpha: 0.2,
                                           darkAlpha: 0.36)
    public static let link = UIColor(system: "link", light: 0x007AFF, dark: 0x0984FF)
    public static let tintColor = UIColor(system: "tintColor", light: 0x007AFF, dark: 0x0A84FF)

    /// Every colour a spec may name: the fixed colours and the system colours, by their UIKit names. The spec reader
    /// and writer share this one table.
    public static let named: [(name: String, color: UIColor)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("darkGray", .darkGray), ("lightGray", .lightGray),
        ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow),
        ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown),
    ] + [systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue,
         systemIndigo, systemPurple, systemPink, systemBrown, systemGray, systemGray2, systemGray3, systemGray4,
         systemGray5, systemGray6, systemBackground, secondarySystemBackground, tertiarySystemBackground,
         systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground, label,
         secondaryLabel, tertiaryLabel, separator, opaqueSeparator, systemFill, link, tintColor]
        .map { ($0.systemName!, $0) }

    /// The name `named` knows this colour by (the same object), else nil.
    public var name: String? { Self.named.first { $0.color === self }?.name }
}

