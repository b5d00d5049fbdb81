import Foundation
import LayoutSystem
import LayoutSpec

/// The files `check` (and `layouts`) look at under the paths it is given: Swift sources, and spec files (YAML or
/// JSON whose top level has `data` and `section` or `sections`). Build products, dependencies and hidden folders are
/// skipped (LayoutSystem/Files/TreeWalk, the walk module discovery uses too), as are the reference folder and the paths the
/// configuration's include/exclude leave out.
public enum CheckFinder {
    public struct Found: Sendable {
        /// Absolute paths, sorted.
        public var swiftFiles: [String] = []
        public var specFiles: [String] = []
        /// Files and folders that could be Swift sources or specs (or hold them) but whose names are not UTF-8,
        /// each as its folder's path and its name shown escaped ("Sources/caf\xE9.swift"): they are not taken (a
        /// reference is named after its file), and the commands say so rather than pass them over in silence.
        public var undecodable: [String] = []
    }

    /// Walks `paths` (files or folders, absolute). `relative` maps an absolute path to the checked root's relative
    /// form for the include/exclude globs; `skip` is a folder never entered (the references).
    public static func find(_ paths: [String], config: CheckConfig, relative: (String) -> String,
                            skip: String? = nil) throws -> Found {
        var found = Found()
        var undecodableIn: Set<String> = []
        func consider(_ path: String) {
            let rel = relative(path)
            guard config.takes(rel) else { return }
            if path.hasSuffix(".swift") { found.swiftFiles.append(path) }
            else if isSpecCandidate(path), (path as NSString).lastPathComponent != CheckConfig.fileName, isSpec(path) {
                found.specFiles.append(path)
            }
        }
        for root in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else {
                throw CheckError("\(root): no such file or folder")
            }
            if !isDir.boolValue {
                // A file named on the command line is checked or refused, never passed over: a YAML file without
                // a layout's keys (a typo'd `sections`) ran as "0 snapshots" with exit 0.
                if !root.hasSuffix(".swift") && !(isSpecCandidate(root) && isSpec(root)) {
                    throw CheckError("\(root): not a layout spec or Swift source (a spec is YAML or JSON whose top level "
                                     + "has data and section or sections); check takes those and folders")
                }
                consider(root)
                continue
            }
            // The one tree walk (LayoutSystem/Files/TreeWalk: its skip list, limit and link rule), and the reference folder
            // and the configuration's excludes besides. A root that is a link to a folder (a folder named in a
            // non-UTF-8 encoding is read through one, LayoutSystem/Terminal/ArgumentNames) is followed, each file named through
            // the root as given.
            let given = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            do {
                let odd = try TreeWalk.walk(given, enter: { folder in
                    folder.path != skip && config.mayEnter(relative(folder.path))
                }, file: { consider($0.path) })
                undecodableIn.formUnion(odd)
            } catch is TreeWalk.Problem {
                throw CheckError("\(root): more than \(TreeWalk.maxEntries) files; check a smaller folder or exclude some in \(CheckConfig.fileName)")
            }
        }
        found.undecodable = TreeWalk.undecodable(in: Array(undecodableIn)) { name, isFolder in
            isFolder || (name as NSString).pathExtension.lowercased() == "swift" || isSpecCandidate(name)
        }
        found.swiftFiles = Array(Set(found.swiftFiles)).sorted()
        found.specFiles = Array(Set(found.specFiles)).sorted()
        return found
    }

    static func isSpecCandidate(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "yaml" || ext == "yml" || ext == "json"
    }

    /// Whether a YAML/JSON file is a layout spec: its top level is an object with `data` and `section(s)`. Files
    /// that do not say both are someone else's (CI settings, asset catalogs) and are left alone.
    static func isSpec(_ path: String) -> Bool {
        guard let size = try? InputFile.check(path, as: .spec, maxSize: LayoutSpecReader.maxFileSize), size > 0,
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              text.contains("data"), text.contains("section") else { return false }
        let ext = (path as NSString).pathExtension.lowercased()
        guard let tree = try? LayoutSpecReader.tree(text, format: ext == "json" ? .json : .yaml),
              case .mapping(let pairs, _) = tree else { return false }
        let keys = Set(pairs.map(\.key))
        return keys.contains("data") && (keys.contains("section") || keys.contains("sections"))
    }
}

extension CheckConfig {
    /// Whether a folder may hold taken files: not excluded itself (include is judged on files).
    func mayEnter(_ folder: String) -> Bool {
        !exclude.contains { $0.matches(folder) }
    }
}
