import Foundation
import LayoutSystem
import LayoutSourceHost
import SwiftSyntax

/// The layouts of a set of Swift files: what `layout-render layouts` lists and what the other commands evaluate.
///
/// Finding needs only the parser (fast: no compiler). Evaluating compiles one program for the whole set (cached
/// by content) and runs it for one layout and one environment; the program answers with a spec document.
public struct SwiftLayoutSet {
    public let files: [SwiftSourceFile]
    /// How many of `files` (the first ones: the files a command names) are searched for layouts.
    public let searchedCount: Int
    let index: DeclarationIndex
    let found: [LayoutFinder.Found]
    public let layouts: [LayoutDeclaration]
    /// The module's files left out because they do not parse: each one's syntax error (`init(parsing:searched:)`).
    public private(set) var leftOut: [String] = []
    /// The whole module, when the set holds only the files its names reach (`ModuleReading.needed`): what a compile
    /// error says was read and left out is the module's, not the set's.
    public var module: ModuleExtent?
    /// The files left out, by path (`leftOut`'s files, and in a tolerant reading the searched ones too).
    public private(set) var unparsable: [String: String] = [:]

    /// The files named (searched for layouts), then the module's other files (`ModuleScope`), read only for the
    /// declarations the layouts use.
    public init(paths: [String], moduleFiles: [String] = []) throws {
        let module = try SwiftSourceFile.readModule(moduleFiles)
        try self.init(parsing: Array(zip(paths + module.paths, try paths.map(SwiftSourceFile.read) + module.texts)), searched: paths.count)
    }

    /// Parses the files: a file searched for layouts (one the command names) that does not parse is an error; one
    /// of the module's other files that does not parse is left out (`leftOut` says which and why). Xcode compiles
    /// only a target's member files, and a module folder often holds Swift files that are no one's member — a code
    /// generator's inline fragments (`// sourcery:inline:`), a template —, so one of them must not turn every
    /// layout of the app into its syntax error. A name only that file declared is then reported missing, with it.
    ///
    /// `tolerant` (a whole tree checked at once): a searched file that does not parse is left out too, and said in
    /// `unparsable`, so one parse of the tree finds every other file's layouts.
    public init(parsing sources: [(path: String, text: String)], searched: Int? = nil, tolerant: Bool = false) throws {
        let limit = min(searched ?? sources.count, sources.count)
        var files: [SwiftSourceFile] = [], leftOut: [String] = [], unparsable: [String: String] = [:], kept = 0
        for (i, source) in sources.enumerated() {
            do {
                files.append(try SwiftSourceFile.parsed(path: source.path, text: source.text))
                if i < limit { kept += 1 }
            } catch let e as SourceError where i >= limit || tolerant {
                if i >= limit { leftOut.append(e.message) }
                unparsable[source.path] = e.message
            }
        }
        try self.init(files: files, searched: kept)
        self.leftOut = leftOut
        self.unparsable = unparsable
    }

    /// `searched`: how many of `files` (the first ones) are searched for layouts; all by default.
    public init(files: [SwiftSourceFile], searched: Int? = nil) throws {
        let limit = min(searched ?? files.count, files.count)
        self.init(files: files, searching: { $0 < limit }, unsearched: { $0 >= limit }, searchedCount: limit)
    }

    /// The layouts of the files `searching` accepts (`LayoutSearch.layouts(in:index:searched:unsearched:)`): one file
    /// of a module read with the files its names reach (`ModuleReading`).
    init(files: [SwiftSourceFile], searching: (Int) -> Bool, unsearched: (Int) -> Bool, searchedCount: Int) {
        self.files = files
        self.searchedCount = searchedCount
        index = DeclarationIndex(files: files)
        // Find (which declarations are layouts), then read (what each one's code says besides its layout).
        found = LayoutReading.read(LayoutSearch.layouts(in: files, index: index, searched: searching, unsearched: unsearched),
                                   files: files, index: index)
        layouts = found.map(\.declaration)
    }

    /// The layout a command should use: the one named (qualified or, when unique, its simple name), else the only
    /// whole layout. Errors say what there is to choose from.
    public func select(_ name: String?) throws -> LayoutDeclaration {
        try Self.select(name, from: layouts, paths: files.prefix(searchedCount).map(\.path))
    }

    /// The layout named `name`, else the one whole layout. With `primary`, an unnamed choice looks only at that
    /// file's layouts: the other files were given for the declarations they hold (`--with`).
    static func select(_ name: String?, from all: [LayoutDeclaration], paths: [String], primary: String? = nil)
        throws -> LayoutDeclaration {
        let among = name == nil ? primary : nil
        let inFiles = among.map { file in all.filter { $0.belongs(to: file) } } ?? all
        // Layouts of another kind (a flow layout) are chosen only by name, and then say what they are.
        let layouts = name == nil ? inFiles.filter { $0.kind != .notCompositional } : inFiles
        let fileList = among ?? listed(paths, upTo: 2)
        if layouts.isEmpty, let other = inFiles.first {
            throw SourceError("\(other.place): \(other.name) \(other.notCallable ?? "is not a compositional layout")")
        }
        guard !layouts.isEmpty else {
            throw SourceError("\(fileList): no layout found (looked for functions, properties and closures returning "
                              + "UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection, "
                              + "and UICollectionViewCompositionalLayout { … } expressions)")
        }
        if let name {
            let exact = layouts.filter { $0.name == name }
            let matches = exact.isEmpty ? layouts.filter { $0.simpleName == name } : exact
            if matches.count == 1 { return matches[0] }
            if matches.isEmpty {
                throw SourceError("--layout: no layout named '\(name)' in \(fileList); found: "
                                  + listed(layouts.map(\.name), upTo: 3))
            }
            throw SourceError("--layout: '\(name)' is ambiguous: " + listed(matches.map { "\($0.name) (\($0.place))" }, upTo: 2)
                              + "; give the qualified name")
        }
        let whole = layouts.filter { $0.kind != .section }
        if whole.count == 1 { return whole[0] }
        if whole.isEmpty && layouts.count == 1 { return layouts[0] }
        let candidates = whole.isEmpty ? layouts : whole
        throw SourceError("\(fileList): \(candidates.count) layouts found; choose one with --layout NAME: "
                          + listed(candidates.map { "\($0.name) (\($0.place))" }, upTo: 2))
    }

    /// The first `limit` of `items` and how many more there are ('layout-render layouts' lists them all): a file
    /// with 3,000 layouts gives a short error line.
    static func listed(_ items: [String], upTo limit: Int) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more (see 'layout-render layouts')" : shown
    }


    /// How many sections a layout's own code implies (`LayoutReading.impliedSectionCount`).
    public func impliedSectionCount(of layout: LayoutDeclaration) -> Int? {
        guard let f = found.first(where: { $0.declaration == layout }) else { return nil }
        return LayoutReading.impliedSectionCount(of: f, index: index)
    }

    /// Compiles the set's program (or takes it from the cache) and runs it with a request (JSON, see
    /// `HostRequest`): the answer is a spec document. Every failure is one line naming the place.
    /// `policy`: how the compiler and the program run (the request's timeout and verbosity); `advice`: which command
    /// asked, for the advice a failure ends with.
    public func evaluate(_ layout: LayoutDeclaration, requestJSON: String, toolchain: Toolchain? = nil,
                         cacheDirectory: String? = nil, policy: RunPolicy = RunPolicy(),
                         advice: SourceAdvice = .commandLine) throws -> String {
        try Self.checkCallable(layout)
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        let program = try compiled(for: [layout], toolchain: tools, cacheDirectory: cacheDirectory, policy: policy, advice: advice)
        defer { if cache == nil { ProgramCompiler.removeUncached(program) } }
        return try ProgramRunner.evaluate(program, for: layout,
                                          requestJSON: requestJSON, tools: tools, cache: cache, files: files.map(\.path), policy: policy)
    }

    static func checkCallable(_ layout: LayoutDeclaration) throws {
        if layout.kind == .notCompositional, let problem = layout.notCallable {
            throw SourceError("\(layout.place): \(layout.name) \(problem)")
        }
        if let problem = layout.notCallable {
            // A parameter nothing can give: what can be drawn. Anything else (generic, placing its elements itself)
            // is said as it is.
            let taking = problem.hasPrefix("takes ") || problem.hasPrefix("uses ")
            throw SourceError("\(layout.place): \(layout.name) \(problem)" + (taking ? "; only layouts without arguments (or taking "
                              + "the layout environment) can be evaluated" : ""))
        }
    }

    /// The cache named (a path), else the user's (`CacheDirectory.locate`), prepared; nil: run uncached.
    static func cache(_ directory: String?) throws -> CacheDirectory? {
        _ = try CacheDirectory.maxSize()  // a malformed cap is reported before anything is compiled
        guard let cache = directory.map({ CacheDirectory(path: CacheDirectory.absolute($0)) }) ?? CacheDirectory.locate()
        else { return nil }
        try cache.prepare()
        return cache
    }


    /// The path of the compiled program, compiling it if the cache has none (or none that matches its
    /// fingerprint). Without a cache directory it is compiled into a private scratch directory that the caller
    /// removes once the program has run (`ProgramCompiler.removeUncached`). One program evaluates every layout of `layouts` (all callable
    /// layouts of the set when nil).
    /// How many times one program is compiled at most while names are stood in for and code is left out.
    static let maxCompiles = 12

    public func compiled(for layouts: [LayoutDeclaration]? = nil, toolchain: Toolchain? = nil,
                         cacheDirectory: String? = nil, policy: RunPolicy = RunPolicy(),
                         advice: SourceAdvice = .commandLine) throws -> String {
        let made = try compiledProgram(for: layouts, toolchain: toolchain, cacheDirectory: cacheDirectory, policy: policy, advice: advice)
        if policy.verbose {
            let lines = made.notes.sorted { $0.key < $1.key }.flatMap { name, notes in notes.map { "\(name): \($0)" } }
            StandardError.write(lines.map { "layout-render: note: \(DisplayText.line($0))\n" }.joined())
        }
        return made.path
    }

    /// A compiled program and, by layout name, what it was made with that a reader of that layout's picture should
    /// know: the names stood in for that its code reaches, lists started with placeholders, code left out.
    public struct CompiledProgram: Sendable {
        public var path: String
        public var notes: [String: [String]]
    }

    /// The names a layout's own code reaches: those its declarations' closure mentions (as the generator's
    /// `mentionedNames`, for this layout alone).
    func mentionedNames(by f: LayoutFinder.Found, unavailablePlatformTypes: Set<String>) -> Set<String> {
        let seeds = LayoutSearch.seeds(of: f)
        let closure = DependencyClosure(index: index, seeds: seeds.nodes, extraNames: seeds.names.map { ($0, f.file) },
                                        unavailablePlatformTypes: unavailablePlatformTypes)
        var out = Set(seeds.names)
        for node in index.nodes where closure.contains(node) { out.formUnion(node.mentions) }
        if let n = f.node { out.formUnion(n.mentions) }
        return out
    }

    /// As `compiled(for:)`, with the program's notes returned instead of printed: they travel with each answer
    /// (`SourceAnswer.notes`), so `check` can say them in its report.
    public func compiledProgram(for layouts: [LayoutDeclaration]? = nil, toolchain: Toolchain? = nil,
                                cacheDirectory: String? = nil, policy: RunPolicy = RunPolicy(),
                                advice: SourceAdvice = .commandLine) throws -> CompiledProgram {
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        // Types from outside the module: stood in for, and compiled again (twice at most: a stand-in's generic
        // arguments may name more of them). A compile that still fails reports its own first error.
        // UIKit types layout programs lack that the program reached only through the module's extensions of them
        // are left out with those extensions, and compiled again (ProgramAssembly.unavailablePlatformTypes).
        // And bodies outside the layouts' own code that do not compile here: left out unless the layout runs them
        // (UncompiledCode), when a compile finds nothing to stand in for. Each compile must find something new, and
        // a program is compiled `maxCompiles` times at most (leaving code out can uncover more names to stand in for).
        var standIns: [String: Int] = [:]
        var unavailable: Set<String> = []
        var uncompiled: [UncompiledCode.Body] = []
        var attributes: Set<String> = []
        var configuring: Set<String> = []
        var bases: [String] = []
        var compiles = 0
        let own = ownCode(of: layouts)
        while true {
            compiles += 1
            let made = try self.generator(for: layouts, standIns: standIns, unavailablePlatformTypes: unavailable,
                                          uncompiled: uncompiled, unknownAttributes: attributes, configuringMembers: configuring)
            // A foreign type named as one of the runtime's own (RxDataSources' `SectionModel`): stood in for before
            // compiling, as the compiler would take ours for it.
            let shadowed = shadowedRuntimeNames(mentioned: made.mentionedNames()).filter { standIns[$0.key] == nil }
            if !shadowed.isEmpty {
                standIns.merge(shadowed) { a, _ in a }
                compiles -= 1
                continue
            }
            do {
                bases = Array(made.baseStandIns.keys)
                let path = try ProgramCompiler.compile(made.program(), tools: tools, cache: cache, policy: policy)
                // Each layout's notes: of the names stood in for, those its own code reaches (a module's program
                // serves all its layouts; one screen's pod base class is not another's).
                var notes: [String: [String]] = [:]
                for f in made.layouts {
                    var mine: [String] = []
                    let standing = made.standInNotes(mentioned: mentionedNames(by: f, unavailablePlatformTypes: unavailable))
                    if !standing.isEmpty {
                        mine.append("stood in for names declared in no Swift file of the module: " + standing.joined(separator: ", "))
                    }
                    let lists = ProgramGenerator.itemLists(of: [f], index: index)
                    if !lists.isEmpty {
                        let names = lists.keys.sorted().compactMap { index.nodes[$0].names.first }
                        mine.append("the layout counts lists its owner fills at run time (" + names.joined(separator: ", ")
                                    + "): each started with one placeholder per item of the environment (--items; layout-render.yml's items:)")
                    }
                    if !uncompiled.isEmpty {
                        mine.append("left out code that does not compile in a layout program (run by the layout, it is the error): "
                                    + uncompiled.map(\.line).joined(separator: "; "))
                    }
                    notes[f.declaration.name] = mine
                }
                return CompiledProgram(path: path, notes: notes)
            } catch let failure as ProgramCompiler.Failure {
                let more = foreignTypes(in: failure.diagnostics, own: own).filter { standIns[$0.key] == nil }
                let lacking = unavailablePlatformTypes(in: failure.diagnostics, closure: made.closure).subtracting(unavailable)
                if compiles < Self.maxCompiles {
                    // In one round: the names to stand in for, else the bodies whose other errors do not compile here
                    // (a missing type that is stood in for is not such an error: its body stays).
                    // A name stood in for, now or before, used as a value (`PodTheme()`) is not such an error either:
                    // the compile with its stand-in says what it is.
                    // Attributes of modules programs lack (`@Published`): dropped, their properties kept.
                    let unknown = ProgramGenerator.unknownAttributes(in: failure.diagnostics).subtracting(attributes)
                    let standingIn = Set(more.keys).union(lacking).union(standIns.keys)
                    // Configuring calls on UIKit's objects a package declares (Then's `then`): stood in for, once each.
                    let calls = configuringMembers(in: failure.diagnostics).subtracting(configuring)
                    // A round that stands in for new names leaves nothing out: the errors that follow from a name
                    // missing (a property of a stood-in type given `nil`, a closure of a missing call typed without
                    // it) would be taken for code that does not compile here. The next compile says what is left.
                    let standsInMore = !more.isEmpty || !lacking.isEmpty || !calls.isEmpty
                    var fresh = standsInMore ? [] : UncompiledCode.bodies(for: failure.diagnostics.filter { d in
                        guard let name = UncompiledCode.missingName(d.message) ?? Self.missingType(d)
                                ?? ProgramGenerator.unknownAttributes(in: [d]).first else { return true }
                        return !standingIn.union(unknown).contains(name)
                    }, files: files, protected: own).filter { !uncompiled.contains($0) }
                    // Each said as its compile error would be, should the layout run it.
                    for i in fresh.indices {
                        let one = ProgramCompiler.Failure(output: "", diagnostics: [fresh[i].diagnostic], scratch: failure.scratch,
                                                          termination: failure.termination)
                        fresh[i].line = compileError(one, standIns: Set(standIns.keys).union(more.keys),
                                                     layout: UncompiledCode.layoutPlaceholder, advice: advice).message
                    }
                    if !more.isEmpty || !lacking.isEmpty || !fresh.isEmpty || !unknown.isEmpty || !calls.isEmpty {
                        standIns.merge(more) { a, _ in a }
                        configuring.formUnion(calls)
                        unavailable.formUnion(lacking)
                        attributes.formUnion(unknown)
                        uncompiled += fresh
                        continue
                    }
                } else if !uncompiled.isEmpty || !standIns.isEmpty {
                    // Out of compiles with code still being left out: the program takes more of the app than a layout
                    // program can be made of (an app's whole model layer, reached by names). Said as that, with the
                    // error the last compile stopped at.
                    let first = failure.diagnostics.first(where: \.isError).map(\.text) ?? "the layout program did not compile"
                    let name = layouts?.count == 1 ? layouts?.first?.name ?? "NAME" : "NAME"
                    throw SourceError(first + " — still left after \(Self.maxCompiles) compiles of the layout's program, each "
                                      + "standing in for or leaving out more of the app's code that does not compile here: the "
                                      + "layout reaches more of the app than a layout program can be made of; "
                                      + advice.skip(layout: name))
                }
                // The layout's own code needing a declaration left out because it does not compile here: that
                // declaration's error, at its place.
                if let first = failure.diagnostics.first(where: \.isError), let name = UncompiledCode.missingName(first.message),
                   let left = uncompiled.first(where: { $0.names.contains(name) }) {
                    throw SourceError(left.line + " — the layout needs '\(name)', which does not compile in a layout program; "
                                      + advice.skip(layout: layouts?.count == 1 ? layouts?.first?.name ?? "NAME" : "NAME"))
                }
                throw compileError(failure, standIns: Set(standIns.keys).union(bases),
                                   layout: layouts?.count == 1 ? layouts?.first?.name : nil, advice: advice, own: own)
            }
        }
    }

}

/// A module's Swift files as one reading of it would take them: those that parse, and the syntax error of each other
/// one (`SwiftLayoutSet.leftOut`).
public struct ModuleExtent: Codable, Sendable, Equatable {
    public var paths: [String]
    public var leftOut: [String]
}
