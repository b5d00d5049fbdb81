import Foundation
import LayoutSystem
import LayoutSourceHost

/// One module's layouts, assembled file by file (issue 32, item 3): each file that may hold a layout
/// (`FileSummary.candidate`) is read with only the files its names reach (`FileReach`), and that reading is cached
/// under the path and digest of each of those files. An edited screen is then parsed with the helpers it uses; an
/// edited helper with the screens that use it — never the whole module. Files that may hold no layout are never
/// parsed once their summary is kept.
///
/// The layouts, their `inputsDigest`s and section counts are those of one reading of the whole module
/// (`SwiftLayoutSet` over every file): the declarations a layout takes lie in the files its file reaches, and those
/// files keep their module order (which decides ties between same-named declarations and the digest's order).
enum ModuleReading {
    /// `paths`/`texts`: the module's files, the first `searched` searched for layouts (its own), the rest the files of
    /// what it imports. `inputs`/`identity`: the input cache and the toolchain's identity, nil to cache nothing.
    static func assemble(paths: [String], texts: [String], searched: Int, summaries store: SummaryStore,
                         inputs: InputCache?, identity: String?) -> InputCache.Manifest {
        let digests = texts.map { Digest.sha256($0) }
        let summaries = paths.indices.map { store.summary(path: paths[$0], text: texts[$0], digest: digests[$0]) }
        let reach = FileReach(paths: paths, summaries: summaries)
        var unparsable: [String: String] = [:]
        for (p, s) in zip(paths, summaries) { if let e = s.syntaxError { unparsable[p] = e } }
        var own: [LayoutDeclaration] = [], hosted: [LayoutDeclaration] = [], counts: [String: Int] = [:]
        for i in 0..<searched where summaries[i].syntaxError == nil {
            // A type of this file whose layouts are in an extension in a file no reading of the module searches.
            let extending = extensions(of: summaries[i], among: summaries, from: searched)
            guard summaries[i].candidate || !extending.isEmpty else { continue }
            let files = reach.reached(from: [i] + extending)
            let reading = read(file: i, files: files, paths: paths, texts: texts, digests: digests, searched: searched,
                               inputs: inputs, identity: identity)
            for l in reading.layouts { if l.file == paths[i] { own.append(l) } else { hosted.append(l) } }
            counts.merge(reading.impliedSectionCounts) { a, _ in a }
        }
        // A factory its callers size, drawn through the layouts of files that name it (`LayoutFinder.markCalledBy`).
        var layouts = own + hosted
        let byPath = Dictionary(paths.indices.map { (paths[$0], $0) }, uniquingKeysWith: { a, _ in a })
        LayoutFinder.markCalledBy(&layouts) { l in byPath[l.file].map { Set(summaries[$0].mentions) } ?? [] }
        return InputCache.Manifest(layouts: layouts, impliedSectionCounts: counts, program: "", unparsable: unparsable)
    }

    /// The files (numbers, from `from` on: not searched) whose extensions of a type `summary`'s file declares may hold
    /// a layout (`LayoutSearch`: a file's type takes its layouts from them when it has none of its own).
    static func extensions(of summary: FileSummary, among summaries: [FileSummary], from: Int) -> [Int] {
        guard !summary.types.isEmpty else { return [] }
        let types = Set(summary.types)
        return (from..<summaries.count).filter { j in
            summaries[j].candidate && summaries[j].syntaxError == nil && summaries[j].extensions.contains { types.contains($0.type) }
        }
    }

    /// File `file` searched, with `files` (numbers into the module, in module order): from the input cache, else parsed.
    private static func read(file: Int, files: [Int], paths: [String], texts: [String], digests: [String], searched: Int,
                             inputs: InputCache?, identity: String?) -> InputCache.Manifest {
        var key = "layout-render file reading v1\n\(identity ?? "")\n\(paths[file])\n"
        for j in files { key += (j < searched ? "S " : "O ") + digests[j] + " " + paths[j] + "\n" }
        let entry = inputs.map { InputCache.Entry(directory: $0.cache.inputs + "/" + ProgramCache.key(Data(key.utf8)), keyText: Data(key.utf8)) }
        if let inputs, let entry, let stored = inputs.manifest(entry) { return stored }
        var parsed: [SwiftSourceFile] = [], numbers: [Int] = []
        for j in files {
            guard let f = try? SwiftSourceFile.parsed(path: paths[j], text: texts[j]) else { continue }
            parsed.append(f); numbers.append(j)
        }
        let set = SwiftLayoutSet(files: parsed, searching: { numbers[$0] == file }, unsearched: { numbers[$0] >= searched },
                                 searchedCount: 1)
        let manifest = SwiftLayoutCatalog.manifest(of: set)
        if let inputs, let entry, identity != nil { inputs.store(manifest, entry) }
        return manifest
    }

    /// The files of a module that a reading of `named` needs (numbers into `paths`, in order): the named ones, the
    /// files their names reach, and the extensions of their types that may hold their layouts; with the module as a
    /// whole reading would take it (for what a compile error says was read). For the front end, which reads a module
    /// to evaluate some of its layouts (`SourceFrontEnd.catalog`).
    static func needed(paths: [String], texts: [String], named: Int, summaries store: SummaryStore) -> Reach {
        let digests = texts.map { Digest.sha256($0) }
        // The answer for exactly these files is kept too: a warm `frames` of one layout loads one entry, not a
        // summary per file of its module.
        var key = "reach v1\n\(named)\n"
        for (p, d) in zip(paths, digests) { key += d + " " + p + "\n" }
        let entry = store.entry(key: key)
        if let entry, let body = store.load(entry, "reach.json"), let kept = try? JSONDecoder().decode(Reach.self, from: body),
           kept.files.count >= named, kept.files.prefix(named).elementsEqual(0..<named), kept.files.allSatisfy({ $0 < paths.count }),
           zip(kept.files, kept.files.dropFirst()).allSatisfy({ $0 < $1 }) {
            return kept
        }
        let summaries = paths.indices.map { store.summary(path: paths[$0], text: texts[$0], digest: digests[$0]) }
        var start = Array(0..<named)
        for i in 0..<named { start += extensions(of: summaries[i], among: summaries, from: named) }
        // A named file that does not parse stays: its reading says the syntax error.
        let files = Array(Set(FileReach(paths: paths, summaries: summaries).reached(from: start) + Array(0..<named))).sorted()
        let broken = (named..<paths.count).filter { summaries[$0].syntaxError != nil }
        let reach = Reach(files: files, module: ModuleExtent(paths: paths.indices.filter { !broken.contains($0) }.map { paths[$0] },
                                                             leftOut: broken.map { summaries[$0].syntaxError! }))
        if let entry, let body = try? SummaryStore.encoder.encode(reach) { store.store(body, entry, "reach.json") }
        return reach
    }

    /// What `needed` answers.
    struct Reach: Codable {
        var files: [Int]
        var module: ModuleExtent
    }
}
