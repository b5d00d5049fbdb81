import Foundation
#if canImport(Glibc)
import Glibc
import LayoutSystem
#endif

/// Compiled layout programs, keyed by SHA-256 over their generated source and what they are built from
/// (`Toolchain.fingerprint`: compiler and runtime by content), so a second run over unchanged files compiles
/// nothing. An entry `programs/<key>/` holds `program` and `fingerprint` (the SHA-256 and size of the program's
/// bytes, written when it was built). The fingerprint is checked before every run: a program that does not match
/// — truncated, or put there by anyone but this tool — is removed and built again, never run.
struct ProgramCache {
    let cache: CacheDirectory

    static func key(_ text: String) -> String { Digest.sha256(text) }
    static func key(_ bytes: Data) -> String { Digest.sha256(bytes) }

    /// The program for `source`, built into a scratch directory with `build` (which leaves `program` there) when
    /// absent or not as recorded. Published with one rename: a concurrent run either finds it whole or publishes
    /// its own; nothing is removed first.
    func program(source: String, fingerprint: String, build: (String) throws -> Void) throws -> String {
        let dir = cache.programs + "/" + Self.key(fingerprint + "\n" + source)
        if Self.verified(dir + "/program") {
            CacheDirectory.touch(dir)
            return dir + "/program"
        }
        let scratch = try cache.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let built = scratch + "/entry"
        try CacheDirectory.makeDirectory(built, what: "cache directory")
        try build(built)
        try Self.record(built + "/program")
        for _ in 0..<3 {
            if rename(built, dir) == 0 { return dir + "/program" }
            guard errno == ENOTEMPTY || errno == EEXIST else { throw CacheDirectory.problem("program cache", cache.programs, errno) }
            // Another run published it first: use theirs if it is whole, else set it aside and publish ours.
            if Self.verified(dir + "/program") { return dir + "/program" }
            cache.discard(dir)
        }
        throw SourceError("cannot publish the compiled program in \(cache.programs): another run keeps replacing it")
    }

    /// Writes the program's fingerprint beside it.
    static func record(_ program: String) throws {
        guard let digest = Digest.sha256(file: program) else { throw SourceError("the compiler wrote no program") }
        let size = (try? FileManager.default.attributesOfItem(atPath: program)[.size] as? Int) ?? 0
        let path = (program as NSString).deletingLastPathComponent + "/fingerprint"
        try CacheDirectory.write(Data("\(digest) \(size)\n".utf8), to: path, what: "program cache")
    }

    /// Whether `program` is exactly what its fingerprint records (size first, then SHA-256 of its bytes).
    static func verified(_ program: String) -> Bool {
        let path = (program as NSString).deletingLastPathComponent + "/fingerprint"
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return false }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard parts.count == 2, let size = Int(parts[1]) else { return false }
        var s = stat()
        guard lstat(program, &s) == 0, (s.st_mode & S_IFMT) == S_IFREG, Int(s.st_size) == size,
              s.st_uid == geteuid() else { return false }
        return Digest.sha256(file: program) == String(parts[0])
    }
}
