import CGif
import Foundation

/// Animated GIF through giflib: GIF89a, looping forever, each frame with its own colour table
/// (`FramePalette`, built from that frame's pixels only) and no dithering, so the same frames always give
/// the same bytes. After the first frame only the rectangle that changed is stored, drawn over the previous
/// frame (disposal "do not dispose") — a swipe of one carousel re-encodes the carousel's band, not the screen.
/// Delays are whole centiseconds, rounded on the running time so they do not drift (30 fps: 3, 3, 4 …).
public struct GIFEncoder: AnimationEncoder {
    public let width: Int
    public let height: Int
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink = ByteSink()
    private var previous: PixelFrame?

    final class ByteSink { var data = Data() }

    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw MotionError.encoder(format: "GIF", detail: "\(width) x \(height) pixels: GIF frames are 1 to 65535 pixels a side")
        }
        self.width = width; self.height = height
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, count in
            guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
            Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
            throw MotionError.encoder(format: "GIF", detail: Self.message(error))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "screen descriptor")
        // NETSCAPE2.0 application extension: loop count 0 = forever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
        let name = Array("NETSCAPE2.0".utf8)
        try check(name.withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) }, "loop extension")
        let loop: [UInt8] = [1, 0, 0]
        try check(loop.withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, "loop extension")
        try check(EGifPutExtensionTrailer(gif), "loop extension")
    }

    public mutating func add(_ frame: PixelFrame, start: Double, end: Double) throws {
        guard let gif else { throw MotionError.encoder(format: "GIF", detail: "frame added after finish") }
        guard frame.width == width, frame.height == height else {
            throw MotionError.encoder(format: "GIF", detail: "frame of \(frame.width) x \(frame.height) in a \(width) x \(height) animation")
        }
        let delay = Int((end * 100).rounded()) - Int((start * 100).rounded())
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                       DelayTime: Int32(max(0, min(delay, 65535))), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&gcb, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "frame delay")

        // An unchanged frame still needs an image: one pixel, as it was.
        let rect = previous.map { frame.changedRect(since: $0) ?? (x: 0, y: 0, width: 1, height: 1) }
            ?? (x: 0, y: 0, width: width, height: height)
        var block = ContiguousArray<UInt32>()
        block.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<(rect.y + rect.height) {
            let row = y * width + rect.x
            block.append(contentsOf: frame.words[row..<(row + rect.width)])
        }
        let palette = FramePalette(pixels: block)
        var size = 2
        while size < palette.colors.count { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else {
            throw MotionError.encoder(format: "GIF", detail: "out of memory for a colour table")
        }
        defer { GifFreeMapObject(map) }
        for i in 0..<size {
            let c = i < palette.colors.count ? palette.colors[i] : 0
            map.pointee.Colors[i] = GifColorType(Red: GifByteType((c >> 16) & 0xFF), Green: GifByteType((c >> 8) & 0xFF),
                                                 Blue: GifByteType(c & 0xFF))
        }
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map),
                  "image descriptor")
        var line = [GifPixelType](repeating: 0, count: rect.width)
        for y in 0..<rect.height {
            for x in 0..<rect.width { line[x] = palette.index(of: block[y * rect.width + x]) }
            try check(EGifPutLine(gif, &line, Int32(rect.width)), "image data")
        }
        previous = frame
    }

    public mutating func finish() throws -> Data {
        guard let gif else { return sink.data }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            throw MotionError.encoder(format: "GIF", detail: Self.message(error))
        }
        return sink.data
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            throw MotionError.encoder(format: "GIF", detail: "\(what): \(Self.message(gif?.pointee.Error ?? 0))")
        }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
