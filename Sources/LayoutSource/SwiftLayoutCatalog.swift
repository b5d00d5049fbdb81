import Foundation
import LayoutSourceHost
import LayoutSystem

/// The layouts of a set of Swift files for one command that evaluates one (`render`, `frames`, `export` …):
/// from the input cache when this tool has compiled exactly these files before — no parsing, no program
/// generation, and no run for an environment it has answered before — else parsed (`SwiftLayoutSet`) and
/// compiled, then remembered. The warm path is what makes a cached render cost about as much as a spec's
/// (docs/performance.md, "Swift sources").
public struct SwiftLayoutCatalog {
    public let layouts: [LayoutDeclaration]
    /// Whether the layouts came from the input cache (nothing parsed).
    public let isCached: Bool
    private let paths: [String]
    private let texts: [String]
    /// How many of `paths` (the first ones: the files named) are searched for layouts; the rest are the module's.
    private let searched: Int
    private let manifest: InputCache.Manifest?
    private let parsed: SwiftLayoutSet?
    private let tolerant: Bool
    /// The whole module, when `paths` are the part of it the named files reach (`SwiftLayoutSet.module`).
    private let module: ModuleExtent?
    private let inputs: InputCache?
    private let entry: InputCache.Entry?
    private let toolchain: Toolchain?
    private let cache: CacheDirectory?

    /// Reads the files (each refused before it is read when too large), then looks them up; parses them only on a
    /// miss, so a syntax error is reported exactly as `SwiftLayoutSet` reports it.
    /// `moduleFiles`: the other Swift files of the module (`ModuleScope`), read for the declarations layouts use.
    /// `tolerant`: a named file that does not parse is left out and said in `unparsable` instead of failing the
    /// catalog (`check` reads a whole tree at once).
    public init(paths: [String], moduleFiles: [String] = [], toolchain: Toolchain? = nil, cacheDirectory: String? = nil,
                tolerant: Bool = false) throws {
        // The files named are read or refused; the module's others that are not text are left out (`readModule`).
        let module = try SwiftSourceFile.readModule(moduleFiles)
        let texts = try paths.map(SwiftSourceFile.read) + module.texts
        try self.init(paths: paths + module.paths, texts: texts, searched: paths.count, toolchain: toolchain,
                      cacheDirectory: cacheDirectory, tolerant: tolerant)
    }

    /// A module's listing (`TreeListing`): on a miss, assembled file by file from the files' summaries
    /// (`ModuleReading`), so only the files whose readings changed are parsed; tolerant, as a tree's listing is.
    init(listing paths: [String], moduleFiles: [String], summaries: SummaryStore) throws {
        // Files that are not text at all (encrypted, binary): left out, the searched ones said in `unparsable`.
        let searched = try SwiftSourceFile.readModule(paths), module = try SwiftSourceFile.readModule(moduleFiles)
        try self.init(paths: searched.paths + module.paths, texts: searched.texts + module.texts, searched: searched.paths.count,
                      tolerant: true, summaries: summaries, notText: searched.notText)
    }

    /// How many files the catalog reads (the files named and the module's files it takes).
    public var fileCount: Int { paths.count }

    /// The files that do not parse, by path: in a tolerant catalog, named ones too (`SwiftLayoutSet.unparsable`).
    public let unparsable: [String: String]

    /// `module`: the whole module, when these files are the part of it the named ones reach.
    public init(paths: [String], texts: [String], searched: Int? = nil, toolchain: Toolchain? = nil,
                cacheDirectory: String? = nil, tolerant: Bool = false, module: ModuleExtent? = nil) throws {
        try self.init(paths: paths, texts: texts, searched: searched, toolchain: toolchain, cacheDirectory: cacheDirectory,
                      tolerant: tolerant, summaries: nil, module: module)
    }

    private init(paths: [String], texts: [String], searched: Int?, toolchain: Toolchain? = nil,
                 cacheDirectory: String? = nil, tolerant: Bool, summaries: SummaryStore?, module: ModuleExtent? = nil,
                 notText: [String: String] = [:]) throws {
        self.module = module
        self.paths = paths; self.texts = texts
        self.searched = min(searched ?? paths.count, paths.count)
        self.tolerant = tolerant
        // No cache directory (no HOME): everything is parsed and compiled afresh, in private scratch space.
        let cache = try SwiftLayoutSet.cache(cacheDirectory)
        self.cache = cache
        // No compiler here: nothing can be cached or evaluated; listing and selecting still work (the evaluation
        // then says what is missing).
        let tools = toolchain ?? (try? Toolchain.locate())
        self.toolchain = tools
        let identity = tools?.identity()
        let stored: InputCache.Manifest?
        if let identity, let cache {
            let inputs = InputCache(cache: cache)
            // A tolerant reading lists what a strict one refuses: each has entries of its own.
            let entry = inputs.entry(identity: identity, files: Array(zip(paths, texts)) + (tolerant ? [("<tolerant>", "")] : []))
            self.inputs = inputs; self.entry = entry
            stored = inputs.manifest(entry)
        } else {
            inputs = nil; entry = nil; stored = nil
        }
        if let manifest = stored {
            self.manifest = manifest
            parsed = nil
            layouts = manifest.layouts
            unparsable = (manifest.unparsable ?? [:]).merging(notText) { a, _ in a }
            isCached = true
        } else if let summaries {
            let assembled = ModuleReading.assemble(paths: paths, texts: texts, searched: self.searched, summaries: summaries,
                                                   inputs: inputs, identity: identity)
            manifest = assembled
            parsed = nil
            layouts = assembled.layouts
            unparsable = (assembled.unparsable ?? [:]).merging(notText) { a, _ in a }
            isCached = false
            if let inputs, let entry { inputs.store(assembled, entry) }
        } else {
            var set = try SwiftLayoutSet(parsing: Array(zip(paths, texts)), searched: self.searched, tolerant: tolerant)
            set.module = module
            manifest = nil
            parsed = set
            layouts = set.layouts
            unparsable = set.unparsable.merging(notText) { a, _ in a }
            isCached = false
            // Remembered now, so the next reading of the same files (a warm `check`) parses nothing.
            if let inputs, let entry { inputs.store(Self.manifest(of: set), entry) }
        }
    }

    /// The files parsed (the error paths of a cached catalog, and its compiles), with the module they are part of.
    private func parse() throws -> SwiftLayoutSet {
        var set = try SwiftLayoutSet(parsing: Array(zip(paths, texts)), searched: searched, tolerant: tolerant)
        set.module = module
        return set
    }

    /// What the files gave, for the input cache.
    static func manifest(of set: SwiftLayoutSet) -> InputCache.Manifest {
        var counts: [String: Int] = [:]
        for l in set.layouts { counts[l.name] = set.impliedSectionCount(of: l) }
        return InputCache.Manifest(layouts: set.layouts, impliedSectionCounts: counts, program: "", unparsable: set.unparsable)
    }

    /// As `SwiftLayoutSet.select`: the named layout, else the only whole one.
    /// The layout named `name` in any of the files; without a name, the one whole layout of `primary` (the file
    /// the command names), else of all the files.
    public func select(_ name: String?, primary: String? = nil) throws -> LayoutDeclaration {
        try SwiftLayoutSet.select(name, from: layouts, paths: Array(paths.prefix(searched)), primary: primary)
    }

    /// The layout named `name` among the layouts of `files` (a request's file and its `--with` files, when one
    /// catalog serves the requests of a whole module); without a name, the one whole layout of the first.
    public func select(_ name: String?, in files: [String]) throws -> LayoutDeclaration {
        let mine = layouts.filter { l in files.contains { l.belongs(to: $0) } }
        return try SwiftLayoutSet.select(name, from: mine, paths: files, primary: files.count > 1 ? files[0] : nil)
    }

    public func impliedSectionCount(of layout: LayoutDeclaration) -> Int? {
        if let manifest { return manifest.impliedSectionCounts[layout.name] }
        return parsed?.impliedSectionCount(of: layout)
    }

    /// Where the layout's code made a value the spec reader refuses (`SwiftLayoutSet.placeOfRefusedValue`); the
    /// files are parsed now if they came from the cache (this is the error path only).
    public func placeOfRefusedValue(path: String, message: String, layout: LayoutDeclaration) -> String? {
        let set = parsed ?? (try? parse())
        return set?.placeOfRefusedValue(path: path, message: message, layout: layout)
    }

    /// The program's answer (a spec document) for one layout and request: from the cache when this request was
    /// answered for these inputs, else by running the program (compiled now on a miss).
    public func evaluate(_ layout: LayoutDeclaration, requestJSON: String, policy: RunPolicy = RunPolicy(),
                         advice: SourceAdvice = .commandLine) throws -> String {
        try evaluate([(layout, requestJSON)], policy: policy, advice: advice)[0].get().text
    }

    /// One request's answer: the program's spec text and what its program was made with that a reader of the
    /// picture should know (`SwiftLayoutSet.CompiledProgram.notes`), kept with the answer in the cache.
    public struct Evaluated: Sendable {
        public var text: String
        public var notes: [String]
    }

    /// Many requests, one compile: the answers in order, each its own success or failure. The layouts asked for
    /// are compiled into one program; when that fails, each layout is compiled on its own so every failure is
    /// reported at its own layout and the others still answer.
    /// `policy`: how the compiler and the programs run (the requests' timeout and verbosity); `advice`: which command
    /// asked, for the advice a failure ends with.
    public func evaluate(_ requests: [(layout: LayoutDeclaration, requestJSON: String)], policy: RunPolicy = RunPolicy(),
                         advice: SourceAdvice = .commandLine) -> [Result<Evaluated, SourceError>] {
        var results = [Result<Evaluated, SourceError>?](repeating: nil, count: requests.count)
        var pending: [Int] = []
        for (i, r) in requests.enumerated() {
            do { try SwiftLayoutSet.checkCallable(r.layout) } catch let e as SourceError { results[i] = .failure(e); continue }
            catch { results[i] = .failure(SourceError("\(error)")); continue }
            if let inputs, let entry, let answer = inputs.answer(entry, request: r.requestJSON) {
                results[i] = .success(Evaluated(text: answer.text, notes: answer.notes))
            }
            else { pending.append(i) }
        }
        var layouts: [LayoutDeclaration] = []
        for i in pending where !layouts.contains(requests[i].layout) { layouts.append(requests[i].layout) }
        var programs: [String: Result<SwiftLayoutSet.CompiledProgram, SourceError>] = [:]
        if !layouts.isEmpty { programs = compiled(layouts, policy: policy, advice: advice) }
        var used: Set<String> = entry.map { [$0.directory] } ?? []
        for i in pending {
            let (layout, request) = requests[i]
            results[i] = programs[layout.name]!.flatMap { found in
                Result {
                    let tools = try toolchain ?? Toolchain.locate()
                    var program = found.path
                    let notes = found.notes[layout.name] ?? []
                    let answer: String
                    do {
                        answer = try ProgramRunner.evaluate(program, for: layout, requestJSON: request, tools: tools, cache: cache, files: paths,
                                                          policy: policy)
                    } catch is ProgramRunner.StaleProgram {
                        // Truncated, or not what was built: set aside, compiled again, and only the new one runs
                        // (for the layouts still to run of this program too).
                        cache?.discard((program as NSString).deletingLastPathComponent)
                        let fresh = try self.program(for: [layout], fresh: true, policy: policy, advice: advice)
                        program = fresh.path
                        answer = try ProgramRunner.evaluate(program, for: layout, requestJSON: request, tools: tools, cache: cache, files: paths,
                                                            policy: policy)
                        programs[layout.name] = .success(fresh)
                    }
                    used.insert((program as NSString).deletingLastPathComponent)
                    if let inputs, let entry { inputs.storeAnswer(answer, notes: notes, entry, request: request) }
                    return Evaluated(text: answer, notes: notes)
                }.mapError { error in
                    let e = error as? SourceError ?? SourceError("\(error)")
                    // A trap reading a property the owner's initialiser sets: said, with what to do.
                    if e.message.contains("Unexpectedly found nil while implicitly unwrapping"),
                       let note = (parsed ?? (try? parse()))?
                        .unsetPropertyNote(message: e.message, layout: layout, advice: advice) {
                        return SourceError(note)
                    }
                    // Code left out because it does not compile here, which the layout ran (UncompiledCode): the
                    // compiler's line first (its place is what matters), then whose it is and what to do.
                    let prefix = "\(layout.place): \(layout.name): ", reached = " — " + __LayoutRender.uncompiledReached
                    if e.message.hasPrefix(prefix), let end = e.message.range(of: reached) {
                        let line = e.message[e.message.index(e.message.startIndex, offsetBy: prefix.count)..<end.lowerBound]
                            .replacingOccurrences(of: UncompiledCode.layoutPlaceholder, with: layout.name)
                        // Explained already (a foreign module's name, a part of UIKit): that line, as a compile says it.
                        if line.contains(" — ") { return SourceError(String(line)) }
                        return SourceError("\(line) (code \(layout.name) runs); " + advice.skip(layout: layout.name))
                    }
                    // Any other trap of the app's code in check: what to put in layout-render.yml.
                    if advice == .check, e.message.contains(" crashed while evaluating: ") {
                        return SourceError(e.message + "; " + advice.skip(layout: layout.name))
                    }
                    return e
                }
            }
        }
        if let cache, let limit = try? CacheDirectory.maxSize() { cache.evict(limit: limit, keep: used) }
        // Without a cache directory the programs were compiled into private folders: removed now they have run.
        if cache == nil {
            for case .success(let program) in programs.values { ProgramCompiler.removeUncached(program.path) }
        }
        return results.map { $0! }
    }

    /// A program for each layout, compiling as few as it can: the layouts together; when that fails, each half on
    /// its own, and the half that fails halved again — so one broken layout of 16 costs 9 compiles, not 17. When
    /// both halves fail (several layouts broken, or a broken declaration used in both), each layout of the group is
    /// compiled on its own, as before: a layout that does not use what is broken still answers, and the worst case
    /// stays n + 3 compiles.
    func compiled(_ layouts: [LayoutDeclaration], policy: RunPolicy,
                  advice: SourceAdvice) -> [String: Result<SwiftLayoutSet.CompiledProgram, SourceError>] {
        typealias Outcome = Result<SwiftLayoutSet.CompiledProgram, SourceError>
        func attempt(_ group: [LayoutDeclaration]) -> Outcome {
            Result { try program(for: group, policy: policy, advice: advice) }.mapError { $0 as? SourceError ?? SourceError("\($0)") }
        }
        var programs: [String: Outcome] = [:]
        func settle(_ group: [LayoutDeclaration], _ outcome: Outcome) {
            guard case .failure = outcome, group.count > 1 else {
                for l in group { programs[l.name] = outcome }
                return
            }
            let halves = [Array(group.prefix(group.count / 2)), Array(group.dropFirst(group.count / 2))]
            let outcomes = halves.map(attempt)
            let failed = outcomes.filter { if case .failure = $0 { true } else { false } }.count
            if failed == 2 {
                for (half, result) in zip(halves, outcomes) {
                    if half.count == 1 { programs[half[0].name] = result } else { for l in half { programs[l.name] = attempt([l]) } }
                }
                return
            }
            for (half, result) in zip(halves, outcomes) { settle(half, result) }
        }
        settle(layouts, attempt(layouts))
        return programs
    }

    /// The compiled program for these layouts: from the input cache (nothing parsed) or compiled now. Each set of
    /// layouts has its own program, holding only what they use (issue 25: a 1,000-layout file costs one layout).
    /// `fresh`: the program found before did not match its fingerprint; compile, whatever the input cache says.
    func program(for layouts: [LayoutDeclaration], fresh: Bool = false, policy: RunPolicy,
                 advice: SourceAdvice) throws -> SwiftLayoutSet.CompiledProgram {
        let names = layouts.map(\.name)
        let programEntry = inputs.flatMap { inputs in toolchain.map { tools in
            inputs.entry(identity: tools.identity(), files: Array(zip(paths, texts)) + [("<layouts>", names.joined(separator: "\n"))])
        } }
        if !fresh, let inputs, let programEntry, let stored = inputs.manifest(programEntry), !stored.program.isEmpty {
            return SwiftLayoutSet.CompiledProgram(path: stored.program, notes: stored.programNotes ?? [:])
        }
        let set = try parsed ?? parse()
        let program = try set.compiledProgram(for: layouts, toolchain: toolchain, cacheDirectory: cache?.path, policy: policy,
                                              advice: advice)
        if let inputs, let programEntry {
            inputs.store(InputCache.Manifest(layouts: [], impliedSectionCounts: [:], program: program.path,
                                             programNotes: program.notes), programEntry)
        }
        return program
    }
}
