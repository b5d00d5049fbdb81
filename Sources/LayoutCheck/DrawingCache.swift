import Foundation
import LayoutSystem

/// What a snapshot drew — its PNG and frames — kept in the cache under the key of everything that produced it (the
/// snapshot's inputs: its layout's `inputsDigest` or spec bytes, the variant, the settings, this tool's build; the
/// Swift toolchain; how layout code was contained), so a warm run with nothing changed draws nothing even for a
/// snapshot with no reference yet ("added": before, it was evaluated and drawn again on every run), nor compares
/// again one that differed from its references ("changed": the comparison's result is kept with the drawing, under
/// the references' content key).
///
/// An entry is untrusted input: its key text is stored beside it and compared byte for byte, and each file is sealed
/// with the key's digest and its own (`CacheDirectory.sealed`), so a cut, altered or foreign entry is missing and
/// the snapshot is drawn again.
struct DrawingCache: Sendable {
    let cache: CacheDirectory?

    struct Drawing {
        var png: Data
        var frames: Data
        /// What comparing it with its references found, when it did not pass (a "changed" result), and the diff image.
        var comparison: Comparison? = nil
        var diff: Data? = nil
        /// The front end's notes on what the drawing was made with (`CheckResult.notes`).
        var notes: [String] = []
    }

    /// A comparison's result as `results.json` says it, with the content key of the references it was made against.
    struct Comparison: Codable, Equatable {
        var reference: String
        var changedElements: Int?
        var elementChanges: [String]
        var differingPixels: Int?
        var message: String?
    }

    static func locate() -> DrawingCache {
        let cache = CacheDirectory.locate()
        if let cache, (try? cache.prepare()) == nil { return DrawingCache(cache: nil) }
        return DrawingCache(cache: cache)
    }

    private func entry(_ key: String) -> (directory: String, key: Data)? {
        guard let cache else { return nil }
        let text = Data("layout-render drawing v2\n\(key)\n".utf8)
        return (cache.inputs + "/drawing-" + Digest.sha256(text), text)
    }

    func drawing(_ key: String) -> Drawing? {
        guard let (directory, text) = entry(key), FileManager.default.contents(atPath: directory + "/key") == text else { return nil }
        // A file there that is not whole (or not this entry's) makes the entry missing; one not there is none.
        func read(_ name: String) -> Data?? {
            guard let stored = FileManager.default.contents(atPath: directory + "/" + name) else { return .some(nil) }
            return CacheDirectory.unsealed(stored, key: text).map { .some($0) }
        }
        guard let png = read("drawing.png") ?? nil, let frames = read("frames.json") ?? nil,
              let comparison = read("comparison.json"), let diff = read("diff.png"),
              let notesData = read("notes.json") ?? nil, let notes = try? JSONDecoder().decode([String].self, from: notesData)
        else { return nil }
        var drawing = Drawing(png: png, frames: frames, diff: diff, notes: notes)
        if let comparison {
            guard let c = try? JSONDecoder().decode(Comparison.self, from: comparison) else { return nil }
            drawing.comparison = c
        }
        CacheDirectory.touch(directory)
        return drawing
    }

    func store(_ drawing: Drawing, _ key: String) {
        guard let cache, let (directory, text) = entry(key) else { return }
        guard let notes = try? JSONEncoder().encode(drawing.notes) else { return }
        var files = ["drawing.png": drawing.png, "frames.json": drawing.frames, "notes.json": notes]
        if let c = drawing.comparison {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(c) else { return }
            files["comparison.json"] = data
        }
        if let diff = drawing.diff { files["diff.png"] = diff }
        cache.publish(directory, key: text, files: files.mapValues { CacheDirectory.sealed($0, key: text) })
    }
}
