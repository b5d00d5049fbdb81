import Foundation

/// The one way output leaves the process (docs/limits.md, "Writing output"): files appear complete or not at
/// all, and standard output reports a failed write instead of losing it or trapping.
///
/// A file is written to a temporary file in the target's directory (same file system), then renamed over the
/// target. The temporary file is removed on any error, and on SIGINT/SIGTERM/SIGHUP when the executable installed
/// the cleanup (`Signals.install()`, LayoutSystem). Its name stays
/// within NAME_MAX however long the target's name is. Targets are checked before any work (`check`): not a
/// directory, not a device or other special file, in a writable directory, and not one of the command's inputs.
package enum AtomicFile {
    /// Longest file name (bytes) most Linux and macOS file systems accept.
    package static let nameMax = 255

    /// Fails early, before any drawing, when `url` cannot be written or is one of `inputs` (the same file by
    /// device and inode, so another spelling of the path or a hard link is caught too).
    package static func check(_ url: URL, inputs: [String] = []) throws {
        let path = url.path
        var info = stat()
        if lstat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw WriteError(path: path, reason: "is a directory; give a file name such as out.png", code: EISDIR) }
            // A symbolic link is followed for the type (a link to a regular file is replaced by the rename).
            var target = stat()
            let followed = type == S_IFLNK ? (stat(path, &target) == 0 ? target.st_mode & S_IFMT : S_IFREG) : type
            if followed != S_IFREG {
                throw WriteError(path: path, reason: "is not a regular file (a device, pipe or socket); write to a file", code: EINVAL)
            }
            for input in inputs where sameFile(path, input) {
                throw WriteError(path: path, reason: "is also an input (\(input)); choose another output name", code: EEXIST)
            }
        }
        let dir = url.deletingLastPathComponent().path
        var dirInfo = stat()
        guard stat(dir, &dirInfo) == 0, dirInfo.st_mode & S_IFMT == S_IFDIR else {
            throw WriteError(path: path, reason: "directory \(dir) does not exist", code: ENOENT)
        }
        guard access(dir, W_OK) == 0 else {
            throw WriteError(path: path, reason: "directory \(dir) is not writable", code: EACCES)
        }
    }

    /// `check` without inputs (kept for callers that have none).
    package static func checkWritable(_ url: URL) throws { try check(url) }

    /// Whether two paths name the same file (device and inode); false when either does not exist.
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Writes `data` to `url` atomically. `inputs` are refused as targets (see `check`). `beforeRename` runs after the
    /// temporary file is written and before it is renamed over the target: a seam for tests, which hold the writer
    /// there to interrupt a write at a known point without timing (Tests/WriteGateProbe); nil in normal use.
    /// `permissions`: the new file's mode before the umask (0o755 for a program the cache keeps).
    package static func write(_ data: Data, to url: URL, inputs: [String] = [], permissions: mode_t = 0o666,
                              beforeRename: (() -> Void)? = nil) throws {
        try check(url, inputs: inputs)
        let temp = temporaryPath(for: url)
        // Registered before it exists: a signal between creating and registering would leave it behind.
        let token = TemporaryFiles.register(temp)
        defer { TemporaryFiles.unregister(token) }
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { let code = errno; throw WriteError(path: url.path, reason: String(cString: strerror(code)), code: code) }
        var failure: Int32 = 0
        data.withUnsafeBytes { failure = writeAll(fd, $0) }
        beforeRename?()
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw WriteError(path: url.path, reason: String(cString: strerror(failure)), code: failure)
        }
    }

    /// Writes `data` to standard output, all of it or an error (a full disk, a closed pipe): never a silent loss.
    package static func writeStandardOutput(_ data: Data) throws {
        let failure = data.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
        if failure != 0 {
            throw WriteError(path: "standard output", reason: String(cString: strerror(failure)))
        }
    }

    /// Writes every byte, retrying after interruptions and short writes; 0 or the errno that stopped it.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var p = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let n = Foundation.write(fd, p, min(left, 1 << 20))
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            p += n; left -= n
        }
        return 0
    }

    /// `.<name>.<pid>.<random>.tmp` beside the target, the name part shortened (on a UTF-8 boundary) so the whole
    /// stays within `nameMax` bytes: a legal 250-byte target name must still be writable.
    package static func temporaryPath(for url: URL) -> String {
        let suffix = ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var name = Substring(url.lastPathComponent)
        while 1 + name.utf8.count + suffix.utf8.count > nameMax { name = name.dropLast() }
        return url.deletingLastPathComponent().appendingPathComponent("." + name + suffix).path
    }
}

/// An output that cannot be written: its path and why (the one error of the one writer).
public struct WriteError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String
    /// The errno behind it, when one is (0 otherwise): a cache names its own advice by it (`CacheDirectory.write`).
    public var code: Int32
    public init(path: String, reason: String, code: Int32 = 0) { self.path = path; self.reason = reason; self.code = code }
    public var description: String { "\(path): cannot write output: \(reason)" }
}
