import ArgumentParser
import Foundation
import LayoutJobs
import LayoutReport

/// `layout-render review DIR`: the check report served on loopback with Accept and Reject. The server is its
/// own program (`layout-render-review`, found by `CompanionTool`), so the CLI itself carries no HTTP stack;
/// the arguments are checked here first, then that program replaces this process.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a check report on 127.0.0.1 with Accept and Reject, which write the references.",
        discussion: "DIR is the folder 'layout-render check --report DIR' wrote. Prints the URL; Ctrl-C stops.")

    @Argument(help: "The report folder (with results.json).")
    var directory: String

    @Option(help: "Loopback address to listen on (127.0.0.1, ::1 or localhost).")
    var host = "127.0.0.1"

    @Option(help: "Port (0: any free port; the URL printed says which).")
    var port = 0

    func run() throws {
        guard ReviewSession.isLoopback(host) else {
            throw CLIError("--host \(host): review serves on a loopback address only (127.0.0.1 or ::1), it writes references")
        }
        guard (0...65535).contains(port) else { throw CLIError("--port \(port): give a port from 0 to 65535 (0: any free port)") }
        // The report is read now, so a wrong folder is one line here, before the server starts.
        do { _ = try ReportFiles.readResults(in: URL(fileURLWithPath: directory, isDirectory: true)) } catch let error as ReportError {
            throw CLIError(error.message)
        }
        try CompanionTool.replaceProcess(with: "layout-render-review", arguments: [directory, "--host", host, "--port", String(port)])
    }
}
