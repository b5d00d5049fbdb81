import Foundation

/// Boundary items with their natural frames, and the rule that pins some of them (semantics.md §12, §13).
struct PlacedBoundary {
    var items: [LayoutAttributes] = []
    var pins: [Pin] = []
}

/// A pinned header or footer: it stays inside the visible rect while its host (section, or the whole layout)
/// is visible, and never leaves its host (§13.1, §13.3). Along the main axis only.
struct Pin {
    var index: Int
    /// Start-aligned (header) or end-aligned (footer) along the main axis.
    var isHeader: Bool
    var hostStart: CGFloat
    var hostEnd: CGFloat
    /// The tallest pinned header and footer of the host: a pinned header stops above a pinned footer and back.
    var pinnedHeaderExtent: CGFloat
    var pinnedFooterExtent: CGFloat

    /// Moves the item along `axis` for the visible span [vStart, vEnd] (layout coordinates, §13.2).
    func apply(to items: inout [LayoutAttributes], axis m: LayoutAxis, visible: (start: CGFloat, end: CGFloat)) {
        var r = items[index].frame
        let h = r.extent(m)
        var p = r.start(m)
        if isHeader {
            p = min(max(visible.start, p), hostEnd - h - pinnedFooterExtent)
            p = max(p, r.start(m))
        } else {
            p = max(min(visible.end - h, p), hostStart + pinnedHeaderExtent)
            p = min(p, r.start(m))
        }
        if m == .y { r.origin.y = p } else { r.origin.x = p }
        items[index].frame = r
    }
}

extension PlacedBoundary {
    /// The items with every pin applied.
    func pinned(axis: LayoutAxis, visible: (start: CGFloat, end: CGFloat)) -> [LayoutAttributes] {
        var out = items
        for p in pins { p.apply(to: &out, axis: axis, visible: visible) }
        return out
    }
}
