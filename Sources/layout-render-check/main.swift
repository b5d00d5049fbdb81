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
let arguments: [String]
do { arguments = try ArgumentNames.arguments() } catch { ErrorLine.fail("\(error)", code: CLIError.badInput) }

/// Parses and runs `command` with the exit codes of issue 4: each error one line on stderr, 2 for bad input or usage.
func run<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String], help: String) -> Never {
    do {
        var parsed = try command.parseAsRoot(arguments)
        try parsed.run()
        exit(0)
    } catch let error as CLIError {
        ErrorLine.fail(error.message, code: error.exitCode)
    } catch let error as WriteError {
        ErrorLine.fail(error.description, code: CLIError.badInput)
    } catch {
        let code = command.exitCode(for: error)
        if code == .success { command.exit(withError: error) }
        ErrorLine.failCommandLine(command.message(for: error), ownLine: code == .failure, help: help)
    }
}

// `check merge-reports DIR... --report OUT` is a command of its own (CheckCommand.swift, `MergeReports`).
if arguments.first == "merge-reports" {
    run(MergeReports.self, Array(arguments.dropFirst()), help: "layout-render check merge-reports --help")
}
run(Check.self, arguments, help: "layout-render check --help")
