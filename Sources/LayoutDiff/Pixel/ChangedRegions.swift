/// A rectangle of an image holding changed pixels (pixel coordinates, top-left origin).
public struct PixelRegion: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Differing pixels inside the box.
    public var differentPixels: Int

    public init(x: Int, y: Int, width: Int, height: Int, differentPixels: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.differentPixels = differentPixels
    }

    public var maxX: Int { x + width - 1 }
    public var maxY: Int { y + height - 1 }
    public var description: String { "(\(x), \(y), \(width) × \(height)) \(differentPixels) px" }

    func union(_ o: PixelRegion) -> PixelRegion {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRegion(x: x0, y: y0, width: max(maxX, o.maxX) - x0 + 1, height: max(maxY, o.maxY) - y0 + 1,
                           differentPixels: differentPixels + o.differentPixels)
    }
}

/// Groups differing pixels into the boxes a reviewer wants: one per changed thing, not one per pixel.
///
/// 1. Pixels closer than the merge distance join: the image is cut into tiles of that size, and
///    tiles holding differing pixels that touch (including diagonally) form one region, boxed by the
///    exact bounds of its pixels.
/// 2. Regions that overlap merge.
/// 3. Regions that are the opposite edges of one rectangle merge. A solid element moved by one point
///    changes only a strip along its leading edge and one along its trailing edge (plus its label): two
///    strips with the same left and right ends, further apart than they are tall (same top and bottom for
///    a sideways move). Merging them, and then whatever lies between, boxes the element as one region.
enum ChangedRegions {
    /// Above this many regions the image is noise; pairing them would cost more than it tells.
    static let mergeLimit = 512

    /// Regions of the differing pixels gathered in `tiles` (step 1's tiles, filled during the scan).
    ///
    /// Connected tiles (8-neighbourhood) are found row by row: each row's runs of non-empty tiles are
    /// joined (union-find) with the runs of the row above that touch them, including diagonally. A
    /// component is listed where its first tile in scan order is, as a flood fill from each unvisited
    /// tile in scan order would list it.
    static func find(_ tiles: RegionTiles) -> [PixelRegion] {
        let tilesAcross = tiles.tilesAcross, tilesDown = tiles.tilesDown
        var runs: [TileRun] = []
        var parent: [Int] = []
        func root(_ r: Int) -> Int {
            var r = r
            while parent[r] != r { parent[r] = parent[parent[r]]; r = parent[r] }
            return r
        }
        tiles.boxes.withUnsafeBufferPointer { boxes in
            var above = 0..<0
            for ty in 0..<tilesDown {
                let rowStart = runs.count
                let row = boxes.baseAddress! + ty * tilesAcross
                var tx = 0, touching = above.lowerBound
                while tx < tilesAcross {
                    guard row[tx].count > 0 else { tx += 1; continue }
                    var run = TileRun(first: tx, last: tx, box: row[tx])
                    tx += 1
                    while tx < tilesAcross && row[tx].count > 0 { run.box.add(row[tx]); run.last = tx; tx += 1 }
                    let r = runs.count
                    runs.append(run); parent.append(r)
                    // Runs above that end left of this one's left neighbour cannot touch it or a later one.
                    while touching < above.upperBound && runs[touching].last < run.first - 1 { touching += 1 }
                    var t = touching
                    while t < above.upperBound && runs[t].first <= run.last + 1 {
                        // The later root joins the earlier: a component's root is its first run.
                        let a = root(t), b = root(r)
                        if a < b { parent[b] = a } else if b < a { parent[a] = b }
                        t += 1
                    }
                }
                above = rowStart..<runs.count
            }
        }
        var regionOfRoot = [Int](repeating: -1, count: runs.count)
        var boxes: [RegionTiles.Box] = []
        for r in runs.indices {
            let top = root(r)
            if regionOfRoot[top] < 0 { regionOfRoot[top] = boxes.count; boxes.append(RegionTiles.Box()) }
            boxes[regionOfRoot[top]].add(runs[r].box)
        }
        var regions = boxes.map {
            PixelRegion(x: Int($0.minX), y: Int($0.minY), width: Int($0.maxX - $0.minX) + 1,
                        height: Int($0.maxY - $0.minY) + 1, differentPixels: Int($0.count))
        }
        if regions.count <= mergeLimit { regions = merged(regions, tolerance: tiles.size) }
        return regions.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// Consecutive non-empty tiles of one tile row, with the bounds of their pixels.
    struct TileRun {
        var first: Int
        var last: Int
        var box: RegionTiles.Box
    }

    /// Applies rules 2 and 3 until no two regions merge: each region absorbs every later one that
    /// belongs with it (rescanning as it grows); passes repeat while anything merged.
    static func merged(_ input: [PixelRegion], tolerance d: Int) -> [PixelRegion] {
        var regions = input
        var mergedSome = true
        while mergedSome {
            mergedSome = false
            var i = 0
            while i < regions.count {
                var j = i + 1
                while j < regions.count {
                    if belongTogether(regions[i], regions[j], tolerance: d) {
                        regions[i] = regions[i].union(regions[j])
                        regions.remove(at: j)
                        mergedSome = true
                        j = i + 1
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
        }
        return regions
    }

    static func belongTogether(_ a: PixelRegion, _ b: PixelRegion, tolerance d: Int) -> Bool {
        let overlapX = a.x <= b.maxX && b.x <= a.maxX
        let overlapY = a.y <= b.maxY && b.y <= a.maxY
        if overlapX && overlapY { return true }
        // Strips above one another with the same ends: leading and trailing edges of a vertical move.
        if !overlapY && abs(a.x - b.x) <= d && abs(a.maxX - b.maxX) <= d {
            let gap = max(a.y, b.y) - min(a.maxY, b.maxY) - 1
            return a.height <= gap && b.height <= gap
        }
        // Side by side with the same top and bottom: a horizontal move.
        if !overlapX && abs(a.y - b.y) <= d && abs(a.maxY - b.maxY) <= d {
            let gap = max(a.x, b.x) - min(a.maxX, b.maxX) - 1
            return a.width <= gap && b.width <= gap
        }
        return false
    }
}

/// Step 1 of `ChangedRegions`: the image cut into square tiles of the merge distance, each keeping the
/// exact bounds and the count of the differing pixels inside it. Filled while the rows are scanned, so
/// the differing pixels are never walked a second time.
struct RegionTiles {
    struct Box {
        var minX = Int32.max, minY = Int32.max, maxX: Int32 = -1, maxY: Int32 = -1, count: Int32 = 0
    }

    let size: Int
    let tilesAcross: Int
    let tilesDown: Int
    var boxes: ContiguousArray<Box>

    init(width: Int, height: Int, size: Int) {
        self.size = size
        tilesAcross = (width + size - 1) / size
        tilesDown = (height + size - 1) / size
        boxes = ContiguousArray(repeating: Box(), count: tilesAcross * tilesDown)
    }

    /// Adds `count` pixels of row y, from x `minX` to `maxX`, to tile `t` (the tile of row y / size,
    /// column x / size). Unchecked arithmetic: every value is a pixel coordinate or count of one image.
    @inline(__always)
    static func add(_ boxes: UnsafeMutablePointer<Box>, tile t: Int, minX: Int32, maxX: Int32, y: Int32,
                    count: Int32 = 1) {
        let box = boxes + t
        box.pointee.add(Box(minX: minX, minY: y, maxX: maxX, maxY: y, count: count))
    }
}

extension RegionTiles.Box {
    /// Grows to hold `other`'s pixels too.
    @inline(__always)
    mutating func add(_ other: RegionTiles.Box) {
        minX = Swift.min(minX, other.minX); maxX = Swift.max(maxX, other.maxX)
        minY = Swift.min(minY, other.minY); maxY = Swift.max(maxY, other.maxY)
        count &+= other.count
    }
}
