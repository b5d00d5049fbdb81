import LayoutRender

/// The pixels a diff reads: an array handed in, or a decoded image read in place (no copy: a phone
/// screenshot at @3x is 11 MB, and copying it costs more than comparing it).
struct PixelSource {
    private let array: ContiguousArray<UInt32>?
    private let image: RasterImage?

    init(_ array: ContiguousArray<UInt32>) { self.array = array; self.image = nil }
    init(_ image: RasterImage) { self.array = nil; self.image = image }

    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        if let image { return try image.withPremultipliedARGB(body) }
        return try array!.withUnsafeBufferPointer(body)
    }
}
