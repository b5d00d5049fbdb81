import CSpng
import Foundation

/// libspng, an independent PNG decoder, as the reference LayoutDiff's own decoder is checked against:
/// any PNG to straight 8-bit RGBA (transparent colours applied), then premultiplied by the rule Cairo
/// states (round(c · a / 255)), written here from that rule rather than shared with the code under test.
enum SpngReference {
    struct Failure: Error { let message: String }

    static func words(_ png: Data) throws -> (width: Int, height: Int, words: [UInt32]) {
        let (width, height, rgba) = try straightRGBA(png)
        let words = stride(from: 0, to: rgba.count, by: 4).map { i -> UInt32 in
            let a = UInt32(rgba[i + 3])
            func premultiplied(_ c: UInt8) -> UInt32 { UInt32((Double(c) * Double(a) / 255).rounded()) }
            return a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
        }
        return (width, height, words)
    }

    /// The pixels as stored: straight (not premultiplied) 8-bit RGBA.
    static func straightRGBA(_ png: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        guard let ctx = spng_ctx_new(0) else { throw Failure(message: "spng_ctx_new") }
        defer { spng_ctx_free(ctx) }
        return try png.withUnsafeBytes { bytes in
            func check(_ code: Int32) throws {
                if code != 0 { throw Failure(message: String(cString: spng_strerror(code))) }
            }
            try check(spng_set_png_buffer(ctx, bytes.baseAddress, bytes.count))
            var header = spng_ihdr()
            try check(spng_get_ihdr(ctx, &header))
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            try check(spng_decoded_image_size(ctx, format, &size))
            var rgba = [UInt8](repeating: 0, count: size)
            try check(spng_decode_image(ctx, &rgba, size, format, Int32(SPNG_DECODE_TRNS.rawValue)))
            return (Int(header.width), Int(header.height), rgba)
        }
    }
}
