import Foundation
import LayoutFiles

/// The Swift files of the module a layout file belongs to: the declarations its layout uses are taken from
/// wherever in the module they are declared, so a user names one file and never hunts for the others
/// (docs/swift-sources.md, "The module is the unit").
///
/// The root is the nearest enclosing folder that marks a module, walking up from the file: a Swift package's
/// target folder (`<package>/Sources/<Target>` or `<package>/Tests/<Target>` when the file is inside it, else the
/// package folder), the folder holding an `.xcodeproj`, or the root of a git checkout. `--module-root DIR`
/// overrides it. With no marker up to `/`, the module is the file alone.
///
/// Below the root every `.swift` file counts, except in hidden folders, build products (`.build`, `DerivedData`,
/// `Pods`, `Carthage`, `build`), test folders (a name ending in `Tests`) and nested modules (a folder with its own
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
    public static let maxEntries = 60_000
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "build", "node_modules",
                                              "fastlane", "vendor"]

    /// Swift files of the module whose names are not UTF-8 (folder path and escaped name): a walk cannot name them,
    /// so they are not read; the front end says so (`--with` takes one).
    public var undecodable: [String] = []

    public init(root: String?, files: [String], undecodable: [String] = []) {
        self.root = root; self.files = files; self.undecodable = undecodable
    }

    /// The module of `file` (the first file a command names); `named` are all the files the command names, left
    /// out of `files`. `override` is `--module-root`.
    public static func of(_ file: String, named: [String], override: String? = nil) throws -> ModuleScope {
        let root: String
        if let override {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: override, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SourceError("--module-root \(override): not a folder")
            }
            root = override
        } else {
            guard let found = findRoot(of: file) else { return ModuleScope(root: nil, files: []) }
            root = found
        }
        let exclude = Set(named.map(canonical))
        var undecodableIn: [String] = []
        let files = try swiftFiles(under: root, excluding: exclude, undecodableIn: &undecodableIn)
        let undecodable = undecodableIn.flatMap { folder in
            ArgumentNames.undecodableEntries(in: folder)
                .filter { !$0.isFolder && $0.shown.hasSuffix(".swift") && !$0.shown.hasPrefix(".") }
                .map { folder + "/" + $0.shown }
        }
        return ModuleScope(root: root, files: files, undecodable: undecodable)
    }

    /// The nearest module marker above `file` (see the type's comment), or nil; relative to the working
    /// directory when it lies below it, so messages name files as the user would.
    public static func findRoot(of file: String) -> String? {
        let fm = FileManager.default
        // A file named in bytes that are not UTF-8 is read through an alias (LayoutFiles/ArgumentNames): its module is
        // around the file, not around the link.
        var absolute = ArgumentNames.folderBehindAlias(file)
            ?? URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        var below: [String] = []   // folder names from the current folder down to the file
        for _ in 0..<256 {
            let entries = (try? fm.contentsOfDirectory(atPath: absolute)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return display(absolute) }
            if entries.contains("Package.swift") {
                if below.count >= 2, below[0] == "Sources" || below[0] == "Tests" {
                    return display(absolute + "/" + below[0] + "/" + below[1])
                }
                return display(absolute)
            }
            if entries.contains(".git") { return display(absolute) }
            if absolute == "/" || absolute.isEmpty { return nil }
            below.insert((absolute as NSString).lastPathComponent, at: 0)
            absolute = (absolute as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `path` relative to the working directory when it lies below it.
    static func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if path == cwd { return "." }
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }

    public static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Every Swift file below `root` that belongs to its module, sorted; refused when the budget is exceeded.
    /// `undecodableIn`: the folders holding a name the walk could not read (not UTF-8: U+FFFD in it names no file).
    static func swiftFiles(under root: String, excluding: Set<String>, undecodableIn: inout [String]) throws -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        var bytes = 0
        var entries = 0
        var pending = [root]
        func tooLarge(_ what: String) -> SourceError {
            SourceError("module root \(root): \(what); name the module's folder with --module-root DIR")
        }
        while let directory = pending.popLast() {
            guard let names = try? fm.contentsOfDirectory(atPath: directory) else { continue }
            entries += names.count
            if entries > maxEntries { throw tooLarge("more than \(maxEntries) files and folders below it") }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = directory + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    if name.contains("\u{FFFD}"), undecodableIn.last != directory { undecodableIn.append(directory) }
                    continue
                }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
                        || name.hasSuffix(".xcworkspace") || name.hasSuffix(".playground") { continue }
                    let inside = (try? fm.contentsOfDirectory(atPath: path)) ?? []
                    if inside.contains("Package.swift") || inside.contains(where: { $0.hasSuffix(".xcodeproj") }) { continue }
                    pending.append(path)
                } else if type == S_IFREG, name.hasSuffix(".swift"), name != "Package.swift" {
                    if excluding.contains(canonical(path)) { continue }
                    // Files too large to be read are left out here; naming one on the command line reports it.
                    guard Int(info.st_size) <= SwiftSourceFile.maxFileSize else { continue }
                    found.append(path)
                    bytes += Int(info.st_size)
                    if found.count > maxFiles { throw tooLarge("more than \(maxFiles) Swift files") }
                    if bytes > maxTotalBytes { throw tooLarge("more than \(maxTotalBytes >> 20) MiB of Swift") }
                }
            }
        }
        return found.sorted()
    }
}
