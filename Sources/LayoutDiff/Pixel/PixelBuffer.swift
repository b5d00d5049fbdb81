import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Memory for a decoded image or a list of pixel positions, allocated in 2 MiB-aligned blocks and
/// marked for transparent huge pages where the kernel offers them (`madvise` mode). A 1125 × 2436
/// screenshot is 11 MB: with 4 KiB pages, the first write to it takes ~2 700 page faults, a sizeable
/// part of a whole diff on a VM; with huge pages, six.
final class PixelBuffer {
    let pointer: UnsafeMutablePointer<UInt32>
    let count: Int

    /// Room for `count` words and `extraBytes` more (scratch space after them, e.g. for `PNGDecoder`).
    init(count: Int, extraBytes: Int = 0) {
        self.count = count
        pointer = UnsafeMutableRawPointer(HugePages.allocate(bytes: max(1, count) * 4 + extraBytes))
            .bindMemory(to: UInt32.self, capacity: max(1, count))
    }

    deinit { free(pointer) }

    var buffer: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: pointer, count: count) }
}

enum HugePages {
    static let size = 2 << 20

    /// `bytes` of uninitialised memory, to be released with `free`.
    static func allocate(bytes: Int) -> UnsafeMutableRawPointer {
        guard bytes >= size else { return malloc(bytes)! }
        let rounded = (bytes + size - 1) / size * size
        let memory = aligned_alloc(size, rounded)!
        #if os(Linux)
        _ = madvise(memory, rounded, MADV_HUGEPAGE)
        #endif
        return memory
    }
}
