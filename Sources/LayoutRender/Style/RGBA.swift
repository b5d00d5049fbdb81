import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, components 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                  blue: Double(rgb & 0xff) / 255, alpha: alpha)
    }

    /// "#RRGGBB" or "#RRGGBBAA" (the "#" is optional); nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex.trimmingCharacters(in: .whitespaces))
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(rgb: v)
        } else {
            self.init(rgb: v >> 8, alpha: Double(v & 0xff) / 255)
        }
    }

    /// From hue (0..<1), saturation and brightness (HSB/HSV, as `UIColor(hue:saturation:brightness:)`).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
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
        func b(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
        return "#" + b(red) + b(green) + b(blue) + (alpha < 1 ? b(alpha) : "")
    }
}
