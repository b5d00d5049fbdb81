import Foundation
import LayoutEngine
import LayoutRender
import LayoutSource
import LayoutSourceHost
import LayoutSpec

/// Swift source files wherever a spec is accepted (issue 12, docs/swift-sources.md): the layout is found with
/// the parser, compiled with the user's code into a layout program (cached), evaluated for the chosen
/// environment, and comes back as a spec document — from there every command works as for a spec file.
/// One layout of a Swift file to evaluate: the file and the options (`--layout`, `--with`, `--module-root`,
/// `--arg`, the environment).
public struct SwiftSourceRequest: Sendable {
    public var file: String
    public var environment: EnvironmentOptions
    public init(file: String, environment: EnvironmentOptions) { self.file = file; self.environment = environment }
}

public enum SwiftSourceJob {
    /// Items per section when neither `--items` nor the code says: enough to fill a phone screen in most layouts.
    public static let defaultItemsPerSection = 8

    public static func isSwiftSource(_ argument: String) -> Bool { argument.hasSuffix(".swift") }

    /// The layouts of the files, for `layout-render layouts`: the declarations of the first file's module are
    /// read too (a layout's parameters may be of an enum declared elsewhere).
    public static func list(_ paths: [String], moduleRoot: String? = nil) throws -> String {
        let set = try wrap { () -> SwiftLayoutSet in
            let scope = try paths.first.map { try ModuleScope.of($0, named: paths, override: moduleRoot) }
            return try SwiftLayoutSet(paths: paths, moduleFiles: scope?.files ?? [])
        }
        guard !set.layouts.isEmpty else { _ = try wrap { try set.select(nil) }; return "" }
        let rows = set.layouts.map { l -> [String] in
            let deps = l.dependencies.isEmpty ? "-" : l.dependencies.first!.what.rawValue + ": " + l.dependencies.map {
                "\($0.expression) (\($0.place))"
            }.joined(separator: ", ") + " (give --section-kinds)"
            var kind = l.notCallable.map { "\(l.kind.rawValue) (\($0))" } ?? l.kind.rawValue
            if !l.parameters.isEmpty {
                kind += " (--arg " + l.parameters.map { p in
                    p.description + (p.kind == .choice ? " = " + p.cases.joined(separator: "|") : "") + (p.hasDefault ? ", optional" : "")
                }.joined(separator: "; ") + ")"
            }
            return [DisplayText.escaped(l.name), DisplayText.escaped("\(l.file):\(l.line)"), kind, DisplayText.escaped(deps)]
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
        try documents([SwiftSourceRequest(file: path, environment: environment)])[0].get()
    }

    /// Many layouts of many files, each for its environment (`check`): the requests of one module share one
    /// compiled program (one compile per module, not per layout); the results in order, each a document or the
    /// one-line error of that request.
    public static func documents(_ requests: [SwiftSourceRequest]) -> [Result<LayoutSpecDocument, CLIError>] {
        let texts = specTexts(requests, format: .json)
        return zip(requests, texts).map { request, text in
            text.flatMap { answer in
                Result { try readBack(answer.text, layout: answer.layout, catalog: answer.catalog) }
                    .mapError { $0 as? CLIError ?? CLIError("\($0)") }
            }
        }
    }

    /// An answer the spec reader refuses: named at the Swift expression that made the value when the layout's
    /// code tells which one, else at the layout's declaration; with the spec path and the reader's complaint.
    static func refused(_ e: SpecError, layout: LayoutDeclaration, catalog: SwiftLayoutCatalog?) -> CLIError {
        let what = (e.path.map { "\($0): " } ?? "") + e.message
        if let path = e.path, let place = catalog?.placeOfRefusedValue(path: path, message: e.message, layout: layout) {
            return CLIError("\(place): \(layout.name) makes a value a layout spec cannot hold: \(what)")
        }
        return CLIError("\(layout.place): \(layout.name) makes a value a layout spec cannot hold: \(what)")
    }

    /// The program's answer as a document; an answer the spec reader refuses is named at the layout's place with
    /// the part of the layout it concerns, never at a line of the generated spec.
    static func readBack(_ text: String, layout: LayoutDeclaration, catalog: SwiftLayoutCatalog? = nil) throws
        -> LayoutSpecDocument {
        do {
            var document = try LayoutSpecReader.parse(text, format: .json, file: nil)
            // Resolver errors name the model path of the part; the place is the layout's declaration, not a line
            // of the program's answer.
            document.file = layout.place
            document.syntax = nil
            return document
        } catch let e as SpecError {
            throw refused(e, layout: layout, catalog: catalog)
        }
    }

    /// The layout as spec text (`layout-render export`), and the declaration it came from.
    public static func specText(_ path: String, environment: EnvironmentOptions, format: LayoutSpecReader.Format)
        throws -> (String, LayoutDeclaration) {
        let answer = try specTexts([SwiftSourceRequest(file: path, environment: environment)], format: format)[0].get()
        return (answer.text, answer.layout)
    }

    /// A program's answer: the spec text, the layout it is for, and the files it came from (to place errors).
    struct Answer {
        var text: String
        var layout: LayoutDeclaration
        var catalog: SwiftLayoutCatalog
    }

    /// The answers to many requests, grouped by module so each module compiles once.
    static func specTexts(_ requests: [SwiftSourceRequest], format: LayoutSpecReader.Format) -> [Result<Answer, CLIError>] {
        var results = [Result<Answer, CLIError>?](repeating: nil, count: requests.count)
        // One catalog, and so one compile, per module: its files named by these requests are searched for
        // layouts, its other files read for declarations. A file outside any module is a module of its own.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        var scopes: [String: (named: [String], override: String?)] = [:]
        for (i, r) in requests.enumerated() {
            do {
                let named = [r.file] + r.environment.companions
                let root = try wrap { () -> String? in
                    if let given = r.environment.moduleRoot { return "given:" + given }
                    return ModuleScope.findRoot(of: r.file).map { "found:" + ModuleScope.canonical($0) }
                } ?? "file:" + ModuleScope.canonical(r.file)
                let key = root + "\n" + r.environment.companions.map(ModuleScope.canonical).sorted().joined(separator: "\n")
                if groups[key] == nil { order.append(key); scopes[key] = ([], r.environment.moduleRoot) }
                for f in named where !scopes[key]!.named.contains(f) { scopes[key]!.named.append(f) }
                groups[key, default: []].append(i)
            } catch {
                results[i] = .failure(error as? CLIError ?? CLIError("\(error)"))
            }
        }
        for key in order {
            let members = groups[key]!
            let (named, override) = scopes[key]!
            // Warm runs (these files compiled before by this tool) parse nothing; see `SwiftLayoutCatalog`.
            let catalog: SwiftLayoutCatalog
            do {
                catalog = try wrap {
                    let scope = try ModuleScope.of(named[0], named: named, override: override)
                    return try SwiftLayoutCatalog(paths: named, moduleFiles: scope.files)
                }
            } catch {
                for i in members { results[i] = .failure(error as? CLIError ?? CLIError("\(error)")) }
                continue
            }
            var prepared: [(index: Int, layout: LayoutDeclaration, json: String)] = []
            for i in members {
                do {
                    let (layout, json) = try request(requests[i], catalog: catalog, format: format)
                    prepared.append((i, layout, json))
                } catch {
                    results[i] = .failure(error as? CLIError ?? CLIError("\(error)"))
                }
            }
            let answers = catalog.evaluate(prepared.map { ($0.layout, $0.json) })
            for (p, answer) in zip(prepared, answers) {
                results[p.index] = answer.map { Answer(text: $0, layout: p.layout, catalog: catalog) }.mapError { CLIError($0.message) }
            }
        }
        return results.map { $0! }
    }

    /// The layout a request names and the program's request for it (JSON, sorted keys: the same options give the
    /// same text, which keys the cached answers).
    static func request(_ r: SwiftSourceRequest, catalog set: SwiftLayoutCatalog, format: LayoutSpecReader.Format)
        throws -> (LayoutDeclaration, String) {
        let environment = r.environment
        let layout = try wrap { try set.select(environment.layout, in: [r.file] + environment.companions) }
        try wrap { try layout.checkArguments(environment.arguments) }
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
        var request = HostRequest(layout: layout.name, input: resolved.input,
                                  scrollOffset: environment.offset.map { Double($0.value) }, sectionKinds: kinds,
                                  format: format.rawValue, environment: fields, specName: layout.name,
                                  specSource: "\(layout.file):\(layout.line)")
        if !environment.arguments.isEmpty { request.arguments = environment.arguments }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (layout, String(decoding: try encoder.encode(request), as: UTF8.self))
    }

    /// `layout-render export`: the spec written atomically; nothing is written on failure.
    public static func export(_ path: String, environment: EnvironmentOptions, to output: String) throws {
        let format: LayoutSpecReader.Format = output.lowercased().hasSuffix(".json") ? .json : .yaml
        let (text, _) = try specText(path, environment: environment, format: format)
        do {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: output))
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as SourceError { throw CLIError(e.message) }
    }
}

extension LayoutJob {
    /// Reads a spec, a sample, or (a `.swift` path) the layout of a Swift source file evaluated for `environment`.
    public static func load(_ argument: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        if SwiftSourceJob.isSwiftSource(argument) { return try SwiftSourceJob.document(argument, environment: environment) }
        if let other = environment.companions.first {
            throw CLIError("--with \(DisplayText.echo(other)): Swift files go with a .swift layout file, and \(DisplayText.echo(argument)) is a spec")
        }
        return try load(argument)
    }
}
