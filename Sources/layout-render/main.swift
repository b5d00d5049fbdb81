import ArgumentParser
import Foundation
import LayoutCLI

// Runs the command with the exit codes of issue 4: help and success 0, bad input or usage 2,
// each error one line on stderr (ArgumentParser's own usage errors would exit 64 with several lines).
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("layout-render: error: \(message.replacingOccurrences(of: "\n", with: " "))\n".utf8))
    exit(code)
}

do {
    var command = try LayoutRenderCommand.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    fail(error.message, code: error.exitCode)
} catch {
    if LayoutRenderCommand.exitCode(for: error) == .success { LayoutRenderCommand.exit(withError: error) }
    let first = LayoutRenderCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    fail(text + " (see 'layout-render help')", code: CLIError.badInput)
}
