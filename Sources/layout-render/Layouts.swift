import ArgumentParser
import Foundation
import LayoutEngine
import LayoutJobs
import LayoutSystem

struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the layouts in Swift source files: name, file:line, kind and the runtime data they read.",
        discussion: "Kinds: layout (a whole layout), section (a section builder), section provider (a stored closure).")

    @Argument(help: ArgumentHelp("Swift source files, or folders (every .swift file below, as 'check' finds them).", valueName: "file.swift|folder"))
    var files: [String]

    @Option(name: .customLong("module-root"), help: ArgumentHelp("The folder of the files' module (default: found from the first file).", valueName: "dir"))
    var moduleRoot: String?

    func run() throws {
        // Folders are expanded by the front end (as 'check' finds Swift files: CheckFinder.swiftFiles).
        try CommandOutput.printData(try SwiftSourceJob.list(files, moduleRoot: moduleRoot))
    }
}
