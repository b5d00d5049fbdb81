import Foundation

/// How a list label's text falls into lines (issue 34): UIKit's list content labels have `numberOfLines` 0, so a
/// `\n` (or `\r\n`, `\r`, U+2028) starts a new line. Self-sizing (`ListContentMetrics.height`) and drawing
/// (LayoutRender's `ListRowContent`) both split text here, so a row is as tall as the lines it draws.
public enum ListTextLayout {
    /// Lines of a row's text and secondary text.
    public struct LineCounts: Hashable, Sendable {
        public var text: Int
        public var secondaryText: Int
        public init(text: Int, secondaryText: Int) { self.text = text; self.secondaryText = secondaryText }
    }

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
}
