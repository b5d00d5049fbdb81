import Foundation
import LayoutSandbox
import LayoutSourceHost
import SwiftSyntax

/// The layouts of a set of Swift files: what `layout-render layouts` lists and what the other commands evaluate.
///
/// Finding needs only the parser (fast: no compiler). Evaluating compiles one program for the whole set (cached
/// by content) and runs it for one layout and one environment; the program answers with a spec document.
public struct SwiftLayoutSet {
    public let files: [SwiftSourceFile]
    let index: DeclarationIndex
    let found: [LayoutFinder.Found]
    public let layouts: [LayoutDeclaration]

    public init(paths: [String]) throws {
        try self.init(files: paths.map { try SwiftSourceFile(path: $0) })
    }

    public init(files: [SwiftSourceFile]) throws {
        self.files = files
        index = DeclarationIndex(files: files)
        var found = LayoutFinder.find(in: files, index: index)
        // Each declaration is searched once, however many layouts use it.
        var perNode: [Int: [RuntimeDependency]] = [:]
        for i in found.indices {
            let closure = Self.closure(of: found[i], index: index)
            var deps: [RuntimeDependency] = []
            for id in closure.included.sorted() where !index.nodes[id].kind.isContainer {
                if perNode[id] == nil {
                    let node = index.nodes[id]
                    perNode[id] = RuntimeDataFinder.dependencies(in: node.syntax, file: files[node.file])
                }
                deps += perNode[id]!
            }
            for part in found[i].expressionParts {
                deps += RuntimeDataFinder.dependencies(in: part, file: files[found[i].file])
            }
            found[i].declaration.dependencies = deps
        }
        self.found = found
        layouts = found.map(\.declaration)
    }

    static func closure(of f: LayoutFinder.Found, index: DeclarationIndex) -> DependencyClosure {
        let (seeds, names) = self.seeds(of: f)
        return DependencyClosure(index: index, seeds: seeds, extraNames: names)
    }

    /// Where a layout's dependency closure starts: its declaration, or for an expression the type that holds it and
    /// the names its code (expression and slice) mentions.
    static func seeds(of f: LayoutFinder.Found) -> (nodes: [DeclarationIndex.Node], names: Set<String>) {
        var seeds: [DeclarationIndex.Node] = []
        var names: Set<String> = []
        if let n = f.node { seeds.append(n) }
        for part in f.expressionParts { names.formUnion(DeclarationIndex.identifiers(in: part, excluding: nil)) }
        if f.expression != nil, let owner = f.expressionOwner?.parent { seeds.append(owner) }
        return (seeds, names)
    }

    /// The layout a command should use: the one named (qualified or, when unique, its simple name), else the only
    /// whole layout. Errors say what there is to choose from.
    public func select(_ name: String?) throws -> LayoutDeclaration {
        try Self.select(name, from: layouts, paths: files.map(\.path))
    }

    /// The layout named `name`, else the one whole layout. With `primary`, an unnamed choice looks only at that
    /// file's layouts: the other files were given for the declarations they hold (`--with`).
    static func select(_ name: String?, from all: [LayoutDeclaration], paths: [String], primary: String? = nil)
        throws -> LayoutDeclaration {
        let among = name == nil ? primary : nil
        let layouts = among.map { file in all.filter { $0.file == file } } ?? all
        let fileList = among ?? paths.joined(separator: ", ")
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
                                  + layouts.map(\.name).joined(separator: ", "))
            }
            throw SourceError("--layout: '\(name)' is ambiguous: " + matches.map { "\($0.name) (\($0.place))" }
                .joined(separator: ", ") + "; give the qualified name")
        }
        let whole = layouts.filter { $0.kind != .section }
        if whole.count == 1 { return whole[0] }
        if whole.isEmpty && layouts.count == 1 { return layouts[0] }
        let candidates = whole.isEmpty ? layouts : whole
        throw SourceError("\(fileList): \(candidates.count) layouts found; choose one with --layout NAME: "
                          + candidates.map { "\($0.name) (\($0.place))" }.joined(separator: ", "))
    }

    /// How many sections a layout's own code implies: the cases of the `Int` enum its provider builds with
    /// `Section(rawValue: index)` (or indexes with `Section.allCases[index]`), when there is exactly one.
    public func impliedSectionCount(of layout: LayoutDeclaration) -> Int? {
        guard let f = found.first(where: { $0.declaration == layout }) else { return nil }
        let closure = Self.closure(of: f, index: index)
        var enums: Set<Int> = []
        final class Visitor: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.arguments.first?.label?.text == "rawValue" {
                    if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text) }
                    if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
                       let b = m.base?.as(DeclReferenceExprSyntax.self) { names.insert(b.baseName.text) }
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "allCases", let b = node.base?.as(DeclReferenceExprSyntax.self) {
                    names.insert(b.baseName.text)
                }
                return .visitChildren
            }
        }
        let v = Visitor(viewMode: .sourceAccurate)
        for node in index.nodes where closure.contains(node) && !node.kind.isContainer { v.walk(node.syntax) }
        for part in f.expressionParts { v.walk(part) }
        for name in v.names {
            for node in index.byName[name] ?? [] where node.kind == .enumType { enums.insert(node.id) }
        }
        guard enums.count == 1, let e = index.nodes[enums.first!].syntax.as(EnumDeclSyntax.self) else { return nil }
        return e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.reduce(0) { $0 + $1.elements.count }
    }

    /// The generated program for all layouts of the set.
    func program() -> ProgramGenerator.Program {
        var seeds: [DeclarationIndex.Node] = []
        var names: Set<String> = []
        for f in found {
            let s = Self.seeds(of: f)
            seeds += s.nodes
            names.formUnion(s.names)
        }
        let callable = found.filter { $0.declaration.notCallable == nil }
        let closure = DependencyClosure(index: index, seeds: seeds, extraNames: names)
        return ProgramGenerator(files: files, index: index, closure: closure, layouts: callable).program()
    }

    /// Compiles the set's program (or takes it from the cache) and runs it with a request (JSON, see
    /// `HostRequest`): the answer is a spec document. Every failure is one line naming the place.
    public func evaluate(_ layout: LayoutDeclaration, requestJSON: String, toolchain: Toolchain? = nil,
                         cacheDirectory: String? = nil) throws -> String {
        try Self.checkCallable(layout)
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        return try Self.run(try compiled(toolchain: tools, cacheDirectory: cacheDirectory), for: layout,
                            requestJSON: requestJSON, tools: tools, cache: cache)
    }

    static func checkCallable(_ layout: LayoutDeclaration) throws {
        if let problem = layout.notCallable {
            throw SourceError("\(layout.place): \(layout.name) \(problem); only layouts without arguments (or taking "
                              + "the layout environment) can be evaluated")
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

    /// Runs a compiled program for one layout (sandboxed: `ProgramRunner`): its answer, or its failure as one line
    /// naming the layout's place. A program that no longer matches its fingerprint is never run.
    static func run(_ program: String, for layout: LayoutDeclaration, requestJSON: String, tools: Toolchain,
                    cache: CacheDirectory?) throws -> String {
        if cache != nil, !ProgramCache.verified(program) {
            throw StaleProgram()
        }
        let scratch = try cache?.makeScratch() ?? CacheDirectory.uncachedScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        switch try ProgramRunner.run(program, tools: tools, request: requestJSON, scratch: scratch) {
        case .answer(let text): return text
        case .failure(let message): throw SourceError("\(layout.place): \(layout.name) " + message)
        case .hostError(let message): throw SourceError("\(layout.place): \(layout.name): " + message)
        }
    }

    /// A cached program that does not match its fingerprint: discarded and compiled again, never run.
    struct StaleProgram: Error {}

    /// The path of the compiled program, compiling it if the cache has none (or none that matches its
    /// fingerprint). Without a cache directory it is compiled into a private scratch directory that this process
    /// removes when it ends (`UncachedPrograms`).
    public func compiled(toolchain: Toolchain? = nil, cacheDirectory: String? = nil) throws -> String {
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        let program = program()
        let source = program.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
        let build: (String) throws -> Void = { scratch in
            var paths: [String] = []
            for f in program.files {
                let path = scratch + "/" + f.name
                guard FileManager.default.createFile(atPath: path, contents: Data(f.text.utf8)) else {
                    throw CacheDirectory.problem("scratch directory", scratch, errno == 0 ? ENOSPC : errno)
                }
                paths.append(path)
            }
            // `import UIKit` in the user's code loads this package's LayoutUIKit.
            let args = ["-module-name", "LayoutProgram", "-module-alias", "UIKit=LayoutUIKit", "-Onone",
                        "-swift-version", "5", "-suppress-warnings"] + tools.linkArguments
                + paths + ["-o", scratch + "/program"]
            let moduleCache = (cache?.path).map { $0 + "/module-cache" } ?? scratch + "/module-cache"
            try CacheDirectory.makeDirectory(moduleCache, what: "compiler's module cache")
            let run = try ProgramRunner.compile(tools, arguments: args, scratch: scratch, moduleCache: moduleCache)
            if run.timedOut {
                throw SourceError("the Swift compiler did not finish within \(NumberFormat.seconds(RunPolicy.current.compilerTimeout)) s; "
                                  + "it and everything it started were stopped")
            }
            guard run.succeeded else { throw self.compileError(run.output, scratch: scratch, termination: run.termination) }
        }
        guard let cache else {
            let scratch = try CacheDirectory.uncachedScratch()
            UncachedPrograms.directories.append(scratch)
            try build(scratch)
            return scratch + "/program"
        }
        let found = try ProgramCache(cache: cache).program(source: source, fingerprint: tools.fingerprint(), build: build)
        cache.evict(limit: try CacheDirectory.maxSize(), keep: [(found as NSString).deletingLastPathComponent])
        return found
    }

    /// The compiler's first error, at the user's file and line (the generated files say `#sourceLocation`);
    /// an error in the generated calls is reported at the layout it calls.
    func compileError(_ stderr: Data, scratch: String, termination: SandboxOutcome.Termination = .exited(1)) -> SourceError {
        let text = String(decoding: stderr, as: UTF8.self)
        if text.contains("No space left on device") {
            return SourceError("no space left on the device holding \(scratch) while compiling the layout program; free some, "
                               + "or run 'layout-render cache clean'")
        }
        if case .signalled(let s) = termination {
            return SourceError("the Swift compiler was stopped by signal \(s) (its limits: docs/swift-sources.md)")
        }
        let lines = text.split(separator: "\n").map(String.init)
        guard let line = lines.first(where: { $0.contains(": error: ") }) ?? lines.first(where: { $0.contains("error:") })
        else { return SourceError("the Swift compiler failed: " + (lines.last ?? "no output, \(termination)")) }
        if line.hasPrefix(scratch) {
            let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            let place = layouts.first.map(\.place) ?? files.first?.path ?? ""
            return SourceError("\(place): error: \(message) (in the code generated to call the layouts)")
        }
        return SourceError(line)
    }
}

/// Programs compiled without a cache directory, removed when the front end ends.
public enum UncachedPrograms {
    nonisolated(unsafe) public static var directories: [String] = []
    public static func removeAll() {
        for d in directories { try? FileManager.default.removeItem(atPath: d) }
        directories = []
    }
}
