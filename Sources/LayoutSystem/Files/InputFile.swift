import Foundation

/// The one check of an input file (issue 16): spec files, Swift sources, PNGs and frames files are all opened
/// through here, so a missing file, a directory, a pipe, an unreadable or an oversized file gets the same one line
/// whatever the command: "<path>: no such file", "<path>: is a directory, not a spec file", …
/// The checks run on the file's metadata before a byte is read (a FIFO would block a read; a huge file would cost
/// its size in memory).
public enum InputFile {
    /// What the file should be, as messages name it ("spec file", "Swift source file", "PNG file", "frames file").
    public struct Kind: Hashable, Sendable {
        public var name: String
        public init(_ name: String) { self.name = name }
        public static let spec = Kind("spec file")
        public static let swiftSource = Kind("Swift source file")
        public static let png = Kind("PNG file")
        public static let frames = Kind("frames file")
    }

    /// Why an input cannot be read, naming the path as it was given.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var path: String
        /// The reason without the path ("no such file").
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Checks that `path` names a regular file this process may read, of at most `maxSize` bytes; returns its size.
    @discardableResult
    public static func check(_ path: String, as kind: Kind, maxSize: Int? = nil) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Problem(path: path, reason: errno == ENOENT || errno == ENOTDIR ? "no such file"
                          : "cannot read the file: " + String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(path: path, reason: "is a directory, not a \(kind.name)")
        default: throw Problem(path: path, reason: "is a device, pipe or socket, not a \(kind.name)")
        }
        guard access(path, R_OK) == 0 else { throw Problem(path: path, reason: "cannot read the file (permission denied)") }
        let size = Int(info.st_size)
        if let maxSize, size > maxSize {
            throw Problem(path: path, reason: "\(kind.name) is \(size) bytes; the limit is \(maxSize) bytes")
        }
        return size
    }

    /// The first `count` bytes of `path` (fewer when the file is shorter), after `check`: what a file is, from its
    /// signature, before it is read whole.
    public static func prefix(_ path: String, count: Int) throws -> Data {
        try check(path, as: Kind("file"))
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(path: path, reason: "cannot read the file: " + String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        do { return try handle.read(upToCount: count) ?? Data() } catch {
            throw Problem(path: path, reason: "cannot read the file: " + failure(error))
        }
    }

    /// What went wrong in a read, in the system's words ("Input/output error"): Foundation wraps the errno in an
    /// NSError whose own text is "The operation could not be completed. (NSCocoaErrorDomain error 256.)".
    static func failure(_ error: Error) -> String {
        var e = error as NSError
        for _ in 0..<4 {
            if e.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(e.code))) }
            guard let next = e.userInfo[NSUnderlyingErrorKey] as? NSError else { break }
            e = next
        }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    /// The bytes of `path`, after `check`.
    public static func read(_ path: String, as kind: Kind, maxSize: Int? = nil) throws -> Data {
        let size = try check(path, as: kind, maxSize: maxSize)
        // read(2) to the end, so a failure is the system's own words ("Input/output error"; Foundation's
        // Data(contentsOf:) says "The operation could not be completed"), and a file that grows past its limit while
        // read (or reports size 0, as /proc files do) is cut off at the limit, never read whole.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Problem(path: path, reason: "cannot read the file: " + String(cString: strerror(errno))) }
        defer { close(fd) }
        // Read straight into the buffer (one byte more than the size, to see the end in the same call).
        var data = Data(count: size + 1)
        var count = 0
        while true {
            if count == data.count { data.count += max(1 << 16, data.count) }
            let n = data.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem(path: path, reason: "cannot read the file: " + String(cString: strerror(errno)))
            }
            if n == 0 { data.count = count; return data }
            count += n
            if let maxSize, count > maxSize {
                throw Problem(path: path, reason: "\(kind.name) is more than \(maxSize) bytes; the limit is \(maxSize) bytes")
            }
        }
    }
}
