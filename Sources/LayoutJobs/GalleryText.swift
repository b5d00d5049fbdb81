import Foundation

/// Text embedded in the gallery README (Markdown with inline HTML), escaped for where it goes (issue 15): a sample's
/// name, description or file name cannot add table cells, links, HTML or line breaks. Ordinary text (letters, digits,
/// spaces, `.,:;-/()'!?#`) comes out unchanged.
enum GalleryText {
    /// A table cell: HTML specials as entities, Markdown punctuation backslash-escaped, line breaks and control
    /// characters as spaces.
    static func cell(_ text: String) -> String {
        var out = ""
        for u in text.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]": out += "\\" + String(u)
            default:
                if u.properties.generalCategory == .control || u == "\u{2028}" || u == "\u{2029}" { out += " " }
                else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// A name in code style: a code span when the name holds nothing a code span cannot (backticks, pipes, line
    /// breaks, HTML), else escaped plain text.
    static func code(_ name: String) -> String {
        let plain = name.unicodeScalars.allSatisfy { u in
            !"`|<>&\\".unicodeScalars.contains(u) && u.properties.generalCategory != .control
        }
        return plain ? "`\(name)`" : cell(name)
    }

    /// A link destination: a relative path percent-encoded where Markdown or a URL would read it otherwise.
    static func link(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "()<>[]|")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// An HTML attribute value in double quotes.
    static func attribute(_ path: String) -> String {
        link(path).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
