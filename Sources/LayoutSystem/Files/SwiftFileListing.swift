import Foundation

/// The Swift files a command names: each file argument as given, each folder replaced by the Swift files below it
/// as the one tree walk finds them (`TreeWalk`), named relative to the folder as typed. `layout-render layouts` lists
/// with it (in the light front end, which links no check); `check` finds through `LayoutCheck/CheckFinder`, on the
/// same walk and with the same rule for names that are not UTF-8 (`TreeWalk.undecodable`).
public enum SwiftFileListing {
    /// A folder without Swift files, or one past the walk's limit.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// `note` hears of each Swift file or folder below a named folder whose name is not UTF-8: not listed (named on
    /// the command line, it is).
    public static func files(_ arguments: [String], note: (String) -> Void = { _ in }) throws -> [String] {
        var out: [String] = []
        for a in arguments {
            var isDir: ObjCBool = false
            // A folder named like a Swift file is passed on as given (the reader says it is a directory).
            guard !a.hasSuffix(".swift"), FileManager.default.fileExists(atPath: a, isDirectory: &isDir), isDir.boolValue
            else { out.append(a); continue }
            let base = URL(fileURLWithPath: a).standardizedFileURL.path
            var found: [String] = []
            let odd: [String]
            do {
                odd = try TreeWalk.walk(base, file: { if $0.path.hasSuffix(".swift") { found.append($0.path) } })
            } catch let problem as TreeWalk.Problem {
                throw Problem(description: problem.description)
            }
            let prefix = a.hasSuffix("/") ? String(a.dropLast()) : a
            for u in TreeWalk.undecodable(in: odd, keep: { name, isFolder in isFolder || name.lowercased().hasSuffix(".swift") }) {
                note("\(prefix + u.dropFirst(base.count)): not listed: its name is not valid UTF-8; name it on the "
                     + "command line (or rename it)")
            }
            if found.isEmpty { throw Problem(description: "\(a): no Swift files in this folder") }
            out += found.sorted().map { prefix + $0.dropFirst(base.count) }
        }
        return out
    }
}

extension TreeWalk {
    /// The entries of `folders` (the folders a walk returned) whose names are not UTF-8, each as its folder's path
    /// and its name shown escaped ("Sources/caf\xE9.swift"), hidden names left out, those `keep` accepts, sorted.
    public static func undecodable(in folders: [String], keep: (_ shownName: String, _ isFolder: Bool) -> Bool) -> [String] {
        var out: [String] = []
        for folder in Set(folders).sorted() {
            for entry in ArgumentNames.undecodableEntries(in: folder) where !entry.shown.hasPrefix(".") && keep(entry.shown, entry.isFolder) {
                out.append(folder + "/" + entry.shown)
            }
        }
        return out
    }
}
