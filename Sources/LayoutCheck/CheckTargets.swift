import Foundation
import LayoutSource

/// One layout to check: a Swift declaration or a spec file, with what the configuration says about it.
struct CheckTarget: @unchecked Sendable {
    enum Source {
        case swift(LayoutDeclaration)
        case spec(path: String)
        /// A Swift file the front end could not read (a syntax error): one result of its own, named "(file)",
        /// never evaluated (its `problem` says why), checked in one variant.
        case unreadable(path: String)
    }
    var name: String
    /// Relative to the checked root.
    var file: String
    var line: Int?
    var source: Source
    var settings: CheckConfig.Resolved
    /// Why it cannot be evaluated (set before any rendering): a compile error, missing runtime data, …
    var problem: String?

    func snapshotID(_ variant: Variant) -> String { "\(file)/\(name).\(variant.id)" }
}

/// One layout in one variant.
struct Snapshot: Sendable {
    var target: Int
    var variant: Variant
    var id: String
}

extension CheckTarget {
    /// The targets of the files found: Swift layouts (whole layouts and section providers; section builders are
    /// checked through the layouts that use them) and spec files. Layouts the configuration ignores are dropped.
    static func targets(found: CheckFinder.Found, config: CheckConfig, evaluation: SourceEvaluation,
                        relative: (String) -> String, ignored: inout Set<String>) -> [CheckTarget] {
        var notes: [String] = []
        return targets(found: found, config: config, evaluation: evaluation, relative: relative, ignored: &ignored,
                       notes: &notes)
    }

    /// As above; `notes` gets one line per file whose layouts of another kind (flow layouts) are not checked
    /// (`check --verbose` prints them).
    static func targets(found: CheckFinder.Found, config: CheckConfig, evaluation: SourceEvaluation,
                        relative: (String) -> String, ignored: inout Set<String>, notes: inout [String]) -> [CheckTarget] {
        var out: [CheckTarget] = []
        var names: [String: Int] = [:]
        // A layout that cannot be called on its own but that other layouts call is drawn through them.
        let through = evaluation.layouts.filter { $0.kind != .section && $0.kind != .notCompositional && $0.calledBy != nil }
        for l in through {
            notes.append("\(relative(l.file)): \(l.name) not checked on its own (it \(l.notCallable ?? "takes arguments")): drawn "
                         + "through the layouts that call it, \(l.calledBy!.joined(separator: ", "))")
        }
        let checked = evaluation.layouts.filter { $0.kind != .section && $0.kind != .notCompositional && $0.calledBy == nil }
        var others: [String: [LayoutDeclaration]] = [:]
        for l in evaluation.layouts where l.kind == .notCompositional { others[relative(l.file), default: []].append(l) }
        for (file, list) in others.sorted(by: { $0.key < $1.key }) {
            let what = list.compactMap { $0.notCallable?.components(separatedBy: ", not a compositional").first }
            notes.append("\(file): \(list.count) layout\(list.count == 1 ? "" : "s") not checked, not compositional: "
                         + zip(list, what).map { "\($0.name) \($1)" }.joined(separator: ", "))
        }
        // A name is one layout per module (the module's program calls it by name); two targets' layouts may share one
        // (the module is the file's target when a build description says so: ModuleScope.identity).
        var roots: [String: String] = [:]
        func key(_ l: LayoutDeclaration) -> String {
            if roots[l.file] == nil { roots[l.file] = ModuleScope.identity(of: l.file) ?? l.file }
            return roots[l.file]! + "\u{0}" + l.name
        }
        for l in checked { names[key(l), default: 0] += 1 }
        for l in checked {
            let file = relative(l.file)
            let settings = config.resolved(name: l.name, file: file)
            if settings.ignore { ignored.insert(file + "/" + l.name); continue }
            var t = CheckTarget(name: l.name, file: file, line: l.line, source: .swift(l), settings: settings)
            let hint = "in \(CheckConfig.fileName): layouts: {\"\(l.name)\": {…}}"
            if let p = l.notCallable {
                // `args:` gives numbers, sizes, flags, text and the cases of the app's own enums; a parameter of
                // another type (a UIKit enum, a class) cannot be. Said only of a parameter: a generic layout, or a
                // subclass that places its elements itself, is nothing `args:` could change.
                let args = p.hasPrefix("takes ") ? "\(CheckConfig.fileName)'s args: give numbers, sizes, flags, text and cases of the app's own enums only; " : ""
                t.problem = "\(file):\(l.line): \(l.name) \(p); \(args)skip it \(hint.replacingOccurrences(of: "{…}", with: "{ignore: true}"))"
            } else if names[key(l), default: 0] > 1 {
                t.problem = "\(file):\(l.line): another layout is also named \(l.name); rename one, or exclude one file in \(CheckConfig.fileName)"
            }
            // Section identifiers not given: the front end draws a plain section enum's cases, or says what to set.
            out.append(t)
        }
        // Files the Swift front end could not read (syntax errors): one error each, so they are not silently missed.
        for (file, message) in evaluation.broken.sorted(by: { $0.key < $1.key })
            where !evaluation.layouts.contains(where: { $0.file == file }) {
            // A file that names no collection view layout at all cannot hold one: a note, not an error (a syntax this
            // reader does not know, in a file no layout is written in, is nothing the user must act on).
            // Not text at all (encrypted by git-crypt, binary): nothing here can read it, nor act on it.
            if message.contains(": not Swift source text: ") {
                notes.append(relative(file) + ": not read, " + (message.components(separatedBy: ": not Swift source text: ").last.map { "not source text: " + $0 } ?? message))
                continue
            }
            if !Self.mayHoldLayout(file) {
                notes.append("\(relative(file)): not read (\(message)); it names no collection view layout")
                continue
            }
            out.append(CheckTarget(name: "(file)", file: relative(file), line: nil, source: .unreadable(path: file),
                                   settings: config.resolved(name: "(file)", file: relative(file)),
                                   problem: message + "; a file no target compiles (a code generator's fragment, a template) is "
                                    + "left out with \(CheckConfig.fileName): exclude: [\"\(relative(file))\"]"))
        }
        for path in found.specFiles {
            let file = relative(path)
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let settings = config.resolved(name: name, file: file)
            if settings.ignore { ignored.insert(file + "/" + name); continue }
            out.append(CheckTarget(name: name, file: file, line: 1, source: .spec(path: path), settings: settings))
        }
        return out
    }

    /// Whether a file's text names a collection view layout (`UICollectionViewCompositionalLayout`, a layout section,
    /// a list configuration, `UICollectionViewLayout`): a file that names none cannot declare one.
    static func mayHoldLayout(_ path: String) -> Bool {
        guard let text = try? SwiftSourceFile.read(path) else { return true }
        return ["CollectionViewCompositionalLayout", "NSCollectionLayout", "UICollectionLayoutListConfiguration",
                "UICollectionViewLayout", "CollectionViewLayout"].contains { text.contains($0) }
    }

    static func relativePlace(_ place: String, _ relative: (String) -> String) -> String {
        guard let colon = place.firstIndex(of: ":") else { return place }
        return relative(String(place[..<colon])) + place[colon...]
    }
}
