import Foundation

/// Where a list row's labels sit across the row and how their text falls into lines (issue 34, decision 58): the
/// one answer self-sizing (`ListContentMetrics.height(of:width:…)`) and drawing (LayoutRender's `ListRowContent`)
/// both take, so a row is as tall as the lines it draws. Offsets are from the row's leading edge, left to right
/// (the renderer mirrors them for right-to-left layouts).
///
///     text start = text inset + indentationLevel × 10 [+ image slot + 16]
///     text end   = row width − (16 for cells, the text inset for headers and footers) − Σ (accessory + 8)
///
/// The label is `text end − text start` wide; text and stacked secondary text wrap at that width
/// (`ListTextLayout.lines`), measured by `textWidth` — LayoutRender's fonts on the command line
/// (`Renderer.textWidth`), 0.55 em a character without one. A `valueCell`'s secondary text beside the text is not
/// wrapped; the text wraps in what it leaves (its widest line and 8 pt).
public struct ListLabelLayout: Hashable, Sendable {
    /// Where the labels start and end inside the row.
    public var textStart: CGFloat, textEnd: CGFloat
    /// Each accessory's width, in `ListRowContent.accessories` order (drawn from the trailing edge inwards, the
    /// last one outermost, each followed by `ListContentMetrics.accessorySpacing`).
    public var accessoryWidths: [CGFloat]
    /// The text's lines (grouped headers' in capitals, as drawn); `[""]` when the text is nil or empty.
    public var textLines: [String]
    public var secondaryLines: [String]
    /// Side by side (`valueCell`): the width the secondary text takes at the label's trailing end; else 0.
    public var secondaryWidth: CGFloat
    /// The width the text wraps at: the label's, less a side-by-side secondary text and 8 pt.
    public var textWrapWidth: CGFloat

    public var labelWidth: CGFloat { max(0, textEnd - textStart) }
    public var lineCounts: ListTextLayout.LineCounts {
        ListTextLayout.LineCounts(text: textLines.count, secondaryText: secondaryLines.count)
    }
}

extension ListContentMetrics {
    /// The width a row's image takes before its 16-pt padding to the text: 24 pt at the default size, growing with
    /// the body style (so text starts 40 pt past the margin, where the observed 56-pt separator inset of image rows
    /// in a 16-pt-margin list puts it).
    public static func imageSlotWidth(traits: UITraitCollection) -> CGFloat {
        24 * DynamicTypeStyle.body.pointSize(traits.preferredContentSizeCategory) / 17
    }

    /// Between a row's image slot and its text.
    public static let imageToTextPadding: CGFloat = 16

    /// UIKit's default `indentationWidth` of a list cell: one `indentationLevel`.
    public static let indentationWidth: CGFloat = 10

    /// Between a cell's content and its trailing edge.
    public static let cellTrailingMargin: CGFloat = 16

    /// After each accessory, towards the text.
    public static let accessorySpacing: CGFloat = 8

    /// The side of an accessory's glyph: three quarters of the text's line.
    public static func accessoryGlyph(_ row: ListRowContent, traits: UITraitCollection) -> CGFloat {
        labelHeight(metrics(of: row.configuration).textStyle, traits: traits) * 0.75
    }

    /// How wide an accessory is drawn (decided shapes, drawn by LayoutRender): a disclosure chevron 0.4 glyph, an
    /// outline disclosure 0.8, a checkmark and a custom view 1, reorder bars 1.1, detail / delete / insert /
    /// multiselect circles 1.2; a `.label` its body-size text, at most `cap`.
    public static func accessoryWidth(_ a: UICellAccessory, glyph: CGFloat, cap: CGFloat, traits: UITraitCollection,
                                      textWidth: TextWidth?) -> CGFloat {
        switch a.kind {
        case .disclosureIndicator: return glyph * 0.4
        case .outlineDisclosure: return glyph * 0.8
        case .checkmark, .customView: return glyph
        case .reorder: return glyph * 1.1
        case .detail, .delete, .insert, .multiselect: return glyph * 1.2
        case .label:
            guard let text = a.text, !text.isEmpty else { return 0 }
            let size = DynamicTypeStyle.body.pointSize(traits.preferredContentSizeCategory)
            let width = textWidth?(text, size, false) ?? estimatedTextWidth(text, pointSize: size, bold: false)
            return max(0, min(cap, width))
        }
    }

    /// Where `row`'s labels go in a row `rowWidth` wide of a list with `metrics`, and its text's lines
    /// (`ListLabelLayout`). `textWidth` nil: 0.55 em a character.
    public static func labelLayout(of row: ListRowContent, rowWidth: CGFloat, metrics list: ListMetrics,
                                   textWidth: TextWidth?) -> ListLabelLayout {
        let c = row.configuration, m = metrics(of: c), traits = list.traits
        let category = traits.preferredContentSizeCategory
        var start = list.textInset + CGFloat(row.indentationLevel) * indentationWidth
        if c.imageName != nil { start += imageSlotWidth(traits: traits) + imageToTextPadding }
        var end = rowWidth - (c.style.isHeaderOrFooter ? list.textInset : cellTrailingMargin)
        let glyph = accessoryGlyph(row, traits: traits)
        var widths = [CGFloat](repeating: 0, count: row.accessories.count)
        for (k, a) in row.accessories.enumerated().reversed() {
            widths[k] = accessoryWidth(a, glyph: glyph, cap: end / 2, traits: traits, textWidth: textWidth)
            end -= widths[k] + accessorySpacing
        }
        let label = max(0, end - start)
        func measurer(_ style: DynamicTypeStyle) -> (String) -> CGFloat {
            let size = style.pointSize(category), bold = isBold(style)
            return { textWidth?($0, size, bold) ?? estimatedTextWidth($0, pointSize: size, bold: bold) }
        }
        let text = c.style == .groupedHeader ? c.text?.uppercased() : c.text
        let sideBySide = isSideBySide(c, traits: traits) && !(c.secondaryText ?? "").isEmpty
        var secondaryWidth: CGFloat = 0, wrap = label
        let secondaryLines: [String]
        if sideBySide {
            secondaryLines = ListTextLayout.explicitLines(c.secondaryText)
            let measure = measurer(m.secondaryTextStyle)
            secondaryWidth = min(label, secondaryLines.map(measure).max() ?? 0)
            wrap = max(0, label - secondaryWidth - accessorySpacing)
        } else {
            secondaryLines = ListTextLayout.lines(c.secondaryText, width: label, measure: measurer(m.secondaryTextStyle))
        }
        let textLines = ListTextLayout.lines(text, width: wrap, measure: measurer(m.textStyle))
        return ListLabelLayout(textStart: start, textEnd: end, accessoryWidths: widths, textLines: textLines,
                               secondaryLines: secondaryLines, secondaryWidth: secondaryWidth, textWrapWidth: wrap)
    }

    /// The height of `content` in a row `width` wide: `height(of:traits:lines:)` with the lines its text takes
    /// there (`labelLayout`).
    public static func height(of content: ListRowContent, width: CGFloat, metrics list: ListMetrics,
                              textWidth: TextWidth?) -> CGFloat {
        let layout = labelLayout(of: content, rowWidth: width, metrics: list, textWidth: textWidth)
        return height(of: content, traits: list.traits, lines: layout.lineCounts)
    }
}
