import ArgumentParser
import Foundation
import LayoutEngine
import LayoutJobs
import LayoutSystem

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the layout of a Swift source file as a spec (.yaml or .json), evaluated for one environment.",
        discussion: "Section providers are called for the chosen device; the file appears complete or not at all.")

    @Argument(help: ArgumentHelp("Swift source file.", valueName: "file.swift"))
    var file: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Spec file to write; .json gives JSON, anything else YAML.", valueName: "file"))
    var output: String

    @OptionGroup var environment: EnvironmentFlags

    // Before the source is compiled (seconds): the argument is a Swift file and the spec can be written there.
    func validate() throws {
        guard SwiftSourceJob.isSwiftSource(file) else {
            throw CLIError("\(file): export reads a Swift source file (.swift); a spec is already a spec")
        }
        try CommandOutput.check(output, inputs: environment.options.inputFiles(file))
    }

    func run() throws {
        try SwiftSourceJob.export(file, environment: environment.options, to: output)
    }
}
