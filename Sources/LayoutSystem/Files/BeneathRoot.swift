import Foundation

/// Files under a root folder reached without following any symbolic link below it (docs/visual-regression.md,
/// "What check reads and writes"): every folder of a relative path is opened with `openat(O_NOFOLLOW |
/// O_DIRECTORY)` from the descriptor of the one before, starting at the root's descriptor, and the last
/// component with `O_NOFOLLOW`. A link anywhere below the root — the reference folder itself, a folder in it, or a
/// reference file — is refused, so nothing is read from or written to outside the root through one. (The root is
/// the user's own choice and may itself be reached through links.) `openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS)`
/// would do the same in one call; this walk needs no kernel newer than any other part of the tool.
public enum BeneathRoot {
    /// Why a path was refused or could not be used: one line, naming the path relative to the root.
    public struct Problem: Error, CustomStringConvertible, Equatable, Sendable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// What is at a path.
    public enum Kind: Equatable, Sendable {
        case missing
        case regular
        case directory
        /// A symbolic link (at the path or at a folder on the way), device, pipe or socket: described.
        case other(String)
    }

    /// The components of a relative path; nil when it is empty, absolute, or holds `.`, `..` or an empty component.
    static func components(_ relative: String) -> [String]? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0") else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return parts.contains { $0.isEmpty || $0 == "." || $0 == ".." } ? nil : parts
    }

    /// Opens the root folder (following links: the root is given by the user, and whoever names it checks it),
    /// made first when `create` and missing.
    static func openRoot(_ root: String, create: Bool = false) throws -> Int32 {
        if create && access(root, F_OK) != 0 { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Problem("\(root): cannot be opened as a folder (\(String(cString: strerror(errno))))") }
        return fd
    }

    /// The descriptor of the folder `parts` under `fd` (closing `fd`), every step without following a link;
    /// folders made (0755) when `create`. Throws naming the first component that is a link or not a folder.
    static func descend(_ fd: Int32, _ parts: ArraySlice<String>, shown: String, create: Bool) throws -> Int32 {
        var current = fd
        var walked: [String] = []
        for part in parts {
            walked.append(part)
            var next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(current, part, 0o755) != 0 && errno != EEXIST {
                    let reason = String(cString: strerror(errno))
                    close(current)
                    throw Problem("\(shown): cannot make the folder \(walked.joined(separator: "/")) (\(reason))")
                }
                next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let failure = errno
            close(current)
            guard next >= 0 else {
                let at = walked.joined(separator: "/")
                switch failure {
                case ELOOP, ENOTDIR:
                    throw Problem("\(shown): \(at) is a symbolic link or a file, not a folder; "
                                  + "a path here is followed only through real folders")
                case ENOENT: throw Problem("\(shown): \(at) does not exist")
                default: throw Problem("\(shown): \(at) cannot be opened (\(String(cString: strerror(failure))))")
                }
            }
            current = next
        }
        return current
    }

    /// What `relative` is under `root`, without following links: a link at any step is `.other`.
    public static func kind(_ relative: String, in root: String) -> Kind {
        guard let parts = components(relative) else { return .other("not a path inside the folder") }
        guard let rootFD = try? openRoot(root) else { return .missing }
        let dir: Int32
        do { dir = try descend(rootFD, parts.dropLast(), shown: relative, create: false) } catch let p as Problem {
            return p.description.hasSuffix("does not exist") ? .missing : .other("under a symbolic link or a file")
        } catch { return .missing }
        defer { close(dir) }
        var info = stat()
        guard fstatat(dir, parts[parts.count - 1], &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .other("a symbolic link")
        default: return .other("not a regular file (a device, pipe or socket)")
        }
    }

    /// The bytes of the regular file `relative` under `root` (at most `maxBytes`, else refused), read through one
    /// descriptor opened without following a link at any step.
    public static func read(_ relative: String, in root: String, maxBytes: Int = 512 << 20) throws -> Data {
        guard let parts = components(relative) else { throw Problem("\(relative): not a path inside \(root)") }
        let dir = try descend(try openRoot(root), parts.dropLast(), shown: relative, create: false)
        let fd = openat(dir, parts[parts.count - 1], O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let failure = errno
        close(dir)
        guard fd >= 0 else {
            throw Problem(failure == ELOOP ? "\(relative): is a symbolic link; only a regular file is read here"
                          : "\(relative): cannot be read (\(String(cString: strerror(failure))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Problem("\(relative): not a regular file (a folder, device, pipe or socket)")
        }
        guard Int(info.st_size) <= maxBytes else {
            throw Problem("\(relative): \(info.st_size) bytes, over the \(maxBytes) this file may have")
        }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        let total = data.count
        try data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            while filled < total {
                let n = Foundation.read(fd, buffer.baseAddress! + filled, total - filled)
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { throw Problem("\(relative): cannot be read (\(String(cString: strerror(errno))))") }
                if n == 0 { break }
                filled += n
            }
        }
        return data.prefix(filled)
    }

    /// Writes `data` as the regular file `relative` under `root` (folders made as needed, none followed through a
    /// link): a new file beside it, renamed over it, so a link or anything else at the name is replaced, not
    /// written through.
    public static func write(_ data: Data, to relative: String, in root: String) throws {
        guard let parts = components(relative) else { throw Problem("\(relative): not a path inside \(root)") }
        let dir = try descend(try openRoot(root, create: true), parts.dropLast(), shown: relative, create: true)
        defer { close(dir) }
        let name = parts[parts.count - 1]
        let temporary = ".\(name.prefix(180)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Problem("\(relative): cannot be written (\(String(cString: strerror(errno))))") }
        var written = 0
        let ok = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            while written < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                written += n
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        close(fd)
        guard ok, renameat(dir, temporary, dir, name) == 0 else {
            unlinkat(dir, temporary, 0)
            throw Problem("\(relative): cannot be written (\(ok ? String(cString: strerror(errno)) : reason))")
        }
    }

    /// Moves the file at the absolute path `from` (a staged file) to `relative` under `root`, folders made as
    /// needed and none followed through a link; whatever is at the name (a link too) is replaced, not written
    /// through.
    public static func move(_ from: String, to relative: String, in root: String) throws {
        guard let parts = components(relative) else { throw Problem("\(relative): not a path inside \(root)") }
        let dir = try descend(try openRoot(root, create: true), parts.dropLast(), shown: relative, create: true)
        defer { close(dir) }
        guard renameat(AT_FDCWD, from, dir, parts[parts.count - 1]) == 0 else {
            throw Problem("\(relative): cannot be written (\(String(cString: strerror(errno))))")
        }
    }

    /// Removes the file (or link) `relative` under `root`, reached without following a link; true when it was
    /// there.
    @discardableResult
    public static func remove(_ relative: String, in root: String) throws -> Bool {
        guard let parts = components(relative) else { throw Problem("\(relative): not a path inside \(root)") }
        let dir: Int32
        do { dir = try descend(try openRoot(root), parts.dropLast(), shown: relative, create: false) } catch let p as Problem {
            if p.description.hasSuffix("does not exist") { return false }
            throw p
        }
        defer { close(dir) }
        if unlinkat(dir, parts[parts.count - 1], 0) == 0 { return true }
        if errno == ENOENT { return false }
        throw Problem("\(relative): cannot be deleted (\(String(cString: strerror(errno))))")
    }

    /// The first folder of `relative` under `root` (the path itself included) that is a symbolic link, as a path
    /// relative to `root`; nil when every existing step is a real folder.
    public static func firstLink(_ relative: String, in root: String) -> String? {
        guard let parts = components(relative) else { return nil }
        var walked = root
        var shown: [String] = []
        for part in parts {
            walked += "/" + part
            shown.append(part)
            var info = stat()
            guard lstat(walked, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK { return shown.joined(separator: "/") }
        }
        return nil
    }
}
