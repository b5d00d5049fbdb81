import Foundation
import LayoutEngine

extension Renderer {
    /// The engine's `LayoutInput.textWidth` in the fonts pictures are drawn with (Cairo's toy font API over
    /// fontconfig, the theme's family: DejaVu Sans unless set). Its metrics are not San Francisco's, so a hugging
    /// header is as wide as the picture draws its text, not as wide as on a device (docs/semantics-decisions.md,
    /// decision 58). Each call measures on its own scratch surface, so the closure is safe to send.
    public static func textWidth(family: String = RenderTheme.light.fontFamily) -> ListContentMetrics.TextWidth {
        { text, pointSize, bold in
            guard let surface = try? CairoSurface.image(width: 1, height: 1),
                  let context = try? CairoContext(surface) else {
                return ListContentMetrics.estimatedTextWidth(text, pointSize: pointSize, bold: bold)
            }
            context.selectFont(family: family, bold: bold, size: Double(pointSize))
            return CGFloat(context.measuredAdvance(text))
        }
    }
}
