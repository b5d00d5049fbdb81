import ArgumentParser
import Foundation
import LayoutCheck
import LayoutCLI

/// Options that pick a layout out of a Swift source file (issue 12, docs/swift-sources.md).
struct SourceFlags: ParsableArguments {
    @Option(help: ArgumentHelp("With a .swift file: the layout to use, e.g. createLayout or FeedViewController.createLayout (see 'layout-render layouts').", valueName: "name"))
    var layout: String?

    @Option(name: .customLong("section-kinds"), help: ArgumentHelp("With a .swift file whose layout reads a diffable data source: the section identifiers, one enum case per section, e.g. featured,list,list.", valueName: "a,b,..."), transform: SectionKindsValue.argument)
    var sectionKinds: SectionKindsValue?

    @Option(name: .customLong("with"), help: ArgumentHelp("With a .swift file: another Swift file whose declarations its layout uses (a section enum, metric constants, helpers); repeatable.", valueName: "file.swift"))
    var companions: [String] = []
}

struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the layouts in Swift source files: name, file:line, kind and the runtime data they read.",
        discussion: "Kinds: layout (a whole layout), section (a section builder), section provider (a stored closure).")

    @Argument(help: ArgumentHelp("Swift source files, or folders (every .swift file below, as 'check' finds them).", valueName: "file.swift|folder"))
    var files: [String]

    func run() throws {
        let expanded: [String]
        do { expanded = try CheckFinder.swiftFiles(files) } catch let e as CheckError { throw CLIError(e.message) }
        try CommandOutput.printData(try SwiftSourceJob.list(expanded))
    }
}

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
