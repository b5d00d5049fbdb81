import Foundation

/// Right-to-left (semantics.md §2.9): the engine lays out left-to-right and mirrors x once, across the layout's
/// width (the view's width in a vertical layout, the content's width in a horizontal one), where geometry leaves
/// the engine: reported attributes, section frames, debug geometry. Rects coming in (a query, the visible rect
/// that pinning and invalidation handlers use) go through the same map, which is its own inverse.
struct LayoutMirror {
    /// nil: left-to-right, nothing to mirror.
    let width: CGFloat?

    static let none = LayoutMirror(width: nil)

    func rect(_ r: CGRect) -> CGRect {
        guard let w = width else { return r }
        return CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height)
    }
}

extension SectionGeometry {
    /// The section as reported: frames mirrored in right-to-left layouts.
    func mirrored(_ mirror: LayoutMirror) -> SectionGeometry {
        var g = self
        g.frame = mirror.rect(frame); g.contentFrame = mirror.rect(contentFrame)
        return g
    }
}
