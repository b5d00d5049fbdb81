import ArgumentParser
import Foundation
import LayoutJobs
import LayoutReport

/// `layout-render check`: every layout of a tree against its references (docs/visual-regression.md). The check
/// evaluates Swift sources with the front end's library (swift-syntax), so it runs in its own program,
/// `layout-render-check`, which this command replaces itself with: the spec-only CLI links no swift-syntax.
/// `layout-render check --help` lists its options.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every layout under the paths (Swift sources and spec files) against its references.",
        discussion: "Options: 'layout-render check --help'. Docs: docs/visual-regression.md, docs/check-config.md.")

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Paths and options of the check.", valueName: "arguments"))
    var arguments: [String] = []

    func run() throws { try CompanionTool.replaceProcess(with: "layout-render-check", arguments: arguments) }
}
