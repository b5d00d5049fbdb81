import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The per-user cache of compiled layout programs (`programs/`) and of what input files gave (`inputs/`,
/// `InputCache`), with its scratch space (`tmp/`). docs/swift-sources.md, "Cache".
///
/// `LAYOUT_RENDER_CACHE`, else `$XDG_CACHE_HOME/layout-render`, else `$HOME/.cache/layout-render`; never a shared
/// directory such as /tmp: with none of these the tool runs uncached. The directory is created 0700 and must belong
/// to this user and be writable by nobody else — a program stored there is run, so whoever can write there could
/// plant one. Every entry is keyed by SHA-256 over content, verified on every hit, published by one rename, and
/// the whole is kept under `LAYOUT_RENDER_CACHE_SIZE` (default 1 GB) by removing the least recently used entries.
public struct CacheDirectory: Sendable {
    public let path: String
    public var programs: String { path + "/programs" }
    public var inputs: String { path + "/inputs" }
    package var scratchRoot: String { path + "/tmp" }

    public init(path: String) { self.path = path }

    /// The cache directory the environment names, nil when it names none (no `HOME`): the run is then uncached.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> CacheDirectory? {
        if let d = environment["LAYOUT_RENDER_CACHE"], !d.isEmpty { return CacheDirectory(path: absolute(d)) }
        if let x = environment["XDG_CACHE_HOME"], x.hasPrefix("/") { return CacheDirectory(path: x + "/layout-render") }
        if let home = environment["HOME"], home.hasPrefix("/"), home != "/" {
            return CacheDirectory(path: home + "/.cache/layout-render")
        }
        return nil
    }

    package static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The cap in bytes: `LAYOUT_RENDER_CACHE_SIZE` (a number of bytes, or with K, M or G: 500M, 2G), else 1 GB.
    public static func maxSize(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int64 {
        guard let text = environment["LAYOUT_RENDER_CACHE_SIZE"] else { return defaultMaxSize }
        let units: [Character: Int64] = ["K": 1_000, "M": 1_000_000, "G": 1_000_000_000]
        var digits = text.uppercased()
        var unit: Int64 = 1
        if let last = digits.last, let u = units[last] { unit = u; digits.removeLast() }
        guard let n = Int64(digits), n >= 0, n <= Int64.max / unit else {
            throw CacheError("LAYOUT_RENDER_CACHE_SIZE=\(text): give a size in bytes, e.g. 500M or 2G")
        }
        return n * unit
    }
    public static let defaultMaxSize: Int64 = 1_000_000_000

    /// Creates the directory (0700) and its parts, and checks it is this user's alone. One line when it cannot be.
    public func prepare() throws {
        try Self.makeDirectory(path, what: "cache directory")
        var s = stat()
        guard lstat(path, &s) == 0 else { throw Self.problem("cache directory", path, errno) }
        guard (s.st_mode & S_IFMT) == S_IFDIR else {
            throw CacheError("the cache directory \(path) is not a directory (a link or a file); remove it or set LAYOUT_RENDER_CACHE")
        }
        guard s.st_uid == geteuid() else {
            throw CacheError("the cache directory \(path) belongs to user \(s.st_uid), not to you (\(geteuid())): "
                              + "a program stored there would run as you; remove it or set LAYOUT_RENDER_CACHE")
        }
        if s.st_mode & 0o022 != 0 {
            throw CacheError("the cache directory \(path) is writable by others (mode \(String(s.st_mode & 0o777, radix: 8))): "
                              + "anyone could plant a program there; chmod 700 it or set LAYOUT_RENDER_CACHE")
        }
        if s.st_mode & 0o077 != 0 { chmod(path, 0o700) }
        for sub in [programs, inputs, scratchRoot] { try Self.makeDirectory(sub, what: "cache directory") }
    }

    /// `mkdir -p` with mode 0700 for what it creates; the failure as one line (read-only, full, no permission).
    package static func makeDirectory(_ path: String, what: String) throws {
        var parts: [String] = []
        var p = path
        while !FileManager.default.fileExists(atPath: p) && p != "/" && !p.isEmpty {
            parts.append(p)
            p = (p as NSString).deletingLastPathComponent
        }
        for dir in parts.reversed() where mkdir(dir, 0o700) != 0 && errno != EEXIST {
            throw problem(what, dir, errno)
        }
    }

    package static func problem(_ what: String, _ path: String, _ code: Int32) -> CacheError {
        switch code {
        case EROFS: return CacheError("the \(what) \(path) is on a read-only file system; set LAYOUT_RENDER_CACHE to a writable directory")
        case EACCES, EPERM: return CacheError("no permission to write the \(what) \(path); set LAYOUT_RENDER_CACHE to a directory of yours")
        case ENOSPC, EDQUOT: return CacheError("no space left on the device holding the \(what) \(path); free some, or run 'layout-render cache clean'")
        default: return CacheError("cannot use the \(what) \(path): \(String(cString: strerror(code)))")
        }
    }

    /// A file of a cache entry or of a compile's scratch folder (`what`, for the message), written through
    /// `AtomicFile`: whole or not at all, removed on a signal. A failure is the cache's advice (`problem`).
    package static func write(_ data: Data, to path: String, what: String, permissions: mode_t = 0o666) throws {
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: path), permissions: permissions) } catch let e as WriteError {
            throw problem(what, path, e.code == 0 ? ENOSPC : e.code)
        }
    }

    /// A private scratch directory for one compile or run, removed by the caller.
    package func makeScratch() throws -> String {
        let dir = scratchRoot + "/" + UUID().uuidString
        if mkdir(dir, 0o700) != 0 { throw Self.problem("cache directory", scratchRoot, errno) }
        return dir
    }

    /// A private scratch directory when there is no cache: in `TMPDIR` (else /tmp), 0700, a fresh name.
    package static func uncachedScratch(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CacheError("TMPDIR=\(base) is not a directory, and there is no cache directory (HOME is not set); "
                              + "set TMPDIR to an existing directory, or HOME or LAYOUT_RENDER_CACHE")
        }
        var template = Array((base + "/layout-render-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw problem("temporary directory", base, errno)
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Marks an entry as used now (its directory's modification time): eviction removes the least recently used.
    package static func touch(_ entry: String) { _ = utimensat(AT_FDCWD, entry, nil, 0) }

    /// Removes a directory tree without ever leaving a half-removed entry under its name: renamed away first.
    package func discard(_ entry: String) {
        let away = scratchRoot + "/discard-" + UUID().uuidString
        if rename(entry, away) == 0 { try? FileManager.default.removeItem(atPath: away) }
    }

    /// An entry's folder built whole — `key` (the exact text a reader compares) and `files` — in a scratch folder,
    /// then published at `directory` with one rename; an entry already there (another run's) is replaced whole. A
    /// cache that cannot be written is not an error of the run: the entry is made again next time.
    package func publish(_ directory: String, key: Data, files: [String: Data]) {
        guard let scratch = try? makeScratch() else { return }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let built = scratch + "/entry"
        guard mkdir(built, 0o700) == 0, (try? Self.write(key, to: built + "/key", what: "cache")) != nil else { return }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            guard (try? Self.write(data, to: built + "/" + name, what: "cache")) != nil else { return }
        }
        if rename(built, directory) != 0 {
            discard(directory)
            _ = rename(built, directory)
        }
    }

    /// A body as an entry stores it: "<sha256 of the key text> <sha256 of the body> <length>\n" then the body, so a
    /// body truncated, altered, or moved from another entry (whose key differs) is not taken: the entry is then missing.
    package static func sealed(_ body: Data, key: Data) -> Data {
        Data("\(Digest.sha256(key)) \(Digest.sha256(body)) \(body.count)\n".utf8) + body
    }

    /// The body of a sealed file stored for `key`, nil when it is not exactly that.
    package static func unsealed(_ stored: Data, key: Data) -> Data? {
        guard let newline = stored.firstIndex(of: 10), newline - stored.startIndex <= 200 else { return nil }
        let header = String(decoding: stored[stored.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = Data(stored[(newline + 1)...])
        guard header.count == 3, String(header[0]) == Digest.sha256(key), Int(header[2]) == body.count,
              Digest.sha256(body) == String(header[1]) else { return nil }
        return body
    }

    package struct Entry { package var path: String; package var size: Int64; package var used: Double }

    package func entries() -> [Entry] {
        var result: [Entry] = []
        for root in [programs, inputs] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
                let dir = root + "/" + name
                var s = stat()
                guard lstat(dir, &s) == 0 else { continue }
                var size: Int64 = 0
                for file in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] {
                    var f = stat()
                    if lstat(dir + "/" + file, &f) == 0 { size += Int64(f.st_blocks) * 512 }
                }
                result.append(Entry(path: dir, size: size,
                                    used: Double(s.st_mtim.tv_sec) + Double(s.st_mtim.tv_nsec) / 1e9))
            }
        }
        return result
    }

    /// Removes the least recently used entries until the cache holds at most `limit` bytes, never those in `keep`
    /// (what this run uses). Scratch left by runs that were killed is removed once an hour old.
    package func evict(limit: Int64, keep: Set<String>) {
        var all = entries().sorted { $0.used < $1.used }
        var total = all.reduce(0) { $0 + $1.size }
        while total > limit, let i = all.firstIndex(where: { !keep.contains($0.path) }) {
            discard(all[i].path)
            total -= all[i].size
            all.remove(at: i)
        }
        let now = Date().timeIntervalSince1970
        for name in (try? FileManager.default.contentsOfDirectory(atPath: scratchRoot)) ?? [] {
            var s = stat()
            let p = scratchRoot + "/" + name
            if lstat(p, &s) == 0, now - Double(s.st_mtim.tv_sec) > 3600 { try? FileManager.default.removeItem(atPath: p) }
        }
    }

    /// `layout-render cache info`.
    public func info(limit: Int64) -> String {
        let all = entries()
        let programsCount = all.filter { $0.path.hasPrefix(programs + "/") }.count
        let total = all.reduce(0) { $0 + $1.size }
        return "cache: \(path)\nprograms: \(programsCount)\ninput sets: \(all.count - programsCount)\n"
            + "size: \(Self.bytes(total)) of \(Self.bytes(limit)) (LAYOUT_RENDER_CACHE_SIZE)\n"
            + "compiler module cache: \(Self.bytes(Self.treeSize(path + "/module-cache"))) (not counted; one per Swift toolchain)\n"
    }

    /// `layout-render cache clean`: every entry and scratch directory removed.
    public func clean() -> String {
        let all = entries()
        let total = all.reduce(0) { $0 + $1.size }
        for e in all { discard(e.path) }
        discard(path + "/module-cache")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: scratchRoot)) ?? [] {
            try? FileManager.default.removeItem(atPath: scratchRoot + "/" + name)
        }
        return "removed \(all.count) entries (\(Self.bytes(total))) from \(path)\n"
    }

    package static func treeSize(_ root: String) -> Int64 {
        var total: Int64 = 0
        let e = FileManager.default.enumerator(atPath: root)
        while let name = e?.nextObject() as? String {
            var s = stat()
            if lstat(root + "/" + name, &s) == 0 { total += Int64(s.st_blocks) * 512 }
        }
        return total
    }

    package static func bytes(_ n: Int64) -> String {
        n >= 1_000_000_000 ? String(format: "%.1f GB", Double(n) / 1e9)
            : n >= 1_000_000 ? String(format: "%.1f MB", Double(n) / 1e6)
            : n >= 1_000 ? String(format: "%.1f kB", Double(n) / 1e3) : "\(n) bytes"
    }
}

/// The cache folder cannot be used (not ours, not writable, a malformed size cap): what and what to do.
public struct CacheError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
