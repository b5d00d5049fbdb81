import Foundation

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
    private let manifest: InputCache.Manifest?
    private let parsed: SwiftLayoutSet?
    private let inputs: InputCache?
    private let entry: InputCache.Entry?
    private let toolchain: Toolchain?
    private let cache: CacheDirectory?

    /// Reads the files (each refused before it is read when too large), then looks them up; parses them only on a
    /// miss, so a syntax error is reported exactly as `SwiftLayoutSet` reports it.
    public init(paths: [String], toolchain: Toolchain? = nil, cacheDirectory: String? = nil) throws {
        let texts = try paths.map(SwiftSourceFile.read)
        try self.init(paths: paths, texts: texts, toolchain: toolchain, cacheDirectory: cacheDirectory)
    }

    public init(paths: [String], texts: [String], toolchain: Toolchain? = nil, cacheDirectory: String? = nil) throws {
        self.paths = paths; self.texts = texts
        // No cache directory (no HOME): everything is parsed and compiled afresh, in private scratch space.
        let cache = try SwiftLayoutSet.cache(cacheDirectory)
        self.cache = cache
        // No compiler here: nothing can be cached or evaluated; listing and selecting still work (the evaluation
        // then says what is missing).
        let tools = toolchain ?? (try? Toolchain.locate())
        self.toolchain = tools
        if let tools, let cache {
            let inputs = InputCache(cache: cache)
            let entry = inputs.entry(identity: tools.identity(), files: Array(zip(paths, texts)))
            self.inputs = inputs; self.entry = entry
            manifest = inputs.manifest(entry)
        } else {
            inputs = nil; entry = nil; manifest = nil
        }
        if let manifest {
            parsed = nil
            layouts = manifest.layouts
            isCached = true
        } else {
            let set = try SwiftLayoutSet(files: zip(paths, texts).map { try SwiftSourceFile(path: $0, text: $1) })
            parsed = set
            layouts = set.layouts
            isCached = false
        }
    }

    /// As `SwiftLayoutSet.select`: the named layout, else the only whole one.
    /// The layout named `name` in any of the files; without a name, the one whole layout of `primary` (the file
    /// the command names), else of all the files.
    public func select(_ name: String?, primary: String? = nil) throws -> LayoutDeclaration {
        try SwiftLayoutSet.select(name, from: layouts, paths: paths, primary: primary)
    }

    public func impliedSectionCount(of layout: LayoutDeclaration) -> Int? {
        if let manifest { return manifest.impliedSectionCounts[layout.name] }
        return parsed?.impliedSectionCount(of: layout)
    }

    /// The program's answer (a spec document) for one layout and request: from the cache when this request was
    /// answered for these inputs, else by running the program (compiled now on a miss).
    public func evaluate(_ layout: LayoutDeclaration, requestJSON: String) throws -> String {
        try SwiftLayoutSet.checkCallable(layout)
        if let inputs, let entry, let answer = inputs.answer(entry, request: requestJSON) { return answer }
        let tools = try toolchain ?? Toolchain.locate()
        var program: String
        var set = parsed
        if let manifest {
            program = manifest.program
        } else {
            program = try compile(&set)
        }
        let answer: String
        do {
            answer = try SwiftLayoutSet.run(program, for: layout, requestJSON: requestJSON, tools: tools, cache: cache)
        } catch is SwiftLayoutSet.StaleProgram {
            // Truncated, or not what was built: set aside, compiled again, and only the new one runs.
            cache?.discard((program as NSString).deletingLastPathComponent)
            program = try compile(&set)
            answer = try SwiftLayoutSet.run(program, for: layout, requestJSON: requestJSON, tools: tools, cache: cache)
        }
        if let inputs, let entry { inputs.storeAnswer(answer, entry, request: requestJSON) }
        if let cache { cache.evict(limit: try CacheDirectory.maxSize(), keep: Set([(program as NSString).deletingLastPathComponent] + (entry.map { [$0.directory] } ?? []))) }
        return answer
    }

    /// Compiles (or finds in the program cache) and records the manifest for these inputs.
    private func compile(_ parsed: inout SwiftLayoutSet?) throws -> String {
        let set = try parsed ?? SwiftLayoutSet(files: zip(paths, texts).map { try SwiftSourceFile(path: $0, text: $1) })
        parsed = set
        let program = try set.compiled(toolchain: toolchain, cacheDirectory: cache?.path)
        if let inputs, let entry {
            var counts: [String: Int] = [:]
            for l in set.layouts { counts[l.name] = set.impliedSectionCount(of: l) }
            inputs.store(InputCache.Manifest(layouts: set.layouts, impliedSectionCounts: counts, program: program), entry)
        }
        return program
    }
}
