import Foundation
import LayoutSystem

/// What a snapshot drew — its PNG and frames — kept in the cache under the key of everything that produced it (the
/// snapshot's inputs: its layout's `inputsDigest` or spec bytes, the variant, the settings, this tool's build; the
/// Swift toolchain; how layout code was contained), so a warm run with nothing changed draws nothing even for a
/// snapshot with no reference yet ("added": before, it was evaluated and drawn again on every run).
///
/// An entry is untrusted input: its key text is stored beside it and compared byte for byte, and each file is sealed
/// with the key's digest and its own (`CacheDirectory.sealed`), so a cut, altered or foreign entry is missing and
/// the snapshot is drawn again.
struct DrawingCache: Sendable {
    let cache: CacheDirectory?

    struct Drawing { var png: Data; var frames: Data }

    static func locate() -> DrawingCache {
        let cache = CacheDirectory.locate()
        if let cache, (try? cache.prepare()) == nil { return DrawingCache(cache: nil) }
        return DrawingCache(cache: cache)
    }

    private func entry(_ key: String) -> (directory: String, key: Data)? {
        guard let cache else { return nil }
        let text = Data("layout-render drawing v1\n\(key)\n".utf8)
        return (cache.inputs + "/drawing-" + Digest.sha256(text), text)
    }

    func drawing(_ key: String) -> Drawing? {
        guard let (directory, text) = entry(key), FileManager.default.contents(atPath: directory + "/key") == text,
              let png = FileManager.default.contents(atPath: directory + "/drawing.png").flatMap({ CacheDirectory.unsealed($0, key: text) }),
              let frames = FileManager.default.contents(atPath: directory + "/frames.json").flatMap({ CacheDirectory.unsealed($0, key: text) })
        else { return nil }
        CacheDirectory.touch(directory)
        return Drawing(png: png, frames: frames)
    }

    func store(_ drawing: Drawing, _ key: String) {
        guard let cache, let (directory, text) = entry(key) else { return }
        cache.publish(directory, key: text, files: ["drawing.png": CacheDirectory.sealed(drawing.png, key: text),
                                                    "frames.json": CacheDirectory.sealed(drawing.frames, key: text)])
    }
}
