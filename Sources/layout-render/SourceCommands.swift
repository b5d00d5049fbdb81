import ArgumentParser
import Foundation
import LayoutCLI
import LayoutFiles
import LayoutEngine
import LayoutSandbox

/// Options that pick a layout out of a Swift source file (issue 12, docs/swift-sources.md).
struct SourceFlags: ParsableArguments {
    @Option(help: ArgumentHelp("With a .swift file: the layout to use, e.g. createLayout or FeedViewController.createLayout (see 'layout-render layouts').", valueName: "name"))
    var layout: String?

    @Option(name: .customLong("section-kinds"), help: ArgumentHelp("With a .swift file whose layout reads a diffable data source: the section identifiers, one enum case per section, e.g. featured,list,list.", valueName: "a,b,..."), transform: SectionKindsValue.argument)
    var sectionKinds: SectionKindsValue?

    @Option(name: .customLong("with"), help: ArgumentHelp("With a .swift file: another Swift file whose declarations its layout uses (a section enum, metric constants, helpers); repeatable.", valueName: "file.swift"))
    var companions: [String] = []

    @Option(name: .customLong("module-root"), help: ArgumentHelp("With a .swift file: the folder of its module, whose Swift files hold the declarations its layout uses (default: the nearest Sources/<Target> of a Package.swift, folder of an .xcodeproj, or git root).", valueName: "dir"))
    var moduleRoot: String?

    @Option(name: .customLong("arg"), help: ArgumentHelp("With a .swift file: a value for a parameter of the layout function, e.g. size=375x200, columns=3, style=compact, dense=true; repeatable (see 'layout-render layouts').", valueName: "name=value"))
    var arguments: [String] = []

    @Option(help: ArgumentHelp("With a .swift file: seconds the layout program may run before it and everything it started are stopped (default 20).", valueName: "seconds"))
    var timeout: Double?

    @Flag(help: "With a .swift file: pass what the layout code prints on to stderr, and say how it is contained.")
    var verbose = false

    @Option(help: ArgumentHelp("With a .swift file: how its code is contained: auto (namespaces, else Landlock), namespaces, landlock, or off (unconfined). See 'layout-render doctor'.", valueName: "auto|namespaces|landlock|off"))
    var sandbox: String?

    func validate() throws {
        if let sandbox, SandboxChoice(rawValue: sandbox) == nil {
            throw CLIError("--sandbox \(DisplayText.echo(sandbox)): give auto, namespaces, landlock or off")
        }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw CLIError("--timeout \(timeout): give seconds between 0 and 3600, e.g. --timeout 60")
        }
    }

    /// Copies the Swift-source options into `options`.
    func apply(to options: inout EnvironmentOptions) {
        options.layout = layout
        options.sectionKinds = sectionKinds
        options.companions = companions
        options.moduleRoot = moduleRoot
        options.setArguments(arguments)
        options.timeout = timeout
        options.verbose = verbose
        // The choice travels to the front end (and the jail) in the environment (`SandboxChoice.adopt`).
        if let choice = sandbox.flatMap(SandboxChoice.init(rawValue:)) { SandboxChoice.adopt(choice) }
    }
}

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
