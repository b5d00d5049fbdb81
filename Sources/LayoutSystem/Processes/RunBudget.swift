import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the whole run may use — every compiler and layout program this process starts, together — where a cgroup
/// can be made for it: at most `processes` processes and `memory` bytes in a delegated cgroup v2 subtree (pids and
/// memory handed down), or in the v1 pids and memory hierarchies (usually as root: `pids.max`,
/// `memory.limit_in_bytes` and, with swap accounting, `memory.memsw.limit_in_bytes`). Elsewhere the run is bounded
/// per process only (RLIMIT_NPROC under the sandbox's uid, RLIMIT_AS per process: docs/swift-sources.md).
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

    /// One cgroup to make: its folder and the limit files to write (a limit marked optional may be absent).
    struct Plan: Equatable {
        var folder: String
        var limits: [Limit]
    }

    struct Limit: Equatable {
        var file: String
        var value: String
        var optional = false
    }

    /// The cgroups a run would make, read from `/proc/self/cgroup` (`table`) and `/proc/self/mountinfo` (`mounts`):
    /// the v2 folder where its parent hands down both pids and memory, else a folder in each v1 hierarchy that has
    /// the pids or the memory controller.
    static func plans(table: String, mounts: String, name: String, processes: Int, memory: UInt64) -> [Plan] {
        var plans: [Plan] = []
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",").map(String.init)
            var limits: [Limit] = []
            let mount: String?
            if parts[0] == "0" && parts[1].isEmpty {
                mount = mountPoint(type: "cgroup2", option: nil, in: mounts)
                // A v2 child gets the controllers its parent hands down (a delegated subtree).
                let handed = mount.flatMap { try? String(contentsOfFile: $0 + parts[2] + "/cgroup.subtree_control", encoding: .utf8) } ?? ""
                let words = handed.split(whereSeparator: { $0 == " " || $0 == "\n" })
                guard words.contains("pids") && words.contains("memory") else { continue }
                // memory.swap.max is absent without swap accounting.
                limits = [Limit(file: "pids.max", value: "\(processes)"), Limit(file: "memory.max", value: "\(memory)"),
                          Limit(file: "memory.swap.max", value: "0", optional: true)]
            } else if controllers.contains("pids") || controllers.contains("memory") {
                let controller = controllers.contains("pids") ? "pids" : "memory"
                mount = mountPoint(type: "cgroup", option: controller, in: mounts)
                if controllers.contains("pids") { limits.append(Limit(file: "pids.max", value: "\(processes)")) }
                if controllers.contains("memory") {
                    // memory.memsw.limit_in_bytes (memory and swap together) exists only with swap accounting; it
                    // must not be below memory.limit_in_bytes, which is written first.
                    limits += [Limit(file: "memory.limit_in_bytes", value: "\(memory)"),
                               Limit(file: "memory.memsw.limit_in_bytes", value: "\(memory)", optional: true)]
                }
            } else { continue }
            guard let mount else { continue }
            plans.append(Plan(folder: (mount + parts[2] + "/" + name).replacingOccurrences(of: "//", with: "/"), limits: limits))
        }
        return plans
    }

    /// Makes the run's cgroups with these bounds; the folders made (each registered for removal).
    static func make(processes: Int = RunBudget.processes, memory: UInt64 = RunBudget.memory) -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
              let mounts = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return [] }
        let name = "layout-render-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var made: [String] = []
        for plan in plans(table: table, mounts: mounts, name: name, processes: processes, memory: memory) {
            guard mkdir(plan.folder, 0o755) == 0 else { continue }
            guard plan.limits.allSatisfy({ write($0.value, to: plan.folder + "/" + $0.file) || $0.optional }) else {
                rmdir(plan.folder); continue
            }
            made.append(plan.folder); folders.append(plan.folder)
            // A run ended by a signal removes it too (the one signal handler, LayoutSystem/Signals/Signals.swift).
            RunFolders.register(plan.folder)
            if plan.limits.contains(where: { $0.file == "pids.max" }) { pidsBounded = true }
            if plan.limits.contains(where: { $0.file == "memory.max" || $0.file == "memory.limit_in_bytes" }) { memoryBounded = true }
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
