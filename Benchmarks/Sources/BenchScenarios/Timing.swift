import Foundation

/// Wall-clock helpers for the driver (package-benchmark does its own timing).
public enum Timing {
    /// Seconds `body` took, on the monotonic clock.
    @inline(never)
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        var t0 = timespec(), t1 = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t0)
        try body()
        clock_gettime(CLOCK_MONOTONIC, &t1)
        return Double(t1.tv_sec - t0.tv_sec) + Double(t1.tv_nsec - t0.tv_nsec) * 1e-9
    }

    /// Median of `reps` runs, in milliseconds, after one warm-up run.
    public static func medianMilliseconds(reps: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<max(1, reps) { samples.append(try seconds(body) * 1000) }
        samples.sort()
        return samples[samples.count / 2]
    }
}
