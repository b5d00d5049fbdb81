import Foundation
import LayoutSystem
import SwiftParser
import SwiftSyntax
import Synchronization

/// A target of a build description: its name, what it builds, and its Swift files (absolute, standardized, sorted).
struct BuildTarget: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case app, library, test }
    var name: String
    var kind: Kind
    var files: [String] { didSet { members = Set(files.map(ModuleScope.canonical)) } }
    /// The files with links resolved: what a file named through another path is compared with.
    private(set) var members: Set<String>
    /// Whether another target imports it by its name (`import DesignKit`): a package's library target, an Xcode or
    /// Tuist framework or library — not an app, a test bundle or an app extension.
    var importable: Bool

    init(name: String, kind: Kind, files: [String], importable: Bool = false) {
        self.name = name; self.kind = kind; self.files = files; self.importable = importable
        members = Set(files.map(ModuleScope.canonical))
    }
}

/// What one build description says (issue 32): an Xcode project, a Swift package manifest or a Tuist manifest, read
/// statically — never run. `targets` nil: the file marks a module but says nothing usable about its targets (a
/// marker with no property list, a manifest that computes its targets, one over a budget); then the folder rule
/// decides, and `notes` say why.
struct BuildDescription: Sendable {
    var manifest: String
    var targets: [BuildTarget]?
    var notes: [String]
}

/// Finds and reads the build descriptions that decide a Swift file's module (docs/swift-sources.md, "The module is
/// the unit"). Each description is read once per process.
enum BuildDescriptions {
    /// A `Package.swift` or `Project.swift` larger than this is not read (a generated manifest of that size computes
    /// its targets anyway); targets read from one description at most; patterns of one target at most.
    static let maxManifestBytes = 1 << 20
    static let maxTargets = 2_000
    static let maxPatterns = 256

    /// What this process has read: each description by its canonical path, and the manifests' names in each folder
    /// asked about (every file's lookup walks up the same folders). Behind a mutex: modules are scoped in parallel.
    private struct Memo {
        var descriptions: [String: BuildDescription] = [:]
        var manifests: [String: [String]] = [:]
        /// Each folder's repository (`repository(of:)`), and each package's local dependencies with the stamp of the
        /// manifest they were read from (`SwiftManifest.localDependencies`).
        var repositories: [String: String] = [:]
        var dependencies: [String: (stamp: String, paths: [String])] = [:]
    }
    private static let memo = Mutex(Memo())

    /// The build descriptions in `folder`, in a fixed order: each `.xcodeproj` (sorted), `Package.swift`, `Project.swift`.
    static func descriptions(in folder: String, repository: String) -> [BuildDescription] {
        let listed = memo.withLock { $0.manifests[folder] }
        let names = listed ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == "Project.swift" }.sorted()
        if listed == nil { memo.withLock { $0.manifests[folder] = names } }
        var out: [BuildDescription] = []
        for name in names where name.hasSuffix(".xcodeproj") && !name.hasPrefix(".") {
            if FileManager.default.fileExists(atPath: folder + "/" + name + "/project.pbxproj") {
                out.append(read(folder + "/" + name + "/project.pbxproj", repository: repository, with: XcodeProject.read))
            }
        }
        if names.contains("Package.swift") {
            out.append(read(folder + "/Package.swift", repository: repository, with: SwiftManifest.readPackage))
        }
        if names.contains("Project.swift") {
            out.append(read(folder + "/Project.swift", repository: repository, with: SwiftManifest.readTuist))
        }
        return out
    }

    /// One description, from the cache or read now; a description that cannot be read is a note and no targets.
    private static func read(_ path: String, repository: String,
                             with reader: (String, String) throws -> BuildDescription) -> BuildDescription {
        let key = ModuleScope.canonical(path)
        if let known = memo.withLock({ $0.descriptions[key] }) { return known }
        let shown = ModuleScope.display(path)
        let description: BuildDescription
        let repo = ModuleScope.canonical(repository)
        if !(key == repo || key.hasPrefix(repo + "/")) {
            description = BuildDescription(manifest: path, targets: nil,
                                           notes: ["\(shown): a link out of the repository, not read; its folder is the module"])
        } else {
            do { description = try reader(path, repository) } catch {
                description = BuildDescription(manifest: path, targets: nil,
                                               notes: ["\(shown): cannot be read (\(error)); its folder is the module"])
            }
        }
        memo.withLock { $0.descriptions[key] = description }
        return description
    }

    /// The repository holding `folder`: the nearest folder above with `.git`, else `folder` itself.
    static func repository(of folder: String) -> String {
        let start = URL(fileURLWithPath: folder).standardizedFileURL.path
        if let known = memo.withLock({ $0.repositories[start] }) { return known }
        // Walking up: a folder on the way whose repository is known answers for this one too (every folder between
        // it and the start is inside the same repository).
        var visited: [String] = []
        var f = start
        for _ in 0..<256 {
            if let known = memo.withLock({ $0.repositories[f] }), known != f || FileManager.default.fileExists(atPath: f + "/.git") {
                memo.withLock { m in for v in visited { m.repositories[v] = known } }
                return known
            }
            if FileManager.default.fileExists(atPath: f + "/.git") {
                memo.withLock { m in for v in visited + [f] { m.repositories[v] = f } }
                return f
            }
            visited.append(f)
            if f == "/" || f.isEmpty { break }
            f = (f as NSString).deletingLastPathComponent
        }
        // No repository above: the folder itself (said of this folder only).
        memo.withLock { $0.repositories[start] = start }
        return start
    }

    /// A manifest's local dependencies as this process read them, if the manifest has not changed since.
    static func rememberedDependencies(of manifest: String, stamp: String) -> [String]? {
        memo.withLock { m in m.dependencies[manifest].flatMap { $0.stamp == stamp ? $0.paths : nil } }
    }

    static func rememberDependencies(of manifest: String, stamp: String, _ paths: [String]) {
        memo.withLock { $0.dependencies[manifest] = (stamp, paths) }
    }



    /// The target a file is checked in, found walking up from the file to the repository's root: the first
    /// description above it with a target whose sources include the file; among several such targets the first app
    /// target, else the first that is not a test, else the first. `notes` hears why a description could not be used.
    static func owner(of file: String, notes: inout [String]) -> (description: BuildDescription, target: BuildTarget)? {
        let path = URL(fileURLWithPath: ArgumentNames.folderBehindAlias(file) ?? (file as NSString).deletingLastPathComponent)
            .standardizedFileURL.path
        let me = ModuleScope.canonical(ArgumentNames.folderBehindAlias(file).map {
            $0 + "/" + ((ArgumentNames.shown(file)) as NSString).lastPathComponent } ?? file)
        let repository = repository(of: path)
        var folder = path
        for _ in 0..<256 {
            for d in descriptions(in: folder, repository: repository) {
                notes += d.notes
                guard let targets = d.targets else { continue }
                let holding = targets.filter { $0.members.contains(me) }
                if let t = holding.first(where: { $0.kind == .app }) ?? holding.first(where: { $0.kind != .test }) ?? holding.first {
                    return (d, t)
                }
            }
            if folder == repository || folder == "/" || folder.isEmpty { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The Swift files below `base` matched by `patterns` (relative to `base`, `*`, `**`, `?`, `[…]`: LayoutSystem/Files/Glob)
    /// less those matched by `excluding`. A pattern that is absolute or climbs out with `..` is refused.
    static func expand(_ patterns: [String], excluding: [String], in base: String, budget: Int) throws -> [String] {
        guard patterns.count + excluding.count <= maxPatterns else {
            throw SourceError("more than \(maxPatterns) source patterns in one target")
        }
        func glob(_ p: String) throws -> Glob {
            let clean = p.hasPrefix("./") ? String(p.dropFirst(2)) : p
            guard !clean.hasPrefix("/"), !clean.split(separator: "/").contains("..") else {
                throw SourceError("the pattern \(p) reaches outside the manifest's folder")
            }
            do { return try Glob(clean) } catch { throw SourceError("the pattern \(p): \(error)") }
        }
        let includes = try patterns.map(glob), excludes = try excluding.map(glob)
        var found: Set<String> = []
        for g in includes {
            // Walk from the pattern's folder before its first wildcard only.
            let parts = g.pattern.split(separator: "/").map(String.init)
            let fixed = parts.prefix { part in !part.contains { "*?[".contains($0) } }
            let start = fixed.count == parts.count ? Array(fixed.dropLast()) : Array(fixed)
            let root = ([base] + start).joined(separator: "/")
            if fixed.count == parts.count {
                // A plain path: one file, or every Swift file of a folder.
                let path = g.pattern == "." ? base : base + "/" + g.pattern
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if !isDirectory.boolValue { if path.hasSuffix(".swift") { found.insert(path) }; continue }
                try TreeWalk.walk(path) { e in if e.name.hasSuffix(".swift") { found.insert(e.path) } }
            } else {
                try TreeWalk.walk(root) { e in
                    guard e.name.hasSuffix(".swift"), g.matches(String(e.path.dropFirst(base.count + 1))) else { return }
                    found.insert(e.path)
                    if found.count > budget { throw SourceError("the pattern \(g.pattern) matches more than \(budget) Swift files") }
                }
            }
        }
        return found.filter { f in
            let relative = String(f.dropFirst(base.count + 1))
            return !excludes.contains { $0.matches(relative) || relative.hasPrefix($0.pattern + "/") }
        }.sorted()
    }
}

/// `Package.swift` and Tuist's `Project.swift` parsed with swift-syntax as data, never compiled nor run: the target
/// calls written as literals (`.target(name: "Feed", path: "Modules/Feed", exclude: ["Old"])`,
/// `.target(name: "App", product: .app, sources: ["Targets/App/Sources/**"])`). A manifest that computes them (a name
/// or a path that is not a string literal, targets made by a function) is a note, and the folder rule.
enum SwiftManifest {
    static let packageTargets: Set<String> = ["target", "executableTarget", "testTarget"]

    static func literal(_ e: ExprSyntax?) -> String? {
        guard let s = e?.as(StringLiteralExprSyntax.self) else { return nil }
        var out = ""
        for seg in s.segments {
            guard let text = seg.as(StringSegmentSyntax.self) else { return nil }
            out += text.content.text
        }
        return out
    }

    static func literals(_ e: ExprSyntax?) -> [String]? {
        guard let e else { return [] }
        if let one = literal(e) { return [one] }
        guard let array = e.as(ArrayExprSyntax.self) else { return nil }
        var out: [String] = []
        for element in array.elements { guard let s = literal(element.expression) else { return nil }; out.append(s) }
        return out
    }

    static func parse(_ path: String) throws -> SourceFileSyntax {
        try InputFile.check(path, as: InputFile.Kind("manifest"), maxSize: BuildDescriptions.maxManifestBytes)
        guard let data = FileManager.default.contents(atPath: path) else { throw SourceError("cannot be read") }
        return SwiftSourceFile.parse(String(decoding: data, as: UTF8.self))
    }

    /// The calls named `names` (`.target(…)`, `Target.target(…)`, `Target(…)`), in the order written.
    static func calls(in tree: SourceFileSyntax, named names: Set<String>, types: Set<String>) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            let names: Set<String>, types: Set<String>
            init(_ names: Set<String>, _ types: Set<String>) { self.names = names; self.types = types; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // `.target(name: "Core")` in a target's `dependencies:` names a target; it declares none.
                if node.parent?.ancestorOrSelf(mapping: { $0.as(LabeledExprSyntax.self)?.label?.text == "dependencies" ? $0 : nil }) != nil {
                    return .visitChildren
                }
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self), names.contains(m.declName.baseName.text),
                   m.base == nil || types.contains(m.base!.trimmedDescription) {
                    found.append(node)
                } else if let d = node.calledExpression.as(DeclReferenceExprSyntax.self), types.contains(d.baseName.text) {
                    found.append(node)
                }
                return .visitChildren
            }
        }
        let f = Finder(names, types)
        f.walk(tree)
        return f.found
    }

    /// The local packages a manifest depends on (`.package(path: "../../DesignKit")`, a literal path), resolved
    /// from its folder: those inside the repository that hold a `Package.swift`. How an app split into packages
    /// reaches one that is neither below it nor beside it.
    static func localDependencies(of package: String) -> [String] {
        // Read once per process while the manifest is unchanged: every module of a tree asks for its packages'.
        let manifest = package + "/Package.swift"
        var info = stat()
        let stamp = stat(manifest, &info) == 0
            ? "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)" : nil
        let key = URL(fileURLWithPath: manifest).standardizedFileURL.path
        if let stamp, let known = BuildDescriptions.rememberedDependencies(of: key, stamp: stamp) { return known }
        let found = readLocalDependencies(of: package)
        if let stamp { BuildDescriptions.rememberDependencies(of: key, stamp: stamp, found) }
        return found
    }

    private static func readLocalDependencies(of package: String) -> [String] {
        guard let tree = try? parse(package + "/Package.swift") else { return [] }
        final class Finder: SyntaxVisitor {
            var paths: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "package",
                   let path = SwiftManifest.literal(SwiftManifest.argument(node, "path")) {
                    paths.append(path)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let repository = BuildDescriptions.repository(of: package)
        return finder.paths.compactMap { relative -> String? in
            guard !relative.hasPrefix("/") else { return nil }
            let path = URL(fileURLWithPath: package + "/" + relative).standardizedFileURL.path
            guard inside(path, repository), FileManager.default.fileExists(atPath: path + "/Package.swift") else { return nil }
            return ModuleScope.display(path)
        }
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    static func computed(_ path: String, _ why: String) -> BuildDescription {
        BuildDescription(manifest: path, targets: nil,
                         notes: ["\(ModuleScope.display(path)): \(why): its targets are computed, not read; its folder is the module"])
    }

    static func inside(_ path: String, _ repository: String) -> Bool {
        let c = ModuleScope.canonical(path), r = ModuleScope.canonical(repository)
        return c == r || c.hasPrefix(r + "/")
    }

    /// A Swift package's targets: `path:` (else `Sources/<name>`, `Source/`, `src/`, `srcs/`; `Tests/<name>` for a
    /// test target; the whole folder for a package's only target of its kind without one), `sources:` (files or
    /// folders below the path) and `exclude:`.
    static func readPackage(_ path: String, repository: String) throws -> BuildDescription {
        let tree = try parse(path)
        let package = (path as NSString).deletingLastPathComponent
        var targets: [BuildTarget] = []
        let found = calls(in: tree, named: packageTargets, types: ["Target"])
        guard found.count <= BuildDescriptions.maxTargets else { return computed(path, "more than \(BuildDescriptions.maxTargets) targets") }
        // SwiftPM lets a package's only regular target (and its only test target) occupy the whole predefined folder
        // (`Sources/`, `Tests/`) when there is no `Sources/<name>` (swift-package-manager #6294): `MidoriViewModels`
        // kept in `Sources/ViewModels`.
        func isTestCall(_ c: FunctionCallExprSyntax) -> Bool {
            c.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "testTarget"
        }
        let regularCount = found.filter { !isTestCall($0) }.count, testCount = found.count - regularCount
        for call in found {
            let m = call.calledExpression.as(MemberAccessExprSyntax.self)
            let isTest = isTestCall(call)
            guard let name = literal(argument(call, "name")) else {
                return computed(path, "line \(line(of: call, in: tree)): a target whose name is not a string literal")
            }
            let given = argument(call, "path")
            guard given == nil || literal(given) != nil, let sources = literals(argument(call, "sources")),
                  let exclude = literals(argument(call, "exclude")) else {
                return computed(path, "line \(line(of: call, in: tree)): target \(name)'s path, sources or exclude is not literal")
            }
            let folder: String
            if let p = literal(given) {
                folder = package + "/" + p
            } else {
                let candidates = isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
                let whole = (isTest ? testCount : regularCount) == 1
                    ? candidates.map { package + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) } : nil
                folder = candidates.map { package + "/" + $0 + "/" + name }.first { FileManager.default.fileExists(atPath: $0) }
                    ?? whole ?? package + "/" + candidates[0] + "/" + name
            }
            guard inside(folder, repository) || !FileManager.default.fileExists(atPath: folder) else {
                return computed(path, "target \(name)'s folder is outside the repository")
            }
            let base = URL(fileURLWithPath: folder).standardizedFileURL.path
            var files: [String] = []
            if FileManager.default.fileExists(atPath: base) {
                files = try BuildDescriptions.expand(sources.isEmpty ? ["."] : sources, excluding: exclude, in: base,
                                                     budget: ModuleScope.maxFiles)
            }
            let kind: BuildTarget.Kind = isTest ? .test : (m?.declName.baseName.text == "executableTarget" ? .app : .library)
            targets.append(BuildTarget(name: name, kind: kind, files: files, importable: kind == .library))
        }
        if targets.isEmpty { return empty(path, tree) }
        return BuildDescription(manifest: path, targets: targets, notes: [])
    }

    /// A manifest without targets: one that names `targets` computes them (a note); one that does not (a comment, a
    /// package of products only) marks its folder, as an empty project file does.
    static func empty(_ path: String, _ tree: SourceFileSyntax) -> BuildDescription {
        if tree.description.contains("targets") { return computed(path, "no target written as a literal call") }
        return BuildDescription(manifest: path, targets: nil, notes: [])
    }

    /// A Tuist project's targets: `.target(name:, product:, sources:)` / `Target(…)` with `sources` as a pattern, a list
    /// of them, `.paths([…])` or `.glob("…", excluding: […])`, relative to the manifest's folder.
    static func readTuist(_ path: String, repository: String) throws -> BuildDescription {
        let tree = try parse(path)
        let base = URL(fileURLWithPath: (path as NSString).deletingLastPathComponent).standardizedFileURL.path
        var targets: [BuildTarget] = []
        let found = calls(in: tree, named: ["target"], types: ["Target"]).filter { argument($0, "name") != nil }
        guard found.count <= BuildDescriptions.maxTargets else { return computed(path, "more than \(BuildDescriptions.maxTargets) targets") }
        for call in found {
            guard let name = literal(argument(call, "name")) else {
                return computed(path, "line \(line(of: call, in: tree)): a target whose name is not a string literal")
            }
            var patterns: [String] = [], excluding: [String] = []
            if let sources = argument(call, "sources") {
                // Every string of the expression is a pattern, those under `excluding:` patterns left out; anything
                // but strings, arrays and Tuist's `.paths`/`.glob` calls is computed.
                final class Strings: SyntaxVisitor {
                    var patterns: [String] = [], excluding: [String] = [], computed = false
                    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                        guard let s = SwiftManifest.literal(ExprSyntax(node)) else { computed = true; return .skipChildren }
                        let under = node.ancestorOrSelf(mapping: { $0.as(LabeledExprSyntax.self)?.label?.text == "excluding" ? $0 : nil })
                        if under != nil { excluding.append(s) } else { patterns.append(s) }
                        return .skipChildren
                    }
                    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                        if !["paths", "glob", "init"].contains(node.baseName.text) { computed = true }
                        return .visitChildren
                    }
                }
                let s = Strings(viewMode: .sourceAccurate)
                s.walk(sources)
                if s.computed { return computed(path, "line \(line(of: call, in: tree)): target \(name)'s sources are not literal") }
                patterns = s.patterns; excluding = s.excluding
            }
            let product = argument(call, "product")?.trimmedDescription ?? ""
            let kind: BuildTarget.Kind = product.hasSuffix("app") || product.hasSuffix("commandLineTool") ? .app
                : product.hasSuffix("Tests") ? .test : .library
            let files = try BuildDescriptions.expand(patterns, excluding: excluding, in: base, budget: ModuleScope.maxFiles)
            // `.framework`, `.staticFramework`, `.staticLibrary`, `.dynamicLibrary`: what an app imports by name.
            let importable = ["framework", "Framework", "Library"].contains { product.hasSuffix($0) }
            targets.append(BuildTarget(name: name, kind: kind, files: files, importable: importable))
        }
        if targets.isEmpty { return empty(path, tree) }
        return BuildDescription(manifest: path, targets: targets, notes: [])
    }

    static func line(of node: some SyntaxProtocol, in tree: SourceFileSyntax) -> Int {
        SourceLocationConverter(fileName: "", tree: tree).location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}
