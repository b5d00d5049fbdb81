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

    /// How a command line ArgumentParser refused ends. `ownLine`: the error was one a `validate()` threw (our
    /// `CLIError`s, typed options' refusals among them — ArgumentParser gives it back as worded, with exit code
    /// `.failure`), printed as it is; otherwise it is ArgumentParser's own usage error, whose first line is printed
    /// with where help is. Both exit 2 (issue 4: bad input or usage).
    public static func failCommandLine(_ message: String, ownLine: Bool, help: String) -> Never {
        if ownLine { fail(message, code: CLIError.badInput) }
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
        fail(text + " (see '\(help)')", code: CLIError.badInput)
    }
}
