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
    let differing: ContiguousArray<Int32>
    let excused: ContiguousArray<Int32>

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
        var differing = ContiguousArray<Int32>(), excused = ContiguousArray<Int32>()
        let maxDelta = PerceptualColor.maxDelta * options.threshold * options.threshold
        let detector = AntiAliasingDetector(width: width, height: height)
        reference.withPixels { ref, refMask in
            actual.withPixels { act, actMask in
                // Identical images (the common case in CI) need no per-pixel work.
                if ref.count > 0, refMask == actMask, memcmp(ref.baseAddress!, act.baseAddress!, ref.count * 4) == 0 {
                    return
                }
                // Rows are compared in bands on every core; each band keeps scan order and the bands are
                // joined in order, so the result is the same as one pass.
                let bands = width * height >= 1 << 18 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
                var parts = [(ContiguousArray<Int32>, ContiguousArray<Int32>)](repeating: ([], []), count: bands)
                let lock = NSLock()
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    var bandDiffering = ContiguousArray<Int32>(), bandExcused = ContiguousArray<Int32>()
                    for y in (height * band / bands)..<(height * (band + 1) / bands) {
                        let row = y * width
                        for x in 0..<width {
                            let i = row + x
                            let a = ref[i] | refMask, b = act[i] | actMask
                            if a == b { continue }
                            let delta = PerceptualColor.delta(a, b)
                            if abs(delta) <= maxDelta { continue }
                            if options.detectsAntiAliasing
                                && (detector.isAntiAliased(ref, refMask, act, actMask, x: x, y: y)
                                    || detector.isAntiAliased(act, actMask, ref, refMask, x: x, y: y)) {
                                bandExcused.append(Int32(i))
                            } else {
                                bandDiffering.append(Int32(i))
                            }
                        }
                    }
                    lock.lock(); parts[band] = (bandDiffering, bandExcused); lock.unlock()
                }
                for (d, e) in parts { differing += d; excused += e }
            }
        }
        self.width = width; self.height = height
        self.differentPixels = differing.count; self.antiAliasedPixels = excused.count
        self.reference = reference; self.actual = actual; self.differing = differing; self.excused = excused
        self.regions = differing.isEmpty ? []
            : ChangedRegions.find(differing, width: width, height: height,
                                  mergeDistance: max(1, options.regionMergeDistance))
    }
}
