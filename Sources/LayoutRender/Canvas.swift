import Foundation
import LayoutEngine

/// The region of content coordinates a picture shows, the elements in it, and its pixel size.
/// Planned (and checked against the limits) before any surface is allocated.
struct Canvas {
    /// In content coordinates; the picture's top-left corner is `rect.origin`.
    var rect: CGRect
    var elements: [LayoutAttributes]
    var pixelWidth: Int
    var pixelHeight: Int

    init(result: LayoutResult, options: RenderOptions, format: OutputFormat) throws {
        let scale = options.scale
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        switch options.view {
        case .screen:
            // The collection view's bounds: what is on screen, pinned headers already pinned by the engine.
            rect = result.bounds
            elements = result.elements(in: rect)
        case .fullContent(let unroll):
            let content = CGRect(origin: .zero, size: result.contentSize)
            // Checked before any element is materialised (10 M items would allocate gigabytes first): the picture
            // is at least the content, and unrolled at least as long as the longest orthogonal scroller.
            var least = content
            if unroll {
                for s in result.sections where s.isOrthogonal {
                    if result.scrollDirection == .vertical { least.size.width = max(least.width, s.orthogonalContentLength) }
                    else { least.size.height = max(least.height, s.orthogonalContentLength) }
                }
            }
            _ = try Self.pixelSize(least, options: options, format: format)
            if unroll {
                // Orthogonal cells lie beyond the content width; widen to include every element.
                let all = result.allElements
                rect = all.reduce(content) { $0.union($1.frame) }
                elements = all
            } else {
                rect = content
                elements = result.elements(in: content)
            }
        }
        (pixelWidth, pixelHeight) = try Self.pixelSize(rect, options: options, format: format)
    }

    /// The picture's size in pixels, or the limit it breaks (empty, a side over Cairo's 32 767, the pixel budget).
    static func pixelSize(_ rect: CGRect, options: RenderOptions, format: OutputFormat) throws -> (Int, Int) {
        let w = Double(rect.width), h = Double(rect.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, Double(rect.minX).isFinite, Double(rect.minY).isFinite else {
            throw RenderError.emptyCanvas(width: w, height: h)
        }
        // Vector formats are drawn in points; check them as an image at @1x.
        let s = format == .png ? options.scale : 1
        func pixels(_ v: Double) -> Double { (v * s - 1e-9).rounded(.up) }
        let pw = pixels(w), ph = pixels(h)
        let maxSide = Double(RenderOptions.maxSide)
        guard pw <= maxSide, ph <= maxSide else {
            throw RenderError.canvasTooLarge(width: pw < 1e15 ? Int(pw) : Int.max,
                                             height: ph < 1e15 ? Int(ph) : Int.max, maxSide: RenderOptions.maxSide)
        }
        let size = (max(1, Int(pw)), max(1, Int(ph)))
        let total = size.0 * size.1
        guard total <= options.maxPixels else {
            throw RenderError.overPixelBudget(pixels: total, budget: options.maxPixels)
        }
        return size
    }

    /// Drawing order: ascending zIndex; at equal zIndex decorations, then cells, then supplementaries
    /// (UIKit inserts decoration views below the cells); otherwise the engine's order (stable).
    var paintOrder: [LayoutAttributes] {
        elements.enumerated().sorted { l, r in
            (l.element.zIndex, l.element.category, l.offset) < (r.element.zIndex, r.element.category, r.offset)
        }.map(\.element)
    }
}
