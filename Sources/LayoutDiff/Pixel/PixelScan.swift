import Foundation

/// One pass over two images of the same size that finds the pixels over the threshold, splits them into
/// counted and excused (anti-aliasing), and fills the region tiles, all in scan order.
///
/// The work is sized by what differs, not by the image:
/// - a row whose words are identical costs one `memcmp` (the common case: a few cells changed);
/// - elsewhere four pixels are compared at a time, and the YIQ delta is computed four lanes at a time
///   only where some word differs;
/// - the anti-aliasing test runs only for pixels already over the threshold, and a pixel with three
///   neighbours of its own word in an image (inside a flat area: never anti-aliased there) is settled by
///   eight integer compares without calling the detector;
/// - nothing is allocated per pixel: positions go into buffers sized for the band, region bounds into
///   the tiles, one tile division per tile crossed.
struct PixelScan {
    let reference: UnsafeBufferPointer<UInt32>
    let referenceMask: UInt32
    let actual: UnsafeBufferPointer<UInt32>
    let actualMask: UInt32
    let width: Int
    let height: Int
    /// The largest delta that is not a difference (35215 · threshold²).
    let maxDelta: Double
    let detectsAntiAliasing: Bool

    /// What one band of rows found.
    struct Found {
        var differing = ContiguousArray<Int32>()
        var excused = ContiguousArray<Int32>()
    }

    /// Scans rows `rows`, adding their differing pixels to `tiles` (whose tile rows the band owns alone).
    func scan(rows: Range<Int>, tiles: UnsafeMutablePointer<RegionTiles.Box>, tileSize: Int, tilesAcross: Int)
        -> Found {
        // Room for every pixel of the band: pages that are never written are never touched.
        let capacity = rows.count * width
        let differing = HugePages.allocate(bytes: max(1, capacity) * 4).bindMemory(to: Int32.self, capacity: max(1, capacity))
        let excused = HugePages.allocate(bytes: max(1, capacity) * 4).bindMemory(to: Int32.self, capacity: max(1, capacity))
        defer { free(differing); free(excused) }
        var differingCount = 0, excusedCount = 0

        let detector = AntiAliasingDetector(width: width, height: height)
        let sameMasks = referenceMask == actualMask
        let refMask = SIMD4<UInt32>(repeating: referenceMask), actMask = SIMD4<UInt32>(repeating: actualMask)
        let ref = reference.baseAddress!, act = actual.baseAddress!
        for y in rows {
            let row = y * width
            if sameMasks && memcmp(ref + row, act + row, width * 4) == 0 { continue }
            let tileRow = y / tileSize * tilesAcross
            var tile = 0, tileEnd = 0
            let interiorRow = y > 0 && y < height - 1
            // Classifies the pixel (x, y), already over the threshold.
            func over(_ x: Int) {
                let i = row + x
                if detectsAntiAliasing
                    && !(interiorRow && x > 0 && x < width - 1
                         && Self.isFlat(ref + i, referenceMask, width) && Self.isFlat(act + i, actualMask, width))
                    && (detector.isAntiAliased(reference, referenceMask, actual, actualMask, x: x, y: y)
                        || detector.isAntiAliased(actual, actualMask, reference, referenceMask, x: x, y: y)) {
                    excused[excusedCount] = Int32(i); excusedCount += 1
                } else {
                    differing[differingCount] = Int32(i); differingCount += 1
                    if x >= tileEnd { tile = tileRow + x / tileSize; tileEnd = (x / tileSize + 1) * tileSize }
                    RegionTiles.add(tiles, tile: tile, x: Int32(x), y: Int32(y))
                }
            }
            var x = 0
            while x + 4 <= width {
                let a = UnsafeRawPointer(ref + row + x).loadUnaligned(as: SIMD4<UInt32>.self) | refMask
                let b = UnsafeRawPointer(act + row + x).loadUnaligned(as: SIMD4<UInt32>.self) | actMask
                if any(a .!= b) {
                    // Equal words give a delta of 0, never over the threshold, so only the delta decides.
                    let delta = PerceptualColor.deltaMagnitudes(a, b)
                    for lane in 0..<4 where delta[lane] > maxDelta { over(x + lane) }
                }
                x += 4
            }
            while x < width {
                let a = ref[row + x] | referenceMask, b = act[row + x] | actualMask
                if a != b && abs(PerceptualColor.delta(a, b)) > maxDelta { over(x) }
                x += 1
            }
        }
        return Found(differing: ContiguousArray(UnsafeBufferPointer(start: differing, count: differingCount)),
                      excused: ContiguousArray(UnsafeBufferPointer(start: excused, count: excusedCount)))
    }

    /// Whether an interior pixel has at least three of its eight neighbours equal to it as words: then
    /// it has three neighbours of its brightness and `AntiAliasingDetector` would answer no for this
    /// image (whatever order it visits them in).
    @inline(__always)
    static func isFlat(_ p: UnsafePointer<UInt32>, _ mask: UInt32, _ width: Int) -> Bool {
        let c = p.pointee | mask
        @inline(__always) func same(_ n: Int) -> Int { p[n] | mask == c ? 1 : 0 }
        // Left, right and above first: inside a flat area they settle it.
        let first = same(-1) + same(1) + same(-width)
        if first == 3 { return true }
        return first + same(-width - 1) + same(-width + 1) + same(width - 1) + same(width) + same(width + 1) >= 3
    }
}
