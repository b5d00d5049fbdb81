import Foundation
import LayoutEngine

/// The reference folder (default `__LayoutSnapshots__/` at the checked root): per layout and variant
/// `<source file>/<layout>.<variant>.png` and `.frames.json`, and per layout `<source file>/<layout>.meta.json`
/// (docs/visual-regression.md). Written only by `accept`, which stages every file beside the folder first and then
/// renames them into place with interruptions held back: the folder is never half-written.
public struct ReferenceFolder: Sendable {
    /// Absolute.
    public let url: URL

    public init(_ url: URL) { self.url = url.standardizedFileURL }

    public static let pngSuffix = ".png"
    public static let framesSuffix = ".frames.json"
    public static let metaSuffix = ".meta.json"

    /// Reference files of a snapshot `<file>/<layout>.<variant>`, relative to the folder.
    public static func files(file: String, layout: String, variant: String) -> CheckResult.ReferenceFiles {
        let base = file + "/" + layout + "." + variant
        return CheckResult.ReferenceFiles(png: base + pngSuffix, frames: base + framesSuffix,
                                          meta: file + "/" + layout + metaSuffix)
    }

    public func path(_ relative: String) -> String { url.path + "/" + relative }

    // MARK: metadata

    /// One small JSON per layout: where it is declared, which variants have references, which tool wrote them.
    public struct Metadata: Codable, Sendable, Equatable {
        public var schemaVersion = 1
        public var layout: String
        public var file: String
        public var line: Int?
        public var tool: CheckResults.Tool
        public var variants: [String]

        public init(layout: String, file: String, line: Int?, variants: [String]) {
            self.layout = layout; self.file = file; self.line = line
            tool = CheckResults.Tool(name: "layout-render", version: CheckTool.version)
            self.variants = variants.sorted()
        }

        public func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            var data = (try? encoder.encode(self)) ?? Data()
            data.append(0x0A)
            return data
        }

        public static func decode(_ data: Data) -> Metadata? { try? JSONDecoder().decode(Metadata.self, from: data) }
    }

    // MARK: scanning

    /// What the folder holds: snapshot ids with a PNG and/or frames file, and files that are not references.
    public struct Contents: Sendable {
        /// id → which of the two files exist.
        public var snapshots: [String: (png: Bool, frames: Bool)] = [:]
        public var metas: Set<String> = []
        /// Relative paths of files that are neither (a stray export, an editor's backup).
        public var foreign: [String] = []
    }

    /// Walks the folder (bounded: at most `maxFiles` entries). Dot files (`.gitkeep`, `.DS_Store`) are ignored.
    public func scan(maxFiles: Int = 1_000_000) throws -> Contents {
        var contents = Contents()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { return contents }
        guard isDir.boolValue else { throw CheckError("\(url.path): the reference folder is a file; move it away or set 'references' in \(CheckConfig.fileName)") }
        guard let walker = FileManager.default.enumerator(atPath: url.path) else {
            throw CheckError("\(url.path): the reference folder cannot be read")
        }
        var count = 0
        while let rel = walker.nextObject() as? String {
            count += 1
            if count > maxFiles { throw CheckError("\(url.path): more than \(maxFiles) files; is this the reference folder?") }
            let name = (rel as NSString).lastPathComponent
            if name.hasPrefix(".") { if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { walker.skipDescendants() }; continue }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { continue }
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
    public func checkWritable() throws {
        var dir = url.path
        while !FileManager.default.fileExists(atPath: dir) { dir = (dir as NSString).deletingLastPathComponent }
        var isDir: ObjCBool = false
        FileManager.default.fileExists(atPath: dir, isDirectory: &isDir)
        guard isDir.boolValue else { throw CheckError("\(dir): is a file, not a folder; the references cannot be written under it") }
        guard access(dir, W_OK) == 0 else {
            throw CheckError("\(dir): the reference folder is not writable; nothing was recorded (make it writable or record elsewhere with 'references' in \(CheckConfig.fileName))")
        }
    }

    /// What `accept` did, as paths relative to the folder.
    public struct Accepted: Sendable, Equatable {
        public var written: [String] = []
        public var deleted: [String] = []
    }

    /// Takes results as the new references: for each changed, added or passed result its `actual` files (relative
    /// to `reportDirectory`) are copied onto its `reference` files; for each removed result the reference files
    /// are deleted. Each layout's metadata is updated to list its recorded variants. `--accept`, `--record` and
    /// `layout-render review` all write references through here.
    ///
    /// Nothing is changed unless every file to copy exists; all copies are staged in a folder beside the
    /// reference folder (same file system) and then renamed into place with interruptions held back.
    /// Error results are refused unless they carry a rendering (a broken reference beside a good rendering).
    public func accept(_ results: [CheckResult], from reportDirectory: URL) throws -> Accepted {
        var writes: [(from: String, to: String)] = []
        var deletes: [String] = []
        var metaChanges: [String: (add: [String], remove: [String], layout: String, file: String, line: Int?, actualMeta: String?)] = [:]
        for r in results {
            switch r.status {
            case .error where r.actual == nil:
                throw CheckError("\(r.id): an error result without a rendering has nothing to accept (\(r.message ?? "no rendering"))")
            case .removed:
                let refs = r.reference ?? Self.files(file: r.file, layout: r.name, variant: r.variant)
                guard Self.isInside(refs.png), Self.isInside(refs.frames), refs.meta.isEmpty || Self.isInside(refs.meta) else {
                    throw CheckError("\(r.id): reference paths must stay inside the reference folder")
                }
                deletes += [refs.png, refs.frames]
                if !refs.meta.isEmpty {
                    metaChanges[refs.meta, default: ([], [], r.name, r.file, r.line, nil)].remove.append(r.variant)
                }
            case .passed, .changed, .added, .error:
                guard let actual = r.actual else {
                    if r.status == .passed { continue }
                    throw CheckError("\(r.id): the result has no actual files to accept")
                }
                let refs = r.reference ?? Self.files(file: r.file, layout: r.name, variant: r.variant)
                for p in [actual.png, actual.frames] {
                    let source = reportDirectory.path + "/" + p
                    guard Self.isInside(p), FileManager.default.fileExists(atPath: source) else {
                        throw CheckError("\(source): missing; accept from the report folder the run wrote")
                    }
                }
                guard Self.isInside(refs.png), Self.isInside(refs.frames), Self.isInside(refs.meta) else {
                    throw CheckError("\(r.id): reference paths must stay inside the reference folder")
                }
                writes.append((reportDirectory.path + "/" + actual.png, refs.png))
                writes.append((reportDirectory.path + "/" + actual.frames, refs.frames))
                metaChanges[refs.meta, default: ([], [], r.name, r.file, r.line, nil)].add.append(r.variant)
            }
        }
        if writes.isEmpty && deletes.isEmpty { return Accepted() }
        try checkWritable()
        // The metadata each touched layout ends with.
        var metaWrites: [String: Data] = [:]
        var metaDeletes: [String] = []
        for (meta, change) in metaChanges.sorted(by: { $0.key < $1.key }) {
            let existing = FileManager.default.contents(atPath: path(meta)).flatMap(Metadata.decode)
            var variants = Set(existing?.variants ?? [])
            variants.formUnion(change.add)
            variants.subtract(change.remove)
            // Variants whose files are gone already (deleted by hand) are not listed.
            if variants.isEmpty { if existing != nil || FileManager.default.fileExists(atPath: path(meta)) { metaDeletes.append(meta) } }
            else {
                metaWrites[meta] = Metadata(layout: change.layout, file: change.file, line: change.line ?? existing?.line,
                                            variants: Array(variants)).encoded()
            }
        }
        // Stage.
        let parent = url.deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let staging = parent + "/.\(url.lastPathComponent).staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        var staged: [(String, String)] = []
        do {
            for (i, w) in writes.enumerated() {
                let s = staging + "/\(i)"
                if i == 0 { try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true) }
                try FileManager.default.copyItem(atPath: w.from, toPath: s)
                staged.append((s, w.to))
            }
            for (i, m) in metaWrites.sorted(by: { $0.key < $1.key }).enumerated() {
                let s = staging + "/m\(i)"
                if staged.isEmpty && i == 0 { try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true) }
                guard FileManager.default.createFile(atPath: s, contents: m.value) else { throw CheckError("\(s): cannot be written") }
                staged.append((s, m.key))
            }
        } catch let e as CheckError { throw e } catch {
            throw CheckError("\(staging): cannot stage the references: \(error.localizedDescription); nothing was changed")
        }
        if Interruption.isInterrupted { throw CheckError("interrupted; nothing was changed") }
        // Commit.
        var accepted = Accepted()
        try Interruption.deferring {
            for (from, to) in staged {
                let target = path(to)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                guard rename(from, target) == 0 else {
                    throw CheckError("\(target): cannot be written: \(String(cString: strerror(errno)))")
                }
            }
            accepted.written = staged.map(\.1).sorted()
            for d in deletes + metaDeletes where FileManager.default.fileExists(atPath: path(d)) {
                try FileManager.default.removeItem(atPath: path(d))
                accepted.deleted.append(d)
            }
            accepted.deleted.sort()
            removeEmptyFolders(around: deletes + metaDeletes)
        }
        return accepted
    }

    /// A relative path that cannot leave its folder.
    static func isInside(_ p: String) -> Bool {
        !p.isEmpty && !p.hasPrefix("/") && !p.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// After deletions: folders left empty inside the reference folder are removed (not the folder itself).
    private func removeEmptyFolders(around deleted: [String]) {
        for d in Set(deleted.map { ($0 as NSString).deletingLastPathComponent }).sorted(by: >) {
            var dir = d
            while !dir.isEmpty && dir != "." {
                let full = path(dir)
                guard let items = try? FileManager.default.contentsOfDirectory(atPath: full), items.isEmpty else { break }
                try? FileManager.default.removeItem(atPath: full)
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
    }
}
