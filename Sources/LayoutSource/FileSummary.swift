import Foundation
import LayoutSystem
import SwiftSyntax

/// What one Swift file declares and uses, read once from its syntax and kept in the cache under the file's digest
/// (issue 32, item 3): enough to tell, without parsing, which files of a module a layout's code can reach. A module's
/// listing and a layout's program are then read from those files only (`FileReach`), so an edited file is parsed
/// again with the files its names reach, not with its whole module.
///
/// Every set errs on the side of more: a name in `declares` or `extensionMembers` that the dependency closure would
/// not take costs a file parsed, never a declaration missed. What counts follows `DependencyClosure`: a top-level
/// declaration is taken by its name; an extension with its type (by the type's name) or a protocol it conforms to; a
/// member of a type only once the type is taken (its file is reached by the type's name) — except a member of an
/// extension of a type the module does not declare as a class, struct, enum or actor (UIKit's, a protocol's), which
/// goes by its own name.
struct FileSummary: Codable, Equatable {
    /// Names that bring this file into a reading: its top-level declarations' names, the types its extensions
    /// extend (whole and by component) and the protocols they add (`DeclarationIndex.conformingExtensions`).
    var declares: [String] = []
    /// Every name its code uses, as the dependency closure wants them (`DeclarationIndex.identifiers`).
    var mentions: [String] = []
    /// The modules it imports.
    var imports: [String] = []
    /// Whether it may hold a layout: it names one of the words `LayoutFinder` finds layouts by. A file that does not
    /// can hold none, and is searched by no reading.
    var candidate = false
    /// The classes, structs, enums and actors it declares (type paths, nested ones too).
    var types: [String] = []
    /// Its top-level extensions: the type extended and the names its members declare (any depth).
    var extensions: [Extension] = []
    /// The file does not parse: the syntax error, as `SwiftSourceFile` says it (for this path).
    var syntaxError: String?

    struct Extension: Codable, Equatable {
        var type: String
        var members: [String]
    }

    /// The words a layout is found by (`LayoutFinder`: return types and annotations, `UICollectionViewCompositionalLayout`
    /// calls, the implicit `.list(using:)` and `.init(sectionProvider:)`).
    static let layoutWords: Set<String> = LayoutFinder.layoutTypes.union(LayoutFinder.sectionTypes)
        .union(LayoutFinder.providerTypes).union(["sectionProvider", "using"])

    init(syntaxError: String) { self.syntaxError = syntaxError }

    init(_ file: SwiftSourceFile) {
        let index = DeclarationIndex(files: [file])
        var declares: Set<String> = [], mentions: Set<String> = [], types: Set<String> = []
        for node in index.nodes {
            mentions.formUnion(node.mentions)
            if [.classType, .structType, .enumType, .actorType].contains(node.kind), let path = node.typePath { types.insert(path) }
        }
        // Code outside any declaration (a script's statements) and everything the layout finder reads.
        let all = DeclarationIndex.identifiers(in: file.tree, excluding: nil)
        mentions.formUnion(all)
        var extensions: [Extension] = []
        for node in index.topLevel.joined() {
            guard node.kind == .extensionDecl else { declares.formUnion(node.names); continue }
            let type = node.extendedType ?? ""
            declares.formUnion(Self.components(type))
            for inherited in node.syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                declares.formUnion(Self.components(inherited.type.trimmedDescription))
            }
            var members: Set<String> = []
            func collect(_ n: DeclarationIndex.Node) {
                members.formUnion(n.names)
                for label in DeclarationIndex.leadingLabels(of: n.syntax) { members.insert(DeclarationIndex.initializerKey(label)) }
                for m in n.members { collect(m) }
            }
            for m in node.members { collect(m) }
            extensions.append(Extension(type: type, members: members.sorted()))
        }
        self.declares = declares.sorted()
        self.mentions = mentions.sorted()
        self.types = types.sorted()
        self.extensions = extensions
        imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }.compactMap { $0.path.first?.name.text }
        candidate = !all.isDisjoint(with: Self.layoutWords)
    }

    /// A type's spelling and each of its dotted components (`Outer.Inner`, `Outer`, `Inner`).
    static func components(_ type: String) -> [String] {
        let parts = type.split(separator: ".").map(String.init)
        return parts.count > 1 ? [type] + parts : parts
    }
}

/// The file summaries of a run, from the cache (by the file's path and the digest of its bytes) or made now —
/// parsed through the run's `ParseMemo`, so the reading that then needs the file's syntax takes the same tree.
///
/// An entry is untrusted input: stored as `InputCache` stores a manifest (its key text beside it, the body sealed
/// with the key's digest and its own), so a summary cut short, altered or moved from another file's entry is
/// missing, and the file is parsed again.
final class SummaryStore: @unchecked Sendable {
    private let cache: CacheDirectory?
    let identity: String
    private var known: [String: FileSummary] = [:]
    private let lock = NSLock()
    /// Files summarised now (parsed), not taken from the cache.
    private(set) var made = 0

    /// Sorted keys: the same summary is the same bytes.
    static var encoder: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = .sortedKeys
        return e
    }

    /// The summary format and the program that makes it (the check program and the front end each keep their own).
    static let format = "layout-render file summary v1"

    init(cache: CacheDirectory?) {
        self.cache = cache
        identity = Self.format + "\n" + ContentIdentity.of("/proc/self/exe")
    }

    /// The run's store, in the user's cache (or none: then every summary is made in memory, for this run).
    static func locate(_ directory: String? = nil) -> SummaryStore {
        SummaryStore(cache: try? SwiftLayoutSet.cache(directory))
    }

    /// Where a file's summary is kept, and the key it must match.
    func entry(path: String, digest: String) -> InputCache.Entry? { entry(key: "\(path)\n\(digest)\n") }

    /// An entry of this store for `key` (with the store's identity).
    func entry(key: String) -> InputCache.Entry? {
        guard let cache else { return nil }
        let text = Data("\(identity)\n\(key)".utf8)
        return InputCache.Entry(directory: cache.inputs + "/" + ProgramCache.key(text), keyText: text)
    }

    /// The summary of `path` whose text is `text` (its digest `digest`).
    func summary(path: String, text: String, digest: String) -> FileSummary {
        lock.lock()
        if let s = known[path + "\n" + digest] { lock.unlock(); return s }
        lock.unlock()
        let entry = self.entry(path: path, digest: digest)
        if let entry, let body = load(entry, "summary.json"), let stored = try? JSONDecoder().decode(FileSummary.self, from: body) {
            remember(stored, path, digest)
            return stored
        }
        let made: FileSummary
        do { made = FileSummary(try SwiftSourceFile.parsed(path: path, text: text)) } catch {
            made = FileSummary(syntaxError: (error as? SourceError)?.message ?? "\(error)")
        }
        lock.lock(); self.made += 1; lock.unlock()
        remember(made, path, digest)
        if let entry, let body = try? SummaryStore.encoder.encode(made) { store(body, entry, "summary.json") }
        return made
    }

    private func remember(_ s: FileSummary, _ path: String, _ digest: String) {
        lock.lock(); known[path + "\n" + digest] = s; lock.unlock()
    }

    /// The body of an entry's file `name`, if the entry was stored for exactly this key and the body is whole.
    func load(_ entry: InputCache.Entry, _ name: String) -> Data? {
        guard FileManager.default.contents(atPath: entry.directory + "/key") == entry.keyText,
              let stored = FileManager.default.contents(atPath: entry.directory + "/" + name) else { return nil }
        return CacheDirectory.unsealed(stored, key: entry.keyText)
    }

    /// Built in a scratch folder and published with one rename, as every cache entry is.
    func store(_ body: Data, _ entry: InputCache.Entry, _ name: String) {
        cache?.publish(entry.directory, key: entry.keyText, files: [name: CacheDirectory.sealed(body, key: entry.keyText)])
    }
}

/// Which files of a module a reading needs, from their summaries alone: the files named, then every file declaring
/// a name that a file already taken mentions, until nothing new is reached. The dependency closure of any layout in
/// the files named stays within them (`FileSummary` says why), so a `SwiftLayoutSet` of these files finds the same
/// layouts with the same declarations — and `inputsDigest` — as one of the whole module.
struct FileReach {
    /// The module's files in order, each with its summary.
    let paths: [String]
    let summaries: [FileSummary]
    /// Name → the files (by number) that a want of it reaches.
    private var declarers: [String: [Int]] = [:]

    init(paths: [String], summaries: [FileSummary]) {
        self.paths = paths; self.summaries = summaries
        // Classes, structs, enums and actors of the module: an extension of one is reached by the type's name; an
        // extension of anything else (UIKit's types, a protocol) also by its members' names.
        let declaredTypes = Set(summaries.flatMap(\.types))
        for (i, s) in summaries.enumerated() where s.syntaxError == nil {
            for name in s.declares { declarers[name, default: []].append(i) }
            for e in s.extensions where !declaredTypes.contains(e.type) {
                for name in e.members { declarers[name, default: []].append(i) }
            }
        }
    }

    /// The files reached from `start` (numbers into `paths`), in module order.
    func reached(from start: [Int]) -> [Int] {
        var taken = Set<Int>(), pending = start, wanted = Set<String>()
        while let i = pending.popLast() {
            guard taken.insert(i).inserted, summaries[i].syntaxError == nil else { continue }
            for name in summaries[i].mentions where wanted.insert(name).inserted {
                pending += declarers[name] ?? []
            }
        }
        return taken.filter { summaries[$0].syntaxError == nil }.sorted()
    }
}
