import ArgumentParser
import Foundation
import LayoutJobs
import LayoutEngine
import LayoutSystem
import LayoutRender

// Runs the command with the exit codes of issue 4: help and success 0, bad input or usage 2,
// each error one line on stderr (ArgumentParser's own usage errors would exit 64 with several lines).
// Every error line goes through the sanitiser (issue 15): control and bidi characters escaped, one line, shortened.
// An error line is at most `ErrorLine.limit` characters, written with write(2) (LayoutJobs/ErrorLine.swift).

func fail(_ message: String, code: Int32) -> Never { ErrorLine.fail(message, code: code) }

// Arguments that are not UTF-8 and name existing files are read through UTF-8 aliases; every line printed shows
// the name as given, escaped (LayoutSystem/Terminal/ArgumentNames.swift).
let arguments: [String]
do { arguments = try ArgumentNames.arguments() } catch {
    fail("\(error)", code: CLIError.badInput)
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

// Interrupted writes leave nothing beside their target: the executable, not the library, installs the handlers.
Signals.install()

do {
    var command = try LayoutRenderCommand.parseAsRoot(arguments.map(fileArgument))
    try command.run()
} catch let error as CLIError {
    fail(error.message, code: error.exitCode)
} catch let error as WriteError {
    fail(error.description, code: CLIError.badInput)
} catch {
    let code = LayoutRenderCommand.exitCode(for: error)
    if code == .success { LayoutRenderCommand.exit(withError: error) }
    // A typed option's own message (what was wrong, what to type), thrown by a validate(), is printed as worded.
    ErrorLine.failCommandLine(LayoutRenderCommand.message(for: error), ownLine: code == .failure, help: "layout-render help")
}
