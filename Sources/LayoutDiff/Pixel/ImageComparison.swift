import Foundation
import LayoutSystem
import LayoutRender

/// Width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width) × \(height)" }
}

/// Two images compared: either their sizes differ (nothing to compare pixel by pixel — reported, not
/// thrown, because a changed content size is a regression like any other) or a pixel diff.
public enum ImageComparison {
    case sizeMismatch(reference: RasterImage, actual: RasterImage)
    case compared(PixelDiff)

    /// Compares two decoded images.
    public init(reference: RasterImage, actual: RasterImage, options: PixelDiffOptions = PixelDiffOptions()) {
        guard reference.width == actual.width, reference.height == actual.height else {
            self = .sizeMismatch(reference: reference, actual: actual)
            return
        }
        self = .compared(PixelDiff(reference: reference, actual: actual, options: options))
    }

    /// Compares two PNGs; a file that is not a PNG is reported with its name.
    ///
    /// Decoding costs more than comparing, so the two images are decoded at the same time (see
    /// `PNGDecoder`), and byte-identical files are decoded once (to check they are a PNG and for the
    /// diff image) and not compared at all.
    public init(referencePNG: Data, actualPNG: Data, referenceName: String = "reference",
                actualName: String = "actual", options: PixelDiffOptions = PixelDiffOptions()) throws {
        if referencePNG == actualPNG {
            let image = try PNGDecoder.decode(referencePNG, name: referenceName)
            self = .compared(PixelDiff(identical: image.pixels, width: image.width, height: image.height))
            return
        }
        var decoded: [Result<DecodedPNG, Error>?] = [nil, nil]
        let inputs = [(referencePNG, referenceName), (actualPNG, actualName)]
        decoded.withUnsafeMutableBufferPointer { slots in
            // Two workers, each writing its own slot.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                slots[i] = Result { try PNGDecoder.decode(inputs[i].0, name: inputs[i].1) }
            }
        }
        try self.init(reference: decoded[0]!.get(), actual: decoded[1]!.get(), options: options)
    }

    /// Compares an image already in memory (a snapshot just drawn) with a reference PNG, decoding only
    /// the reference.
    public init(referencePNG: Data, actual: RasterImage, referenceName: String = "reference",
                options: PixelDiffOptions = PixelDiffOptions()) throws {
        let reference = try PNGDecoder.decode(referencePNG, name: referenceName)
        try self.init(reference: reference,
                  actual: DecodedPNG(width: actual.width, height: actual.height, pixels: PixelSource(actual)),
                  options: options)
    }

    init(reference: DecodedPNG, actual: DecodedPNG, options: PixelDiffOptions) throws {
        guard reference.width == actual.width, reference.height == actual.height else {
            self = .sizeMismatch(reference: try reference.rasterImage(), actual: try actual.rasterImage())
            return
        }
        self = .compared(PixelDiff(reference: reference.pixels, actual: actual.pixels, width: reference.width,
                                   height: reference.height, options: options))
    }

    /// Reads and compares two PNG files.
    public init(referenceFile: URL, actualFile: URL, options: PixelDiffOptions = PixelDiffOptions()) throws {
        try self.init(referencePNG: try Self.read(referenceFile), actualPNG: try Self.read(actualFile),
                      referenceName: referenceFile.relativePath, actualName: actualFile.relativePath, options: options)
    }

    public var referenceSize: PixelSize {
        switch self {
        case .sizeMismatch(let r, _): return PixelSize(width: r.width, height: r.height)
        case .compared(let d): return PixelSize(width: d.width, height: d.height)
        }
    }

    public var actualSize: PixelSize {
        switch self {
        case .sizeMismatch(_, let a): return PixelSize(width: a.width, height: a.height)
        case .compared(let d): return PixelSize(width: d.width, height: d.height)
        }
    }

    /// Whether the difference is within `tolerance` (differing pixels, or a percentage of all pixels).
    /// Images of different sizes never pass.
    public func passes(_ tolerance: DiffTolerance = .exact) -> Bool {
        guard case .compared(let d) = self else { return false }
        switch tolerance {
        case .absolute(let n): return Double(d.differentPixels) <= n
        case .percent(let p): return d.percentage <= p
        }
    }

    /// The diff image, or with `triptych` reference | actual | diff. For images of different sizes:
    /// reference | actual side by side, so the reviewer still sees both.
    public func image(triptych: Bool = false) throws -> RasterImage {
        switch self {
        case .compared(let d): return try triptych ? d.triptych() : d.diffImage()
        case .sizeMismatch(let r, let a):
            let (pixels, width) = PixelDiff.sideBySide([(PixelSource(r), r.width, r.height),
                                                        (PixelSource(a), a.width, a.height)])
            return try RasterImage(width: width, height: max(r.height, a.height), premultipliedARGB: pixels)
        }
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16…23, big-endian), without decoding; nil for other data.
    public static func pngSize(_ data: Data) -> PixelSize? {
        if case .png(let size) = PNGHeader(data) { return size }
        return nil
    }

    /// The size of the picture `image(triptych:)` makes from images of these sizes: the budget of a diff picture
    /// is checked on it before anything is decoded (docs/limits.md).
    public static func imageSize(reference r: PixelSize, actual a: PixelSize, triptych: Bool) -> PixelSize {
        let gap = PixelDiff.separatorWidth
        if r.width != a.width || r.height != a.height {
            return PixelSize(width: r.width + a.width + gap, height: max(r.height, a.height))
        }
        return triptych ? PixelSize(width: 3 * r.width + 2 * gap, height: r.height) : r
    }

    /// A PNG file's bytes, read only after its first bytes say it is a PNG within the pixel budget, and only up to
    /// the image's end (`PNGHeader.readImage`).
    public static func read(_ url: URL) throws -> Data {
        let size = try PNGHeader.read(url.relativePath).checkedSize(file: url.relativePath)
        return try PNGHeader.readImage(url.relativePath, size: size)
    }
}
