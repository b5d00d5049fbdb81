import Foundation
import LayoutEngine
import LayoutSystem

/// Draws a layout — resolved (`LayoutResult`) or recorded (`RecordedLayout`) — to PNG, SVG or PDF. It reads attributes only: the
/// positions are the engine's, the renderer adds colours, labels and views.
public struct Renderer: Sendable {
    public var theme: RenderTheme

    public init(theme: RenderTheme = .light) { self.theme = theme }

    /// The picture as file bytes.
    public func render(_ result: some RenderableLayout, content: RenderContent = RenderContent(),
                       options: RenderOptions = RenderOptions(), format: OutputFormat) throws -> Data {
        let canvas = try Canvas(result: result, options: options, format: format)
        switch format {
        case .png:
            let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
            try draw(result, canvas: canvas, content: content, options: options, format: format, on: CairoContext(surface))
            return try surface.pngData()
        case .svg:
            let surface = try CairoSurface.svg(width: Double(canvas.rect.width), height: Double(canvas.rect.height))
            try draw(result, canvas: canvas, content: content, options: options, format: format, on: CairoContext(surface))
            return SVGIdentifiers.renumbered(try surface.finishDocument())
        case .pdf:
            let pdf = try PDFContext(width: Double(canvas.rect.width), height: Double(canvas.rect.height))
            try draw(result, canvas: canvas, content: content, options: options, format: format, on: pdf)
            return try pdf.document()
        }
    }

    /// The picture as a PNG and as the decoded image it encodes (the same pixels), for callers that compare
    /// it next (snapshot tests): they need not decode what they have just drawn.
    public func renderPNGImage(_ result: some RenderableLayout, content: RenderContent = RenderContent(),
                               options: RenderOptions = RenderOptions()) throws -> (png: Data, image: RasterImage) {
        let canvas = try Canvas(result: result, options: options, format: .png)
        let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try draw(result, canvas: canvas, content: content, options: options, format: .png, on: CairoContext(surface))
        return (try surface.pngData(), RasterImage(surface: surface))
    }

    /// Renders to `url` (format from its extension unless given). The file appears complete or not at all:
    /// the bytes are made in memory, written to a temporary file beside the target, then renamed over it.
    public func render(_ result: some RenderableLayout, content: RenderContent = RenderContent(),
                       options: RenderOptions = RenderOptions(), to url: URL, format: OutputFormat? = nil) throws {
        let format = try format ?? OutputFormat(url: url)
        try AtomicFile.checkWritable(url)
        let data = try render(result, content: content, options: options, format: format)
        try AtomicFile.write(data, to: url)
    }

    /// The pixel size a PNG of `result` would have (e.g. to report it), checked against the limits.
    public func pixelSize(of result: LayoutResult, options: RenderOptions = RenderOptions()) throws
        -> (width: Int, height: Int) {
        let canvas = try Canvas(result: result, options: options, format: .png)
        return (canvas.pixelWidth, canvas.pixelHeight)
    }

    func draw(_ result: some RenderableLayout, canvas: Canvas, content: RenderContent, options: RenderOptions,
              format: OutputFormat, on context: some DrawingContext) throws {
        if format == .png { context.scale(options.scale) }
        // Content coordinates from here on.
        context.translate(-Double(canvas.rect.minX), -Double(canvas.rect.minY))
        context.rectangle(canvas.rect)
        context.clip()
        context.setColor(theme.background)
        context.paint()
        var painter = Painter(context: context, theme: theme, content: content, showsLabels: options.showsLabels)
        for section in result.sections where section.list != nil { painter.lists[section.index] = section }
        painter.drawListBackgrounds(visible: canvas.rect, sectionCount: result.sections.count)
        let grid = PixelGrid(result: result, scale: options.scale,
                             enabled: options.snapsToPixelGrid && format == .png)
        for element in canvas.paintOrder { painter.draw(grid.drawn(element)) }
        if !options.overlays.isEmpty {
            painter.drawOverlays(options.overlays, result: result, visible: canvas.rect)
        }
        try context.check("drawing")
    }
}
