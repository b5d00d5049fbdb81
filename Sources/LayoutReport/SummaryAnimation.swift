import Foundation
import LayoutMotion
import LayoutRender

/// The small animated GIF of a change in summary.md: before and after, one second each, looping — a pull
/// request comment shows it without scripts. Both pictures are flattened onto white and scaled down (box
/// filter, whole pixels) into the same frame of at most `maxWidth` × `maxHeight`; LayoutMotion's GIF encoder
/// makes the bytes, deterministic for the same pictures.
enum SummaryAnimation {
    static let maxWidth = 240
    static let maxHeight = 480

    static func gif(beforePNG: Data, afterPNG: Data) throws -> Data {
        let before = try RasterImage(png: beforePNG), after = try RasterImage(png: afterPNG)
        // One scale for both, so an unchanged element stays put between the frames.
        let widest = max(before.width, after.width), tallest = max(before.height, after.height)
        let factor = max(1, Int((Double(widest) / Double(maxWidth)).rounded(.up)),
                         Int((Double(tallest) / Double(maxHeight)).rounded(.up)))
        let width = max(1, (widest + factor - 1) / factor), height = max(1, (tallest + factor - 1) / factor)
        var gif = try GIFEncoder(width: width, height: height)
        try gif.add(frame(before, factor: factor, width: width, height: height), start: 0, end: 1)
        try gif.add(frame(after, factor: factor, width: width, height: height), start: 1, end: 2)
        return try gif.finish()
    }

    /// `image` over white, each output pixel the average of a `factor` × `factor` block (the blocks past the
    /// picture's edge are white).
    static func frame(_ image: RasterImage, factor: Int, width: Int, height: Int) -> PixelFrame {
        var words = ContiguousArray<UInt32>(repeating: 0xFFFF_FFFF, count: width * height)
        let source = image.premultipliedARGB
        let w = image.width, h = image.height
        let area = UInt32(factor * factor)
        for oy in 0..<height {
            for ox in 0..<width {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for y in (oy * factor)..<(oy * factor + factor) {
                    for x in (ox * factor)..<(ox * factor + factor) {
                        guard x < w, y < h else { r += 255; g += 255; b += 255; continue }
                        let p = source[y * w + x]
                        let white = 255 - (p >> 24)
                        r += ((p >> 16) & 0xFF) + white; g += ((p >> 8) & 0xFF) + white; b += (p & 0xFF) + white
                    }
                }
                words[oy * width + ox] = 0xFF00_0000 | ((r / area) << 16) | ((g / area) << 8) | (b / area)
            }
        }
        return PixelFrame(width: width, height: height, words: words)
    }
}
