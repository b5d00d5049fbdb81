import Foundation
import LayoutEngine
import LayoutRender

/// A picture of a layout comparison: unchanged elements in light grey; for every change the old frame
/// dashed and the new frame solid, coloured by kind (moved or resized blue, added green, removed red),
/// joined by a line from the old centre to the new one so small moves are still visible.
extension LayoutComparison {
    static let unchangedFill = RGBA(rgb: 0xE5E5EA), unchangedStroke = RGBA(rgb: 0xAEAEB2)
    static let changedColor = RGBA(rgb: 0x007AFF), addedColor = RGBA(rgb: 0x34C759)
    static let removedColor = RGBA(rgb: 0xFF3B30), oldFrameColor = RGBA(rgb: 0xFF9500)
    static let dash = [4.0, 3.0]

    /// The overlay as PNG bytes, covering both layouts' content at `scale` pixels per point — less for
    /// long layouts, so that the picture stays within Cairo's 32767-pixel side and the pixel budget.
    public func overlayPNG(scale: Double = 2) throws -> Data {
        var area = CGRect(origin: .zero, size: oldContentSize).union(CGRect(origin: .zero, size: newContentSize))
        for e in oldElements + newElements where e.frame.width.isFinite && e.frame.height.isFinite {
            area = area.union(e.frame)
        }
        // A margin so strokes on the outermost frames are not cut in half.
        let rect = area.insetBy(dx: -4, dy: -4)
        let w = Double(rect.width), h = Double(rect.height)
        var fitted = scale
        if w.isFinite, h.isFinite, w > 0, h > 0 {
            fitted = min(fitted, Double(RenderOptions.maxSide) / max(w, h),
                         (Double(RenderOptions.defaultMaxPixels) / (w * h)).squareRoot() * 0.999)
        }
        let canvas = try SketchCanvas(rect: rect, scale: fitted, background: .white)
        let changedKeys = Set(changes.map(\.key))
        for e in newElements.sorted(by: { ($0.zIndex, $0.category) < ($1.zIndex, $1.category) })
            where !changedKeys.contains(e.key) {
            canvas.fill(e.frame, Self.unchangedFill)
            canvas.stroke(e.frame, Self.unchangedStroke, lineWidth: 1)
        }
        for change in changes {
            switch change.kind {
            case .removed:
                canvas.fill(change.old!.frame, Self.removedColor.withAlpha(0.12))
                canvas.stroke(change.old!.frame, Self.removedColor, lineWidth: 1.5, dash: Self.dash)
            case .added:
                canvas.fill(change.new!.frame, Self.addedColor.withAlpha(0.2))
                canvas.stroke(change.new!.frame, Self.addedColor, lineWidth: 2)
            case .changed:
                let o = change.old!.frame, n = change.new!.frame
                canvas.stroke(o, Self.oldFrameColor, lineWidth: 1.5, dash: Self.dash)
                canvas.fill(n, Self.changedColor.withAlpha(0.15))
                canvas.stroke(n, Self.changedColor, lineWidth: 2)
                if o.origin != n.origin {
                    canvas.line(from: CGPoint(x: o.midX, y: o.midY), to: CGPoint(x: n.midX, y: n.midY),
                                Self.changedColor, lineWidth: 1)
                }
            }
            let frame = (change.new ?? change.old!).frame
            canvas.text("\(change.key.section),\(change.key.item)", at: CGPoint(x: frame.minX + 3, y: frame.minY + 11),
                        size: 9, .black)
        }
        return try canvas.pngData()
    }
}
