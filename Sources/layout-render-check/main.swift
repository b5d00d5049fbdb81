import ArgumentParser
import Foundation
import LayoutJobs
import LayoutSystem
import LayoutRender

// `layout-render check` runs here: check lists a tree's Swift layouts in this process with the front end's library
// (LayoutSource: swift-syntax, to find layouts and digest what each one uses), then has them evaluated by the front
// end executable in one `evaluate-batch` (SourceEvaluation), so a module's files are parsed once here and once there.
// A program of its own, which `layout-render check` replaces itself with (CompanionTool), so the spec-only CLI stays
// free of swift-syntax. Errors end as in layout-render: one line, exit 2 (LayoutJobs/ErrorLine.swift).
Signals.install()

// Non-UTF-8 names of existing files are read through UTF-8 aliases (LayoutSystem/Terminal/ArgumentNames.swift); `layout-render
// check` passes them on as their original bytes.
do {
    var command = try Check.parseAsRoot(try ArgumentNames.arguments())
    try command.run()
} catch let error as CLIError {
    ErrorLine.fail(error.message, code: error.exitCode)
} catch let error as WriteError {
    ErrorLine.fail(error.description, code: CLIError.badInput)
} catch {
    if Check.exitCode(for: error) == .success { Check.exit(withError: error) }
    if let own = OptionErrors.own(in: error) { ErrorLine.fail(own.message, code: own.exitCode) }
    let first = Check.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    ErrorLine.fail(text + " (see 'layout-render check --help')", code: CLIError.badInput)
}
