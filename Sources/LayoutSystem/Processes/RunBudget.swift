import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the whole run may use — every compiler and layout program this process starts, together — where a cgroup
/// can be made for it: at most `processes` processes and `memory` bytes in a delegated cgroup v2 subtree (pids and
/// memory handed down), or `processes` in the v1 pids hierarchy (usually as root). Elsewhere the run is bounded per
/// process only (RLIMIT_NPROC under the sandbox's uid, RLIMIT_AS per process: docs/swift-sources.md).
/// The jail joins the cgroup before anything else, so nothing the run starts escapes it.
public enum RunBudget {
    public static let processes = 512
    public static let memory: UInt64 = 8 << 30

    /// The `cgroup.procs` files of this run's cgroups (one per hierarchy that has the controller), made once; empty
    /// when none can be made.
    public static let procsFiles: [String] = {
        let made = make()
        if !made.isEmpty {
            atexit { RunBudget.remove() }
        }
        return made.map { $0 + "/cgroup.procs" }
    }()

    nonisolated(unsafe) static var folders: [String] = []
    nonisolated(unsafe) static var pidsBounded = false
    nonisolated(unsafe) static var memoryBounded = false

    /// What the run's cgroups bound, for `doctor`.
    public static var description: String {
        _ = procsFiles
        if !pidsBounded && !memoryBounded { return "none can be made here: processes and memory are limited per process" }
        let whole = [pidsBounded ? "\(processes) processes" : nil, memoryBounded ? "\(memory >> 30) GiB of memory" : nil].compactMap { $0 }
        return whole.joined(separator: " and ") + " for the whole run" + (memoryBounded ? "" : "; memory per process")
            + (pidsBounded ? "" : "; processes per process tree")
    }

    /// Whether processes are bounded for the whole run (a cgroup with `pids.max`).
    public static var boundsProcesses: Bool { _ = procsFiles; return pidsBounded }

    static func make() -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
              let mounts = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return [] }
        let name = "layout-render-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var made: [String] = []
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",").map(String.init)
            let limits: [(file: String, value: String)]
            let mount: String?
            if parts[0] == "0" && parts[1].isEmpty {
                mount = mountPoint(type: "cgroup2", option: nil, in: mounts)
                // A v2 child gets the controllers its parent hands down (a delegated subtree).
                let handed = mount.flatMap { try? String(contentsOfFile: $0 + parts[2] + "/cgroup.subtree_control", encoding: .utf8) } ?? ""
                let words = handed.split(whereSeparator: { $0 == " " || $0 == "\n" })
                guard words.contains("pids") && words.contains("memory") else { continue }
                limits = [("pids.max", "\(processes)"), ("memory.max", "\(memory)"), ("memory.swap.max", "0")]
            } else if controllers.contains("pids") {
                mount = mountPoint(type: "cgroup", option: "pids", in: mounts)
                limits = [("pids.max", "\(processes)")]
            } else { continue }
            guard let mount else { continue }
            let folder = (mount + parts[2] + "/" + name).replacingOccurrences(of: "//", with: "/")
            guard mkdir(folder, 0o755) == 0 else { continue }
            var ok = true
            for l in limits where !write(l.value, to: folder + "/" + l.file) {
                // memory.swap.max is absent without swap accounting: that one may fail.
                if l.file != "memory.swap.max" { ok = false }
            }
            if ok {
                made.append(folder); folders.append(folder)
                // A run ended by a signal removes it too (the one signal handler, LayoutSystem/Signals/Signals.swift).
                RunFolders.register(folder)
                if limits.contains(where: { $0.file == "pids.max" }) { pidsBounded = true }
                if limits.contains(where: { $0.file == "memory.max" }) { memoryBounded = true }
            } else { rmdir(folder) }
        }
        return made
    }

    static func mountPoint(type: String, option: String?, in mountinfo: String) -> String? {
        for line in mountinfo.split(separator: "\n") {
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2 else { continue }
            let after = halves[1].split(separator: " ")
            let before = halves[0].split(separator: " ")
            guard after.count >= 3, before.count >= 5, after[0] == type else { continue }
            if let option, !after[2].split(separator: ",").contains(Substring(option)) { continue }
            return String(before[4])
        }
        return nil
    }

    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return text.withCString { Glibc.write(fd, $0, strlen($0)) } == text.utf8.count
    }

    /// Removes the run's cgroups (they are empty once every child is gone).
    static func remove() {
        for f in folders { rmdir(f) }
    }
}
