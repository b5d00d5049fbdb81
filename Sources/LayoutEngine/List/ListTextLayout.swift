import Foundation

/// How a list label's text falls into lines (issue 34, decision 58): UIKit's list content labels have
/// `numberOfLines` 0, so a `\n` (or `\r\n`, `\r`, U+2028) starts a new line, and a line wider than the label wraps
/// at its width. Self-sizing (`ListContentMetrics.height(of:width:…)`) and drawing (LayoutRender's
/// `ListRowContent`) both ask `ListContentMetrics.labelLayout`, which breaks text here, so a row is as tall as the
/// lines it draws.
public enum ListTextLayout {
    /// Lines of a row's text and secondary text.
    public struct LineCounts: Hashable, Sendable {
        public var text: Int
        public var secondaryText: Int
        public init(text: Int, secondaryText: Int) { self.text = text; self.secondaryText = secondaryText }
    }

    /// Characters of one label that are broken into lines (docs/limits.md): a longer text is cut here first, so a
    /// 3-MB title costs what a 10-kB one does.
    public static let maxWrappedCharacters = 10_000

    /// The text's lines at its explicit breaks; nil or "" is one (empty) line.
    public static func explicitLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [""] }
        var lines: [String] = [], current = ""
        for ch in text {
            if ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" { lines.append(current); current = "" }
            else { current.append(ch) }
        }
        lines.append(current)
        return lines
    }

    /// The text's lines in a label `width` wide, `measure` giving one line's width: each explicit line as is when
    /// it fits, else broken greedily after the last space that keeps the line within the width (spaces at a break
    /// hang past the edge and are dropped); a word wider than the label alone is broken between characters, at
    /// least one a line. A label without width (0 or less, or not finite) only breaks at `\n`.
    public static func lines(_ text: String?, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        let text = text.map { $0.count > maxWrappedCharacters ? String($0.prefix(maxWrappedCharacters)) : $0 }
        let explicit = explicitLines(text)
        guard width > 0, width.isFinite else { return explicit }
        return explicit.flatMap { wrap($0, width: width, measure: measure) }
    }

    private static func isBreakingSpace(_ ch: Character) -> Bool {
        if ch == " " || ch == "\t" { return true }
        // Other space separators break too; the no-break spaces (U+00A0, U+2007, U+202F) do not.
        return ch.unicodeScalars.allSatisfy {
            $0.properties.generalCategory == .spaceSeparator && ![0xA0, 0x2007, 0x202F].contains($0.value)
        }
    }

    /// One explicit line broken to `width`.
    private static func wrap(_ line: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        if line.isEmpty || measure(line) <= width { return [line] }
        // Words: a run of other characters and the spaces after it.
        var words: [(word: String, spaces: String)] = []
        var word = "", spaces = ""
        for ch in line {
            if isBreakingSpace(ch) { spaces.append(ch); continue }
            if !spaces.isEmpty {
                words.append((word, spaces)); word = ""; spaces = ""
            }
            word.append(ch)
        }
        words.append((word, spaces))
        var out: [String] = []
        var current = ""        // the line so far, without its trailing spaces
        var pending = ""        // spaces after it, kept if another word follows on the line
        for (w, s) in words {
            if w.isEmpty { pending += s; continue }   // leading spaces of the line
            let candidate = current + pending + w
            if measure(candidate) <= width {
                current = candidate; pending = s; continue
            }
            if !current.isEmpty { out.append(current) }
            // The word starts a line; wider than the label, it is broken between characters.
            var rest = Substring(w)
            while true {
                let n = longestFittingPrefix(rest, width: width, measure: measure)
                if n >= rest.count { break }
                out.append(String(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            current = String(rest); pending = s
        }
        out.append(current)
        return out
    }

    /// The most leading characters of `text` (at least one) that fit `width` — all of them when the whole fits —
    /// found by doubling then halving (width grows with the prefix), so a long word costs measurements about as long
    /// as a line, not as the word.
    private static func longestFittingPrefix(_ text: Substring, width: CGFloat, measure: (String) -> CGFloat) -> Int {
        let n = text.count
        var fit = 1, bad = n + 1, step = 1
        while fit < n {
            let next = min(fit + step, n)
            if measure(String(text.prefix(next))) <= width { fit = next; step *= 2 } else { bad = next; break }
        }
        while bad - fit > 1 {
            let mid = (fit + bad) / 2
            if measure(String(text.prefix(mid))) <= width { fit = mid } else { bad = mid }
        }
        return fit
    }
}
