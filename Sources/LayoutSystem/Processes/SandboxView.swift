import Foundation

/// What a sandboxed process may see of the file system, built up from nothing: `readable` read-only (the
/// toolchain, the layout runtime, the program's folder) and `writable` read-write (its scratch folder, the
/// compiler's module cache), on top of the system libraries they link (`SandboxView`). Nothing else — no checkout,
/// no home, no /run, /var or /tmp.
public struct Isolation: Sendable {
    public var readable: [String]
    public var writable: [String]
    /// The compiler's view: the system's programs and headers too (the linker, the C library's module map).
    public var compiler: Bool
    public init(readable: [String], writable: [String], compiler: Bool = false) {
        self.readable = readable; self.writable = writable; self.compiler = compiler
    }
}

/// One view, two ways to make it: bubblewrap's arguments (an empty root with these paths bound in) or the jail's
/// Landlock rules (the same paths, everything else refused).
struct SandboxView {
    /// Where each path is bound from (its real path, links resolved) and to (as named: a program finds its runtime
    /// by the path it was linked with, which may go through a link such as `.build/debug`).
    struct Bind: Equatable { var source: String; var destination: String }
    var readOnly: [Bind]
    var readWrite: [Bind]

    /// `compiler`: the compiler's view adds the system's programs and headers (the linker, the C library's module
    /// map); a layout program needs only libraries.
    init(_ isolation: Isolation, jail: String, compiler: Bool) {
        let fm = FileManager.default
        var system = ["/usr/lib", "/usr/lib64", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d"]
        if compiler { system += ["/usr/bin", "/usr/include", "/usr/libexec", "/usr/local/include"] }
        func binds(_ paths: [String]) -> [Bind] {
            var out: [Bind] = []
            for p in paths where fm.fileExists(atPath: p) {
                let real = (p as NSString).resolvingSymlinksInPath
                for b in [Bind(source: real, destination: real), Bind(source: real, destination: p)] where !out.contains(b) {
                    out.append(b)
                }
            }
            return out
        }
        readWrite = binds(isolation.writable)
        let ro = binds(system + isolation.readable + [jail])
        // A path inside another read-only path (from the same place) needs no bind of its own.
        readOnly = ro.filter { b in
            !ro.contains { o in o != b && Self.contains(o.destination, b.destination) && Self.contains(o.source, b.source)
                && b.destination.dropFirst(o.destination.count) == b.source.dropFirst(o.source.count) }
        }
    }

    static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The top-level links of a merged-/usr system (/bin → usr/bin, /lib → usr/lib …), made again inside.
    static var rootLinks: [(name: String, target: String)] {
        ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"].compactMap { name in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: name)).map { (name, $0) }
        }
    }

    /// bubblewrap: a user namespace as uid/gid 65534 with every capability dropped and no further namespaces, its own
    /// PID, network, IPC, UTS and cgroup namespaces, a new session, gone when we go; an empty root with the view bound
    /// in (parents before children), a fresh /dev and /proc, then the root made read-only.
    func bubblewrapArguments(workingDirectory: String?) -> [String] {
        var a = ["--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL",
                 "--disable-userns", "--new-session", "--die-with-parent", "--tmpfs", "/"]
        for link in Self.rootLinks { a += ["--symlink", link.target, link.name] }
        let binds = (readOnly.map { ($0, "--ro-bind") } + readWrite.map { ($0, "--bind") })
            .sorted { $0.0.destination.split(separator: "/").count < $1.0.destination.split(separator: "/").count }
        for (bind, how) in binds { a += [how, bind.source, bind.destination] }
        a += ["--dev", "/dev", "--proc", "/proc", "--remount-ro", "/"]
        if let workingDirectory { a += ["--chdir", workingDirectory] }
        return a + ["--"]
    }

    /// The jail's Landlock rules for the same view.
    var landlockArguments: [String] {
        Self.unique(readOnly.map(\.source)).flatMap { ["--ro", $0] } + Self.unique(readWrite.map(\.source)).flatMap { ["--rw", $0] }
    }
}
