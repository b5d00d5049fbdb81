import Foundation
import LayoutSystem

/// A picture of `width` × `height` points drawn by a caller (e.g. LayoutDiagram) through the Cairo wrapper,
/// with the renderer's output rules: the same canvas limits, PNG at a scale, SVG ids renumbered so that
/// output is byte-identical across runs, and files written atomically.
package struct PictureDocument {
    package var width: Double
    package var height: Double
    /// Pixels per point for PNG.
    package var scale: Double
    package var maxPixels: Int

    package init(width: Double, height: Double, scale: Double, maxPixels: Int = RenderOptions.defaultMaxPixels) {
        self.width = width; self.height = height; self.scale = scale; self.maxPixels = maxPixels
    }

    /// Pixel size of the PNG, checked against Cairo's side limit and the pixel budget.
    package func pixelSize(_ format: OutputFormat) throws -> (width: Int, height: Int) {
        try RenderOptions.checkScale(scale)
        // Vector formats are drawn in points; check them as an image at @1x.
        return try CanvasSize.pixels(width: width, height: height, scale: format == .png ? scale : 1, maxPixels: maxPixels)
    }

    /// The file bytes: `draw` runs in point coordinates (PNG is scaled for it).
    package func data(_ format: OutputFormat, draw: (any DrawingContext) throws -> Void) throws -> Data {
        let px = try pixelSize(format)
        switch format {
        case .png:
            let surface = try CairoSurface.image(width: px.width, height: px.height)
            let context = try CairoContext(surface)
            context.scale(scale)
            try draw(context)
            try context.check("drawing")
            return try surface.pngData()
        case .svg:
            let surface = try CairoSurface.svg(width: width, height: height)
            do {
                let context = try CairoContext(surface)   // released before the document is finished
                try draw(context)
                try context.check("drawing")
            }
            return SVGIdentifiers.renumbered(try surface.finishDocument())
        case .pdf:
            let context = try PDFContext(width: width, height: height)
            try draw(context)
            return try context.document()
        }
    }

    /// Writes the picture to `url` (format from its extension unless given): complete or not at all.
    package func write(to url: URL, format: OutputFormat? = nil, draw: (any DrawingContext) throws -> Void) throws {
        let format = try format ?? OutputFormat(url: url)
        try AtomicFile.checkWritable(url)
        try AtomicFile.write(try data(format, draw: draw), to: url)
    }
}

/// Cairo's toy-font measurements without a picture: a 1×1 image surface to ask for text extents.
package final class TextMeasurer {
    private let context: CairoContext
    package let family: String

    package init(family: String) throws {
        context = try CairoContext(try CairoSurface.image(width: 1, height: 1))
        self.family = family
    }

    /// Advance width and line height (ascent + descent) of one line of `text`.
    package func size(_ text: String, size: Double, bold: Bool = false) -> CGSize {
        context.selectFont(family: family, bold: bold, size: size)
        let m = context.fontMetrics
        return CGSize(width: context.textAdvance(text), height: m.ascent + m.descent)
    }

    /// The longest form of `text` (ellipsis-truncated) whose advance fits `width`.
    package func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String? {
        context.selectFont(family: family, bold: bold, size: size)
        return context.fitted(text, width: width)
    }
}

extension DrawingContext {
    /// Fills `rect` with diagonal lines (45°) `gap` apart: how diagrams mark margins (spacing).
    package func hatch(_ rect: CGRect, gap: Double, lineWidth: Double, color: RGBA) {
        guard rect.width > 0, rect.height > 0, gap > 0 else { return }
        withState {
            rectangle(rect)
            clip()
            let x0 = Double(rect.minX), y0 = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
            // Lines x − y = c, anchored to multiples of `gap` in absolute coordinates so that adjacent
            // regions' hatching lines up.
            let start = ((x0 - (y0 + h)) / gap).rounded(.down) * gap
            var c = start
            while c <= x0 + w - y0 {
                moveTo(c + y0, y0)
                lineTo(c + y0 + h, y0 + h)
                c += gap
            }
            setColor(color)
            stroke(width: lineWidth)
        }
    }

    /// Draws `text` with its baseline at (x, y) in the given font and colour.
    package func drawText(_ text: String, x: Double, y: Double, font: FontSpec, color: RGBA) {
        selectFont(family: font.family, bold: font.bold, size: font.size)
        setColor(color)
        showText(text, x: x, y: y)
    }
}
