import Foundation
import LayoutRender

/// How two images are compared pixel by pixel.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Perceptual threshold, 0…1: a pixel differs when its YIQ delta exceeds 35215 · threshold².
    /// 0.1 (the default) ignores changes the eye barely sees; 0 counts any change. Values outside 0…1
    /// are clamped (a non-finite one means the default), so no threshold makes every pixel "differ".
    public var threshold: Double
    /// Do not count pixels that look like anti-aliasing differences (they are reported separately).
    public var detectsAntiAliasing: Bool
    /// Differing pixels this close (in pixels) join one changed region.
    public var regionMergeDistance: Int

    public init(threshold: Double = 0.1, detectsAntiAliasing: Bool = true, regionMergeDistance: Int = 4) {
        self.threshold = threshold.isFinite ? min(1, max(0, threshold)) : 0.1
        self.detectsAntiAliasing = detectsAntiAliasing
        self.regionMergeDistance = regionMergeDistance
    }
}

/// The result of comparing two images of the same size.
public struct PixelDiff {
    public let width: Int
    public let height: Int
    /// Pixels whose perceptual difference exceeds the threshold (anti-aliasing excluded when detected).
    public let differentPixels: Int
    /// Pixels over the threshold that were judged anti-aliasing and not counted.
    public let antiAliasedPixels: Int
    /// Bounding boxes of the changed areas, top to bottom, then left to right.
    public let regions: [PixelRegion]

    let reference: PixelSource
    let actual: PixelSource
    /// Positions (y · width + x) of the counted and of the excused pixels, in scan order: all a diff
    /// image needs, without a per-pixel verdict array.
    let differing: PixelPositions
    let excused: PixelPositions

    public var totalPixels: Int { width * height }
    /// Differing pixels as a percentage of all pixels.
    public var percentage: Double { totalPixels == 0 ? 0 : Double(differentPixels) * 100 / Double(totalPixels) }
}

extension PixelDiff {
    /// Compares two images given as premultiplied 0xAARRGGBB pixels of the same `width` × `height`.
    public init(reference: ContiguousArray<UInt32>, actual: ContiguousArray<UInt32>, width: Int, height: Int,
                options: PixelDiffOptions = PixelDiffOptions()) {
        precondition(width >= 0 && height >= 0 && reference.count == width * height && actual.count == width * height,
                     "both images must hold width × height pixels")
        self.init(reference: PixelSource(reference), actual: PixelSource(actual), width: width, height: height,
                  options: options)
    }

    /// Compares two decoded images of the same size, reading their pixels in place.
    init(reference: RasterImage, actual: RasterImage, options: PixelDiffOptions) {
        precondition(reference.width == actual.width && reference.height == actual.height)
        self.init(reference: PixelSource(reference), actual: PixelSource(actual), width: reference.width,
                  height: reference.height, options: options)
    }

    init(reference: PixelSource, actual: PixelSource, width: Int, height: Int, options: PixelDiffOptions) {
        let found = reference.withPixels { ref, refMask in
            actual.withPixels { act, actMask in
                let scan = PixelScan(reference: ref, referenceMask: refMask, actual: act, actualMask: actMask,
                                     width: width, height: height,
                                     maxDelta: PerceptualColor.maxDelta * options.threshold * options.threshold,
                                     detectsAntiAliasing: options.detectsAntiAliasing)
                return Self.scanInBands(scan, mergeDistance: max(1, options.regionMergeDistance))
            }
        }
        self.width = width; self.height = height
        self.differentPixels = found.differing.count; self.antiAliasedPixels = found.excused.count
        self.reference = reference; self.actual = actual
        self.differing = found.differing; self.excused = found.excused
        self.regions = found.differing.isEmpty ? [] : ChangedRegions.find(found.tiles)
    }

    /// The diff of a pair known to be the same picture (byte-identical files): nothing differs.
    init(identical pixels: PixelSource, width: Int, height: Int) {
        self.width = width; self.height = height
        differentPixels = 0; antiAliasedPixels = 0; regions = []
        reference = pixels; actual = pixels; differing = .empty; excused = .empty
    }

    /// Runs `scan` over the rows in bands on every core (large images only). Bands start on tile rows, so
    /// each fills its own tiles; each keeps scan order and the bands are joined in order, so the result is
    /// the same as one pass.
    static func scanInBands(_ scan: PixelScan, mergeDistance d: Int)
        -> (differing: PixelPositions, excused: PixelPositions, tiles: RegionTiles) {
        var tiles = RegionTiles(width: scan.width, height: scan.height, size: d)
        let tileRows = tiles.tilesDown, tilesAcross = tiles.tilesAcross
        let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let bands = scan.width * scan.height >= 1 << 18 ? max(1, min(cores, tileRows)) : 1
        // Each band writes its own slot, under the lock; the tiles a band fills are its own rows of tiles.
        nonisolated(unsafe) var parts = [PixelScan.Found?](repeating: nil, count: bands)
        let lock = NSLock()
        tiles.boxes.withUnsafeMutableBufferPointer { boxes in
            nonisolated(unsafe) let boxes = boxes.baseAddress!
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let y0 = min(scan.height, tileRows * band / bands * d)
                let y1 = min(scan.height, tileRows * (band + 1) / bands * d)
                let found = scan.scan(rows: y0..<y1, tiles: boxes, tileSize: d, tilesAcross: tilesAcross)
                lock.lock(); parts[band] = found; lock.unlock()
            }
        }
        let found = parts.map { $0! }
        if bands == 1 { return (found[0].differing, found[0].excused, tiles) }
        return (PixelPositions(joining: found.map(\.differing)), PixelPositions(joining: found.map(\.excused)), tiles)
    }
}
