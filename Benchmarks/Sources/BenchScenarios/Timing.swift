import Foundation

/// Wall-clock and CPU-time helpers for the driver (package-benchmark does its own timing). CPU time (all
/// threads of the process) is the steadier figure on a machine shared with other work.
public enum Timing {
    static func now(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Seconds `body` took, on the monotonic clock.
    @inline(never)
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now(CLOCK_MONOTONIC)
        try body()
        return now(CLOCK_MONOTONIC) - t0
    }

    /// Medians of `reps` runs after one warm-up run, in milliseconds: wall clock and process CPU time.
    public static func medianMilliseconds(reps: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
        try body()
        var wall: [Double] = [], cpu: [Double] = []
        for _ in 0..<max(1, reps) {
            let w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID)
            try body()
            cpu.append((now(CLOCK_PROCESS_CPUTIME_ID) - c0) * 1000)
            wall.append((now(CLOCK_MONOTONIC) - w0) * 1000)
        }
        wall.sort(); cpu.sort()
        return (wall[wall.count / 2], cpu[cpu.count / 2])
    }
}
