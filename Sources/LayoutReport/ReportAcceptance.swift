import Foundation
import LayoutDiff
import LayoutSystem
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
        /// Validated bytes (a PNG that decodes, a frames file that reads) and the reference they become.
        var writes: [(data: Data, to: String)] = []
        var deletes: [String] = []
        var metaChanges: [String: MetaChange] = [:]

        init(_ results: [CheckResult], reportDirectory: URL, root: URL) throws {
            func reference(_ relative: String) throws -> String {
                _ = try ReportFiles.resolve(relative, in: root, what: "reference")
                return relative
            }
            for r in results {
                // Only the names the reference folder gives this result's layout and variant (ReferenceNames): a
                // report cannot make accept write any other file.
                let named = CheckResult.Files(reference: r.file, layout: r.name, variant: r.variant)
                let refs = r.reference ?? named
                guard !r.variant.isEmpty, !r.variant.contains("/"), refs.png == named.png,
                      refs.frames == nil || refs.frames == named.frames, refs.meta == nil || refs.meta == named.meta else {
                    throw ReportError("\(r.id): its reference files are not named as check names them "
                                      + "(\(named.png)); accept from the report folder check wrote")
                }
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
                    writes.append((try Self.rendering(actual.png, in: reportDirectory, kind: .png), try reference(refs.png)))
                    if let a = actual.frames, let f = refs.frames {
                        writes.append((try Self.rendering(a, in: reportDirectory, kind: .frames), try reference(f)))
                    }
                    if let meta = refs.meta {
                        metaChanges[try reference(meta), default: ([], [], r.name, r.file, r.line)].add.append(r.variant)
                    }
                }
            }
        }

        enum Kind { case png, frames }

        /// A rendering to accept: a regular file inside the report folder (reached without following a link),
        /// whose bytes are what the tool writes — a PNG that decodes, or a frames file that reads. Its bytes, to
        /// be copied (never the file, never a link).
        static func rendering(_ relative: String, in reportDirectory: URL, kind: Kind) throws -> Data {
            let shown = reportDirectory.path + "/" + relative
            guard ReportFiles.isContained(relative) else {
                throw ReportError("rendering '\(relative)' is outside \(reportDirectory.path)")
            }
            let data: Data
            do { data = try BeneathRoot.read(relative, in: reportDirectory.path, maxBytes: 256 << 20) } catch {
                throw ReportError("\(shown): the rendering to accept is missing or not a regular file (\(error)); accept from the report folder the run wrote")
            }
            switch kind {
            case .png:
                guard (try? RasterImage(png: data)) != nil else {
                    throw ReportError("\(shown): not a PNG picture; nothing was accepted")
                }
            case .frames:
                guard (try? FramesReader.read(data, file: shown)) != nil else {
                    throw ReportError("\(shown): not a frames file of layout-render; nothing was accepted")
                }
            }
            return data
        }
    }

    /// The metadata each touched layout ends with: rewritten with its variants now (stamped with this build), or
    /// deleted when none is left.
    static func metadata(_ changes: [String: Plan.MetaChange], root: URL) -> (writes: [(String, Data)], deletes: [String]) {
        var metaWrites: [(String, Data)] = []
        var metaDeletes: [String] = []
        for (meta, change) in changes.sorted(by: { $0.key < $1.key }) {
            let existing = (try? BeneathRoot.read(meta, in: root.path, maxBytes: 1 << 20)).flatMap(ReferenceMetadata.decode)
            var variants = Set(existing?.variants ?? [])
            variants.formUnion(change.add)
            variants.subtract(change.remove)
            if variants.isEmpty {
                if BeneathRoot.kind(meta, in: root.path) != .missing { metaDeletes.append(meta) }
            } else {
                metaWrites.append((meta, ReferenceMetadata(layout: change.layout, file: change.file,
                                                            line: change.line ?? existing?.line, variants: Array(variants)).encoded()))
            }
        }
        return (metaWrites, metaDeletes)
    }

    /// Copies every file to write into `staging` (made here): pairs of staged file and reference path.
    static func stage(_ writes: [(data: Data, to: String)], _ metaWrites: [(String, Data)],
                      in staging: String) throws -> [(String, String)] {
        var staged: [(String, String)] = []
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            for (i, w) in writes.enumerated() {
                let s = staging + "/\(i)"
                try AtomicFile.write(w.data, to: URL(fileURLWithPath: s))
                staged.append((s, w.to))
            }
            for (i, m) in metaWrites.enumerated() {
                let s = staging + "/m\(i)"
                try AtomicFile.write(m.1, to: URL(fileURLWithPath: s))
                staged.append((s, m.0))
            }
        } catch let e as ReportError { throw e } catch let e as WriteError {
            throw ReportError("\(staging): cannot stage the references: \(e.reason); nothing was changed")
        } catch {
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
            // Every folder on the way opened without following a link (BeneathRoot): nothing lands outside the folder.
            for (from, to) in staged {
                do { try BeneathRoot.move(from, to: to, in: root.path) } catch {
                    throw ReportError("\(path(to)): cannot be written: \(error)")
                }
            }
            outcome.written = staged.map(\.1).sorted()
            for d in deletes {
                do { if try BeneathRoot.remove(d, in: root.path) { outcome.deleted.append(d) } } catch {
                    throw ReportError("\(path(d)): cannot be deleted (\(error))")
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
