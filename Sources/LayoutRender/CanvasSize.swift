import Foundation

/// The one check of a picture's size (issue 16), made before any surface is allocated: a finite, non-empty rect,
/// no side over Cairo's 32 767 pixels, no more pixels than the budget. Layout pictures, diagrams and the diff's
/// sketches all size their surfaces here.
package enum CanvasSize {
    /// Pixels of a `width` × `height` point picture at `scale` (whole pixels, at least 1 per side).
    package static func pixels(width w: Double, height h: Double, originFinite: Bool = true, scale: Double,
                               maxPixels: Int) throws -> (width: Int, height: Int) {
        guard w.isFinite, h.isFinite, w > 0, h > 0, originFinite else {
            throw RenderError.emptyCanvas(width: w, height: h)
        }
        let pw = (w * scale - 1e-9).rounded(.up), ph = (h * scale - 1e-9).rounded(.up)
        let maxSide = Double(RenderOptions.maxSide)
        guard pw <= maxSide, ph <= maxSide else {
            throw RenderError.canvasTooLarge(width: pw < 1e15 ? Int(pw) : Int.max,
                                             height: ph < 1e15 ? Int(ph) : Int.max, maxSide: RenderOptions.maxSide)
        }
        let size = (width: max(1, Int(pw)), height: max(1, Int(ph)))
        guard size.width * size.height <= maxPixels else {
            throw RenderError.overPixelBudget(pixels: size.width * size.height, budget: maxPixels)
        }
        return size
    }

    package static func pixels(_ rect: CGRect, scale: Double, maxPixels: Int) throws -> (width: Int, height: Int) {
        try pixels(width: Double(rect.width), height: Double(rect.height),
                   originFinite: Double(rect.minX).isFinite && Double(rect.minY).isFinite, scale: scale, maxPixels: maxPixels)
    }
}
