import LayoutSystem
import Foundation
import LayoutEngine

/// What the Swift-source front end (`layout-render-source`, the executable that carries swift-syntax) does for
/// `layout-render`: list the layouts of files, evaluate one for a request, report and clean the cache. The CLI
/// sends a `SourceRequest` and reads a `SourceReply` line and the answer (docs/swift-sources.md).
public enum SourceFrontEnd {
    /// The layout of the request's files, evaluated for its environment: the declaration, the spec text, and the notes
    /// a reader of its picture should know (`Evaluated.notes`).
    public static func evaluate(_ request: SourceRequest) throws -> Evaluated {
        try evaluate([request])[0].get()
    }

    /// One request's answer.
    public struct Evaluated: Sendable {
        public var layout: LayoutDeclaration
        public var text: String
        /// What the drawing was made with that the code does not say, one line each, each starting with the layout's
        /// name: values chosen for what no one gave (an enum's first case, the app's own call's arguments, one section
        /// per case), names stood in for, lists started with placeholders, code left out, what cells show. `--verbose`
        /// prints them; `check` keeps them in its results and report.
        public var notes: [String]
    }

    /// Many requests (`evaluate-batch`), each answered or refused on its own, in order. The requests of one module
    /// — same module root, same `--with` files, same timeout and verbosity — share one catalog and so one compiled
    /// program (`SwiftLayoutCatalog.evaluate`, which falls back to a program per layout when the shared one does
    /// not compile); every program runs sandboxed as for one request (`ProgramRunner`).
    public static func evaluate(_ requests: [SourceRequest]) -> [Result<Evaluated, SourceError>] {
        var results = [Result<Evaluated, SourceError>?](repeating: nil, count: requests.count)
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        var named: [String: [String]] = [:]
        for (i, r) in requests.enumerated() {
            guard let file = r.files.first else { results[i] = .failure(SourceError("a request without a file")); continue }
            let companions = Array(r.files.dropFirst())
            let root = r.moduleRoot.map { "given:" + ModuleScope.canonical($0) }
                ?? ModuleScope.identity(of: file).map { $0.hasPrefix("target:") ? $0 : "found:" + ModuleScope.canonical($0) }
                ?? "file:" + ModuleScope.canonical(file)
            let key = [root, "\(r.timeout)", "\(r.verbose)", r.moduleRoot ?? "", (r.advice ?? .commandLine).rawValue]
                .joined(separator: "\n") + "\n"
                + companions.map(ModuleScope.canonical).sorted().joined(separator: "\n")
            if groups[key] == nil { order.append(key); named[key] = [] }
            for f in r.files where !named[key]!.contains(f) { named[key]!.append(f) }
            groups[key, default: []].append(i)
        }
        // Each module's files, found first, so a file several modules read (a shared `Core`) is parsed once
        // (`ParseMemo`) and let go when no module still to be read takes it.
        var scopes: [String: Result<ModuleScope, Error>] = [:]
        var wanted: [String: Int] = [:]
        for key in order {
            let first = requests[groups[key]![0]]
            let scope = Result { try ModuleScope.of(named[key]![0], named: named[key]!, override: first.moduleRoot) }
            scopes[key] = scope
            for f in named[key]! + ((try? scope.get())?.files ?? []) { wanted[ModuleScope.canonical(f), default: 0] += 1 }
        }
        let memo = ParseMemo()
        let summaries = SummaryStore.locate()
        // One run, however many modules: how layout code is contained is said once (`--verbose`).
        let isolationNote = IsolationNote()
        for key in order {
            let members = groups[key]!
            let first = requests[members[0]]
            let files = named[key]!
            defer {
                for f in files + ((try? scopes[key]!.get())?.files ?? []) {
                    let c = ModuleScope.canonical(f)
                    wanted[c, default: 1] -= 1
                    if wanted[c] == 0 { memo.forget(f) }
                }
            }
            // Warm runs (these files compiled before by this tool) parse nothing; see `SwiftLayoutCatalog`.
            let catalog: SwiftLayoutCatalog
            let parsedBefore = memo.parses
            do {
                catalog = try ParseMemo.$current.withValue(memo) {
                    try self.catalog(files, moduleRoot: first.moduleRoot, scope: try scopes[key]!.get(), summaries: summaries)
                }
            } catch {
                for i in members { results[i] = .failure(error as? SourceError ?? SourceError("\(error)")) }
                continue
            }
            if first.verbose, let scope = try? scopes[key]!.get() {
                // What an edit costs here: the files the program is read from, and those parsed for it.
                StandardError.write("layout-render: note: \(DisplayText.line(ModuleScope.display(files[0]))): its program read from "
                                    + "\(catalog.fileCount) of \(files.count + scope.files.count) Swift files of its module "
                                    + "(\(memo.parses - parsedBefore) parsed)\n")
            }
            var prepared: [(index: Int, layout: LayoutDeclaration, json: String, notes: [String])] = []
            for i in members {
                do {
                    let (layout, json, notes) = try host(requests[i], catalog: catalog)
                    prepared.append((i, layout, json, notes))
                } catch {
                    results[i] = .failure(error as? SourceError ?? SourceError("\(error)"))
                }
            }
            let answers = ParseMemo.$current.withValue(memo) {
                catalog.evaluate(prepared.map { ($0.layout, $0.json) },
                                 policy: RunPolicy(timeout: first.timeout, verbose: first.verbose, isolationNote: isolationNote),
                                 advice: first.advice ?? .commandLine)
            }
            for (p, answer) in zip(prepared, answers) {
                results[p.index] = answer.map { a in
                    Evaluated(layout: p.layout, text: a.text, notes: p.notes + a.notes.map { "\(p.layout.name): " + $0 })
                }
            }
        }
        return results.map { $0! }
    }

    /// The catalog of `files` (the files named, then `--with` files) with the other Swift files of their module.
    /// `scope`: the module, when it was found already.
    static func catalog(_ files: [String], moduleRoot: String?, scope known: ModuleScope? = nil,
                        summaries: SummaryStore = SummaryStore.locate()) throws -> SwiftLayoutCatalog {
        let scope = try known ?? ModuleScope.of(files[0], named: files, override: moduleRoot)
        // Files named on the command line (through their aliases) are read; the others are said.
        func key(_ folder: String, _ name: String) -> String { ModuleScope.canonical(folder) + "/" + name }
        let named = Set(files.compactMap { f in
            ArgumentNames.folderBehindAlias(f).map { key($0, (ArgumentNames.shown(f) as NSString).lastPathComponent) }
        })
        let notes = scope.undecodable.filter {
            !named.contains(key(($0 as NSString).deletingLastPathComponent, ($0 as NSString).lastPathComponent))
        }.map {
            "layout-render: note: \(DisplayText.line($0)): not read with its module: its name is not valid UTF-8; "
                + "give it with --with (or rename it)\n"
        }
        let manifestNotes = scope.notes.map { "layout-render: note: \(DisplayText.line($0))\n" }
        if !(notes + manifestNotes).isEmpty { StandardError.write((manifestNotes + notes).joined()) }
        // Of the module, only the files the named files' names reach (`ModuleReading.needed`): what the program can
        // hold is in them, so an edit elsewhere in the module parses nothing here.
        let module = try SwiftSourceFile.readModule(scope.files)
        if !module.notText.isEmpty { StandardError.write("layout-render: note: " + DisplayText.line(notTextNote(module.notText)) + "\n") }
        let all = files + module.paths
        let texts = try files.map(SwiftSourceFile.read) + module.texts
        let needed = ModuleReading.needed(paths: all, texts: texts, named: files.count, summaries: summaries)
        return try SwiftLayoutCatalog(paths: needed.files.map { all[$0] }, texts: needed.files.map { texts[$0] }, searched: files.count,
                                      module: needed.module)
    }

    /// One line for the files of a module left out as not text (`SwiftSourceFile.readModule`): how many, why (the
    /// first file's reason), and the first three.
    static func notTextNote(_ files: [String: String]) -> String {
        let paths = files.keys.sorted()
        let why = files[paths[0]]!.components(separatedBy: ": not Swift source text: ").last ?? ""
        let shown = paths.prefix(3).map(ModuleScope.display).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        return "\(paths.count) Swift file\(paths.count == 1 ? "" : "s") of the module not read, not source text (\(why)): "
            + shown + "; a layout that needs their declarations finds them stood in for"
    }

    /// The layout a request names, the program's request for it (JSON, sorted keys: the same options give the
    /// same text, which keys the cached answers), and the notes on the values chosen for it (`Evaluated.notes`).
    static func host(_ request: SourceRequest, catalog set: SwiftLayoutCatalog) throws -> (LayoutDeclaration, String, [String]) {
        var notes: [String] = []
        // The request's file and its `--with` files; an unnamed layout is the one whole layout of the first.
        let layout = try set.select(request.layout, in: request.files)
        let advice = request.advice ?? .commandLine
        // A parameter of one of the app's enums that is not given is drawn with the enum's first case (a default
        // that draws); every other parameter without a default must be given.
        let given = request.host.arguments ?? [:]
        let arguments = layout.argumentsWithFirstCases(given)
        try layout.checkArguments(arguments, advice: advice)
        if arguments.count > given.count {
            let chosen = layout.parameters.filter { given[$0.name] == nil && arguments[$0.name] != nil }
                .map { "\($0.name) = \($0.cases.first!)" }
            notes.append("\(layout.name): drawn with \(chosen.joined(separator: ", ")), the first case "
                         + "of its type, as no value was given; "
                         + advice.argument(layout: layout.name, name: chosen.first!.split(separator: " ").first.map(String.init) ?? "NAME",
                                           example: "CASE"))
        }
        if let place = layout.argumentsFromCall, let names = layout.argumentsFromCallNames,
           names.contains(where: { given[$0] == nil }) {
            let example = names.first!
            notes.append("\(layout.name): drawn with the arguments the app's own call gives "
                         + "(\(ArgumentNames.shown(place))) for \(names.joined(separator: ", ")), as no value was given; "
                         + advice.argument(layout: layout.name, name: example, example: "VALUE"))
        }
        var kinds = request.host.view.sectionKinds
        if kinds == nil, let d = layout.dependencies.first(where: { $0.what == .sectionIdentifiers }) {
            // An enum whose cases can be made (no values, or values with placeholders): one section per case, in
            // declaration order (a default that draws).
            if let cases = layout.defaultSectionKinds {
                kinds = cases
                notes.append("\(layout.name): drawn with one section per case of "
                             + "\(layout.sectionIdentifierType ?? "its section enum") (\(cases.joined(separator: ", "))), "
                             + (layout.sectionKindPlaceholders.map { "the values of \($0.joined(separator: ", ")) placeholders (0, \"\", nil, [], an enum's first case), " } ?? "")
                             + "as no section identifiers were given; "
                             + advice.sectionKinds(layout: layout.name, example: cases))
            } else {
                let start = "\(d.place): \(layout.name) reads \(d.expression), section identifiers"
                guard let type = layout.sectionIdentifierType else {
                    throw SourceError(start + " of a diffable data source that a layout cannot know; "
                                      + advice.sectionKinds(layout: layout.name))
                }
                // A struct, a String, an enum with values: no case name can say which section is which.
                throw SourceError(start + " of type \(type), which a layout cannot know and no case name can give (only "
                                  + "an enum whose cases carry no values, or numbers, text, flags, identifiers, optionals or "
                                  + "collections, can); " + advice.skip(layout: layout.name))
            }
        }
        let counts: [Int]
        var ownerCounts = false
        if let items = request.host.view.itemCounts {
            counts = items
            if let kinds, kinds.count != counts.count {
                throw SourceError("--items gives \(counts.count) sections but --section-kinds names \(kinds.count)")
            }
        } else if kinds == nil, let stated = layout.statedItemCounts {
            // What its own data-source methods answer (DataSourceCounts); a computed count keeps the default.
            counts = stated.map { $0 ?? request.defaultItems }
        } else {
            let implied = set.impliedSectionCount(of: layout)
            let sections = kinds?.count ?? implied ?? 1
            counts = Array(repeating: request.defaultItems, count: sections)
            // Defaults: the owner's own data-source methods answer instead, when the program takes them.
            ownerCounts = kinds == nil && implied == nil
        }
        var host = request.host
        if ownerCounts { host.countsFromOwner = true }
        if !arguments.isEmpty { host.view.arguments = arguments }
        host.layout = layout.name
        host.view.itemCounts = counts
        host.view.sectionKinds = kinds
        host.specName = layout.name
        host.specSource = ArgumentNames.shown("\(layout.file):\(layout.line)")
        if host.view.arguments?.isEmpty == true { host.view.arguments = nil }
        host.cellContent = layout.cellContent
        notes += layout.cellContentNotes.map { "\(layout.name): cell content: \($0)" }
        // Sorted keys: the same options give the same request text, which keys the cached answers.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (layout, String(decoding: try encoder.encode(host), as: UTF8.self), notes)
    }

    /// Where the layout's code made the value the spec reader refused (`SwiftLayoutCatalog.placeOfRefusedValue`);
    /// nil when the code does not tell.
    public static func placeOfRefusedValue(_ p: SourcePlaceRequest) throws -> String? {
        let set = try catalog(p.request.files, moduleRoot: p.request.moduleRoot)
        return set.placeOfRefusedValue(path: p.path, message: p.message, layout: p.layout)
    }

    /// `layout-render layouts`: the table of every layout in the files; the declarations of the first file's module
    /// are read too (a layout's parameters may be of an enum declared elsewhere).
    public static func layoutsTable(_ paths: [String], moduleRoot: String? = nil) throws -> String {
        let scope = try paths.first.map { try ModuleScope.of($0, named: paths, override: moduleRoot) }
        let set = try SwiftLayoutSet(paths: paths, moduleFiles: scope?.files ?? [])
        if let notes = scope?.notes, !notes.isEmpty {
            StandardError.write(notes.map { "layout-render: note: \(DisplayText.line($0))\n" }.joined())
        }
        guard !set.layouts.isEmpty else { _ = try set.select(nil); return "" }
        var targets: [String: String] = [:]
        let rows = set.layouts.map { l -> [String] in
            let deps = l.dependencies.isEmpty ? "-" : l.dependencies.first!.what.rawValue + ": " + l.dependencies.map {
                "\($0.expression) (\($0.place))"
            }.joined(separator: ", ") + " (give --section-kinds)"
            var kind = l.notCallable.map { "\(l.kind.rawValue) (\($0))" } ?? l.kind.rawValue
            if l.kind == .notCompositional, let what = l.notCallable?.components(separatedBy: ", not a compositional").first {
                kind = "\(l.kind.rawValue) (\(what): not drawn)"
            }
            if let callers = l.calledBy { kind += " (drawn through " + callers.joined(separator: ", ") + ")" }
            if !l.parameters.isEmpty {
                kind += " (--arg " + l.parameters.map { p in
                    p.description + (p.kind == .choice ? " = " + p.cases.joined(separator: "|") : "") + (p.hasDefault ? ", optional" : "")
                }.joined(separator: "; ") + ")"
            }
            // The target the layout is checked in (its build description's), `-` when the folder rule decides.
            let target = targets[l.file] ?? {
                let t = ModuleScope.targetName(of: l.file) ?? "-"
                targets[l.file] = t
                return t
            }()
            return [DisplayText.escaped(l.name), DisplayText.escaped(ArgumentNames.shown("\(l.file):\(l.line)")),
                    DisplayText.escaped(target), kind, DisplayText.escaped(deps)]
        }
        let header = ["NAME", "PLACE", "TARGET", "KIND", "RUNTIME DATA"]
        let widths = (0..<4).map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        func line(_ r: [String]) -> String {
            (0..<4).map { r[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + r[4]
        }
        return ([header] + rows).map(line).joined(separator: "\n") + "\n"
    }

    /// `layout-render cache info` / `clean`.
    public static func cache(_ action: String) throws -> String {
        guard let cache = CacheDirectory.locate() else {
            return "no cache directory: HOME, XDG_CACHE_HOME and LAYOUT_RENDER_CACHE are unset, so nothing is cached\n"
        }
        guard FileManager.default.fileExists(atPath: cache.path) else { return "cache: \(cache.path) (empty: not created yet)\n" }
        try cache.prepare()
        switch action {
        case "clean": return cache.clean()
        default: return cache.info(limit: try CacheDirectory.maxSize())
        }
    }
}
