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
        // On the raw origin and size, so a rect with a negative extent (a section pulled shut by negative insets)
        // is mirrored as it is, not standardised first.
        return CGRect(x: w - r.origin.x - r.size.width, y: r.origin.y, width: r.size.width, height: r.size.height)
    }

    /// A displacement (no origin): x changes sign.
    func vector(_ v: CGPoint) -> CGPoint { width == nil ? v : CGPoint(x: -v.x, y: v.y) }

    /// A transform about an element's centre, conjugated by the flip (F·T·F with F = diag(−1, 1)): what rotates
    /// or shears one way in left-to-right coordinates does it the mirrored way once mirrored.
    func transform(_ t: CGAffineTransform) -> CGAffineTransform {
        guard width != nil else { return t }
        return CGAffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
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
