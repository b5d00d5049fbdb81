import Foundation
import LayoutSystem

/// The Swift files of the module a layout file belongs to: the declarations its layout uses are taken from
/// wherever in the module they are declared, so a user names one file and never hunts for the others
/// (docs/swift-sources.md, "The module is the unit").
///
/// The module is the file's **target** when a build description above it says so (issue 32, `BuildDescriptions`):
/// an Xcode project's target whose sources include the file, a Swift package's target (`path:`, `sources:`,
/// `exclude:`), a Tuist project's target (`sources` patterns). With none, the folder rule below decides.
///
/// The folder rule: the root is the nearest enclosing folder that marks a module, walking up from the file: a Swift package's
/// target folder (`<package>/Sources/<Target>` or `<package>/Tests/<Target>` when the file is inside it, else the
/// package folder), the folder holding an `.xcodeproj`, or the root of a git checkout. `--module-root DIR`
/// overrides it. With no marker up to `/`, the module is the file alone.
///
/// Below the root every `.swift` file counts, except what the one tree walk skips (LayoutSystem/Files/TreeWalk: hidden folders,
/// build products, vendored dependencies, bundles), test folders (a name ending in `Tests`) and nested modules (a folder with its own
/// `Package.swift` or `.xcodeproj`): those are other modules. The walk is budgeted before anything is read.
public struct ModuleScope: Sendable, Equatable {
    /// The module's root folder, nil when the file has none (then only the files named are read).
    public let root: String?
    /// The module's Swift files other than the ones named, sorted (their paths as the walk found them).
    public let files: [String]

    /// At most this many Swift files in a module, this many bytes in all, and this many folder entries walked:
    /// a module root that is really a home folder or a monorepo is refused before it is read.
    public static let maxFiles = 3_000
    public static let maxTotalBytes = 48 << 20

    /// Swift files of the module whose names are not UTF-8 (folder path and escaped name): a walk cannot name them,
    /// so they are not read; the front end says so (`--with` takes one).
    public var undecodable: [String] = []
    /// The target the module is (`App`, with the description that declares it), nil when the folder rule decided.
    public var target: String?
    /// Why a build description above the file was not used (unreadable, computed, over a budget): one line each.
    public var notes: [String] = []

    public init(root: String?, files: [String], undecodable: [String] = [], target: String? = nil) {
        self.root = root; self.files = files; self.undecodable = undecodable; self.target = target
    }

    /// What names the module of `file` for grouping and for the uniqueness of layout names: its target
    /// (`target:<description>#<name>`), else its folder root (`findRoot`), else nil (a file alone).
    public static func identity(of file: String) -> String? {
        var notes: [String] = []
        if let owner = BuildDescriptions.owner(of: file, notes: &notes) {
            return "target:" + canonical(owner.description.manifest) + "#" + owner.target.name
        }
        return findRoot(of: file)
    }

    /// The target shown for `file` by `layouts` (`App`), or nil under the folder rule.
    public static func targetName(of file: String) -> String? {
        var notes: [String] = []
        return BuildDescriptions.owner(of: file, notes: &notes)?.target.name
    }

    /// The module of a target: its files, and those of the targets of the same description and of the app's own
    /// packages that they import (`@testable import App` from a test target, `import Core` from the app).
    static func of(target: BuildTarget, in description: BuildDescription, named: [String]) throws -> ModuleScope {
        let exclude = Set(named.map(canonical))
        var taken = exclude
        var files: [String] = []
        func add(_ more: [String]) throws {
            for f in more where taken.insert(canonical(f)).inserted { files.append(f) }
            if files.count > maxFiles {
                throw SourceError("target \(target.name) of \(display(description.manifest)): more than \(maxFiles) Swift files "
                                  + "with the targets it imports; name the module's folder with --module-root DIR")
            }
        }
        try add(target.files)
        // Targets of the same description that the module imports, and those they import in turn.
        var seen: Set<String> = [target.name], pending = named + files
        // The targets taken from this description: a package beside it with a target of the same name is not
        // looked in for them (`packageTargetFiles`).
        var resolved: Set<String> = [target.name]
        while let f = pending.popLast() {
            for name in importedModules(of: f) where seen.insert(name).inserted {
                guard let other = description.targets?.first(where: { $0.name == name && $0.kind != .test }) else { continue }
                resolved.insert(name)
                let before = files.count
                try add(other.files)
                pending += files[before...]
            }
        }
        let folder = (description.manifest as NSString).deletingLastPathComponent
        let home = description.manifest.hasSuffix("/project.pbxproj") ? (folder as NSString).deletingLastPathComponent : folder
        var packages: [String] = []
        try TreeWalk.walk(home, enter: { entry in
            guard FileManager.default.fileExists(atPath: entry.path + "/Package.swift") else { return true }
            if entry.path != home { packages.append(entry.path) }
            return false
        }, file: { _ in })
        // A package's own siblings (`Modules/Feed` beside `Modules/Core`), as for the folder rule's package targets.
        if description.manifest.hasSuffix("/Package.swift") {
            packages += siblingPackages(of: home).filter { canonical($0) != canonical(home) }
            packages += SwiftManifest.localDependencies(of: home)
        }
        var notes = description.notes
        let imported = try packageTargetFiles(importedBy: named + files, packages: packages, excluding: taken,
                                              budget: files.count, resolved: resolved, notes: &notes)
        var scope = ModuleScope(root: display(home), files: files + imported, target: target.name)
        scope.notes = notes
        return scope
    }

    /// The module of `file` (the first file a command names); `named` are all the files the command names, left
    /// out of `files`. `override` is `--module-root`.
    public static func of(_ file: String, named: [String], override: String? = nil) throws -> ModuleScope {
        let root: String
        var notes: [String] = []
        if override == nil, let owner = BuildDescriptions.owner(of: file, notes: &notes) {
            return try of(target: owner.target, in: owner.description, named: named)
        }
        if let override {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: override, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SourceError("--module-root \(override): not a folder")
            }
            root = override
        } else {
            guard let found = findRoot(of: file) else {
                var alone = ModuleScope(root: nil, files: [])
                alone.notes = notes
                return alone
            }
            root = found
        }
        let exclude = Set(named.map(canonical))
        var walked = try walk(root, excluding: exclude)
        // A test target's folder (not a package's `Tests/<Target>`): its tests `@testable import` the app, whose
        // module is the nearest marker above the folder.
        if override == nil, isTestFolder((root as NSString).lastPathComponent),
           (((root as NSString).deletingLastPathComponent) as NSString).lastPathComponent != "Tests",
           let app = findRoot(of: root + "/_", testTargets: false) {
            let more = try walk(app, excluding: exclude.union(walked.files.map(canonical)))
            walked.files += more.files
            walked.packages += more.packages
            walked.undecodableIn += more.undecodableIn
        }
        let packages = walked.packages + (enclosingPackage(of: root).map { [$0] + siblingPackages(of: $0) } ?? [])
        let imported = try packageTargetFiles(importedBy: named + walked.files, packages: packages,
                                              excluding: exclude.union(walked.files.map(canonical)), budget: walked.files.count,
                                              notes: &notes)
        let undecodable = walked.undecodableIn.flatMap { folder in
            ArgumentNames.undecodableEntries(in: folder)
                .filter { !$0.isFolder && $0.shown.hasSuffix(".swift") && !$0.shown.hasPrefix(".") }
                .map { folder + "/" + $0.shown }
        }
        var scope = ModuleScope(root: root, files: walked.files + imported, undecodable: undecodable)
        scope.notes = notes
        return scope
    }

    /// The package a target folder (`<package>/Sources/<Target>`) belongs to, so that the target's files see its
    /// sibling targets; nil for any other root.
    static func enclosingPackage(of root: String) -> String? {
        let parent = URL(fileURLWithPath: root).standardizedFileURL.deletingLastPathComponent()
        guard parent.lastPathComponent == "Sources" else { return nil }
        let package = parent.deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: package + "/Package.swift") ? display(package) : nil
    }

    /// The packages in the folder that holds `package` (`Modules/Feed` beside `Modules/Core`: how an app keeps its
    /// local packages, each depending on the others by `.package(path: "../Core")`).
    static func siblingPackages(of package: String) -> [String] {
        let parent = URL(fileURLWithPath: package).standardizedFileURL.deletingLastPathComponent().path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        return names.filter { !$0.hasPrefix(".") }.map { parent + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }.map(display)
    }

    /// The Swift files of the app's own package targets that `files` import — `import FeedKit` when a Swift package
    /// below the module root (or the package of the module's own target, or one beside it) has `Sources/FeedKit` —,
    /// and those that
    /// these import in turn: an app split into local packages declares its models and metrics there, and Xcode
    /// builds them with the app. Sorted per target, in the order found; within the module's budget (`count`
    /// files read so far).
    /// `resolved`: module names already taken (the targets of the module's own description), not looked for again.
    ///
    /// A name no package has is looked for among the framework and library targets of the repository's Xcode and Tuist
    /// projects (`projectTarget`): an app whose shared code is a framework of its own `.xcodeproj` (`import DesignKit`
    /// in one file of the app, its `UIFont` extension used in all). The names are those that any file of the module
    /// imports (`files` are all of them): Swift shows the extensions of a module imported by one file in every file.
    /// Such a target that cannot be used (its project unreadable, its files over the budget) is a note in `notes`.
    static func packageTargetFiles(importedBy files: [String], packages: [String], excluding: Set<String>,
                                   budget count: Int, resolved: Set<String> = [], notes: inout [String]) throws -> [String] {
        var taken = excluding, found: [String] = [], seenTargets = resolved, pending = files
        // The packages searched grow with the local packages each one depends on by path, as SwiftPM resolves them.
        var packages = packages, searched = Set(packages.map(canonical))
        var i = 0
        while i < packages.count {
            for dependency in SwiftManifest.localDependencies(of: packages[i]) where searched.insert(canonical(dependency)).inserted {
                packages.append(dependency)
            }
            i += 1
        }
        var total = count
        while let file = pending.popLast() {
            for name in importedModules(of: file) where seenTargets.insert(name).inserted && !ProgramGenerator.keptImports.contains(name) {
                // The package's manifest read as data names the target's folder (`path:`); a package whose manifest
                // cannot be read is taken by its folders (`Sources/<name>`).
                var more: [String] = []
                var folder = ""
                var located = false
                // The packages of the module first; then, for a name none of them has, every package of the repository
                // (an app's own package that its manifests reach by a computed path, or that Xcode links directly).
                var candidates = packages
                if !packages.contains(where: { target(name, in: $0) != nil }) {
                    candidates += repositoryPackages(of: file).filter { !searched.contains(canonical($0)) }
                }
                for package in candidates {
                    switch target(name, in: package) {
                    case nil: continue
                    case .listed(let files)?:
                        folder = package
                        more = files.filter { !taken.contains(canonical($0)) }
                    case .folder(let path)?:
                        folder = path
                        more = try walk(path, excluding: taken).files
                    }
                    located = true
                    break
                }
                if !located, let framework = projectTarget(name, importedBy: file, notes: &notes) {
                    let new = framework.files.filter { !taken.contains(canonical($0)) }
                    // Over the budget: the module as it was without it, and a note (a package over it is refused, as
                    // it always was; a framework found this way never turns a module that was read into a refusal).
                    guard total + new.count <= maxFiles else {
                        notes.append("\(display(framework.manifest)): target \(name) has more Swift files than the module's budget "
                                     + "(\(maxFiles)) leaves; not read")
                        continue
                    }
                    folder = framework.manifest
                    more = new
                    located = true
                }
                guard located else { continue }
                total += more.count
                if total > maxFiles {
                    throw SourceError("module \(folder): more than \(maxFiles) Swift files with the package targets the app "
                                      + "imports; name the module's folder with --module-root DIR")
                }
                for m in more { taken.insert(canonical(m)) }
                found += more
                pending += more
            }
        }
        return found
    }

    /// Where a package keeps a target: the files its manifest (read as data) lists, or — a manifest that cannot be
    /// read — its `Sources/<name>` folder.
    enum PackageTarget { case listed([String]), folder(String) }

    /// Package `package`'s (non-test) target `name`, if it has one.
    static func target(_ name: String, in package: String) -> PackageTarget? {
        let manifest = package + "/Package.swift"
        if let targets = BuildDescriptions.descriptions(in: package, repository: BuildDescriptions.repository(of: package))
            .first(where: { $0.manifest == manifest })?.targets {
            return targets.first { $0.name == name && $0.kind != .test }.map { .listed($0.files) }
        }
        var isDirectory: ObjCBool = false
        let folder = package + "/Sources/" + name
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue ? .folder(folder) : nil
    }

    /// Every Swift package of the repository `file` is in (folders holding a `Package.swift`, found by the one tree
    /// walk), sorted; listed once per process and repository.
    static func repositoryPackages(of file: String) -> [String] { repositoryManifests(of: file).packages }

    /// The repository's packages, and the folders holding its Xcode projects (an `.xcodeproj` with a `project.pbxproj`)
    /// and Tuist projects (`Project.swift`), from one walk of the one tree walk (which enters no `Pods`, `Carthage`,
    /// hidden folder, nor a symbolic link), sorted; listed once per process and repository.
    static func repositoryManifests(of file: String) -> RepositoryManifests.Listing {
        let repository = BuildDescriptions.repository(of: (file as NSString).deletingLastPathComponent)
        return RepositoryManifests.shared.listing(in: repository) {
            var packages: [String] = [], projects: Set<String> = []
            _ = try? TreeWalk.walk(repository, enter: { entry in
                if FileManager.default.fileExists(atPath: entry.path + "/Package.swift") { packages.append(display(entry.path)) }
                return true
            }, skipped: { entry in
                // A bundle the walk does not enter: an Xcode project is one.
                if entry.name.hasSuffix(".xcodeproj") { projects.insert((entry.path as NSString).deletingLastPathComponent) }
            }, file: { entry in
                if entry.name == "Project.swift" { projects.insert((entry.path as NSString).deletingLastPathComponent) }
            })
            return RepositoryManifests.Listing(packages: packages.sorted(), projects: projects.sorted())
        }
    }

    /// The framework or library target `name` (`BuildTarget.importable`) of the repository's Xcode and Tuist projects,
    /// the first in path order, with the project's manifest: the module `import name` in `file` brings. A project that
    /// cannot be read is a note (it may have been the one), and is passed over; so is one with sources outside the
    /// repository (those are left out, as for the module's own project).
    static func projectTarget(_ name: String, importedBy file: String, notes: inout [String])
        -> (manifest: String, files: [String])? {
        let repository = BuildDescriptions.repository(of: (file as NSString).deletingLastPathComponent)
        var unreadable: [String] = []
        for folder in repositoryManifests(of: file).projects {
            for d in BuildDescriptions.descriptions(in: folder, repository: repository) where !d.manifest.hasSuffix("/Package.swift") {
                guard let targets = d.targets else {
                    // Targets a Tuist manifest computes (`ProjectDescriptionHelpers`: `Target.makeTargets(name:)`): the
                    // target is the project's folder of that name, as those helpers place them. (An Xcode project that
                    // cannot be read stays a note: its file references are the only place its targets are.)
                    if d.manifest.hasSuffix("/Project.swift"), let files = computedTargetFiles(name, project: folder) {
                        let note = "\(display(d.manifest)): its targets are computed, not read; module \(name) taken from its folder"
                        if !notes.contains(note) { notes.append(note) }
                        return (d.manifest, files)
                    }
                    unreadable += d.notes
                    continue
                }
                guard let t = targets.first(where: { $0.name == name && $0.importable }) else { continue }
                for n in d.notes where !notes.contains(n) { notes.append(n) }
                return (d.manifest, t.files)
            }
        }
        for n in unreadable where !notes.contains(n) { notes.append(n) }
        return nil
    }

    /// The Swift files of target `name` of a project whose manifest computes its targets: the project's folder
    /// `name/Sources` (else `name`), or, when the project folder is itself named `name`, its `Sources` folder — where
    /// Tuist's helpers put a target's sources (`"\(path)\(name)/Sources/**"`). Nil when there is no such folder or it
    /// holds no Swift file; files too many for the module's budget are nil too (the module is read without them).
    static func computedTargetFiles(_ name: String, project folder: String) -> [String]? {
        // A module's name is an identifier: never a path (`import a/../b` names no folder).
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else { return nil }
        let fm = FileManager.default
        var candidates = [folder + "/" + name + "/Sources", folder + "/" + name]
        if (folder as NSString).lastPathComponent == name { candidates.insert(folder + "/Sources", at: 0) }
        for c in candidates {
            // A folder itself, not a link to one (attributes are read without following a link).
            guard (try? fm.attributesOfItem(atPath: c)[.type] as? FileAttributeType) == .typeDirectory,
                  (try? fm.attributesOfItem(atPath: (c as NSString).deletingLastPathComponent)[.type] as? FileAttributeType) == .typeDirectory,
                  let files = try? walk(c, excluding: []).files, !files.isEmpty else { continue }
            return files
        }
        return nil
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`, `public import X`),
    /// read from its lines without parsing; nothing when it cannot be read. Read once per run (`ImportMemo`: a
    /// module's files are asked again for every module root of a tree).
    static func importedModules(of file: String) -> [String] {
        ImportMemo.shared.modules(of: file, reading: readImportedModules)
    }

    static func readImportedModules(of file: String) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        var names: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            // Only a line that starts with `import`, an attribute or a modifier can import (most lines are skipped
            // without being split into words).
            guard let first = line.first(where: { $0 != " " && $0 != "\t" }), "i@pf".contains(first) else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let w = words.first, w.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(w) {
                words.removeFirst()
            }
            guard words.count >= 2, words[0] == "import" else { continue }
            let path = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(words[1]) && words.count >= 3
                ? words[2] : words[1]
            if let module = path.split(separator: ".").first { names.append(String(module)) }
        }
        return names
    }

    /// The nearest module marker above `file` (see the type's comment), or nil; relative to the working
    /// directory when it lies below it, so messages name files as the user would.
    public static func findRoot(of file: String) -> String? { findRoot(of: file, testTargets: true) }

    /// `testTargets`: whether a test target's folder on the way up is the module (false: the app's marker above it).
    static func findRoot(of file: String, testTargets: Bool) -> String? {
        let fm = FileManager.default
        // A file named in bytes that are not UTF-8 is read through an alias (LayoutSystem/Terminal/ArgumentNames): its module is
        // around the file, not around the link.
        var absolute = ArgumentNames.folderBehindAlias(file)
            ?? URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        var below: [String] = []   // folder names from the current folder down to the file
        // The nearest test target's folder (`AppTests`, `AppUITests`) on the way up: a file there is that target's,
        // not the app's (the app's own walk leaves test folders out).
        var testTarget: String?
        for _ in 0..<256 {
            let entries = (try? fm.contentsOfDirectory(atPath: absolute)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return display(testTarget ?? absolute) }
            if entries.contains("Package.swift") {
                if below.count >= 2, below[0] == "Sources" || below[0] == "Tests" {
                    return display(absolute + "/" + below[0] + "/" + below[1])
                }
                return display(testTarget ?? absolute)
            }
            if entries.contains(".git") { return display(testTarget ?? absolute) }
            if testTargets, testTarget == nil, isTestFolder((absolute as NSString).lastPathComponent) { testTarget = absolute }
            if absolute == "/" || absolute.isEmpty { return nil }
            below.insert((absolute as NSString).lastPathComponent, at: 0)
            absolute = (absolute as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// A test target's folder by its name (`FeedTests`, `FeedUITests`): the walk leaves these out of the app's
    /// module, and a file inside one has the folder as its module.
    static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") }

    /// `path` relative to the working directory when it lies below it.
    static func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if path == cwd { return "." }
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }

    /// The path with its links resolved, absolute. Asked again and again for the same files (every module of a tree
    /// takes its packages' files), so remembered for this process (`CanonicalPaths`): a tree's links do not change
    /// while it is read.
    public static func canonical(_ path: String) -> String {
        CanonicalPaths.shared.canonical(path) { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path }
    }

    /// Every Swift file below `root` that belongs to its module, sorted; refused when the budget is exceeded.
    static func swiftFiles(under root: String, excluding: Set<String>) throws -> [String] {
        try walk(root, excluding: excluding).files
    }

    /// The module's Swift files below `root`, sorted, the Swift packages met below it (other modules, not
    /// entered: an app's local packages), and the folders holding a name the walk could not read (not UTF-8:
    /// U+FFFD in it names no file).
    static func walk(_ root: String, excluding: Set<String>) throws
        -> (files: [String], packages: [String], undecodableIn: [String]) {
        var found: [String] = [], packages: [String] = []
        var bytes = 0
        func tooLarge(_ what: String) -> SourceError {
            SourceError("module root \(root): \(what); name the module's folder with --module-root DIR")
        }
        let undecodableIn: [String]
        do {
            // The one tree walk (LayoutSystem/Files/TreeWalk); test folders and nested modules are other modules.
            undecodableIn = try TreeWalk.walk(root, enter: { folder in
                if isTestFolder(folder.name) { return false }
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if inside.contains("Package.swift") { packages.append(folder.path); return false }
                return !inside.contains(where: { $0.hasSuffix(".xcodeproj") })
            }, file: { entry in
                guard entry.name.hasSuffix(".swift"), entry.name != "Package.swift" else { return }
                if excluding.contains(canonical(entry.path)) { return }
                // Files too large to be read are left out here; naming one on the command line reports it.
                guard entry.size <= SwiftSourceFile.maxFileSize else { return }
                found.append(entry.path)
                bytes += entry.size
                if found.count > maxFiles { throw tooLarge("more than \(maxFiles) Swift files") }
                if bytes > maxTotalBytes { throw tooLarge("more than \(maxTotalBytes >> 20) MiB of Swift") }
            })
        } catch let e as TreeWalk.Problem {
            _ = e
            throw tooLarge("more than \(TreeWalk.maxEntries) files and folders below it")
        }
        return (found.sorted(), packages.sorted(), undecodableIn)
    }
}

/// What `ModuleScope.importedModules` read, per file for this process, checked against the file's size and
/// modification time on every use (a file edited meanwhile is read again).
final class ImportMemo: @unchecked Sendable {
    static let shared = ImportMemo()
    private var entries: [String: (stamp: String, modules: [String])] = [:]
    private let lock = NSLock()

    func modules(of file: String, reading: (String) -> [String]) -> [String] {
        var info = stat()
        guard stat(file, &info) == 0 else { return reading(file) }
        let stamp = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
        lock.lock()
        if let e = entries[file], e.stamp == stamp { lock.unlock(); return e.modules }
        lock.unlock()
        let modules = reading(file)
        lock.lock(); entries[file] = (stamp, modules); lock.unlock()
        return modules
    }
}

/// `ModuleScope.canonical`'s answers for this process, by the path as asked (relative paths with the working
/// directory, which a command does not change), at most `limit` of them (then started afresh).
final class CanonicalPaths: @unchecked Sendable {
    static let shared = CanonicalPaths()
    static let limit = 200_000
    private var known: [String: String] = [:]
    private let lock = NSLock()

    func canonical(_ path: String, resolving: (String) -> String) -> String {
        let key = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        lock.lock()
        if let c = known[key] { lock.unlock(); return c }
        lock.unlock()
        let c = resolving(path)
        lock.lock()
        if known.count >= Self.limit { known = [:] }
        known[key] = c
        lock.unlock()
        return c
    }
}

/// The packages and projects of each repository, listed once per process (`ModuleScope.repositoryManifests`).
final class RepositoryManifests: @unchecked Sendable {
    struct Listing: Sendable { var packages: [String]; var projects: [String] }
    static let shared = RepositoryManifests()
    private var lists: [String: Listing] = [:]
    private let lock = NSLock()

    func listing(in repository: String, making: () -> Listing) -> Listing {
        lock.lock(); defer { lock.unlock() }
        if let known = lists[repository] { return known }
        let found = making()
        lists[repository] = found
        return found
    }
}
