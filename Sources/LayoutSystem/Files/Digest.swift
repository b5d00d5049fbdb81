import Crypto
import Foundation

/// SHA-256 (swift-crypto) for every cache key and every stored fingerprint.
package enum Digest {
    package static func sha256(_ data: Data) -> String { hex(SHA256.hash(data: data)) }
    package static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }

    /// The digest of a file's bytes, read in pieces (a program need not fit in memory twice).
    package static func sha256(file path: String) -> String? {
        guard let h = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? h.close() }
        var hasher = SHA256()
        while true {
            // nil or empty at the end of the file.
            guard let chunk = try? h.read(upToCount: 1 << 20), !chunk.isEmpty else { break }
            hasher.update(data: chunk)
        }
        return hex(hasher.finalize())
    }

    package static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
