import Foundation
import LayoutEngine

/// A colour in sRGB with straight (non-premultiplied) alpha, components 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        let c = ColorNotation.components(rgb: rgb)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// "#RRGGBB" (`ColorNotation`: the one hex notation); nil for anything else.
    public init?(hex: String) {
        guard let v = ColorNotation.rgb(hex: hex) else { return nil }
        self.init(rgb: v)
    }

    /// From hue (0..<1), saturation and brightness (HSB/HSV, as `UIColor(hue:saturation:brightness:)`).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let c = ColorNotation.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// WCAG relative luminance (0 black … 1 white).
    public var luminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// WCAG contrast ratio between two opaque colours (1 … 21).
    public func contrastRatio(with other: RGBA) -> Double {
        let a = luminance, b = other.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Black or white, whichever reads better on this colour.
    public var contrastingLabel: RGBA {
        contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
    }

    public static let black = RGBA(rgb: 0x000000)
    public static let white = RGBA(rgb: 0xffffff)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// "#RRGGBB" or "#RRGGBBAA" when translucent.
    public var description: String {
        ColorNotation.hex(red: red, green: green, blue: blue) + (alpha < 1 ? ColorNotation.hexByte(alpha) : "")
    }
}
