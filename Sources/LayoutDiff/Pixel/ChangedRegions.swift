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
    static func find(_ tiles: RegionTiles) -> [PixelRegion] {
        let tilesAcross = tiles.tilesAcross, tilesDown = tiles.tilesDown, tileCount = tilesAcross * tilesDown
        let d = tiles.size
        // Connected tiles, 8-neighbourhood, by an explicit stack (no recursion depth limit).
        var visited = ContiguousArray<Bool>(repeating: false, count: tileCount)
        var regions: [PixelRegion] = []
        var stack: [Int] = []
        for start in 0..<tileCount where tiles.boxes[start].count > 0 && !visited[start] {
            visited[start] = true
            stack.append(start)
            var x0 = Int32.max, y0 = Int32.max, x1: Int32 = -1, y1: Int32 = -1, n: Int32 = 0
            while let t = stack.popLast() {
                let box = tiles.boxes[t]
                x0 = min(x0, box.minX); y0 = min(y0, box.minY); x1 = max(x1, box.maxX); y1 = max(y1, box.maxY)
                n += box.count
                let tx = t % tilesAcross, ty = t / tilesAcross
                for ny in max(0, ty - 1)...min(tilesDown - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(tilesAcross - 1, tx + 1) {
                        let u = ny * tilesAcross + nx
                        if tiles.boxes[u].count > 0 && !visited[u] { visited[u] = true; stack.append(u) }
                    }
                }
            }
            regions.append(PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0) + 1, height: Int(y1 - y0) + 1,
                                       differentPixels: Int(n)))
        }
        if regions.count <= mergeLimit { regions = merged(regions, tolerance: d) }
        return regions.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
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
    /// column x / size).
    @inline(__always)
    static func add(_ boxes: UnsafeMutablePointer<Box>, tile t: Int, minX: Int32, maxX: Int32, y: Int32,
                    count: Int32 = 1) {
        boxes[t].minX = min(boxes[t].minX, minX); boxes[t].maxX = max(boxes[t].maxX, maxX)
        boxes[t].minY = min(boxes[t].minY, y); boxes[t].maxY = max(boxes[t].maxY, y)
        boxes[t].count += count
    }
}
