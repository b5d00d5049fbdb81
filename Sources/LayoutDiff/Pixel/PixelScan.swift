import Foundation

/// One pass over two images of the same size that finds the pixels over the threshold, splits them into
/// counted and excused (anti-aliasing), and fills the region tiles, all in scan order.
///
/// The work is sized by what differs, not by the image:
/// - a row whose words are identical costs one `memcmp` (the common case: a few cells changed);
/// - elsewhere four pixels are compared at a time, and the YIQ delta is computed four lanes at a time
///   (SIMD) only where some word differs;
/// - the anti-aliasing test runs only for pixels already over the threshold, and a pixel with three
///   neighbours of its own word in both images (inside flat areas: never anti-aliased) is settled by a
///   few integer compares without calling the detector;
/// - nothing is allocated per pixel: positions go into buffers sized for the band, and region bounds
///   into the tiles once per run of pixels in one tile of one row.
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
        var differing: PixelPositions
        var excused: PixelPositions
    }

    /// Scans rows `rows`, adding their differing pixels to `tiles` (whose tile rows the band owns alone).
    func scan(rows: Range<Int>, tiles: UnsafeMutablePointer<RegionTiles.Box>, tileSize: Int, tilesAcross: Int)
        -> Found {
        // Room for every pixel of the band: pages that are never written are never touched.
        let capacity = max(1, rows.count * width)
        let differing = HugePages.allocate(bytes: capacity * 4).bindMemory(to: Int32.self, capacity: capacity)
        let excused = HugePages.allocate(bytes: capacity * 4).bindMemory(to: Int32.self, capacity: capacity)
        var sink = BandSink(differing: differing, excused: excused, tileSize: tileSize, tiles: tiles)

        let detector = AntiAliasingDetector(width: width, height: height)
        let sameMasks = referenceMask == actualMask
        let refMask = SIMD4<UInt32>(repeating: referenceMask), actMask = SIMD4<UInt32>(repeating: actualMask)
        let limit = SIMD4<Double>(repeating: maxDelta)
        let ref = reference.baseAddress!, act = actual.baseAddress!
        for y in rows {
            let row = y * width
            if sameMasks && memcmp(ref + row, act + row, width * 4) == 0 { continue }
            let tileRow = y / tileSize * tilesAcross
            let interiorRow = y > 0 && y < height - 1
            sink.startRow(row: row, y: y, tileRow: tileRow)
            // Classifies the pixel (x, y), already over the threshold.
            @inline(__always) func isExcused(_ x: Int) -> Bool {
                let i = row + x
                return detectsAntiAliasing
                    && !(interiorRow && x > 0 && x < width - 1
                         && Self.isFlat(ref + i, referenceMask, width) && Self.isFlat(act + i, actualMask, width))
                    && (detector.isAntiAliased(reference, referenceMask, actual, actualMask, x: x, y: y)
                        || detector.isAntiAliased(actual, actualMask, reference, referenceMask, x: x, y: y))
            }
            @inline(__always) func over(_ x: Int, _ sink: inout BandSink) {
                if isExcused(x) { sink.excuse(x) } else { sink.count(x) }
            }
            var x = 0
            while x + 4 <= width {
                let a = UnsafeRawPointer(ref + row + x).loadUnaligned(as: SIMD4<UInt32>.self) | refMask
                let b = UnsafeRawPointer(act + row + x).loadUnaligned(as: SIMD4<UInt32>.self) | actMask
                if any(a .!= b) {
                    // Equal words give a delta of 0, never over the threshold, so only the delta decides.
                    let isOver = PerceptualColor.deltaMagnitudes(a, b) .> limit
                    if any(isOver) {
                        if isOver[0] { over(x, &sink) }
                        if isOver[1] { over(x + 1, &sink) }
                        if isOver[2] { over(x + 2, &sink) }
                        if isOver[3] { over(x + 3, &sink) }
                    }
                }
                x += 4
            }
            while x < width {
                let a = ref[row + x] | referenceMask, b = act[row + x] | actualMask
                if a != b && abs(PerceptualColor.delta(a, b)) > maxDelta { over(x, &sink) }
                x += 1
            }
            sink.endRun()
        }
        return Found(differing: PixelPositions(owning: differing, count: sink.differingCount),
                     excused: PixelPositions(owning: excused, count: sink.excusedCount))
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

/// Where a band's pixels over the threshold go: positions into the band's buffers, and counted ones, as
/// runs of one row in one tile, into the region tiles (each run added when the row leaves the tile).
struct BandSink {
    let differing: UnsafeMutablePointer<Int32>
    let excused: UnsafeMutablePointer<Int32>
    let tileSize: Int
    let tiles: UnsafeMutablePointer<RegionTiles.Box>
    var differingCount = 0, excusedCount = 0
    var row = 0, y = 0, tileRow = 0
    var tile = -1, tileEnd = 0, runMinX = 0, runMaxX = 0
    var runCount: Int32 = 0

    init(differing: UnsafeMutablePointer<Int32>, excused: UnsafeMutablePointer<Int32>, tileSize: Int,
         tiles: UnsafeMutablePointer<RegionTiles.Box>) {
        self.differing = differing; self.excused = excused; self.tileSize = tileSize; self.tiles = tiles
    }

    @inline(__always)
    mutating func startRow(row: Int, y: Int, tileRow: Int) {
        self.row = row; self.y = y; self.tileRow = tileRow; tile = -1; tileEnd = 0; runCount = 0
    }

    @inline(__always)
    mutating func excuse(_ x: Int) {
        excused[excusedCount] = Int32(row + x); excusedCount += 1
    }

    @inline(__always)
    mutating func count(_ x: Int) {
        differing[differingCount] = Int32(row + x); differingCount += 1
        if x >= tileEnd {
            endRun()
            tile = tileRow + x / tileSize; tileEnd = (x / tileSize + 1) * tileSize; runMinX = x
        }
        runMaxX = x; runCount += 1
    }

    @inline(__always)
    mutating func endRun() {
        guard runCount > 0 else { return }
        RegionTiles.add(tiles, tile: tile, minX: Int32(runMinX), maxX: Int32(runMaxX), y: Int32(y), count: runCount)
        runCount = 0
    }
}
