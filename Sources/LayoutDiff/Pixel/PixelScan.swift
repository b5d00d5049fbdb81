import Foundation

/// One pass over two images of the same size that finds the pixels over the threshold, splits them into
/// counted and excused (anti-aliasing), and fills the region tiles, all in scan order.
///
/// The work is sized by what differs, not by the image:
/// - a row whose words are identical costs one `memcmp` (the common case: a few cells changed);
/// - elsewhere four pixels are compared at a time, and the YIQ delta is computed four lanes at a time
///   only where some word differs;
/// - the anti-aliasing test runs only for pixels already over the threshold;
/// - nothing is allocated per pixel: positions go into growing arrays, region bounds into the tiles.
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
        var found = Found()
        let detector = AntiAliasingDetector(width: width, height: height)
        let sameMasks = referenceMask == actualMask
        let refMask = SIMD4<UInt32>(repeating: referenceMask), actMask = SIMD4<UInt32>(repeating: actualMask)
        let ref = reference.baseAddress!, act = actual.baseAddress!
        for y in rows {
            let row = y * width
            if sameMasks && memcmp(ref + row, act + row, width * 4) == 0 { continue }
            let tileRow = y / tileSize * tilesAcross
            // Classifies the pixel (x, y), already over the threshold.
            func over(_ x: Int) {
                let i = Int32(row + x)
                if detectsAntiAliasing
                    && (detector.isAntiAliased(reference, referenceMask, actual, actualMask, x: x, y: y)
                        || detector.isAntiAliased(actual, actualMask, reference, referenceMask, x: x, y: y)) {
                    found.excused.append(i)
                } else {
                    found.differing.append(i)
                    RegionTiles.add(tiles, tile: tileRow + x / tileSize, x: Int32(x), y: Int32(y))
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
        return found
    }
}
