import ArgumentParser
import Foundation
import LayoutEngine
import LayoutJobs
import LayoutSystem

struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say how layout code from .swift files is contained here, and check that it holds.",
        discussion: "Prints the mechanism (namespaces: bubblewrap; landlock; or none) and runs the containment probes in it: a secret planted outside the view unreadable, writes refused, no socket, no mount, no TIOCSTI, processes and memory limited. Exit 0 only when every probe holds; run it first in CI (docs/visual-regression.md).")

    @Option(help: ArgumentHelp("The mechanism to check (default auto: the one a run would get).", valueName: "auto|namespaces|landlock|off"))
    var sandbox: String?

    func validate() throws {
        if let sandbox, SandboxChoice(rawValue: sandbox) == nil {
            throw CLIError("--sandbox \(DisplayText.echo(sandbox)): give auto, namespaces, landlock or off")
        }
    }

    func run() throws {
        let choice: SandboxChoice
        do { choice = try sandbox.map { try SandboxChoice.parse($0, source: "--sandbox") } ?? SandboxChoice.current }
        catch let e as SandboxError { throw CLIError(e.message) }
        let (lines, ok) = SandboxDoctor.run(choice)
        try CommandOutput.printLines(lines.joined(separator: "\n"))
        if !ok { Foundation.exit(1) }
    }
}
