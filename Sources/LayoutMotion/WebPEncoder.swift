import CWebP
import Foundation

/// Animated WebP through libwebp's WebPAnimEncoder: lossless (pixels exact, so no palette), looping forever,
/// single-threaded with fixed settings so the same frames give the same bytes. The encoder itself stores
/// only what changed between frames. Timestamps are whole milliseconds.
public struct WebPEncoder: AnimationEncoder {
    public let width: Int
    public let height: Int
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var lastEnd = 0

    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16383, height <= 16383 else {
            throw MotionError.encoder(format: "WebP", detail: "\(width) x \(height) pixels: WebP frames are 1 to 16383 pixels a side")
        }
        self.width = width; self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw MotionError.encoder(format: "WebP", detail: "libwebp version mismatch")
        }
        options.anim_params.loop_count = 0
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        options.minimize_size = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw MotionError.encoder(format: "WebP", detail: "cannot create an animation encoder")
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw MotionError.encoder(format: "WebP", detail: "libwebp version mismatch")
        }
        config.lossless = 1
        config.quality = 50
        config.method = 2
        config.thread_level = 0
    }

    public mutating func add(_ frame: PixelFrame, start: Double, end: Double) throws {
        guard let encoder else { throw MotionError.encoder(format: "WebP", detail: "frame added after finish") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw MotionError.encoder(format: "WebP", detail: "libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width); picture.height = Int32(frame.height)
        // Opaque ARGB words; libwebp's ARGB layout is the same 0xAARRGGBB word, so force alpha to 0xFF and import.
        let words = frame.words.map { $0 | 0xFF00_0000 }
        let imported = words.withUnsafeBytes { raw -> Int32 in
            // In memory a little-endian 0xAARRGGBB word is B, G, R, A.
            WebPPictureImportBGRA(&picture, raw.bindMemory(to: UInt8.self).baseAddress, Int32(frame.width * 4))
        }
        guard imported != 0 else { throw MotionError.encoder(format: "WebP", detail: "cannot import a frame") }
        let timestamp = Int32((start * 1000).rounded())
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
            throw MotionError.encoder(format: "WebP", detail: Self.error(encoder))
        }
        lastEnd = Int((end * 1000).rounded())
    }

    public mutating func finish() throws -> Data {
        guard let encoder else { return Data() }
        self.encoder = nil
        defer { WebPAnimEncoderDelete(encoder) }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(lastEnd), nil) != 0 else {
            throw MotionError.encoder(format: "WebP", detail: Self.error(encoder))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw MotionError.encoder(format: "WebP", detail: Self.error(encoder))
        }
        defer { WebPDataClear(&data) }
        return Data(bytes: data.bytes, count: data.size)
    }

    private static func error(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
