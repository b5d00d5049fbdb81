import Foundation

/// One pass over two images of the same size that finds the pixels over the threshold, splits them into
/// counted and excused (anti-aliasing), and fills the region tiles, all in scan order.
///
/// The work is sized by what differs, not by the image:
/// - a row whose words are identical costs one `memcmp` (the common case: a few cells changed);
/// - elsewhere four pixels are compared at a time; the YIQ delta is computed four lanes at a time
///   (SIMD) only where some word differs, and not at all along a span that repeats the pixel before it
///   in both images (inside a recoloured area the verdict is that pixel's), whose end is found four
///   pixels at a time;
/// - the anti-aliasing test runs only for pixels already over the threshold, and pixels whose left,
///   right and upper neighbours are their own word in both images (inside flat areas: never
///   anti-aliased) are settled four at a time by vector compares, without calling the detector
///   (inside a repeating span only the row above needs comparing);
/// - nothing is allocated per pixel: pixels go into runs (`RunWriter`), and region bounds into the
///   tiles once per run and tile.
/// Read-only views of two images that outlive the scan (`PixelDiff` holds them): bands of rows read it at once.
struct PixelScan: @unchecked Sendable {
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
        // At most one run per two pixels (a run ends where a pixel does not belong to it), closed at
        // every row's end.
        let capacity = rows.count * ((width + 1) / 2)
        var sink = BandSink(differing: RunWriter(capacity: capacity), excused: RunWriter(capacity: capacity),
                            tileSize: tileSize, tiles: tiles)

        let detector = AntiAliasingDetector(width: width, height: height)
        let sameMasks = referenceMask == actualMask
        let refMask = SIMD4<UInt32>(repeating: referenceMask), actMask = SIMD4<UInt32>(repeating: actualMask)
        let limit = SIMD4<Double>(repeating: maxDelta)
        let ref = reference.baseAddress!, act = actual.baseAddress!
        for y in rows {
            let row = y * width
            if sameMasks && memcmp(ref + row, act + row, width * 4) == 0 { continue }
            let interiorRow = y > 0 && y < height - 1
            // Blocks whose four pixels all have a left and a right neighbour, in a row with one above.
            let vectorFlat = detectsAntiAliasing && interiorRow
            sink.startRow(row: row, y: y, tileRow: y / tileSize * tilesAcross)
            // Classifies the pixel (x, y), already over the threshold.
            @inline(__always) func isExcused(_ x: Int) -> Bool {
                let i = row + x
                return detectsAntiAliasing
                    && !(interiorRow && x > 0 && x < width - 1
                         && Self.isFlat(ref + i, referenceMask, width) && Self.isFlat(act + i, actualMask, width))
                    && (detector.isAntiAliased(reference, referenceMask, actual, actualMask, x: x, y: y)
                        || detector.isAntiAliased(actual, actualMask, reference, referenceMask, x: x, y: y))
            }
            @inline(__always) func load(_ p: UnsafePointer<UInt32>, _ mask: SIMD4<UInt32>) -> SIMD4<UInt32> {
                UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self) | mask
            }
            // Four pixels over the threshold (`over`, a lane per bit) counted or excused, in order; lanes
            // in `settled` are known to lie inside flat areas in both images.
            @inline(__always) func emit(_ x: Int, over: Int, settled: Int, _ sink: inout BandSink) {
                if over == 0xF && settled == 0xF { sink.count(x, length: 4); return }
                var counted = over
                if detectsAntiAliasing {
                    var unsettled = over & ~settled
                    while unsettled != 0 {
                        let lane = unsettled.trailingZeroBitCount
                        if isExcused(x + lane) { counted &= ~(1 << lane); sink.excuse(x + lane) }
                        unsettled &= unsettled - 1
                    }
                }
                if counted == 0xF {
                    sink.count(x, length: 4)
                } else {
                    for lane in 0..<4 where counted & (1 << lane) != 0 { sink.count(x + lane) }
                }
            }
            // Lanes of the block at x whose left, right and upper neighbours are their own words in both
            // images (what `isFlat` checks first), for blocks where every lane has those neighbours.
            @inline(__always) func flatLanes(_ x: Int, _ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> Int {
                guard vectorFlat && x > 0 && x + 5 <= width else { return 0 }
                let i = row + x
                let flatA = a .== load(ref + i - 1, refMask) .& a .== load(ref + i + 1, refMask)
                    .& a .== load(ref + i - width, refMask)
                let flatB = b .== load(act + i - 1, actMask) .& b .== load(act + i + 1, actMask)
                    .& b .== load(act + i - width, actMask)
                return Self.bits(flatA .& flatB)
            }
            // The last pixel before the block (both images, in every lane) and whether it was over the
            // threshold (0 or 0xF).
            var lastA = SIMD4<UInt32>.zero, lastB = SIMD4<UInt32>.zero, lastOver = 0
            var x = 0
            while x + 4 <= width {
                let i = row + x
                let a = load(ref + i, refMask), b = load(act + i, actMask)
                if Self.bits(a .== b) == 0xF {
                    lastA = SIMD4(repeating: a[3]); lastB = SIMD4(repeating: b[3]); lastOver = 0
                    x += 4
                    continue
                }
                if x > 0 && Self.bits(a .== lastA .& b .== lastB) == 0xF {
                    // A span repeating the pixel before it in both images (inside a recoloured area):
                    // same words, same delta; find where it ends, four pixels at a time.
                    var end = x + 4
                    while end + 4 <= width
                        && Self.bits(load(ref + row + end, refMask) .== lastA .& load(act + row + end, actMask) .== lastB) == 0xF {
                        end += 4
                    }
                    if lastOver != 0 {
                        if !detectsAntiAliasing {
                            sink.count(x, length: end - x)
                        } else {
                            // Inside the span every pixel's left and right neighbours are its own words:
                            // only the row above decides the flat-area shortcut.
                            // Settled blocks are counted as one stretch.
                            var k = x, stretch = x
                            while k + 4 < end {
                                let settled = vectorFlat
                                    ? Self.bits(load(ref + row + k - width, refMask) .== lastA
                                                .& load(act + row + k - width, actMask) .== lastB)
                                    : 0
                                if settled != 0xF {
                                    if k > stretch { sink.count(stretch, length: k - stretch) }
                                    emit(k, over: 0xF, settled: settled, &sink)
                                    stretch = k + 4
                                }
                                k += 4
                            }
                            if k > stretch { sink.count(stretch, length: k - stretch) }
                            // The span's last block: its last pixel's right neighbour lies beyond it.
                            emit(k, over: 0xF, settled: flatLanes(k, lastA, lastB), &sink)
                        }
                    }
                    x = end
                    continue
                }
                // Equal words give a delta of 0, never over the threshold, so only the delta decides.
                let over = Self.bits(PerceptualColor.deltaMagnitudes(a, b) .> limit)
                lastA = SIMD4(repeating: a[3]); lastB = SIMD4(repeating: b[3]); lastOver = over & 8 == 0 ? 0 : 0xF
                if over != 0 {
                    emit(x, over: over, settled: detectsAntiAliasing ? flatLanes(x, a, b) : 0, &sink)
                }
                x += 4
            }
            while x < width {
                let a = ref[row + x] | referenceMask, b = act[row + x] | actualMask
                if a != b && abs(PerceptualColor.delta(a, b)) > maxDelta {
                    if isExcused(x) { sink.excuse(x) } else { sink.count(x) }
                }
                x += 1
            }
            sink.endRow()
        }
        return Found(differing: sink.differing.positions(), excused: sink.excused.positions())
    }

    /// Lane i of `mask` as bit i.
    @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD4<Int32>>) -> Int {
        Int((mask._storage & SIMD4(1, 2, 4, 8)).wrappedSum())
    }

    @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD4<Int64>>) -> Int {
        Int((mask._storage & SIMD4(1, 2, 4, 8)).wrappedSum())
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

/// Where a band's pixels over the threshold go: runs of counted and of excused positions, and, for
/// counted runs, their bounds into the region tiles (a run split at tile edges, once per tile).
struct BandSink {
    var differing: RunWriter
    var excused: RunWriter
    let tileSize: Int
    let tiles: UnsafeMutablePointer<RegionTiles.Box>
    var row = 0, y = 0, tileRow = 0

    init(differing: RunWriter, excused: RunWriter, tileSize: Int, tiles: UnsafeMutablePointer<RegionTiles.Box>) {
        self.differing = differing; self.excused = excused; self.tileSize = tileSize; self.tiles = tiles
    }

    @inline(__always)
    mutating func startRow(row: Int, y: Int, tileRow: Int) {
        self.row = row; self.y = y; self.tileRow = tileRow
    }

    @inline(__always)
    mutating func excuse(_ x: Int) { excused.add(row + x) }

    @inline(__always)
    mutating func count(_ x: Int, length: Int = 1) {
        if row + x != differing.end { closeCounted() }
        differing.add(row + x, length: length)
    }

    /// Closes the open counted run and adds it to the tiles it crosses.
    @inline(__always)
    mutating func closeCounted() {
        guard differing.end > differing.start else { return }
        // Pixel coordinates of one image: unchecked arithmetic.
        var from = Int32(truncatingIfNeeded: differing.start &- row)
        let last = Int32(truncatingIfNeeded: differing.end &- 1 &- row), size = Int32(truncatingIfNeeded: tileSize)
        let y = Int32(truncatingIfNeeded: self.y)
        var tile = tileRow &+ Int(from / size), tileEnd = (from / size &+ 1) &* size
        while from <= last {
            let to = min(last, tileEnd &- 1)
            RegionTiles.add(tiles, tile: tile, minX: from, maxX: to, y: y, count: to &- from &+ 1)
            from = tileEnd; tileEnd &+= size; tile &+= 1
        }
        differing.close()
    }

    @inline(__always)
    mutating func endRow() {
        closeCounted()
        excused.close()
    }
}
