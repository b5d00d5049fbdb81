import Foundation
import LayoutSystem
import LayoutReferences
import LayoutEngine
import LayoutReport

/// The reference folder (default `__LayoutSnapshots__/` at the checked root): per layout and variant
/// `<source file>/<layout>.<variant>.png` and `.frames.json`, and per layout `<source file>/<layout>.meta.json`
/// (docs/visual-regression.md). Written only by `accept`, which stages every file beside the folder first and then
/// renames them into place with interruptions held back: the folder is never half-written.
public struct ReferenceFolder: Sendable {
    /// Absolute.
    public let url: URL

    public init(_ url: URL) { self.url = url.standardizedFileURL }

    public static let pngSuffix = ReferenceNames.pngSuffix
    public static let framesSuffix = ReferenceNames.framesSuffix
    public static let metaSuffix = ReferenceNames.metaSuffix

    /// Reference files of a snapshot `<file>/<layout>.<variant>`, relative to the folder (LayoutReport's
    /// `ReferenceNames`: the one naming rule, shared with review and the snapshot strategies).
    public static func files(file: String, layout: String, variant: String) -> CheckResult.Files {
        CheckResult.Files(reference: file, layout: layout, variant: variant)
    }

    public func path(_ relative: String) -> String { url.path + "/" + relative }

    // MARK: metadata

    /// One small JSON per layout: where it is declared, which variants have references, which tool wrote them.
    public typealias Metadata = ReferenceMetadata

    // MARK: scanning

    /// What the folder holds: snapshot ids with a PNG and/or frames file, and files that are not references.
    public struct Contents: Sendable {
        /// id → which of the two files exist.
        public var snapshots: [String: (png: Bool, frames: Bool)] = [:]
        public var metas: Set<String> = []
        /// Relative paths of files that are neither (a stray export, an editor's backup).
        public var foreign: [String] = []
    }

    /// Walks the folder (bounded: at most `maxFiles` entries). Dot files (`.gitkeep`, `.DS_Store`) are ignored, as are
    /// symbolic links.
    public func scan(maxFiles: Int = 1_000_000) throws -> Contents {
        var contents = Contents()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { return contents }
        guard isDir.boolValue else { throw CheckError("\(url.path): the reference folder is a file; move it away or set 'references' in \(CheckConfig.fileName)") }
        // The one tree walk (LayoutSystem/Files/TreeWalk): hidden names skipped, no link followed (a link is no reference:
        // writing refuses one too, BeneathRoot), its folders skipped as `check` skips them when finding sources.
        let base = url.path.count > 1 && url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
        do {
            try TreeWalk.walk(base, limit: maxFiles) { entry in
                let rel = String(entry.path.dropFirst(base.count + 1))
                if rel.hasSuffix(Self.framesSuffix) {
                    contents.snapshots[String(rel.dropLast(Self.framesSuffix.count)), default: (false, false)].frames = true
                } else if rel.hasSuffix(Self.metaSuffix) {
                    contents.metas.insert(rel)
                } else if rel.hasSuffix(Self.pngSuffix) {
                    contents.snapshots[String(rel.dropLast(Self.pngSuffix.count)), default: (false, false)].png = true
                } else {
                    contents.foreign.append(rel)
                }
            }
        } catch is TreeWalk.Problem {
            throw CheckError("\(url.path): more than \(maxFiles) files; is this the reference folder?")
        }
        contents.foreign.sort()
        return contents
    }

    /// Splits a snapshot id `<file>/<layout>.<variant>` into its parts; nil when the name has no variant.
    public static func parse(id: String) -> (file: String, layout: String, variant: Variant)? {
        guard let slash = id.lastIndex(of: "/") else { return nil }
        let file = String(id[..<slash]), name = String(id[id.index(after: slash)...])
        let pattern = #"^(.+)\.([^./]+)\.(portrait|landscape)\.(light|dark)\.(ltr|rtl)(\.offset(-?[0-9][0-9.e+-]*))?$"#
        guard let re = try? NSRegularExpression(pattern: pattern),
              let m = re.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) else { return nil }
        func group(_ i: Int) -> String? { Range(m.range(at: i), in: name).map { String(name[$0]) } }
        guard let layout = group(1), let device = group(2), let o = group(3).flatMap(Variant.Orientation.init(rawValue:)),
              let t = group(4).flatMap(Variant.Theme.init(rawValue:)), let d = group(5).flatMap(Variant.Direction.init(rawValue:))
        else { return nil }
        return (file, layout, Variant(device: device, orientation: o, theme: t, direction: d, offset: group(7).flatMap(Double.init)))
    }

    // MARK: writing

    /// Whether references can be written here: the folder (or the nearest existing folder above it) is writable.
    public func checkWritable() throws { try ReportAcceptance.checkWritable(url) }

    /// What `accept` did, as paths relative to the folder.
    public typealias Accepted = ReportAcceptance.Outcome

    /// Takes results as the new references (`--accept`, `--record`): LayoutReport's `ReportAcceptance`, the one
    /// implementation `layout-render review` uses too — `actual` files (relative to `reportDirectory`) copied onto
    /// the references, removed results' references deleted, each layout's metadata updated; every path checked
    /// (no `..`, absolute path or symbolic link out of either folder) and every rendering present before anything
    /// is written; staged beside the folder, then renamed into place with interruptions held back.
    public func accept(_ results: [CheckResult], from reportDirectory: URL) throws -> Accepted {
        try ReportAcceptance.accept(results, reportDirectory: reportDirectory, referencesRoot: url)
    }
}
