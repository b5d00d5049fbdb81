import Foundation
import LayoutEngine
import LayoutRender
import LayoutSource
import LayoutSourceHost
import LayoutSpec
import LayoutFiles

/// Swift source files wherever a spec is accepted (issue 12, docs/swift-sources.md): the layout is found with
/// the parser, compiled with the user's code into a layout program (cached), evaluated for the chosen
/// environment, and comes back as a spec document — from there every command works as for a spec file.
public enum SwiftSourceJob {
    /// Items per section when neither `--items` nor the code says: enough to fill a phone screen in most layouts.
    public static let defaultItemsPerSection = 8

    public static func isSwiftSource(_ argument: String) -> Bool { argument.hasSuffix(".swift") }

    /// The layouts of the files, for `layout-render layouts`.
    public static func list(_ paths: [String]) throws -> String {
        let set = try open(paths)
        guard !set.layouts.isEmpty else { _ = try wrap { try set.select(nil) }; return "" }
        let rows = set.layouts.map { l -> [String] in
            let deps = l.dependencies.isEmpty ? "-" : l.dependencies.first!.what.rawValue + ": " + l.dependencies.map {
                "\($0.expression) (\($0.place))"
            }.joined(separator: ", ") + " (give --section-kinds)"
            let kind = l.notCallable.map { "\(l.kind.rawValue) (\($0))" } ?? l.kind.rawValue
            // File names are bytes and code may hold anything: every cell escaped, so a newline in a name cannot
            // break the table (docs/limits.md, "Error lines").
            return [l.name, "\(l.file):\(l.line)", kind, deps].map(DisplayText.escaped)
        }
        let header = ["NAME", "PLACE", "KIND", "RUNTIME DATA"]
        let widths = (0..<3).map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        func line(_ r: [String]) -> String {
            (0..<3).map { r[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + r[3]
        }
        return ([header] + rows).map(line).joined(separator: "\n") + "\n"
    }

    /// The layout of a Swift file as a spec document, evaluated for `environment`.
    public static func document(_ path: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        let (text, layout) = try specText(path, environment: environment, format: .json)
        do {
            var document = try LayoutSpecReader.parse(text, format: .json, file: nil)
            // Resolver errors name the model path of the part; the place is the layout's declaration, not a line
            // of the program's answer.
            document.file = layout.place
            document.syntax = nil
            return document
        } catch let e as SpecError {
            throw CLIError("\(layout.place): \(layout.name): the layout program's answer does not read back: \(e)")
        }
    }

    /// The layout as spec text (`layout-render export`), and the declaration it came from.
    public static func specText(_ path: String, environment: EnvironmentOptions, format: LayoutSpecReader.Format)
        throws -> (String, LayoutDeclaration) {
        // Warm runs (these files compiled before by this tool) parse nothing; see `SwiftLayoutCatalog`.
        // The file named, then the files given with `--with` for the declarations its layout uses.
        let set = try wrap { try SwiftLayoutCatalog(paths: [path] + environment.companions) }
        let layout = try wrap { try set.select(environment.layout, primary: environment.companions.isEmpty ? nil : path) }
        let kinds = environment.sectionKinds?.kinds
        if kinds == nil, let d = layout.dependencies.first(where: { $0.what == .sectionIdentifiers }) {
            throw CLIError("\(d.place): \(layout.name) reads \(d.expression), section identifiers of a diffable data "
                           + "source that a layout cannot know; give them with --section-kinds CASE,CASE,… (one per section)")
        }
        // The view: the options resolved as for a spec that says nothing.
        let placeholder = LayoutSpecDocument(metadata: SpecMetadata(), layout: LayoutModel(section: SectionModel(
            group: ItemModel(layoutSize: SizeSpec(width: .absolute(1), height: .absolute(1))))), data: SpecData(sections: []),
                                             environment: SpecEnvironment())
        var resolved = try environment.resolve(for: placeholder)
        let counts: [Int]
        if let items = environment.items {
            counts = items.counts
            if let kinds, kinds.count != counts.count {
                throw CLIError("--items gives \(counts.count) sections but --section-kinds names \(kinds.count)")
            }
        } else {
            let sections = kinds?.count ?? set.impliedSectionCount(of: layout) ?? 1
            counts = Array(repeating: defaultItemsPerSection, count: sections)
        }
        resolved.input.itemCounts = counts
        let landscape = environment.landscape || environment.device?.screen.orientation == .landscape
        var fields = SpecEnvironmentFields(device: environment.device?.screen.device.name, landscape: landscape ? true : nil)
        if let s = environment.size?.size {
            fields.width = Double(s.width); fields.height = Double(s.height)
        }
        if let i = environment.safeArea?.insets {
            fields.safeArea = [i.top, i.left, i.bottom, i.right].map(Double.init)
        }
        if !resolved.input.orthogonalOffsets.isEmpty {
            fields.orthogonalOffsets = Dictionary(uniqueKeysWithValues: resolved.input.orthogonalOffsets.map {
                (String($0.key), Double($0.value))
            })
        }
        // The offset goes as a number: the placeholder above scrolls vertically, the layout may not.
        let request = HostRequest(layout: layout.name, input: resolved.input,
                                  scrollOffset: environment.offset.map { Double($0.value) }, sectionKinds: kinds,
                                  format: format.rawValue, environment: fields, specName: layout.name,
                                  specSource: "\(layout.file):\(layout.line)")
        // Sorted keys: the same options give the same request text, which keys the cached answers.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(request), as: UTF8.self)
        let text = try wrap { try set.evaluate(layout, requestJSON: json) }
        return (text, layout)
    }

    /// `layout-render export`: the spec written atomically; nothing is written on failure.
    public static func export(_ path: String, environment: EnvironmentOptions, to output: String) throws {
        let format: LayoutSpecReader.Format = output.lowercased().hasSuffix(".json") ? .json : .yaml
        let inputs = environment.inputFiles(path)
        try CommandOutput.check(output, inputs: inputs)
        let (text, layout) = try specText(path, environment: environment, format: format)
        try writeAnswer(text, format: format, from: "\(layout.place): \(layout.name)", to: output, inputs: inputs)
    }

    /// Writes a layout program's answer as a spec file, after reading it back as the spec it claims to be: a
    /// program that printed into its answer, or an answer cut short, leaves the output untouched (issue 25).
    static func writeAnswer(_ text: String, format: LayoutSpecReader.Format, from source: String, to output: String,
                            inputs: [String]) throws {
        do { _ = try LayoutSpecReader.parse(text, format: format, file: nil) } catch let e as SpecError {
            throw CLIError("\(source): the layout program's answer does not read back as a spec, so "
                           + "\(DisplayText.echo(output)) was not written: \(e)")
        }
        try CommandOutput.write(Data(text.utf8), to: output, inputs: inputs)
    }

    static func open(_ paths: [String]) throws -> SwiftLayoutSet {
        try wrap { try SwiftLayoutSet(paths: paths) }
    }

    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as SourceError { throw CLIError(e.message) }
    }
}

extension LayoutJob {
    /// Reads a spec, a sample, or (a `.swift` path) the layout of a Swift source file evaluated for `environment`.
    public static func load(_ argument: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        if SwiftSourceJob.isSwiftSource(argument) { return try SwiftSourceJob.document(argument, environment: environment) }
        try environment.refuseSourceOnlyOptions(argument)
        return try load(argument)
    }
}
