import CHeapStats
import Foundation

/// Bytes the process holds on the heap right now (glibc's arena in use plus mmapped blocks), to
/// report what a resolved layout keeps per element: live bytes after minus before, over the count.
public enum HeapBytes {
    public static func live() -> Int { Int(heap_stats_live_bytes()) }
}
