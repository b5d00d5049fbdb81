import Foundation
import LayoutSource
import LayoutSystem

/// What a warm run needs to skip work: for each snapshot id, the key of its inputs (source files, variant,
/// settings, tool build) and of its reference files when they last passed together. Kept in the cache folder
/// (not beside the references: those stay deterministic), one small file per reference folder.
final class HashIndex: @unchecked Sendable {
    private var entries: [String: String]
    private var rendered: [String: (input: String, content: String)] = [:]
    private let lock = NSLock()
    let path: String?

    init(path: String?) {
        self.path = path
        if let path, let data = FileManager.default.contents(atPath: path),
           let map = try? JSONDecoder().decode([String: String].self, from: data) {
            entries = map
        } else {
            entries = [:]
        }
    }

    /// The index for a reference folder, in the cache directory (`LAYOUT_RENDER_CACHE`, else the user's cache
    /// folder); with none (no HOME), a scratch file of this run: nothing is warm then.
    static func locate(references: URL) -> HashIndex {
        let dir = (CacheDirectory.locate()?.path ?? NSTemporaryDirectory() + "/layout-render-check-\(getpid())") + "/check"
        return HashIndex(path: dir + "/" + Digest.sha256(references.path) + ".json")
    }

    func passed(_ id: String, input: String, reference: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return entries[id] == input + ":" + reference
    }

    /// The snapshot passed with these inputs against a reference with this content.
    func note(_ id: String, input: String, reference: String) {
        lock.lock(); defer { lock.unlock() }
        entries[id] = input + ":" + reference
    }

    /// A fresh rendering's keys: if it is recorded, its files become the reference.
    func pending(_ id: String, input: String, png: Data, frames: Data) {
        let content = SnapshotCheck.contentKey(png: png, frames: frames)
        lock.lock(); defer { lock.unlock() }
        rendered[id] = (input, content)
    }

    /// After a commit: the recorded snapshots now pass against their new references; removed ones are forgotten.
    func recorded(_ ids: [String], removed: [String]) {
        lock.lock(); defer { lock.unlock() }
        for id in ids { if let r = rendered[id] { entries[id] = r.input + ":" + r.content } }
        for id in removed { entries[id] = nil }
    }

    /// Written atomically; a failure only costs the next run its warm start.
    func save() {
        guard let path else { return }
        lock.lock(); let map = entries; lock.unlock()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(map) else { return }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        let temp = path + ".\(getpid()).tmp"
        if FileManager.default.createFile(atPath: temp, contents: data) { rename(temp, path) }
    }
}
