import CSpng
import Foundation
import LayoutRender

/// A PNG decoded for comparison: premultiplied 0xAARRGGBB words, row by row, exactly the words Cairo's
/// reader gives (opaque images with alpha 255), so a diff, its counts and its picture do not depend on
/// which decoder ran.
struct DecodedPNG {
    let width: Int
    let height: Int
    let pixels: PixelSource

    /// The image as a `RasterImage` (for reports of a size mismatch, which show both pictures).
    func rasterImage() throws -> RasterImage {
        try pixels.rasterImage(width: width, height: height)
    }
}

/// Decodes PNGs for the pixel diff.
///
/// Decoding is most of a diff's work (two 1125 × 2436 screenshots: ~400 M instructions through Cairo's
/// libpng reader, ~230 M through libspng), so the common PNGs — 8-bit RGB or RGBA, not interlaced, what
/// Cairo, simulators and most tools write — are decoded by libspng one row at a time, each row turned
/// into words while it is still in the cache and written straight into the buffer the diff reads.
/// Every other kind (palette, grey, 16-bit, interlaced, RGB with a transparent colour) goes through Cairo,
/// whose result is the definition of the words either way.
enum PNGDecoder {
    static func decode(_ data: Data, name: String) throws -> DecodedPNG {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DiffInputError(file: name, message: "not a PNG file (no PNG signature)")
        }
        // The size sits in the IHDR chunk right after the signature (bytes 16…23, big-endian). Checking
        // it first keeps a hostile or absurd file from allocating gigabytes before a decoder would refuse it.
        if data.count >= 24 {
            func word(_ at: Int) -> Int { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let width = word(16), height = word(20)
            guard width <= RenderOptions.maxSide, height <= RenderOptions.maxSide,
                  width * height <= RenderOptions.defaultMaxPixels else {
                throw DiffInputError(file: name, message: "PNG of \(width) × \(height) pixels is larger than the "
                                     + "\(RenderOptions.defaultMaxPixels)-pixel budget (at most \(RenderOptions.maxSide) per side)")
            }
        }
        if let fast = try decodeWithSpng(data, name: name) { return fast }
        let image: RasterImage
        do {
            image = try RasterImage(png: data)
        } catch {
            throw DiffInputError(file: name, message: "cannot decode PNG (\(error))")
        }
        return DecodedPNG(width: image.width, height: image.height, pixels: PixelSource(image))
    }

    /// libspng's decode of an 8-bit RGB(A) non-interlaced PNG; nil for the kinds left to Cairo.
    static func decodeWithSpng(_ data: Data, name: String) throws -> DecodedPNG? {
        // The zlib stream's Adler-32 repeats what the chunk CRCs (still checked) already guard.
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_IGNORE_ADLER32.rawValue)) else { return nil }
        defer { spng_ctx_free(ctx) }
        return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> DecodedPNG? in
            func fail(_ code: Int32) -> DiffInputError {
                DiffInputError(file: name, message: "cannot decode PNG (\(String(cString: spng_strerror(code))))")
            }
            var code = spng_set_png_buffer(ctx, bytes.baseAddress, bytes.count)
            guard code == 0 else { throw fail(code) }
            var header = spng_ihdr()
            code = spng_get_ihdr(ctx, &header)
            guard code == 0 else { throw fail(code) }
            var transparency = spng_trns()
            let hasTransparentColor = spng_get_trns(ctx, &transparency) == 0
            let rgb = header.color_type == UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue) && !hasTransparentColor
            let rgba = header.color_type == UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue)
            guard header.bit_depth == 8, header.interlace_method == 0, rgb || rgba else { return nil }
            let width = Int(header.width), height = Int(header.height)
            let format = rgba ? SPNG_FMT_RGBA8 : SPNG_FMT_RGB8
            code = spng_decode_image(ctx, nil, 0, Int32(format.rawValue), Int32(SPNG_DECODE_PROGRESSIVE.rawValue))
            guard code == 0 else { throw fail(code) }
            let rowBytes = width * (rgba ? 4 : 3)
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
            defer { row.deallocate() }
            let words = PixelBuffer(count: width * height)
            for y in 0..<height {
                code = spng_decode_row(ctx, row, rowBytes)
                guard code == 0 || (code == Int32(SPNG_EOI.rawValue) && y == height - 1) else { throw fail(code) }
                let out = words.pointer + y * width
                if rgba { PixelWords.premultiply(rgba: row, into: out, count: width) }
                else { PixelWords.opaque(rgb: row, into: out, count: width) }
            }
            return DecodedPNG(width: width, height: height, pixels: PixelSource(words))
        }
    }
}

/// Decoded PNG rows turned into Cairo's pixel words.
enum PixelWords {
    /// 8-bit RGB → 0xFFRRGGBB.
    @inline(__always)
    static func opaque(rgb: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let p = rgb + 3 * x
            out[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
        }
    }

    /// 8-bit straight RGBA → premultiplied 0xAARRGGBB, rounding as Cairo's PNG reader does
    /// (c·a/255 to nearest, computed as t = c·a + 128, (t + t >> 8) >> 8).
    @inline(__always)
    static func premultiply(rgba: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let p = rgba + 4 * x
            let a = UInt32(p[3])
            if a == 255 {
                out[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
            } else if a == 0 {
                out[x] = 0
            } else {
                out[x] = a << 24 | multiply(a, p[0]) << 16 | multiply(a, p[1]) << 8 | multiply(a, p[2])
            }
        }
    }

    @inline(__always)
    static func multiply(_ alpha: UInt32, _ component: UInt8) -> UInt32 {
        let t = alpha * UInt32(component) + 0x80
        return (t + (t >> 8)) >> 8
    }
}
