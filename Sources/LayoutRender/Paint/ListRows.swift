import Foundation
import LayoutEngine

/// The element kinds a list section draws in its own header and footer styles.
enum ListKinds {
    static func isListKind(_ kind: String) -> Bool {
        kind == UICollectionView.elementKindSectionHeader || kind == UICollectionView.elementKindSectionFooter
    }
}

/// List sections drawn as iOS draws them (docs/semantics-decisions.md i13): the list background behind the section,
/// raised rows in grouped kinds with rounded outer corners in inset-grouped sections, hairline separators inside
/// the row at its bottom from the text inset, the grouped section's outer hairlines, header and footer text
/// styles, sidebar rows without selection. Colours are UIKit's system colours resolved for the theme.
extension Painter {
    /// Paints each visible list section's span (its engine frame) in the list's background colour, below everything.
    /// When every section is a list on one background, the whole picture takes it, as the collection view does.
    func drawListBackgrounds(visible: CGRect, sectionCount: Int) {
        let colors = Set(lists.values.compactMap { $0.list.map { RGBA($0.resolvedBackgroundColor, theme: theme) } })
        if sectionCount > 0, lists.count == sectionCount, colors.count == 1, let color = colors.first {
            context.rectangle(visible)
            context.setColor(color)
            context.fill()
            return
        }
        for (_, section) in lists.sorted(by: { $0.key < $1.key }) {
            guard let style = section.list else { continue }
            // Full picture width: the section frame is the layout's width, the picture may be wider (unrolled).
            var band = section.frame
            band.origin.x = visible.minX; band.size.width = visible.width
            guard band.intersects(visible) else { continue }
            context.rectangle(band)
            context.setColor(RGBA(style.resolvedBackgroundColor, theme: theme))
            context.fill()
        }
    }

    /// A list row: a first-item header as a header; else its fill, its separators, then its content (declared, or
    /// the data's icon tile and title).
    func drawListRow(_ e: LayoutAttributes, in section: SectionGeometry) {
        guard let style = section.list else { return }
        let f = e.frame
        let declared = style.content?.content(ofItem: e.item, headerMode: style.headerMode)
        if style.isHeaderItem(e.item) {
            if let declared {
                drawListContent(declared, in: f, style: style, tint: nil, fallbackTitle: listTitle(e, header: true))
            } else {
                headerText(listTitle(e, header: true), in: f, style: style, footer: false)
            }
            return
        }
        let rows = style.rowRange(itemCount: section.itemCount)
        let first = e.item == rows.lowerBound, last = e.item == rows.upperBound - 1
        if let fill = style.rowBackgroundColor {
            let r = style.metrics.cornerRadius
            context.roundedRectangle(f, topRadius: first ? r : 0, bottomRadius: last ? r : 0)
            context.setColor(RGBA(fill, theme: theme))
            context.fill()
        }
        let icon = content.cellColor(e.indexPath)
        let iconSide = listIconSide(style, rowHeight: f.height)
        let separator = rowSeparator(e, in: section, style: style, declared: declared, icon: icon, iconSide: iconSide)
        drawRowSeparators(separator, in: f, style: style, first: first, last: last)
        if let declared {
            drawListContent(declared, in: f, style: style, tint: icon, fallbackTitle: listTitle(e, header: false))
            return
        }
        drawPlainRowContent(e, style: style, icon: icon, iconSide: iconSide)
    }

    /// Settings-style 29-pt icon tiles; sidebars show smaller glyph-sized ones.
    private func listIconSide(_ style: ListSectionStyle, rowHeight: CGFloat) -> Double {
        let sidebar = style.appearance.isSidebar
        return min(sidebar ? 22 : 29, Double(rowHeight) - 10)
    }

    /// The row's separator configuration, with automatic separators following the text: past the icon when the
    /// row shows one (iOS 14 list cells); past a declared image's 24-pt slot and its 16-pt padding (56 pt in a
    /// 16-pt-margin list, observed).
    private func rowSeparator(_ e: LayoutAttributes, in section: SectionGeometry, style: ListSectionStyle,
                              declared: ListRowContent?, icon: RGBA?, iconSide: Double) -> UIListSeparatorConfiguration {
        let m = style.metrics
        var separator = style.separatorConfiguration(section: e.section, item: e.item, itemCount: section.itemCount)
        if separator.bottomSeparatorInsets.leading == m.textInset {
            if let declared {
                separator.bottomSeparatorInsets.leading += CGFloat(declared.indentationLevel) * ListContentMetrics.indentationWidth
                if declared.configuration.imageName != nil {
                    separator.bottomSeparatorInsets.leading += ListContentMetrics.imageSlotWidth(traits: m.traits)
                        + ListContentMetrics.imageToTextPadding
                }
            } else if icon != nil, iconSide > 4 {
                separator.bottomSeparatorInsets.leading += iconSide + 12
            }
        }
        return separator
    }

    /// Separators lie inside the row: the bottom one in its last device pixel, the top one in its first. Grouped
    /// sections add a full-width hairline just outside the first and the last row.
    private func drawRowSeparators(_ separator: UIListSeparatorConfiguration, in f: CGRect, style: ListSectionStyle,
                                   first: Bool, last: Bool) {
        let m = style.metrics, rtl = style.isRightToLeft
        let line = RGBA(separator.color, theme: theme)
        if separator.bottomSeparatorVisibility == .visible {
            hairline(in: f, y: Double(f.maxY) - Double(m.hairline), insets: separator.bottomSeparatorInsets, rtl: rtl,
                     color: line, m: m)
        }
        if separator.topSeparatorVisibility == .visible {
            hairline(in: f, y: Double(f.minY), insets: separator.topSeparatorInsets, rtl: rtl, color: line, m: m)
        }
        if style.appearance == .grouped && style.showsSeparators {
            if first { hairline(in: f, y: Double(f.minY) - Double(m.hairline), insets: .zero, rtl: rtl, color: line, m: m) }
            if last { hairline(in: f, y: Double(f.maxY), insets: .zero, rtl: rtl, color: line, m: m) }
        }
    }

    /// A row whose content nothing declared: an optional coloured icon tile (the data's colour), then the title in
    /// the body style; laid out left to right, then mirrored inside the row for right-to-left layouts.
    private func drawPlainRowContent(_ e: LayoutAttributes, style: ListSectionStyle, icon: RGBA?, iconSide: Double) {
        let f = e.frame, m = style.metrics, rtl = style.isRightToLeft
        let sidebar = style.appearance.isSidebar
        func placed(_ r: CGRect) -> CGRect { rtl ? CGRect(x: f.minX + f.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        var textBox = f
        textBox.origin.x += m.textInset
        textBox.size.width = max(0, f.width - m.textInset - 12)
        if let color = icon, iconSide > 4 {
            let tile = placed(CGRect(x: Double(textBox.minX), y: Double(f.midY) - iconSide / 2, width: iconSide, height: iconSide))
            context.roundedRectangle(tile, radius: iconSide * 0.22)
            context.setColor(color)
            context.fill()
            textBox.origin.x += iconSide + 12
            textBox.size.width = max(0, textBox.width - iconSide - 12)
        }
        if let text = listTitle(e, header: false) {
            context.drawTextLine(text, in: placed(textBox),
                                 font: FontSpec(family: font, size: min(sidebar ? 15 : 17, Double(f.height) * 0.6)),
                                 color: RGBA(UIColor.label, theme: theme), alignment: rtl ? .trailing : .leading)
        }
    }

    func drawListSupplementary(_ e: LayoutAttributes, in section: SectionGeometry) {
        guard let style = section.list else { return }
        let footer = e.elementKind == UICollectionView.elementKindSectionFooter
        if style.appearance == .plain && !footer {
            // Plain headers are a band in the secondary background (iOS 14 style).
            context.rectangle(e.frame)
            context.setColor(RGBA(UIColor.secondarySystemBackground, theme: theme))
            context.fill()
        }
        if let declared = footer ? style.content?.footer : (style.headerMode == .supplementary ? style.content?.header : nil) {
            drawListContent(declared, in: e.frame, style: style, tint: nil, fallbackTitle: listTitle(e, header: !footer))
            return
        }
        headerText(listTitle(e, header: !footer), in: e.frame, style: style, footer: footer)
    }

    /// Header and footer text: grouped kinds use the footnote style in the secondary label colour, uppercase
    /// headers sitting on the bottom of their view and footers hanging from the top; plain and sidebar headers
    /// a bold body line, vertically centred.
    private func headerText(_ text: String?, in f: CGRect, style: ListSectionStyle, footer: Bool) {
        guard let text else { return }
        let m = style.metrics
        var box = f
        box.origin.x += m.textInset
        box.size.width = max(0, f.width - 2 * m.textInset)
        let grouped = style.appearance.hasGroupedRows
        let align: TextAlignment = style.isRightToLeft ? .trailing : .leading
        if grouped || footer {
            let line = min(18.0, Double(f.height))
            box.origin.y = footer ? f.minY + min(6, f.height - line) : f.maxY - 6 - line
            if box.minY < f.minY { box.origin.y = f.minY }
            box.size.height = line
            context.drawTextLine(footer ? text : text.uppercased(), in: box,
                                 font: FontSpec(family: font, size: min(13, line * 0.75)),
                                 color: RGBA(UIColor.secondaryLabel, theme: theme), alignment: align)
        } else {
            context.drawTextLine(text, in: box, font: FontSpec(family: font, size: min(17, Double(f.height) * 0.6), bold: true),
                                 color: RGBA(UIColor.label, theme: theme), alignment: align)
        }
    }

    /// The label of a list element: the data's title, else "Item n" for rows, "Section n" for headers and
    /// "Footer n" for footers; nil when labels are off.
    private func listTitle(_ e: LayoutAttributes, header: Bool) -> String? {
        guard showsLabels else { return nil }
        if let t = content.title(e.key) { return t }
        if e.category == .cell { return header ? "Section \(e.section)" : "Item \(e.item + 1)" }
        return header ? "Section \(e.section)" : "Footer \(e.section)"
    }

    /// A separator line one device pixel tall at `y`, from the leading inset to the trailing inset (mirrored
    /// in right-to-left layouts).
    private func hairline(in f: CGRect, y: Double, insets: NSDirectionalEdgeInsets, rtl: Bool, color: RGBA, m: ListMetrics) {
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        let x0 = Double(f.minX) + Double(left), x1 = Double(f.maxX) - Double(right)
        guard x1 > x0 else { return }
        context.rectangle(CGRect(x: x0, y: y, width: x1 - x0, height: Double(m.hairline)))
        context.setColor(color)
        context.fill()
    }
}
