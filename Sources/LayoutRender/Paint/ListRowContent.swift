import Foundation
import LayoutEngine

/// What a list row holds, drawn in place (docs/semantics-decisions.md, decisions 53 and 58): the image, the text and
/// the secondary text in their content style's text styles at the list's text size (`ListContentMetrics`), and the
/// cell's accessories at the trailing edge. Where the labels go and where their text breaks into lines is the
/// engine's `ListContentMetrics.labelLayout` — the answer self-sizing took, with the measurer it took
/// (`ListSectionStyle.textWidth`) — so a row draws the lines it was sized for; lines sit one leading apart
/// (`DynamicTypeStyle.leading`). Laid out left to right, then mirrored inside the row for right-to-left layouts.
extension Painter {
    /// Draws `row` in `f` (a row, a first-item header row, or a supplementary header or footer). `fallbackTitle` is
    /// drawn, on one line, when the content's text is nil.
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
        let layout = ListContentMetrics.labelLayout(of: row, rowWidth: f.width, metrics: style.metrics,
                                                    textWidth: style.textWidth)
        let textLine = ListContentMetrics.labelHeight(m.textStyle, traits: traits)
        let secondaryLine = ListContentMetrics.labelHeight(m.secondaryTextStyle, traits: traits)
        let sideBySide = ListContentMetrics.isSideBySide(c, traits: traits)
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        // Unknown text (nil): the data's title on one line, as it was measured.
        let text = c.text ?? (showsLabels ? fallbackTitle : nil)
        let textLines = c.text == nil ? [text ?? ""] : layout.textLines
        let secondaryLines = layout.secondaryLines
        let textLeading = Double(m.textStyle.leading(category))
        let secondaryLeading = Double(m.secondaryTextStyle.leading(category))
        let textBlock = ListContentMetrics.labelHeight(m.textStyle, lines: textLines.count, traits: traits)
        let secondaryBlock = ListContentMetrics.labelHeight(m.secondaryTextStyle, lines: secondaryLines.count, traits: traits)
        // The text block: centred in the row when the row is taller than it (the 44-pt minimum), else at the top margin.
        let block = textBlock + (hasSecondary && !sideBySide ? m.verticalPadding + secondaryBlock : 0)
        let top = Double(f.minY) + max(Double(m.top), (Double(f.height) - Double(block)) / 2 * (header ? 0 : 1))
        let left = Double(f.minX) + Double(layout.textStart)
        let right = Double(f.minX) + Double(layout.textEnd)

        // Accessories, trailing edge inwards, each where the label layout leaves it.
        let glyph = Double(ListContentMetrics.accessoryGlyph(row, traits: traits))
        let midY = top + Double(block) / 2
        var trailing = Double(f.maxX) - Double(header ? style.metrics.textInset : ListContentMetrics.cellTrailingMargin)
        for (accessory, width) in zip(row.accessories, layout.accessoryWidths).reversed() {
            drawAccessory(accessory, trailing: trailing, width: Double(width), midY: midY, glyph: glyph,
                          textLine: Double(textLine), category: category, rtl: rtl, placed: placed)
            trailing -= Double(width + ListContentMetrics.accessorySpacing)
        }
        // The image: a rounded tile the size of the text line, 40 pt of the row's leading side with its padding
        // (text at 56 pt in a 16-pt-margin list, as the separator follows it).
        if c.imageName != nil {
            let slot = Double(ListContentMetrics.imageSlotWidth(traits: traits))
            let side = min(slot, Double(textLine) * 1.1)
            let imageLeft = left - slot - Double(ListContentMetrics.imageToTextPadding)
            let tile = placed(CGRect(x: imageLeft + (slot - side) / 2, y: midY - side / 2, width: side, height: side))
            context.roundedRectangle(tile, radius: side * 0.22)
            context.setColor(tint ?? RGBA(UIColor.systemBlue, theme: theme))
            context.fill()
        }
        guard right > left else { return }
        let textFont = FontSpec(family: font, size: Double(m.textStyle.pointSize(category)),
                                bold: ListContentMetrics.isBold(m.textStyle))
        let secondaryFont = FontSpec(family: font, size: Double(m.secondaryTextStyle.pointSize(category)))
        let textColor = RGBA(c.style == .groupedHeader || c.style.isFooter ? UIColor.secondaryLabel : UIColor.label, theme: theme)
        let secondaryColor = RGBA(UIColor.secondaryLabel, theme: theme)
        let textBox = CGRect(x: left, y: top, width: right - left, height: Double(textLine))
        if sideBySide, hasSecondary {
            // valueCell: the secondary text right-aligned before the accessories, the text wrapping in what is left.
            for (k, line) in secondaryLines.enumerated() {
                context.drawTextLine(line, in: placed(textBox.offsetBy(dx: 0, dy: Double(k) * secondaryLeading)),
                                     font: secondaryFont, color: secondaryColor, alignment: rtl ? .leading : .trailing)
            }
            var rest = textBox
            rest.size.width = Double(layout.textWrapWidth)
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

    /// Draws one accessory ending at `trailing` (before mirroring), `width` wide (`ListContentMetrics.accessoryWidth`),
    /// centred on `midY`.
    private func drawAccessory(_ a: UICellAccessory, trailing: Double, width: Double, midY: Double, glyph: Double,
                               textLine: Double, category: UIContentSizeCategory, rtl: Bool, placed: (CGRect) -> CGRect) {
        let tint = RGBA(UIColor.systemBlue, theme: theme)
        let grey = RGBA(UIColor.tertiaryLabel, theme: theme)
        func stroke(_ points: [(Double, Double)], color: RGBA, lineWidth: Double) {
            guard let first = points.first else { return }
            func p(_ q: (Double, Double)) -> (Double, Double) {
                let r = placed(CGRect(x: q.0, y: q.1, width: 0, height: 0)); return (Double(r.minX), Double(r.minY))
            }
            let a = p(first); context.moveTo(a.0, a.1)
            for q in points.dropFirst() { let b = p(q); context.lineTo(b.0, b.1) }
            context.setColor(color)
            context.stroke(width: lineWidth)
        }
        switch a.kind {
        case .disclosureIndicator:
            // A chevron pointing trailing, 0.8 glyph tall.
            let h = glyph * 0.8, x = trailing - width
            stroke([(x, midY - h / 2), (trailing, midY), (x, midY + h / 2)], color: grey, lineWidth: 2)
        case .outlineDisclosure:
            // A chevron pointing down (expanded), 0.4 glyph tall.
            let w = glyph * 0.4, h = width
            stroke([(trailing - h, midY - w / 2), (trailing - h / 2, midY + w / 2), (trailing, midY - w / 2)],
                   color: tint, lineWidth: 2)
        case .checkmark:
            let s = width
            stroke([(trailing - s, midY), (trailing - s * 0.62, midY + s * 0.38), (trailing, midY - s * 0.45)],
                   color: tint, lineWidth: 2)
        case .detail, .delete, .insert, .multiselect:
            let s = width
            let circle = placed(CGRect(x: trailing - s, y: midY - s / 2, width: s, height: s))
            context.roundedRectangle(circle, radius: s / 2)
            let color: UIColor = a.kind == .delete ? .systemRed : a.kind == .insert ? .systemGreen : .systemBlue
            context.setColor(RGBA(color, theme: theme))
            if a.kind == .detail || a.kind == .multiselect { context.stroke(width: 1.5) } else { context.fill() }
        case .customView:
            // The app's own view, unknown here: a glyph-sized outline stands in.
            let s = width
            context.roundedRectangle(placed(CGRect(x: trailing - s, y: midY - s / 2, width: s, height: s)), radius: s * 0.2)
            context.setColor(grey)
            context.stroke(width: 1.5)
        case .reorder:
            for k in -1...1 {
                let y = midY + Double(k) * glyph * 0.3
                stroke([(trailing - width, y), (trailing, y)], color: grey, lineWidth: 1.5)
            }
        case .label:
            guard let text = a.text?.drawable, !text.isEmpty, width > 0 else { return }
            let size = Double(DynamicTypeStyle.body.pointSize(category))
            // A point of slack: the text was measured on a scratch surface, drawn here.
            let box = placed(CGRect(x: trailing - width - 1, y: midY - textLine / 2, width: width + 1, height: textLine))
            context.drawTextLine(text, in: box, font: FontSpec(family: font, size: size),
                                 color: RGBA(UIColor.secondaryLabel, theme: theme), alignment: rtl ? .leading : .trailing)
        }
    }
}
