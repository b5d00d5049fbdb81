import Foundation
import LayoutRender

/// Pictures of a pixel diff: the reference faded to light grey so the changes stand out, differing
/// pixels red, pixels excused as anti-aliasing yellow; or the triptych reference | actual | diff.
extension PixelDiff {
    static let differentColor: UInt32 = 0xFFFF_0000
    static let antiAliasedColor: UInt32 = 0xFFFF_FF00
    /// Separates the panels of a triptych.
    static let separatorColor: UInt32 = 0xFF80_8080
    static let separatorWidth = 4
    /// How much of the reference shows through: its brightness at 10 % over white.
    static let fade = 0.1

    /// The diff image (same size as the inputs).
    public func diffImage() throws -> RasterImage {
        try RasterImage(width: width, height: height, premultipliedARGB: diffPixels())
    }

    /// Reference, actual and diff side by side, separated by grey bars.
    public func triptych() throws -> RasterImage {
        let panels = [reference, actual, PixelSource(diffPixels())]
        let (pixels, w) = Self.sideBySide(panels.map { ($0, width, height) })
        return try RasterImage(width: w, height: height, premultipliedARGB: pixels)
    }

    func diffPixels() -> ContiguousArray<UInt32> {
        var out = ContiguousArray<UInt32>(repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            reference.withPixels { ref, mask in
                for i in 0..<ref.count {
                    let grey = 255 + (PerceptualColor.brightness(ref[i] | mask) - 255) * Self.fade
                    let v = UInt32(max(0, min(255, grey.rounded())))
                    out[i] = 0xFF00_0000 | v << 16 | v << 8 | v
                }
            }
            let base = out.baseAddress!
            differing.forEachRun { start, length in (base + start).update(repeating: Self.differentColor, count: length) }
            excused.forEachRun { start, length in (base + start).update(repeating: Self.antiAliasedColor, count: length) }
        }
        return out
    }

    /// Panels laid left to right, top-aligned, on white, with separators; returns the pixels and width.
    static func sideBySide(_ panels: [(pixels: PixelSource, width: Int, height: Int)])
        -> (ContiguousArray<UInt32>, Int) {
        let height = panels.map(\.height).max() ?? 0
        let width = panels.map(\.width).reduce(0, +) + separatorWidth * max(0, panels.count - 1)
        var out = ContiguousArray<UInt32>(repeating: 0xFFFF_FFFF, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            var left = 0
            for (index, panel) in panels.enumerated() {
                if index > 0 {
                    for y in 0..<height {
                        for x in (left - separatorWidth)..<left { out[y * width + x] = separatorColor }
                    }
                }
                panel.pixels.withPixels { src, mask in
                    for y in 0..<panel.height {
                        let target = out.baseAddress! + y * width + left, source = src.baseAddress! + y * panel.width
                        if mask == 0 {
                            target.update(from: source, count: panel.width)
                        } else {
                            for x in 0..<panel.width { target[x] = source[x] | mask }
                        }
                    }
                }
                left += panel.width + separatorWidth
            }
        }
        return (out, width)
    }
}
