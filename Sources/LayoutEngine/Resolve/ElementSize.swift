import Foundation

extension SizeSpec {
    /// §2.4, §20.1: the size an item, group, supplementary or boundary item declares, resolved in its container
    /// (fractions of the container, points otherwise), put on `grid` (decision 57: a fraction-derived axis rounded
    /// down to the pixel grid on releases that do so) and checked: a NaN or infinite size, or a negative one, is an
    /// error at `path.layoutSize`. The one size check of the resolver; `path` is built only on an error.
    func checkedSize(in container: CGSize, grid: FractionGrid, path: @autoclosure () -> ModelPath) throws -> CGSize {
        var s = resolve(in: container)
        guard s.isFiniteSize else {
            throw LayoutError.nonFinite(path: path() + .layoutSize, detail: "\(shortDescription) in \(fmt(container))")
        }
        if width.isFractional { s.width = grid.floor(s.width) }
        if height.isFractional { s.height = grid.floor(s.height) }
        guard s.width >= 0, s.height >= 0 else {
            throw LayoutError.negativeSize(path: path() + .layoutSize, detail: "\(shortDescription) → \(fmt(s))")
        }
        return s
    }
}

extension LayoutDimension {
    /// `fractionalWidth` or `fractionalHeight`: a size taken from the container (the ones decision 57 floors).
    var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        default: return false
        }
    }
}

/// Decision 57 (issue 34): on releases that do it (`IOSVersion.floorsFractionalSizesToPixelGrid`, iOS 16 on), a
/// size UIKit takes as a fraction of its container — a `fractionalWidth`/`fractionalHeight` dimension, a count
/// group's equal slot — is **rounded down** to the display's pixel grid before the next level is laid out inside
/// it: 393 × 0.25 = 98.25 → 98.0 at 3x, 393 × 0.2 = 78.6 → 78.333. Earlier releases keep the unrounded value
/// (`scale` nil). Drawing's own snapping (decision 44, LayoutRender/PixelGrid) is a separate, later step.
struct FractionGrid: Sendable {
    /// Pixels per point of the grid; nil = sizes are kept as computed.
    let scale: CGFloat?

    init(_ traits: UITraitCollection) {
        scale = traits.iosVersion.floorsFractionalSizesToPixelGrid ? traits.pixelScale : nil
    }

    /// `v` rounded down to the grid. A millionth of a pixel of slack keeps a value that double arithmetic left
    /// just below a pixel edge (3 × 32.666…) on that edge.
    func floor(_ v: CGFloat) -> CGFloat {
        guard let scale, v.isFinite else { return v }
        return (v * scale + 1e-6).rounded(.down) / scale
    }
}
