import Foundation
import LayoutFiles
import LayoutReferences
import LayoutRender

/// Taking results' current renderings as their new references: the one implementation behind `check --accept`,
/// `check --record` (LayoutCheck's `ReferenceFolder.accept`) and the review's Accept.
/// - `changed`, `added`, `passed` (and an `error` that carries a rendering: a broken reference beside a good
///   rendering): `actual`'s PNG and frames JSON (relative to the report folder) are copied onto `reference`'s;
/// - `removed`: the reference PNG and frames JSON are deleted;
/// - each touched layout's `<layout>.meta.json` is rewritten to list the variants that now have references
///   (deleted when none is left).
///
/// All or nothing: every path is checked first — a path that leaves its folder by `..`, by being absolute, or
/// through a symbolic link is refused — and every file to copy must exist; then the copies are staged in a
/// folder beside the reference folder (same file system) and renamed into place with interruptions held back
/// (`Signals.deferring`). A refused result, a missing rendering or a read-only folder writes nothing.
public enum ReportAcceptance {
    public struct Outcome: Equatable, Sendable {
        /// Reference files written or deleted, relative to the reference folder, sorted.
        public var written: [String] = []
        public var deleted: [String] = []
        public init() {}
    }

    /// Accepts one result of the report in `reportDirectory` into `referencesRoot` (the review's Accept).
    @discardableResult
    public static func accept(_ result: CheckResult, reportDirectory: URL, referencesRoot: URL) throws -> Outcome {
        try accept([result], reportDirectory: reportDirectory, referencesRoot: referencesRoot)
    }

    /// Accepts results: every path checked and planned, the metadata worked out, everything staged beside the
    /// folder, then renamed into place with interruptions held back.
    @discardableResult
    public static func accept(_ results: [CheckResult], reportDirectory: URL, referencesRoot: URL) throws -> Outcome {
        let root = referencesRoot.standardizedFileURL
        let plan = try Plan(results, reportDirectory: reportDirectory, root: root)
        if plan.writes.isEmpty && plan.deletes.isEmpty { return Outcome() }
        try checkWritable(root)
        let (metaWrites, metaDeletes) = metadata(plan.metaChanges, root: root)
        // Stage beside the reference folder, on the same file system, so the commit is renames only.
        let parent = root.deletingLastPathComponent().path
        let staging = parent + "/.\(root.lastPathComponent).staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let staged = try stage(plan.writes, metaWrites, in: staging)
        if Signals.isInterrupted { throw ReportError("interrupted; nothing was changed") }
        return try commit(staged, deleting: plan.deletes + metaDeletes, root: root)
    }

    /// What accepting results does, every path checked first: files to copy from the report folder onto
    /// references, references to delete, and per touched `<layout>.meta.json` the variants added and removed.
    struct Plan {
        typealias MetaChange = (add: [String], remove: [String], layout: String, file: String, line: Int?)
        var writes: [(from: URL, to: String)] = []
        var deletes: [String] = []
        var metaChanges: [String: MetaChange] = [:]

        init(_ results: [CheckResult], reportDirectory: URL, root: URL) throws {
            func reference(_ relative: String) throws -> String {
                _ = try ReportFiles.resolve(relative, in: root, what: "reference")
                return relative
            }
            for r in results {
                let refs = r.reference ?? CheckResult.Files(reference: r.file, layout: r.name, variant: r.variant)
                switch r.status {
                case .removed:
                    deletes.append(try reference(refs.png))
                    if let frames = refs.frames { deletes.append(try reference(frames)) }
                    if let meta = refs.meta {
                        metaChanges[try reference(meta), default: ([], [], r.name, r.file, r.line)].remove.append(r.variant)
                    }
                case .passed, .changed, .added, .error:
                    guard let actual = r.actual else {
                        if r.status == .passed { continue }
                        throw ReportError("\(r.id): \(r.status.rawValue) with no rendering to accept"
                                          + (r.status == .error ? " (\(r.message ?? "no rendering"))" : ""))
                    }
                    var pairs = [(actual.png, refs.png)]
                    if let a = actual.frames, let f = refs.frames { pairs.append((a, f)) }
                    for (source, target) in pairs {
                        writes.append((try Self.rendering(source, in: reportDirectory), try reference(target)))
                    }
                    if let meta = refs.meta {
                        metaChanges[try reference(meta), default: ([], [], r.name, r.file, r.line)].add.append(r.variant)
                    }
                }
            }
        }

        /// A rendering to accept: inside the report folder, and a regular file that exists.
        static func rendering(_ relative: String, in reportDirectory: URL) throws -> URL {
            let from = try ReportFiles.resolve(relative, in: reportDirectory, what: "rendering")
            var info = stat()
            guard stat(from.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw ReportError("\(from.path): the rendering to accept is missing; accept from the report folder the run wrote")
            }
            return from
        }
    }

    /// The metadata each touched layout ends with: rewritten with its variants now (stamped with this build), or
    /// deleted when none is left.
    static func metadata(_ changes: [String: Plan.MetaChange], root: URL) -> (writes: [(String, Data)], deletes: [String]) {
        var metaWrites: [(String, Data)] = []
        var metaDeletes: [String] = []
        for (meta, change) in changes.sorted(by: { $0.key < $1.key }) {
            let path = root.path + "/" + meta
            let existing = FileManager.default.contents(atPath: path).flatMap(ReferenceMetadata.decode)
            var variants = Set(existing?.variants ?? [])
            variants.formUnion(change.add)
            variants.subtract(change.remove)
            if variants.isEmpty {
                if FileManager.default.fileExists(atPath: path) { metaDeletes.append(meta) }
            } else {
                metaWrites.append((meta, ReferenceMetadata(layout: change.layout, file: change.file,
                                                            line: change.line ?? existing?.line, variants: Array(variants)).encoded()))
            }
        }
        return (metaWrites, metaDeletes)
    }

    /// Copies every file to write into `staging` (made here): pairs of staged file and reference path.
    static func stage(_ writes: [(from: URL, to: String)], _ metaWrites: [(String, Data)],
                      in staging: String) throws -> [(String, String)] {
        var staged: [(String, String)] = []
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for (i, w) in writes.enumerated() {
                let s = staging + "/\(i)"
                try FileManager.default.copyItem(atPath: w.from.path, toPath: s)
                staged.append((s, w.to))
            }
            for (i, m) in metaWrites.enumerated() {
                let s = staging + "/m\(i)"
                guard FileManager.default.createFile(atPath: s, contents: m.1) else { throw ReportError("\(s): cannot be written") }
                staged.append((s, m.0))
            }
        } catch let e as ReportError { throw e } catch {
            throw ReportError("\(staging): cannot stage the references: \(error.localizedDescription); nothing was changed")
        }
        return staged
    }

    /// The commit: staged files renamed into place and deletions made, with interruptions held back; folders left
    /// empty removed.
    static func commit(_ staged: [(String, String)], deleting deletes: [String], root: URL) throws -> Outcome {
        func path(_ relative: String) -> String { root.path + "/" + relative }
        var outcome = Outcome()
        try Signals.deferring {
            for (from, to) in staged {
                let target = path(to)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                guard rename(from, target) == 0 else {
                    throw ReportError("\(target): cannot be written: \(String(cString: strerror(errno)))")
                }
            }
            outcome.written = staged.map(\.1).sorted()
            for d in deletes {
                if unlink(path(d)) == 0 {
                    outcome.deleted.append(d)
                } else if errno != ENOENT {
                    throw ReportError("\(path(d)): cannot be deleted (\(String(cString: strerror(errno))))")
                }
            }
            outcome.deleted.sort()
            removeEmptyFolders(around: deletes, in: root)
        }
        return outcome
    }

    /// Whether references can be written under `root`: the folder (or the nearest existing folder above it) is a
    /// writable folder.
    public static func checkWritable(_ root: URL) throws {
        var dir = root.path
        while !FileManager.default.fileExists(atPath: dir) { dir = (dir as NSString).deletingLastPathComponent }
        var isDir: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: dir, isDirectory: &isDir)
        guard isDir.boolValue else { throw ReportError("\(dir): is a file, not a folder; the references cannot be written under it") }
        guard access(dir, W_OK) == 0 else {
            throw ReportError("\(dir): the reference folder is not writable; nothing was recorded (make it writable or record elsewhere with 'references' in layout-render.yml)")
        }
    }

    /// After deletions: folders left empty inside the reference folder are removed (not the folder itself).
    static func removeEmptyFolders(around deleted: [String], in root: URL) {
        for d in Set(deleted.map { ($0 as NSString).deletingLastPathComponent }).sorted(by: >) {
            var dir = d
            while !dir.isEmpty && dir != "." {
                let full = root.path + "/" + dir
                guard let items = try? FileManager.default.contentsOfDirectory(atPath: full), items.isEmpty else { break }
                try? FileManager.default.removeItem(atPath: full)
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
    }
}
