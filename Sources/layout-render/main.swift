import ArgumentParser
import Foundation
import LayoutCLI
import LayoutEngine
import LayoutFiles
import LayoutRender

// Runs the command with the exit codes of issue 4: help and success 0, bad input or usage 2,
// each error one line on stderr (ArgumentParser's own usage errors would exit 64 with several lines).
// Every error line goes through the sanitiser (issue 15): control and bidi characters escaped, one line, shortened.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("layout-render: error: \(DisplayText.line(message))\n".utf8))
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

// Interrupted writes leave nothing beside their target: the executable, not the library, installs the handlers.
TemporaryFiles.installSignalCleanup()

do {
    var command = try LayoutRenderCommand.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    fail(error.message, code: error.exitCode)
} catch {
    if LayoutRenderCommand.exitCode(for: error) == .success { LayoutRenderCommand.exit(withError: error) }
    // A typed option's own message (what was wrong, what to type) beats ArgumentParser's generic one.
    if let own = OptionErrors.first { fail(own.message, code: own.exitCode) }
    let first = LayoutRenderCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    fail(text + " (see 'layout-render help')", code: CLIError.badInput)
}
