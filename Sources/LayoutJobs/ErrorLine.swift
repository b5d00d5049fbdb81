import Foundation
import LayoutSystem

/// How every executable of the tool ends on an error (issue 4, issue 25): one line on stderr, "layout-render:
/// error: …", sanitised and at most `limit` characters (docs/limits.md, "Error lines"), written with write(2) so that
/// a closed or full stderr loses the line but never the exit code (FileHandle would trap).
public enum ErrorLine {
    public static let limit = 300

    public static func fail(_ message: String, code: Int32) -> Never {
        let prefix = "layout-render: error: "
        StandardError.write(prefix + DisplayText.line(message, limit: limit - prefix.count) + "\n")
        exit(code)
    }
}
