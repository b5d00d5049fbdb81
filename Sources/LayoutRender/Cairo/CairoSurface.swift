import CCairo
import Foundation

/// Collects the bytes a Cairo stream surface or PNG writer produces.
final class ByteSink {
    var data = Data()
}

/// Cairo's write callback: appends to the `ByteSink` passed as closure data.
private let appendToSink: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}

/// Cairo's read callback over a `ByteSource`.
private let readFromSource: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let n = Int(length)
    guard source.offset + n <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + n))
    source.offset += n
    return CAIRO_STATUS_SUCCESS
}

final class ByteSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
}

/// Throws when a Cairo status is not success, naming the operation.
func checkCairo(_ status: cairo_status_t, _ operation: String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw RenderError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
}

/// Owns one `cairo_surface_t`: an image (ARGB32), or an SVG document streamed into memory (PDFs are ours: `PDFContext`).
/// The surface is destroyed in deinit; stream surfaces hand their bytes over in `finishDocument()`.
package final class CairoSurface {
    let raw: OpaquePointer
    private let sink: ByteSink?

    private init(raw: OpaquePointer, sink: ByteSink?, operation: String) throws {
        self.raw = raw; self.sink = sink
        try checkCairo(cairo_surface_status(raw), operation)
    }

    deinit { cairo_surface_destroy(raw) }

    /// An ARGB32 image of `width` x `height` pixels, transparent.
    package static func image(width: Int, height: Int) throws -> CairoSurface {
        try CairoSurface(raw: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                         sink: nil, operation: "image surface \(width)x\(height)")
    }

    /// An SVG 1.1 document of `width` x `height` user units (px, so rasterisers draw it 1:1).
    package static func svg(width: Double, height: Double) throws -> CairoSurface {
        let sink = ByteSink()
        let raw = cairo_svg_surface_create_for_stream(appendToSink, Unmanaged.passUnretained(sink).toOpaque(),
                                                      width, height)!
        let surface = try CairoSurface(raw: raw, sink: sink, operation: "SVG surface")
        cairo_svg_surface_restrict_to_version(raw, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(raw, CAIRO_SVG_UNIT_PX)
        return surface
    }

    /// Decodes a PNG (used by tests to read pictures back).
    package static func png(_ data: Data) throws -> CairoSurface {
        let source = ByteSource(data)
        return try withExtendedLifetime(source) {
            try CairoSurface(raw: cairo_image_surface_create_from_png_stream(
                readFromSource, Unmanaged.passUnretained(source).toOpaque())!, sink: nil, operation: "PNG decode")
        }
    }

    /// An ARGB32 image holding a copy of `pixels`: premultiplied 0xAARRGGBB words, row by row, no padding.
    static func image(width: Int, height: Int, premultipliedARGB pixels: UnsafeBufferPointer<UInt32>) throws
        -> CairoSurface {
        precondition(pixels.count == width * height, "pixel count does not match \(width)x\(height)")
        let surface = try image(width: width, height: height)
        cairo_surface_flush(surface.raw)
        if let base = cairo_image_surface_get_data(surface.raw), let source = pixels.baseAddress {
            let stride = Int(cairo_image_surface_get_stride(surface.raw))
            for y in 0..<height {
                UnsafeMutableRawPointer(base + y * stride)
                    .copyMemory(from: source + y * width, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface.raw)
        return surface
    }

    /// The pixels as premultiplied 0xAARRGGBB words, row by row without stride padding (RGB24 images
    /// get alpha 255). Diffs read whole images through this: one copy, then plain integer work.
    func premultipliedARGB() -> ContiguousArray<UInt32> {
        cairo_surface_flush(raw)
        let width = pixelWidth, height = pixelHeight
        var out = ContiguousArray<UInt32>(repeating: 0, count: width * height)
        guard let base = cairo_image_surface_get_data(raw), width > 0, height > 0 else { return out }
        let stride = Int(cairo_image_surface_get_stride(raw))
        let opaque: UInt32 = cairo_image_surface_get_format(raw) == CAIRO_FORMAT_RGB24 ? 0xff00_0000 : 0
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                let out = dst.baseAddress! + y * width
                if opaque == 0 {
                    out.update(from: row, count: width)
                } else {
                    for x in 0..<width { out[x] = row[x] | opaque }
                }
            }
        }
        return out
    }

    /// Runs `body` over the pixel words in place (no copy) when the rows are unpadded, with the mask
    /// to OR into each word: 0 for ARGB32, 0xFF000000 for RGB24 (opaque PNGs decode to RGB24, whose top
    /// byte Cairo leaves unspecified). Padded rows are copied first.
    func withPixelWords<R>(_ body: (UnsafeBufferPointer<UInt32>, UInt32) throws -> R) rethrows -> R {
        cairo_surface_flush(raw)
        let width = pixelWidth, height = pixelHeight
        let format = cairo_image_surface_get_format(raw)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
           Int(cairo_image_surface_get_stride(raw)) == width * 4,
           let base = cairo_image_surface_get_data(raw) {
            let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
            return try body(UnsafeBufferPointer(start: words, count: width * height),
                            format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0)
        }
        return try premultipliedARGB().withUnsafeBufferPointer { try body($0, 0) }
    }

    /// Flushes and closes a stream surface; returns the document bytes.
    package func finishDocument() throws -> Data {
        cairo_surface_finish(raw)
        try checkCairo(cairo_surface_status(raw), "finish document")
        return sink?.data ?? Data()
    }

    /// The image encoded as PNG.
    /// Our images are ARGB32 (drawn) or RGB24 (decoded from an opaque PNG); `PNGEncoder` writes both.
    package func pngData() throws -> Data {
        cairo_surface_flush(raw)
        let format = cairo_image_surface_get_format(raw)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, let base = cairo_image_surface_get_data(raw)
        else { throw RenderError.encodingFailed("PNG encode: not an RGB image surface") }
        return try PNGEncoder.encode(PNGEncoder.Pixels(
            base: UnsafePointer(base), width: pixelWidth, height: pixelHeight,
            stride: Int(cairo_image_surface_get_stride(raw)), hasAlpha: format == CAIRO_FORMAT_ARGB32))
    }

    package var pixelWidth: Int { Int(cairo_image_surface_get_width(raw)) }
    package var pixelHeight: Int { Int(cairo_image_surface_get_height(raw)) }

    /// One pixel, un-premultiplied, as 0...255 components.
    package func pixel(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        cairo_surface_flush(raw)
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let base = cairo_image_surface_get_data(raw)
        else { return (0, 0, 0, 0) }
        let stride = Int(cairo_image_surface_get_stride(raw))
        let format = cairo_image_surface_get_format(raw)
        let word = base.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int(word >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> Int {
            let v = Int((word >> shift) & 0xff)
            return a == 255 ? v : min(255, (v * 255 + a / 2) / a)
        }
        return (channel(16), channel(8), channel(0), a)
    }
}
