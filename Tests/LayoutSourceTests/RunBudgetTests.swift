import Foundation
@testable import LayoutSystem
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The whole run's budget (issue 33, item 2): which cgroups a run makes from this process's cgroup table, and that
/// a made memory cgroup really stops what is started in it — the cap is on the run, not on each process.
final class RunBudgetTests: XCTestCase {
    /// A cgroup v1 machine (this one's shape): one line per hierarchy, pids and memory mounted apart.
    static let v1Table = """
    9:name=systemd:/
    8:pids:/ci
    5:devices:/
    4:memory:/ci/job
    1:cpu,cpuacct:/
    0::/
    """
    static let v1Mounts = """
    30 25 0:26 / /sys/fs/cgroup/pids rw,nosuid - cgroup cgroup rw,pids
    31 25 0:27 / /sys/fs/cgroup/memory rw,nosuid - cgroup cgroup rw,memory
    32 25 0:28 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid - cgroup cgroup rw,cpu,cpuacct
    """

    func testAV1MachineGetsAPidsAndAMemoryCgroup() {
        let plans = RunBudget.plans(table: Self.v1Table, mounts: Self.v1Mounts, name: "run", processes: 512, memory: 8 << 30)
        // 8 GiB = 8 × 1,073,741,824 = 8,589,934,592 bytes; memory and swap together capped at the same.
        XCTAssertEqual(plans, [
            RunBudget.Plan(folder: "/sys/fs/cgroup/pids/ci/run", limits: [.init(file: "pids.max", value: "512")]),
            RunBudget.Plan(folder: "/sys/fs/cgroup/memory/ci/job/run", limits: [
                .init(file: "memory.limit_in_bytes", value: "8589934592"),
                .init(file: "memory.memsw.limit_in_bytes", value: "8589934592", optional: true),
            ]),
        ])
    }

    func testAV2MachineWithoutADelegatedSubtreeGetsNone() {
        // The unified line only; its parent's cgroup.subtree_control (read from the mount) does not exist here.
        let plans = RunBudget.plans(table: "0::/user.slice/nowhere-\(getpid())", mounts: "40 25 0:30 / /nonexistent-cgroup2 rw - cgroup2 cgroup2 rw",
                                    name: "run", processes: 512, memory: 8 << 30)
        XCTAssertEqual(plans, [])
    }

    /// As root on a machine whose v1 memory hierarchy can be written: a 64 MiB run budget kills a child that
    /// touches 200 MiB, and a child that touches 16 MiB ends well — through the very folder `make` made.
    func testAMemoryCgroupMadeForTheRunStopsAChildPastIt() throws {
        guard getuid() == 0 else { throw XCTSkip("making a cgroup needs root here") }
        let folders = RunBudget.make(processes: 64, memory: 64 << 20)
        defer { for f in folders { rmdir(f) } }
        guard let memory = folders.first(where: { FileManager.default.fileExists(atPath: $0 + "/memory.limit_in_bytes")
                                               || FileManager.default.fileExists(atPath: $0 + "/memory.max") }) else {
            throw XCTSkip("no memory cgroup can be made here (no writable v1 memory hierarchy, no delegated v2 subtree)")
        }
        func run(touching mebibytes: Int) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            // The shell joins every folder made (as the jail does), then becomes python touching the bytes.
            let joins = folders.map { "echo $$ > \($0)/cgroup.procs" }.joined(separator: " && ")
            p.arguments = ["-c", "\(joins) && exec python3 -c 'b = bytearray(\(mebibytes) << 20); b[::4096] = b\"x\" * len(b[::4096])'"]
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            return p.terminationStatus
        }
        XCTAssertEqual(try run(touching: 16), 0, "16 MiB fits a 64 MiB budget (\(memory))")
        XCTAssertNotEqual(try run(touching: 200), 0, "200 MiB is past a 64 MiB budget: the kernel kills it (\(memory))")
    }
}
