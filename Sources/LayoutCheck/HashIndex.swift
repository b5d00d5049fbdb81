import Foundation
import LayoutSource
import LayoutSystem

/// What a warm run needs to skip work: for each snapshot id, the key of its inputs (source files, variant,
/// settings, tool build) and of its reference files when they last passed together — with the pixels that differed
/// within tolerance, so a warm pass writes the result a cold one would —, and the error it last ended in with the
/// key of the inputs that produced it. Kept in the cache folder (not beside the references: those stay
/// deterministic), one small file per reference folder.
///
/// An error is kept only when the same inputs give it again (`reproducible`): a compile error, an exception the
/// layout's code raised, a spec the engine refuses. One that depends on the machine — a time or memory limit, a
/// signal, a full disk, a missing toolchain — is tried again on the next run.
final class HashIndex: @unchecked Sendable {
    /// A snapshot that passed: its inputs and reference keys, and the pixels that differed within tolerance.
    struct Pass: Codable, Equatable {
        var key: String
        var differingPixels: Int
        /// The drawing's notes (`CheckResult.notes`), so a warm pass says them as the cold run did.
        var notes: [String] = []
    }

    /// A snapshot that ended in an error: the key of what produced it and the result's message.
    struct Failure: Codable, Equatable {
        var key: String
        var message: String
    }

    /// The file: version 3 (version 1 was a bare map of passes, version 2 kept no notes; read as nothing warm).
    struct Stored: Codable {
        var version = 3
        var passed: [String: Pass] = [:]
        var failed: [String: Failure] = [:]
    }

    private var stored: Stored
    private var rendered: [String: (input: String, content: String, notes: [String])] = [:]
    private let lock = NSLock()
    let path: String?

    init(path: String?) {
        self.path = path
        if let path, let data = FileManager.default.contents(atPath: path),
           let read = try? JSONDecoder().decode(Stored.self, from: data), read.version == 3 {
            stored = read
        } else {
            stored = Stored()
        }
    }

    /// The index for a reference folder, in the cache directory (`LAYOUT_RENDER_CACHE`, else the user's cache
    /// folder); with none (no HOME), a scratch file of this run: nothing is warm then.
    static func locate(references: URL) -> HashIndex {
        HashIndex(path: path(in: CacheDirectory.locate()?.path ?? NSTemporaryDirectory() + "/layout-render-check-\(getpid())",
                             references: references.path))
    }

    /// Where the index of a reference folder lives in a cache directory.
    static func path(in cache: String, references: String) -> String {
        cache + "/check/" + Digest.sha256(references) + ".json"
    }

    /// How the snapshot last passed with these inputs against a reference with this content (the pixels that
    /// differed, its notes); nil when it did not.
    func passed(_ id: String, input: String, reference: String) -> Pass? {
        lock.lock(); defer { lock.unlock() }
        guard let p = stored.passed[id], p.key == input + ":" + reference else { return nil }
        return p
    }

    /// The snapshot passed with these inputs against a reference with this content.
    func note(_ id: String, input: String, reference: String, differingPixels: Int, notes: [String]) {
        lock.lock(); defer { lock.unlock() }
        stored.passed[id] = Pass(key: input + ":" + reference, differingPixels: differingPixels, notes: notes)
        stored.failed[id] = nil
    }

    /// The message of the error these inputs ended in last time, if they did.
    func failure(_ id: String, input: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        guard let f = stored.failed[id], f.key == input else { return nil }
        return f.message
    }

    /// The snapshot's inputs ended in this error (kept only when it is `reproducible`); nil: they rendered.
    func failed(_ id: String, input: String, message: String?) {
        lock.lock(); defer { lock.unlock() }
        if let message, Self.reproducible(message) { stored.failed[id] = Failure(key: input, message: message) }
        else { stored.failed[id] = nil }
    }

    /// Whether the same inputs give this error again: not when it came from a limit of the machine or the run.
    static func reproducible(_ message: String) -> Bool {
        !transient.contains { message.contains($0) }
    }

    /// What a message says when the machine, not the code, decided the outcome (ProgramRunner, SwiftLayoutSet,
    /// Toolchain and the sandbox's own words).
    static let transient = ["did not finish within", "of CPU time", "ran out of memory", "stopped by signal", "SIGKILL",
                            "no space left", "no Swift toolchain", "no layout runtime", "the Swift compiler failed",
                            "could not be compiled", "cannot keep", "cannot write", "interrupted", "sandbox", "Sandbox",
                            "bubblewrap", "Landlock", "permission"]

    /// A fresh rendering's keys: if it is recorded, its files become the reference.
    func pending(_ id: String, input: String, png: Data, frames: Data, notes: [String]) {
        let content = SnapshotCheck.contentKey(png: png, frames: frames)
        lock.lock(); defer { lock.unlock() }
        rendered[id] = (input, content, notes)
    }

    /// After a commit: the recorded snapshots now pass against their new references; removed ones are forgotten.
    func recorded(_ ids: [String], removed: [String]) {
        lock.lock(); defer { lock.unlock() }
        for id in ids {
            if let r = rendered[id] { stored.passed[id] = Pass(key: r.input + ":" + r.content, differingPixels: 0, notes: r.notes) }
        }
        for id in removed { stored.passed[id] = nil; stored.failed[id] = nil }
    }

    /// Written atomically; a failure only costs the next run its warm start.
    func save() {
        guard let path else { return }
        lock.lock(); let value = stored; lock.unlock()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value) else { return }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        // A cache: a write that fails leaves the old index (or none), never half of one.
        try? AtomicFile.write(data, to: URL(fileURLWithPath: path))
    }
}
