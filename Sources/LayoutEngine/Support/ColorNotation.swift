import Foundation

/// The two colour notations used across the package, decided once (UIColor, the spec's `RGBColor`, the renderer's
/// `RGBA` all go through here):
///
/// - **Hex**: read as exactly `#RRGGBB` — a `#` and six hexadecimal digits, either case; nothing else (no alpha
///   digits, no missing `#`, no sign, no white space). It is what spec files document (docs/spec-format.md) and what
///   every writer prints (`hex(red:green:blue:)`, capitals); translucency is written as an alpha of its own where a
///   format has one (the renderer's `RGBA` description appends it as two more digits, `hexByte`).
/// - **Hue, saturation, brightness** to red, green, blue (HSB/HSV, as `UIColor(hue:saturation:brightness:alpha:)`):
///   the hue wraps to 0..<1, six sectors.
public enum ColorNotation {
    /// `#RRGGBB` as 0xRRGGBB; nil for anything else.
    public static func rgb(hex: String) -> UInt32? {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var v: UInt32 = 0
        for d in digits[1...] {
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | UInt32(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = v << 4 | UInt32(d - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = v << 4 | UInt32(d - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return v
    }

    /// Components 0…1 (clamped, rounded to the nearest byte) as "#RRGGBB" in capitals: how every writer prints a
    /// colour (spec files, the spec writer, the renderer's descriptions).
    public static func hex(red: Double, green: Double, blue: Double) -> String {
        "#" + hexByte(red) + hexByte(green) + hexByte(blue)
    }

    /// One component 0…1 as two capital hexadecimal digits (an alpha written where a format has one).
    public static func hexByte(_ v: Double) -> String {
        let b = Int((min(max(v, 0), 1) * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[b >> 4], digits[b & 0xF]])
    }

    /// 0xRRGGBB as components 0…1.
    public static func components(rgb v: UInt32) -> (red: Double, green: Double, blue: Double) {
        (Double((v >> 16) & 0xFF) / 255, Double((v >> 8) & 0xFF) / 255, Double(v & 0xFF) / 255)
    }

    /// Hue (wrapped to 0..<1), saturation and brightness (0…1) as red, green, blue (0…1).
    public static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (red: Double, green: Double, blue: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
