import Foundation
import LayoutEngine

/// A plain raster drawing surface for pictures that are not a layout rendering (the layout-diff
/// overlay): rectangles, dashed outlines, lines and short labels, in points at a scale, to PNG.
/// It keeps Cairo inside LayoutRender: other libraries draw through this, never through CCairo.
public final class SketchCanvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    private let surface: CairoSurface
    private let context: CairoContext

    /// A canvas showing `rect` (points) at `scale` pixels per point, filled with `background`.
    /// Checked against the same limits as layout pictures before anything is allocated.
    public init(rect: CGRect, scale: Double, background: RGBA, maxPixels: Int = RenderOptions.defaultMaxPixels) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        (pixelWidth, pixelHeight) = try CanvasSize.pixels(rect, scale: scale, maxPixels: maxPixels)
        surface = try .image(width: pixelWidth, height: pixelHeight)
        context = try CairoContext(surface)
        context.setColor(background)
        context.paint()
        context.scale(scale)
        context.translate(-Double(rect.minX), -Double(rect.minY))
    }

    public func fill(_ rect: CGRect, _ color: RGBA) {
        context.setColor(color)
        context.rectangle(rect)
        context.fill()
    }

    /// Outlines `rect` with the line centred on its edge; `dash` lists on/off lengths in points.
    public func stroke(_ rect: CGRect, _ color: RGBA, lineWidth: Double, dash: [Double] = []) {
        context.setColor(color)
        context.rectangle(rect)
        context.stroke(width: lineWidth, dash: dash)
    }

    public func line(from a: CGPoint, to b: CGPoint, _ color: RGBA, lineWidth: Double, dash: [Double] = []) {
        context.setColor(color)
        context.moveTo(Double(a.x), Double(a.y))
        context.lineTo(Double(b.x), Double(b.y))
        context.stroke(width: lineWidth, dash: dash)
    }

    /// One line of text with its baseline starting at `origin`.
    public func text(_ text: String, at origin: CGPoint, size: Double, _ color: RGBA,
                     fontFamily: String = RenderTheme.light.fontFamily, bold: Bool = false) {
        context.setColor(color)
        context.selectFont(family: fontFamily, bold: bold, size: size)
        context.showText(text, x: Double(origin.x), y: Double(origin.y))
    }

    /// The picture as PNG bytes; throws if any drawing call failed.
    public func pngData() throws -> Data {
        try context.check("sketch drawing")
        return try surface.pngData()
    }
}
