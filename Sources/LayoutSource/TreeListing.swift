import Foundation
import LayoutSourceHost

/// The layouts of a whole tree's Swift files (`check`), read one module at a time (issue 32, item 3): each module's
/// reading — its files searched for layouts, with the files of the targets and packages it imports (`ModuleScope`) —
/// is one `SwiftLayoutCatalog`, cached under the path and bytes of every file it read. An edit to one file reads
/// again only the modules that hold or import it; the others come from the cache, nothing parsed.
///
/// A file read with several modules (a shared `Core` every feature imports) is parsed once per run (`ParseMemo`),
/// and forgotten as soon as no module still to be read needs it: what is held is the module being read and the
/// files later modules share with it, not the tree. Each module's declaration index is built from its own files, as
/// the front end builds it when it evaluates the module's layouts, so a layout's `inputsDigest` is taken over the
/// declarations its module's program can have, whatever else the tree holds.
public struct TreeListing {
    /// Every layout found, in the order of the files given (then in each file's order).
    public private(set) var layouts: [LayoutDeclaration] = []
    /// Layout (file, name) → the number of sections its code implies.
    public private(set) var impliedSectionCounts: [String: Int] = [:]
    /// Files given that cannot be used: file → the one-line reason (a syntax error, an unreadable file).
    public private(set) var broken: [String: String] = [:]
    /// Modules found, modules read (not from the cache) and files parsed in this reading: what `check --verbose` says.
    public private(set) var modules = 0, modulesRead = 0, filesParsed = 0

    /// A module of the tree: its files given (searched for layouts), and the other files its reading takes.
    struct Module {
        var searched: [String]
        var others: [String]
    }

    /// `files`: the tree's Swift files (absolute paths, sorted).
    public init(files: [String]) {
        let modules = Self.modules(of: files)
        self.modules = modules.count
        // How many modules still to be read take each file: at zero its syntax trees are let go.
        // (By canonical path: a file is named relative to the working folder in one reading, absolute in another.)
        var wanted: [String: Int] = [:]
        let canonical = Dictionary(Set(modules.flatMap { $0.searched + $0.others }).map { ($0, ModuleScope.canonical($0)) },
                                   uniquingKeysWith: { a, _ in a })
        for m in modules { for f in m.searched + m.others { wanted[canonical[f]!, default: 0] += 1 } }
        let memo = ParseMemo()
        let summaries = SummaryStore.locate()
        var found: [(order: Int, layouts: [LayoutDeclaration])] = []
        let position = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for m in modules {
            ParseMemo.$current.withValue(memo) {
                let layouts = read(m, summaries: summaries)
                found.append((position[m.searched[0]] ?? 0, layouts))
            }
            for f in m.searched + m.others {
                let c = canonical[f]!
                wanted[c, default: 1] -= 1
                if wanted[c] == 0 { memo.forget(f) }
            }
        }
        filesParsed = memo.parses
        // The tree's order: by file, each file's layouts in its own order (a module's reading keeps it).
        let all = found.flatMap(\.layouts)
        layouts = all.enumerated().sorted { a, b in
            let (fa, fb) = (position[a.element.file] ?? Int.max, position[b.element.file] ?? Int.max)
            return fa != fb ? fa < fb : a.offset < b.offset
        }.map(\.element)
    }

    /// The key of a layout's implied section count.
    public static func key(_ layout: LayoutDeclaration) -> String { layout.file + "\u{0}" + layout.name }

    /// The tree's modules: files grouped by the module `ModuleScope.identity` names (their target, else their folder
    /// root), in the order of their first file; a file in no module reads the tree's other files as its module, as the
    /// front end's evaluation gives them (`--with` companions); a `Package.swift` is read alone.
    static func modules(of files: [String]) -> [Module] {
        var order: [String] = [], groups: [String: [String]] = [:], loose: [String] = []
        var alone: [Module] = []
        for f in files {
            // A package's manifest is in no module (`ModuleScope` leaves it out of every one): read on its own, not
            // with the whole package below it as its module.
            if (f as NSString).lastPathComponent == "Package.swift" { alone.append(Module(searched: [f], others: [])); continue }
            guard let identity = ModuleScope.identity(of: f) else { loose.append(f); continue }
            if groups[identity] == nil { order.append(identity) }
            groups[identity, default: []].append(f)
        }
        var modules: [Module] = order.map { identity in
            let searched = groups[identity]!
            // A module that cannot be walked (over a budget) is read from its files alone; the evaluation says why.
            let scope = try? ModuleScope.of(searched[0], named: searched)
            return Module(searched: searched, others: scope?.files ?? [])
        }
        if !loose.isEmpty {
            let named = Set(loose)
            modules.append(Module(searched: loose, others: files.filter { !named.contains($0) }))
        }
        return modules + alone
    }

    /// One module's layouts (its catalog: from the cache, else parsed); a file that does not parse, or cannot be
    /// read, is in `broken`.
    private mutating func read(_ m: Module, summaries: SummaryStore) -> [LayoutDeclaration] {
        if let catalog = try? SwiftLayoutCatalog(listing: m.searched, moduleFiles: m.others, summaries: summaries) {
            if !catalog.isCached { modulesRead += 1 }
            let searched = Set(m.searched)
            broken.merge(catalog.unparsable.filter { searched.contains($0.key) }) { a, _ in a }
            return take(catalog)
        }
        // Files that cannot even be read together (one unreadable): each on its own.
        modulesRead += 1
        var good: [String] = []
        for f in m.searched {
            do { _ = try SwiftLayoutCatalog(paths: [f]); good.append(f) } catch {
                broken[f] = Self.message(error)
            }
        }
        // The broken files stay out of what is searched; as files of the module they are left out too
        // (`SwiftLayoutSet(parsing:)`), so the good files' layouts still see the rest of their module.
        guard !good.isEmpty else { return [] }
        do { return take(try SwiftLayoutCatalog(paths: good, moduleFiles: m.others)) } catch {
            // Said with its cause (a file of the module that cannot be read names itself), never a bare refusal.
            for f in good where broken[f] == nil { broken[f] = "the Swift files could not be read together: " + Self.message(error) }
            return []
        }
    }

    private mutating func take(_ catalog: SwiftLayoutCatalog) -> [LayoutDeclaration] {
        for l in catalog.layouts { impliedSectionCounts[Self.key(l)] = catalog.impliedSectionCount(of: l) }
        return catalog.layouts
    }

    static func message(_ error: Error) -> String {
        if let e = error as? SourceError { return e.message }
        return "\(error)"
    }
}
