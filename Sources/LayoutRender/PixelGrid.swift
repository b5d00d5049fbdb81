import Foundation
import LayoutEngine

/// Where UIKit draws an element, as opposed to where its attributes put it (semantics.md §2.8a): views in the
/// collection view's own scroll view appear with x, y, width and height each rounded to the device-pixel grid,
/// views inside an orthogonal section's scroller appear unrounded. Attributes (`frames`) keep the layout's
/// values; only drawing snaps. The grid is the picture's: 1/scale pt.
struct PixelGrid {
    let result: any RenderableLayout
    let scale: Double
    let enabled: Bool

    /// `element` with the frame it is drawn at.
    func drawn(_ element: LayoutAttributes) -> LayoutAttributes {
        guard enabled, !result.isInOrthogonalScroller(element.key) else { return element }
        var e = element
        e.frame = Self.snapped(element.frame, scale: scale)
        return e
    }

    /// Each of x, y, width and height rounded on its own (not the edges), half a pixel rounding up: the
    /// value in pixels, plus 0.5, floored. Double arithmetic first, as UIKit's: 0.7 × 365 − 10 is
    /// 245.49999999999997, 736.4999999999999 px at 3x, which rounds down to 245.333.
    static func snapped(_ r: CGRect, scale: Double) -> CGRect {
        func snap(_ v: CGFloat) -> CGFloat {
            let px = Double(v) * scale
            guard px.isFinite, abs(px) < 1e15 else { return v }  // beyond 2^50 every double is already whole
            return CGFloat((px + 0.5).rounded(.down) / scale)
        }
        return CGRect(x: snap(r.origin.x), y: snap(r.origin.y), width: snap(r.size.width), height: snap(r.size.height))
    }
}
