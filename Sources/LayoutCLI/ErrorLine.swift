import Foundation
import LayoutFiles

/// How every executable of the tool ends on an error (issue 4, issue 25): one line on stderr, "layout-render:
/// error: …", sanitised and at most `limit` characters (docs/limits.md, "Error lines"), written with write(2) so that
/// a closed or full stderr loses the line but never the exit code (FileHandle would trap).
public enum ErrorLine {
    public static let limit = 300

    public static func fail(_ message: String, code: Int32) -> Never {
        let prefix = "layout-render: error: "
        let line = Data((prefix + DisplayText.line(message, limit: limit - prefix.count) + "\n").utf8)
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        }
        exit(code)
    }
}
