import ArgumentParser
import Foundation
import LayoutCLI
import LayoutEngine

// Runs the command with the exit codes of issue 4: help and success 0, bad input or usage 2,
// each error one line on stderr (ArgumentParser's own usage errors would exit 64 with several lines).
// Every error line goes through the sanitiser (issue 15): control and bidi characters escaped, one line, shortened.
// An error line is at most `errorLineLimit` characters (docs/limits.md, "Error lines"). It is written with write(2):
// with stderr closed or full the line is lost but the exit code still says what happened (FileHandle would trap).
let errorLineLimit = 300

func fail(_ message: String, code: Int32) -> Never {
    let prefix = "layout-render: error: "
    let line = Data((prefix + DisplayText.line(message, limit: errorLineLimit - prefix.count) + "\n").utf8)
    line.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
    }
    exit(code)
}

// Swift decodes arguments as UTF-8, replacing invalid bytes with U+FFFD: a file name in another encoding would be
// read or written under a different name. Refused by position instead (issue 15), before anything is touched.
for i in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[i], String(validatingCString: raw) == nil else { continue }
    let shown = DisplayText.echo(String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self))
    fail("argument \(i) ('\(shown)') is not valid UTF-8: give file names in UTF-8 (rename the file, or link it "
         + "under a UTF-8 name)", code: CLIError.badInput)
}

/// A file whose name starts with '-' ("-dash.swift") would be read as a cluster of short options ("-d -a -s -h",
/// and so help, exit 0): an argument of one leading '-' that ends in a file extension the tool reads or writes is a
/// file, passed on as "./-dash.swift". Negative numbers ("-44", "-44.5:600") have no such extension.
func fileArgument(_ argument: String) -> String {
    let fileExtensions: Set<String> = ["swift", "yaml", "yml", "json", "png", "svg", "pdf", "gif", "webp"]
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), !argument.contains("/"),
          let dot = argument.lastIndex(of: "."),
          fileExtensions.contains(argument[argument.index(after: dot)...].lowercased()) else { return argument }
    return "./" + argument
}

do {
    var command = try LayoutRenderCommand.parseAsRoot(CommandLine.arguments.dropFirst().map(fileArgument))
    try command.run()
} catch let error as CLIError {
    fail(error.message, code: error.exitCode)
} catch {
    if LayoutRenderCommand.exitCode(for: error) == .success { LayoutRenderCommand.exit(withError: error) }
    // A typed option's own message (what was wrong, what to type) beats ArgumentParser's generic one.
    if let own = OptionErrors.own(in: error) { fail(own.message, code: own.exitCode) }
    let first = LayoutRenderCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    fail(text + " (see 'layout-render help')", code: CLIError.badInput)
}
