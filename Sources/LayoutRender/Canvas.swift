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

    init(result: some RenderableLayout, options: RenderOptions, format: OutputFormat) throws {
        try RenderOptions.checkScale(options.scale)
        switch options.view {
        case .screen:
            // The collection view's bounds: what is on screen, pinned headers already pinned by the engine.
            rect = result.bounds
            try Self.checkElements(result.elementCountBound(in: rect), options: options)
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
            try Self.checkElements(unroll ? result.elementCount : result.elementCountBound(in: content), options: options)
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
        // Vector formats are drawn in points; check them as an image at @1x.
        let size = try CanvasSize.pixels(rect, scale: format == .png ? options.scale : 1, maxPixels: options.maxPixels)
        return (size.width, size.height)
    }

    /// The element budget, before any element is made (sub-point cells can put millions on one screen).
    static func checkElements(_ count: Int, options: RenderOptions) throws {
        guard count <= options.maxElements else {
            throw RenderError.overElementBudget(elements: count, budget: options.maxElements)
        }
    }

    /// Drawing order: ascending zIndex; at equal zIndex the categories' paint order (Style/PaintOrder.swift);
    /// otherwise the engine's order (stable).
    var paintOrder: [LayoutAttributes] {
        // Already in order (one zIndex and category, or the engine's order agrees): nothing to sort.
        let inOrder = zip(elements, elements.dropFirst()).allSatisfy { l, r in
            (l.zIndex, l.category.paintOrder) <= (r.zIndex, r.category.paintOrder)
        }
        if inOrder { return elements }
        return elements.enumerated().sorted { l, r in
            (l.element.zIndex, l.element.category.paintOrder, l.offset) < (r.element.zIndex, r.element.category.paintOrder, r.offset)
        }.map(\.element)
    }
}
