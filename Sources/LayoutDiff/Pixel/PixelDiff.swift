import Foundation
import LayoutRender

/// How two images are compared pixel by pixel.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Perceptual threshold, 0…1: a pixel differs when its YIQ delta exceeds 35215 · threshold².
    /// 0.1 (the default) ignores changes the eye barely sees; 0 counts any change.
    public var threshold: Double
    /// Do not count pixels that look like anti-aliasing differences (they are reported separately).
    public var detectsAntiAliasing: Bool
    /// Differing pixels this close (in pixels) join one changed region.
    public var regionMergeDistance: Int

    public init(threshold: Double = 0.1, detectsAntiAliasing: Bool = true, regionMergeDistance: Int = 4) {
        self.threshold = threshold; self.detectsAntiAliasing = detectsAntiAliasing
        self.regionMergeDistance = regionMergeDistance
    }
}

/// The verdict on each pixel, kept for drawing the diff image and finding regions.
enum PixelClass: UInt8 {
    case same = 0, different = 1, antiAliased = 2
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
    let classes: ContiguousArray<UInt8>

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
        var classes = ContiguousArray<UInt8>(repeating: PixelClass.same.rawValue, count: width * height)
        // Positions of the differing pixels, so finding regions does not rescan the whole image.
        var differing = ContiguousArray<Int32>()
        var antiAliased = 0
        let maxDelta = PerceptualColor.maxDelta * options.threshold * options.threshold
        let detector = AntiAliasingDetector(width: width, height: height)
        reference.withPixels { ref in
            actual.withPixels { act in
                // Identical images (the common case in CI) need no per-pixel work.
                if ref.count > 0, memcmp(ref.baseAddress!, act.baseAddress!, ref.count * 4) == 0 { return }
                classes.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            let i = row + x
                            let a = ref[i], b = act[i]
                            if a == b { continue }
                            let delta = PerceptualColor.delta(a, b)
                            if abs(delta) <= maxDelta { continue }
                            if options.detectsAntiAliasing
                                && (detector.isAntiAliased(ref, act, x: x, y: y)
                                    || detector.isAntiAliased(act, ref, x: x, y: y)) {
                                out[i] = PixelClass.antiAliased.rawValue
                                antiAliased += 1
                            } else {
                                out[i] = PixelClass.different.rawValue
                                differing.append(Int32(i))
                            }
                        }
                    }
                }
            }
        }
        self.width = width; self.height = height
        self.differentPixels = differing.count; self.antiAliasedPixels = antiAliased
        self.reference = reference; self.actual = actual; self.classes = classes
        self.regions = differing.isEmpty ? []
            : ChangedRegions.find(differing, width: width, height: height,
                                  mergeDistance: max(1, options.regionMergeDistance))
    }
}
