import Foundation
import LayoutEngine

/// Horizontal placement of a line of text in its box.
package enum TextAlignment { case leading, center, trailing }

/// A font choice for one label.
package struct FontSpec {
    package var family: String
    package var size: Double
    package var bold: Bool = false
    package init(family: String, size: Double, bold: Bool = false) { self.family = family; self.size = size; self.bold = bold }
}

extension String {
    /// Text from data (titles, element kinds) made safe to draw: control characters (NUL would cut the C string
    /// short, ESC and BEL draw as missing-glyph boxes) are dropped; tabs and line breaks become spaces, as a
    /// label is one line.
    var drawable: String {
        // Controls are C0, DEL and C1 (0xC2 0x80…0x9F): text without those bytes is kept as is.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 }) { return self }
        var out = String.UnicodeScalarView()
        for u in unicodeScalars {
            if u.properties.generalCategory == .control {
                if u == "\t" || u == "\n" || u == "\r" { out.append(" ") }
            } else {
                out.append(u)
            }
        }
        return String(out)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (Foundation's `.whitespaces`: general category Zs and U+0009),
    /// trimmed by scalar.
    var trimmingSpaces: String {
        func isSpace(_ u: Unicode.Scalar) -> Bool { u == "\t" || u == " " || (u.value > 0x7F && u.properties.generalCategory == .spaceSeparator) }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }
}

extension DrawingContext {
    /// The longest form of `text` whose advance fits `width`: the text itself, or a prefix followed by
    /// an ellipsis, or nil when not even the ellipsis fits.
    package func fitted(_ text: String, width: Double) -> String? {
        guard width > 0 else { return nil }
        // Drawn-text budget (docs/limits.md): no more characters are measured than could fit, so a 3 MB title costs
        // what a short one does.
        return fittedLine(String(text.prefix(maxCharacters(fitting: width))), width: width)?.text
    }

    /// `fitted` for text already cut to `maxCharacters(fitting: width)`, with the advance of the line it returns.
    func fittedLine(_ text: String, width: Double) -> (text: String, advance: Double)? {
        guard width > 0 else { return nil }
        let whole = textAdvance(text)
        if whole <= width { return (text, whole) }
        let ellipsis = "\u{2026}"
        // Where each character ends: prefixes are measured as slices, not made as strings.
        var ends: [String.Index] = []
        var i = text.startIndex
        while i < text.endIndex { i = text.index(after: i); ends.append(i) }
        func prefix(_ n: Int) -> Substring { text[..<(n == 0 ? text.startIndex : ends[n - 1])] }
        // Advance grows with the prefix length, so binary-search the longest prefix that fits.
        var lo = 0, hi = ends.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if textAdvance(prefix(mid), then: ellipsis) <= width { lo = mid } else { hi = mid - 1 }
        }
        let candidate = String(prefix(lo)).trimmingSpaces + ellipsis
        let advance = textAdvance(candidate)
        return advance <= width ? (candidate, advance) : nil
    }

    /// Most characters of the current font that fit `width`: no glyph with ink advances less than a tenth of the
    /// font's line height (zero-width marks beyond the cut are lost with the rest of the cut text).
    package func maxCharacters(fitting width: Double) -> Int {
        let m = fontMetrics
        let least = max(0.01, (m.ascent + m.descent) / 10)
        let n = (width / least).rounded(.up)
        return n.isFinite && n < 1e6 ? Int(n) + 16 : 1_000_016
    }

    /// Draws one line of `text` inside `box`, vertically centred, truncated with an ellipsis when too long.
    /// Returns the width drawn (0 when nothing fits).
    @discardableResult
    package func drawTextLine(_ text: String, in box: CGRect, font: FontSpec, color: RGBA,
                      alignment: TextAlignment = .leading) -> Double {
        guard !text.isEmpty, box.width > 0, box.height > 0 else { return 0 }
        selectFont(family: font.family, bold: font.bold, size: font.size)
        let text = String(text.prefix(maxCharacters(fitting: Double(box.width)))).drawable
        let m = fontMetrics
        // Skip labels taller than their box: a clipped half-line reads worse than none.
        guard m.ascent + m.descent <= Double(box.height) * 1.15 + 0.5 else { return 0 }
        guard let (line, w) = fittedLine(text, width: Double(box.width)) else { return 0 }
        let x: Double
        switch alignment {
        case .leading: x = Double(box.minX)
        case .center: x = Double(box.midX) - w / 2
        case .trailing: x = Double(box.maxX) - w
        }
        let baseline = Double(box.midY) + (m.ascent - m.descent) / 2
        setColor(color)
        showText(line, x: x, y: baseline)
        return w
    }
}
