import Foundation
import LayoutSource

/// One layout to check: a Swift declaration or a spec file, with what the configuration says about it.
struct CheckTarget: @unchecked Sendable {
    enum Source {
        case swift(LayoutDeclaration)
        case spec(path: String)
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
        var out: [CheckTarget] = []
        var names: [String: Int] = [:]
        for l in evaluation.layouts where l.kind != .section { names[l.name, default: 0] += 1 }
        for l in evaluation.layouts where l.kind != .section {
            let file = relative(l.file)
            let settings = config.resolved(name: l.name, file: file)
            if settings.ignore { ignored.insert(file + "/" + l.name); continue }
            var t = CheckTarget(name: l.name, file: file, line: l.line, source: .swift(l), settings: settings)
            let hint = "in \(CheckConfig.fileName): layouts: {\"\(l.name)\": {…}}"
            if let p = l.notCallable {
                t.problem = "\(file):\(l.line): \(l.name) \(p); only layouts without arguments can be checked; "
                    + "skip it \(hint.replacingOccurrences(of: "{…}", with: "{ignore: true}"))"
            } else if names[l.name, default: 0] > 1 {
                t.problem = "\(file):\(l.line): another layout is also named \(l.name); rename one, or exclude one file in \(CheckConfig.fileName)"
            } else if settings.sectionKinds == nil,
                      let d = l.dependencies.first(where: { $0.what == .sectionIdentifiers }) {
                t.problem = "\(relativePlace(d.place, relative)): \(l.name) reads \(d.expression), section identifiers of a "
                    + "diffable data source; give them \(hint.replacingOccurrences(of: "{…}", with: "{sectionKinds: [CASE, …]}")) (one per section)"
            }
            out.append(t)
        }
        // Files the Swift front end could not read (syntax errors): one error each, so they are not silently missed.
        for (file, message) in evaluation.broken.sorted(by: { $0.key < $1.key })
            where !evaluation.layouts.contains(where: { $0.file == file }) {
            out.append(CheckTarget(name: "(file)", file: relative(file), line: nil, source: .spec(path: file),
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

    static func relativePlace(_ place: String, _ relative: (String) -> String) -> String {
        guard let colon = place.firstIndex(of: ":") else { return place }
        return relative(String(place[..<colon])) + place[colon...]
    }
}
