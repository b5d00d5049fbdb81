import Foundation

/// What the Swift-source front end (`layout-render-source`, the executable that carries swift-syntax) does for
/// `layout-render`: list the layouts of files, evaluate one for a request, report and clean the cache. The CLI
/// sends a `SourceRequest` and reads a `SourceReply` line and the answer (docs/swift-sources.md).
public enum SourceFrontEnd {
    /// The layout of the request's files, evaluated for its environment: the declaration and the spec text.
    public static func evaluate(_ request: SourceRequest) throws -> (LayoutDeclaration, String) {
        RunPolicy.current = RunPolicy(timeout: request.timeout, verbose: request.verbose)
        // Warm runs (these files compiled before by this tool) parse nothing; see `SwiftLayoutCatalog`.
        let set = try SwiftLayoutCatalog(paths: request.files)
        let layout = try set.select(request.layout, primary: request.primary)
        let kinds = request.sectionKinds
        if kinds == nil, let d = layout.dependencies.first(where: { $0.what == .sectionIdentifiers }) {
            throw SourceError("\(d.place): \(layout.name) reads \(d.expression), section identifiers of a diffable data "
                              + "source that a layout cannot know; give them with --section-kinds CASE,CASE,… (one per section)")
        }
        let counts: [Int]
        if let items = request.itemCounts {
            counts = items
            if let kinds, kinds.count != counts.count {
                throw SourceError("--items gives \(counts.count) sections but --section-kinds names \(kinds.count)")
            }
        } else {
            let sections = kinds?.count ?? set.impliedSectionCount(of: layout) ?? 1
            counts = Array(repeating: request.defaultItems, count: sections)
        }
        var host = request.host
        host.layout = layout.name
        host.itemCounts = counts
        host.sectionKinds = kinds
        host.specName = layout.name
        host.specSource = "\(layout.file):\(layout.line)"
        // Sorted keys: the same options give the same request text, which keys the cached answers.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(host), as: UTF8.self)
        return (layout, try set.evaluate(layout, requestJSON: json))
    }

    /// `layout-render layouts`: the table of every layout in the files.
    public static func layoutsTable(_ paths: [String]) throws -> String {
        let set = try SwiftLayoutSet(paths: paths)
        guard !set.layouts.isEmpty else { _ = try set.select(nil); return "" }
        let rows = set.layouts.map { l -> [String] in
            let deps = l.dependencies.isEmpty ? "-" : l.dependencies.first!.what.rawValue + ": " + l.dependencies.map {
                "\($0.expression) (\($0.place))"
            }.joined(separator: ", ") + " (give --section-kinds)"
            let kind = l.notCallable.map { "\(l.kind.rawValue) (\($0))" } ?? l.kind.rawValue
            return [l.name, "\(l.file):\(l.line)", kind, deps]
        }
        let header = ["NAME", "PLACE", "KIND", "RUNTIME DATA"]
        let widths = (0..<3).map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        func line(_ r: [String]) -> String {
            (0..<3).map { r[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + r[3]
        }
        return ([header] + rows).map(line).joined(separator: "\n") + "\n"
    }

    /// `layout-render cache info` / `clean`.
    public static func cache(_ action: String) throws -> String {
        guard let cache = CacheDirectory.locate() else {
            return "no cache directory: HOME, XDG_CACHE_HOME and LAYOUT_RENDER_CACHE are unset, so nothing is cached\n"
        }
        guard FileManager.default.fileExists(atPath: cache.path) else { return "cache: \(cache.path) (empty: not created yet)\n" }
        try cache.prepare()
        switch action {
        case "clean": return cache.clean()
        default: return cache.info(limit: try CacheDirectory.maxSize())
        }
    }
}
