import Foundation
import LayoutEngine

/// Where UIKit draws an element, as opposed to where its attributes put it (semantics.md §2.8a, decisions 44 and
/// 45): every view is placed by the scroll view it lives in, with x, y, width and height each rounded to the
/// device-pixel grid **in that scroll view's own content coordinates**. Views of the collection view's own scroll
/// view therefore appear on the grid; cells of an orthogonal section (and their item supplementaries) live in the
/// section's scroller: they are rounded relative to the scroller's content origin, and the scroller's offset is then
/// applied as it is — on the grid at rest, anywhere mid-deceleration. Attributes (`frames`) keep the layout's
/// values; only drawing snaps. The grid is the picture's: 1/scale pt.
struct PixelGrid {
    let result: any RenderableLayout
    let scale: Double
    let enabled: Bool
    /// Each orthogonal section's scroller: its origin in the main scroll view's content and its offset.
    private let scrollers: [Int: (origin: CGPoint, shift: CGPoint)]

    init(result: any RenderableLayout, scale: Double, enabled: Bool) {
        self.result = result; self.scale = scale; self.enabled = enabled
        var scrollers: [Int: (origin: CGPoint, shift: CGPoint)] = [:]
        let vertical = result.scrollDirection == .vertical
        let rtl = (result as? LayoutResult)?.isRightToLeft ?? false
        for s in result.sections where s.orthogonalScrollingBehavior != .none {
            // The scroller spans the view across the scroll axis and starts at the groups' band along it; its
            // content moves by the offset (measured from the leading edge: leftwards left to right, rightwards
            // right to left).
            let origin = vertical ? CGPoint(x: s.frame.minX, y: s.contentFrame.minY)
                                  : CGPoint(x: s.contentFrame.minX, y: s.frame.minY)
            let o = s.orthogonalOffset
            let shift = vertical ? CGPoint(x: rtl ? -o : o, y: 0) : CGPoint(x: 0, y: o)
            scrollers[s.index] = (origin, shift)
        }
        self.scrollers = scrollers
    }

    /// `element` with the frame it is drawn at.
    func drawn(_ element: LayoutAttributes) -> LayoutAttributes {
        guard enabled else { return element }
        var e = element
        if result.isInOrthogonalScroller(element.key), let scroller = scrollers[element.section] {
            e.frame = Self.snapped(element.frame, inScrollerAt: scroller.origin, shift: scroller.shift, scale: scale)
        } else {
            e.frame = Self.snapped(element.frame, scale: scale)
        }
        return e
    }

    /// A frame of a view inside a scroller whose origin (in the outer content) is `origin` and whose content is
    /// moved by `-shift` (the offset): rounded in the scroller's content coordinates, the scroller itself placed on
    /// the outer grid, the offset applied unrounded.
    static func snapped(_ r: CGRect, inScrollerAt origin: CGPoint, shift: CGPoint, scale: Double) -> CGRect {
        let local = CGRect(x: r.minX - origin.x + shift.x, y: r.minY - origin.y + shift.y, width: r.width, height: r.height)
        let s = snapped(local, scale: scale), o = snapped(CGRect(origin: origin, size: .zero), scale: scale).origin
        return CGRect(x: o.x + s.minX - shift.x, y: o.y + s.minY - shift.y, width: s.width, height: s.height)
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
