import Foundation
import LayoutEngine

/// What a list row holds, drawn in place (docs/semantics-decisions.md, decision 53): the image, the text and the
/// secondary text in their content style's text styles at the list's text size (`ListContentMetrics`), and the
/// cell's accessories at the trailing edge. Laid out left to right, then mirrored inside the row for right-to-left
/// layouts. Text lines sit where the self-sizing rule puts them: the style's top margin, a label's lines one
/// leading apart (`DynamicTypeStyle.leading`), broken where `ListTextLayout` breaks them (at `\n`; issue 34), each
/// line cut to the label's width.
extension Painter {
    /// Draws `row` in `f` (a row, a first-item header row, or a supplementary header or footer). `textInset` is
    /// where the content starts inside `f`; `fallbackTitle` is drawn when the content's text is nil.
    func drawListContent(_ row: ListRowContent, in f: CGRect, style: ListSectionStyle, tint: RGBA?,
                         fallbackTitle: String?) {
        let c = row.configuration, traits = style.metrics.traits
        let m = ListContentMetrics.metrics(of: c)
        let category = traits.preferredContentSizeCategory
        let rtl = style.isRightToLeft
        func placed(_ r: CGRect) -> CGRect {
            rtl ? CGRect(x: f.minX + f.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let align: TextAlignment = rtl ? .trailing : .leading
        let header = c.style.isHeaderOrFooter
        let textLine = ListContentMetrics.labelHeight(m.textStyle, traits: traits)
        let secondaryLine = ListContentMetrics.labelHeight(m.secondaryTextStyle, traits: traits)
        let sideBySide = ListContentMetrics.isSideBySide(c, traits: traits)
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        let text = c.text ?? (showsLabels ? fallbackTitle : nil)
        let textLines = ListTextLayout.explicitLines(text), secondaryLines = ListTextLayout.explicitLines(c.secondaryText)
        let textLeading = Double(m.textStyle.leading(category))
        let secondaryLeading = Double(m.secondaryTextStyle.leading(category))
        let textBlock = ListContentMetrics.labelHeight(m.textStyle, lines: textLines.count, traits: traits)
        let secondaryBlock = ListContentMetrics.labelHeight(m.secondaryTextStyle, lines: secondaryLines.count, traits: traits)
        // The text block: centred in the row when the row is taller than it (the 44-pt minimum), else at the top margin.
        let block = textBlock + (hasSecondary && !sideBySide ? m.verticalPadding + secondaryBlock : 0)
        let top = Double(f.minY) + max(Double(m.top), (Double(f.height) - Double(block)) / 2 * (header ? 0 : 1))
        var left = Double(f.minX) + Double(style.metrics.textInset)
            + Double(row.indentationLevel) * Double(ListContentMetrics.indentationWidth)
        var right = Double(f.maxX) - (header ? Double(style.metrics.textInset) : 16)

        // Accessories, trailing edge inwards.
        let glyph = Double(textLine) * 0.75
        let midY = top + Double(block) / 2
        for accessory in row.accessories.reversed() {
            right -= drawAccessory(accessory, trailing: right, midY: midY, glyph: glyph, textLine: Double(textLine),
                                   category: category, rtl: rtl, placed: placed) + 8
        }
        // The image: a rounded tile the size of the text line, 40 pt of the row's leading side with its padding
        // (text at 56 pt in a 16-pt-margin list, as the separator follows it).
        if c.imageName != nil {
            let slot = Double(ListContentMetrics.imageSlotWidth(traits: traits))
            let side = min(slot, Double(textLine) * 1.1)
            let tile = placed(CGRect(x: left + (slot - side) / 2, y: midY - side / 2, width: side, height: side))
            context.roundedRectangle(tile, radius: side * 0.22)
            context.setColor(tint ?? RGBA(UIColor.systemBlue, theme: theme))
            context.fill()
            left += slot + Double(ListContentMetrics.imageToTextPadding)
        }
        guard right > left else { return }
        let textFont = FontSpec(family: font, size: Double(m.textStyle.pointSize(category)),
                                bold: m.textStyle.isBold || m.textStyle == .title2 || m.textStyle == .title3)
        let secondaryFont = FontSpec(family: font, size: Double(m.secondaryTextStyle.pointSize(category)))
        let textColor = RGBA(c.style == .groupedHeader || c.style.isFooter ? UIColor.secondaryLabel : UIColor.label, theme: theme)
        let secondaryColor = RGBA(UIColor.secondaryLabel, theme: theme)
        let textBox = CGRect(x: left, y: top, width: right - left, height: Double(textLine))
        if sideBySide, hasSecondary, let secondary = c.secondaryText {
            // valueCell: the secondary text right-aligned before the accessories, the text taking what is left.
            let used = context.drawTextLine(secondaryLines.first ?? secondary, in: placed(textBox), font: secondaryFont, color: secondaryColor,
                                            alignment: rtl ? .leading : .trailing)
            var rest = textBox
            rest.size.width = max(0, textBox.width - used - 8)
            if text != nil {
                for (k, line) in textLines.enumerated() {
                    context.drawTextLine(line, in: placed(rest.offsetBy(dx: 0, dy: Double(k) * textLeading)), font: textFont,
                                         color: textColor, alignment: align)
                }
            }
            return
        }
        if text != nil {
            for (k, line) in textLines.enumerated() {
                let shown = c.style == .groupedHeader ? line.uppercased() : line
                let box = textBox.offsetBy(dx: 0, dy: Double(k) * textLeading)
                context.drawTextLine(shown, in: placed(box), font: textFont, color: textColor, alignment: align)
            }
        }
        if hasSecondary {
            for (k, line) in secondaryLines.enumerated() {
                let box = CGRect(x: left, y: top + Double(textBlock + m.verticalPadding) + Double(k) * secondaryLeading,
                                 width: right - left, height: Double(secondaryLine))
                context.drawTextLine(line, in: placed(box), font: secondaryFont, color: secondaryColor, alignment: align)
            }
        }
    }

    /// Draws one accessory ending at `trailing` (before mirroring), centred on `midY`; returns the width it took.
    private func drawAccessory(_ a: UICellAccessory, trailing: Double, midY: Double, glyph: Double, textLine: Double,
                               category: UIContentSizeCategory, rtl: Bool, placed: (CGRect) -> CGRect) -> Double {
        let tint = RGBA(UIColor.systemBlue, theme: theme)
        let grey = RGBA(UIColor.tertiaryLabel, theme: theme)
        func stroke(_ points: [(Double, Double)], color: RGBA, width: Double) {
            guard let first = points.first else { return }
            func p(_ q: (Double, Double)) -> (Double, Double) {
                let r = placed(CGRect(x: q.0, y: q.1, width: 0, height: 0)); return (Double(r.minX), Double(r.minY))
            }
            let a = p(first); context.moveTo(a.0, a.1)
            for q in points.dropFirst() { let b = p(q); context.lineTo(b.0, b.1) }
            context.setColor(color)
            context.stroke(width: width)
        }
        switch a.kind {
        case .disclosureIndicator, .outlineDisclosure:
            // A chevron pointing trailing (outline disclosure: pointing down, expanded).
            let w = glyph * 0.4, h = glyph * 0.8, x = trailing - w
            if a.kind == .outlineDisclosure {
                stroke([(trailing - h, midY - w / 2), (trailing - h / 2, midY + w / 2), (trailing, midY - w / 2)],
                       color: tint, width: 2)
                return h
            }
            stroke([(x, midY - h / 2), (trailing, midY), (x, midY + h / 2)], color: grey, width: 2)
            return w
        case .checkmark:
            let s = glyph
            stroke([(trailing - s, midY), (trailing - s * 0.62, midY + s * 0.38), (trailing, midY - s * 0.45)],
                   color: tint, width: 2)
            return s
        case .detail, .delete, .insert, .multiselect:
            let s = glyph * 1.2
            let circle = placed(CGRect(x: trailing - s, y: midY - s / 2, width: s, height: s))
            context.roundedRectangle(circle, radius: s / 2)
            let color: UIColor = a.kind == .delete ? .systemRed : a.kind == .insert ? .systemGreen : .systemBlue
            context.setColor(RGBA(color, theme: theme))
            if a.kind == .detail || a.kind == .multiselect { context.stroke(width: 1.5) } else { context.fill() }
            return s
        case .customView:
            // The app's own view, unknown here: a glyph-sized outline stands in.
            let s = glyph
            context.roundedRectangle(placed(CGRect(x: trailing - s, y: midY - s / 2, width: s, height: s)), radius: s * 0.2)
            context.setColor(grey)
            context.stroke(width: 1.5)
            return s
        case .reorder:
            let w = glyph * 1.1
            for k in -1...1 {
                let y = midY + Double(k) * glyph * 0.3
                stroke([(trailing - w, y), (trailing, y)], color: grey, width: 1.5)
            }
            return w
        case .label:
            guard let text = a.text?.drawable, !text.isEmpty else { return 0 }
            let size = Double(DynamicTypeStyle.body.pointSize(category))
            context.selectFont(family: font, bold: false, size: size)
            let width = min(trailing / 2, context.textAdvance(text) + 1)
            let box = placed(CGRect(x: trailing - width, y: midY - textLine / 2, width: width, height: textLine))
            return context.drawTextLine(text, in: box, font: FontSpec(family: font, size: size),
                                        color: RGBA(UIColor.secondaryLabel, theme: theme), alignment: rtl ? .leading : .trailing)
        }
    }
}
