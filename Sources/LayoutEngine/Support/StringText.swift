import Foundation

/// How every file we write quotes a string (issue 35): JSON's string literal, which is also a valid YAML
/// double-quoted scalar — frames files (`FramesEncoder`) and spec text (`SpecValue`) write strings this one way, as
/// `NumberText` writes numbers one way.
public enum StringText {
    /// `"…"` with `"` and `\` escaped, line breaks and tabs as `\n`, `\r`, `\t`, other control characters as `\u00XX`.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
