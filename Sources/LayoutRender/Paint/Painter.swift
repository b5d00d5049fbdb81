import Foundation
import LayoutEngine

/// Draws single elements from their attributes (frame, transform, alpha, zIndex order decided by the caller).
/// It never computes positions of other elements: everything it draws lies inside the element's frame.
struct Painter<Context: DrawingContext> {
    let context: Context
    let theme: RenderTheme
    let content: RenderContent
    let showsLabels: Bool
    /// List sections by index (`SectionGeometry.list`): their rows and headers are drawn as iOS draws them.
    var lists: [Int: SectionGeometry] = [:]

    /// Draws one element: hidden and fully transparent ones are skipped; the transform is applied about
    /// the frame's centre (UIKit's `transform` is about `center`, semantics.md §18.1) and alpha composites
    /// the whole element at once.
    func draw(_ element: LayoutAttributes) {
        guard !element.isHidden, element.alpha > 0, element.frame.width > 0, element.frame.height > 0 else { return }
        context.withState {
            if !element.transform.isIdentity {
                // A transform that collapses the element (scale 0) leaves nothing to see; Cairo would also refuse it
                // ("invalid matrix") and fail the whole picture, so it is tested before it is applied.
                guard context.canConcat(element.transform) else { return }
                let c = element.center
                context.translate(Double(c.x), Double(c.y))
                context.concat(element.transform)
                context.translate(-Double(c.x), -Double(c.y))
            }
            context.withOpacity(Double(element.alpha)) {
                switch element.category {
                case .cell:
                    if let list = lists[element.section] { drawListRow(element, in: list) } else { drawCell(element) }
                case .decoration: drawDecoration(element)
                case .supplementary:
                    if let list = lists[element.section], ListKinds.isListKind(element.elementKind) {
                        drawListSupplementary(element, in: list)
                    } else {
                        drawSupplementary(element)
                    }
                }
            }
        }
    }

    /// The label of an element, or nil when labels are off.
    func title(for element: LayoutAttributes, style: SupplementaryStyle? = nil) -> String? {
        guard showsLabels else { return nil }
        return content.title(element.key) ?? RenderContent.defaultTitle(for: element.key, style: style)
    }

    /// A colour as it shows over the theme's background (for choosing a readable label colour).
    func composited(_ c: RGBA) -> RGBA {
        guard c.alpha < 1 else { return c }
        let b = theme.background
        return RGBA(red: c.red * c.alpha + b.red * (1 - c.alpha), green: c.green * c.alpha + b.green * (1 - c.alpha),
                    blue: c.blue * c.alpha + b.blue * (1 - c.alpha))
    }

    var font: String { theme.fontFamily }

    // MARK: Cells and decorations

    /// A cell: a rounded rectangle in the data's colour with its title (or "section,item") centred
    /// in black or white, whichever contrasts more with the fill.
    func drawCell(_ e: LayoutAttributes) {
        let fill = content.cellColor(e.indexPath) ?? theme.cellFill
        context.roundedRectangle(e.frame, radius: theme.cellCornerRadius)
        context.setColor(fill)
        context.fill()
        guard let text = title(for: e) else { return }
        let size = min(theme.labelFontSize, Double(e.frame.height) * 0.6)
        context.drawTextLine(text, in: e.frame.insetBy(dx: min(6, e.frame.width / 8), dy: 0),
                             font: FontSpec(family: font, size: size), color: composited(fill).contrastingLabel,
                             alignment: .center)
    }

    /// A section background (decoration item): a rounded rectangle behind the cells.
    func drawDecoration(_ e: LayoutAttributes) {
        context.roundedRectangle(e.frame, radius: theme.decorationCornerRadius)
        context.setColor(content.decorationColor(e.key) ?? theme.decorationFill)
        context.fill()
    }
}
