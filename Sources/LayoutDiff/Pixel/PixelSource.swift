import LayoutRender

/// The pixels a diff reads: an array handed in, or a decoded image read in place (no copy: a phone
/// screenshot at @3x is 11 MB, and copying it costs more than comparing it). `mask` is ORed into every
/// word read (0xFF000000 for images without alpha, whose top byte is unspecified).
struct PixelSource {
    private let array: ContiguousArray<UInt32>?
    private let image: RasterImage?
    private let buffer: PixelBuffer?

    init(_ array: ContiguousArray<UInt32>) { self.array = array; self.image = nil; self.buffer = nil }
    init(_ image: RasterImage) { self.array = nil; self.image = image; self.buffer = nil }
    init(_ buffer: PixelBuffer) { self.array = nil; self.image = nil; self.buffer = buffer }

    func withPixels<R>(_ body: (_ pixels: UnsafeBufferPointer<UInt32>, _ mask: UInt32) throws -> R) rethrows -> R {
        if let image { return try image.withPixelWords(body) }
        if let buffer { return try withExtendedLifetime(buffer) { try body(buffer.buffer, 0) } }
        return try array!.withUnsafeBufferPointer { try body($0, 0) }
    }

    /// The pixels as a `RasterImage` of `width` × `height` (the image itself when there is one).
    func rasterImage(width: Int, height: Int) throws -> RasterImage {
        if let image { return image }
        return try RasterImage(width: width, height: height,
                               premultipliedARGB: array ?? withPixels { words, _ in ContiguousArray(words) })
    }
}
