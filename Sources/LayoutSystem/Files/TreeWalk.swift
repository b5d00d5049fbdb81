import Foundation

/// The one walk over a folder tree (issue 32): `check` and `layouts` (LayoutCheck/CheckFinder), module discovery
/// (LayoutSource/ModuleScope) and the build descriptions' folders and globs (LayoutSource/BuildDescription) all see
/// the same files. One skip list, one limit, one symbolic-link rule:
/// - **Skipped:** hidden names (`.git`, `.build`, …) and `skippedFolders` — build products and vendored
///   dependencies, whose Swift files are nobody's app code — and bundles that hold no sources (`.xcodeproj`,
///   `.xcworkspace`, `.xcassets`, `.playground`, and a DocC catalog, `.docc`, whose Swift files are a tutorial's
///   listings that no target compiles). A caller may skip more (`enter` answering false).
/// - **Limit:** at most `maxEntries` names listed over the whole walk; beyond it the walk stops with `Problem`, before
///   anything below is read.
/// - **Links:** the root is followed (the user named it); a symbolic link below it is never followed nor taken, so
///   nothing outside the root is reached through one.
/// Names are visited in sorted order, depth first, so a walk's result is the same on every machine.
public enum TreeWalk {
    /// Folders never entered, wherever they are.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "build", "node_modules",
                                                     "vendor", "fastlane"]
    /// Folder suffixes never entered: bundles of the build or of assets, not of sources.
    public static let skippedSuffixes = [".xcodeproj", ".xcworkspace", ".xcassets", ".playground", ".docc"]
    /// Names listed at most in one walk.
    public static let maxEntries = 500_000

    /// A walk that went over `maxEntries`.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// One file or folder met below the root.
    public struct Entry: Sendable {
        /// `root` + "/" + the names below it.
        public var path: String
        public var name: String
        /// Bytes (files).
        public var size: Int
    }

    /// Whether the walk leaves `name` (a folder's name) alone whatever the caller wants.
    public static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || skippedSuffixes.contains { name.hasSuffix($0) }
    }

    /// Walks below `root`: `enter` decides for each folder not skipped by the rules above, `skipped` hears each folder
    /// those rules skip (not hidden ones), `file` hears each regular file whose name is not hidden. Returns the folders holding a name that is not UTF-8 (it reaches us with U+FFFD
    /// and names no file; callers say so). Throws `Problem` past `limit` names, or what `file` throws.
    @discardableResult
    public static func walk(_ root: String, limit: Int = maxEntries, enter: (Entry) throws -> Bool = { _ in true },
                            skipped: (Entry) throws -> Void = { _ in }, file: (Entry) throws -> Void) throws -> [String] {
        let fm = FileManager.default
        let start = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        var pending = [start]
        var seen = 0
        var undecodableIn: [String] = []
        while let directory = pending.popLast() {
            guard let names = try? fm.contentsOfDirectory(atPath: directory) else { continue }
            seen += names.count
            if seen > limit {
                throw Problem(description: "\(root): more than \(limit) files and folders below it")
            }
            var folders: [String] = []
            for name in names.sorted() {
                let path = (directory == "/" ? "" : directory) + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    if name.contains("\u{FFFD}"), undecodableIn.last != directory { undecodableIn.append(directory) }
                    continue
                }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if isSkipped(folder: name) {
                        // A bundle is not walked; a caller may want to know it is there (an asset catalog).
                        if !name.hasPrefix(".") { try skipped(Entry(path: path, name: name, size: 0)) }
                        continue
                    }
                    guard try enter(Entry(path: path, name: name, size: 0)) else { continue }
                    folders.append(path)
                } else if type == S_IFREG, !name.hasPrefix(".") {
                    try file(Entry(path: path, name: name, size: Int(info.st_size)))
                }
                // Anything else — a symbolic link, a device, a pipe — is neither entered nor taken.
            }
            // Depth first in sorted order: the last pushed is the first walked.
            pending += folders.reversed()
        }
        return undecodableIn
    }
}
