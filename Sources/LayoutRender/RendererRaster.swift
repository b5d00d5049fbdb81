import Foundation
import LayoutEngine

extension Renderer {
    /// The picture as pixels (what `render(…, format: .png)` would encode), for callers that encode frames
    /// themselves — animations draw one per frame and would otherwise pay a PNG encode and decode each.
    public func rasterImage(_ result: some RenderableLayout, content: RenderContent = RenderContent(),
                            options: RenderOptions = RenderOptions()) throws -> RasterImage {
        let canvas = try Canvas(result: result, options: options, format: .png)
        let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try draw(result, canvas: canvas, content: content, options: options, format: .png, on: CairoContext(surface))
        return RasterImage(surface: surface)
    }
}
