import Foundation

/// An indexed-colour palette for a block of opaque pixels (GIF holds at most 256 colours per table).
///
/// Deterministic and dither-free, it depends on the pixels only: when the block has 256 colours or fewer
/// they are the palette exactly (ascending 0xRRGGBB); otherwise the 256 most frequent colours are kept (ties
/// to the smaller value) and every other colour maps to its nearest entry by squared RGB distance (ties to
/// the lower index). Flat UI colours — backgrounds, cells, text — are frequent and so kept exactly; only
/// anti-aliased edge shades snap to a neighbour.
public struct FramePalette: Sendable {
    /// 0xRRGGBB entries, at most 256.
    public let colors: [UInt32]
    private let index: [UInt32: UInt8]

    /// Builds the palette of `pixels` (0x??RRGGBB words; the top byte is ignored).
    public init<C: Collection>(pixels: C) where C.Element == UInt32 {
        var counts: [UInt32: Int] = [:]
        // Runs of one colour (most of a UI picture) cost one dictionary update.
        var run: UInt32 = 0, length = 0
        for p in pixels {
            let c = p & 0x00FF_FFFF
            if length > 0 && c == run { length += 1; continue }
            if length > 0 { counts[run, default: 0] += length }
            run = c; length = 1
        }
        if length > 0 { counts[run, default: 0] += length }

        if counts.count <= 256 {
            colors = counts.keys.sorted()
        } else {
            colors = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(256).map(\.key)
        }
        var index: [UInt32: UInt8] = [:]
        for (i, c) in colors.enumerated() { index[c] = UInt8(i) }
        for c in counts.keys where index[c] == nil { index[c] = Self.nearest(c, in: colors) }
        self.index = index
    }

    /// The palette index of a pixel of the block the palette was built from (others: the nearest entry).
    public func index(of pixel: UInt32) -> UInt8 {
        let c = pixel & 0x00FF_FFFF
        return index[c] ?? Self.nearest(c, in: colors)
    }

    static func nearest(_ c: UInt32, in colors: [UInt32]) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (i, p) in colors.enumerated() {
            let dr = Int((c >> 16) & 0xFF) - Int((p >> 16) & 0xFF)
            let dg = Int((c >> 8) & 0xFF) - Int((p >> 8) & 0xFF)
            let db = Int(c & 0xFF) - Int(p & 0xFF)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }
}
