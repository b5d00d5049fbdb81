import ArgumentParser
import Foundation
import LayoutEngine
import LayoutJobs
import LayoutSystem

struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show (info) or empty (clean) the cache of compiled layout programs.",
        discussion: "The cache is LAYOUT_RENDER_CACHE, else $XDG_CACHE_HOME/layout-render, else ~/.cache/layout-render; its size is capped at LAYOUT_RENDER_CACHE_SIZE (default 1G), least recently used first out.")

    @Argument(help: ArgumentHelp("info or clean.", valueName: "action"))
    var action: String = "info"

    func validate() throws {
        guard ["info", "clean"].contains(action) else {
            throw CLIError("cache \(DisplayText.echo(action)): give 'info' or 'clean'")
        }
    }

    func run() throws {
        try CommandOutput.printData(try SwiftSourceJob.cache(action))
    }
}
