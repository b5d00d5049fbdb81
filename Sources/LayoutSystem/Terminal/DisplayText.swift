import Foundation

/// Text from input files and the command line made safe to print on a terminal line (docs/limits.md,
/// "Error lines"): every error line, report line and echoed key or value goes through here.
///
/// - Control characters (C0, DEL, C1 such as NEL), line and paragraph separators and bidirectional controls
///   are escaped as `\n`, `\t` or `\u{202E}`: an input cannot move the cursor, ring the bell, start an escape
///   sequence, break the line or reorder what the reader sees.
/// - Echoes of input are shortened with an ellipsis, so a 3 MB key does not become a 3 MB error line.
public enum DisplayText {
    /// Longest echo of one input value (a key, a number, a name), in characters.
    public static let echoLimit = 80
    /// Longest whole line, in characters.
    public static let lineLimit = 2_000

    /// `text` with every unsafe character escaped (see the type's comment).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for u in text.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isUnsafe(u) { out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// An input value quoted in a message: escaped and at most `limit` characters (an ellipsis marks the cut).
    /// A file read through an alias (a non-UTF-8 name, `ArgumentNames`) is named as it was given, escaped.
    public static func echo(_ text: String, limit: Int = echoLimit) -> String {
        let text = ArgumentNames.shown(text)
        return isPlain(text, limit: limit) ? text : shortened(escaped(shortened(text, to: limit * 2)), to: limit)
    }

    /// A whole line for stderr or a report: escaped, one line, at most `limit` characters.
    public static func line(_ text: String, limit: Int = lineLimit) -> String {
        let text = ArgumentNames.shown(text)
        return isPlain(text, limit: limit) ? text : shortened(escaped(shortened(text, to: limit * 2)), to: limit)
    }

    /// Whether `text` prints as is: no more UTF-8 bytes than `limit` (so no more characters) and no unsafe scalar.
    /// The common case, decided in one pass without building a copy (a 200 000-line diff report prints each line).
    static func isPlain(_ text: String, limit: Int) -> Bool {
        guard text.utf8.count <= limit else { return false }
        for u in text.unicodeScalars where u.value < 0x20 || (u.value >= 0x7F && isUnsafe(u)) { return false }
        return true
    }

    /// Whether a scalar must not reach a terminal as is.
    public static func isUnsafe(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x00...0x1F, 0x7F...0x9F: return true        // C0, DEL, C1 (NEL is 0x85)
        case 0x2028, 0x2029: return true                  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and controls
        default: return false
        }
    }

    /// The first `limit` characters and an ellipsis, or `text` when it is short enough (counted in Characters,
    /// so a cut never splits an escape's grapheme).
    static func shortened(_ text: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        var count = 0
        var end = text.startIndex
        while end < text.endIndex {
            if count == limit { return String(text[..<text.index(before: end)]) + "…" }
            end = text.index(after: end); count += 1
        }
        return text
    }
}
