import Foundation
import LayoutEngine

extension Renderer {
    /// The engine's `LayoutInput.textWidth` in the fonts pictures are drawn with (Cairo's toy font API over
    /// fontconfig, the theme's family: DejaVu Sans unless set). Its metrics are not San Francisco's, so a hugging
    /// header is as wide, and a list label wraps where, the picture draws its text, not as on a device
    /// (docs/semantics-decisions.md, decision 58). The closure measures on one scratch surface of its own, under a
    /// lock, so it is safe to send and cheap to call once a word (list text wrapping asks per candidate line).
    public static func textWidth(family: String = RenderTheme.light.fontFamily) -> ListContentMetrics.TextWidth {
        let scratch = ScratchMeasurer(family: family)
        return { text, pointSize, bold in scratch.width(text, pointSize: pointSize, bold: bold) }
    }
}

/// One scratch Cairo context measuring text; `NSLock` serialises its use (Cairo contexts are not thread-safe).
private final class ScratchMeasurer: @unchecked Sendable {
    private let lock = NSLock()
    private let family: String
    private var context: CairoContext?
    private var selected: (size: CGFloat, bold: Bool)?

    init(family: String) {
        self.family = family
        if let surface = try? CairoSurface.image(width: 1, height: 1) { context = try? CairoContext(surface) }
    }

    func width(_ text: String, pointSize: CGFloat, bold: Bool) -> CGFloat {
        lock.withLock {
            guard let context else { return ListContentMetrics.estimatedTextWidth(text, pointSize: pointSize, bold: bold) }
            if selected?.size != pointSize || selected?.bold != bold {
                context.selectFont(family: family, bold: bold, size: Double(pointSize))
                selected = (pointSize, bold)
            }
            return CGFloat(context.measuredAdvance(text))
        }
    }
}
