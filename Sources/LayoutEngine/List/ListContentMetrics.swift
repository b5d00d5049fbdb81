import Foundation

/// How tall a list row, header or footer is for what it holds (`ListRowContent`), at the environment's content size
/// category and display scale: the self-sizing of UIKit's list content view, as one rule
/// (docs/semantics-decisions.md, decision 53):
///
///     height = max(minimum, top + line(text) [+ padding + line(secondary text)] + bottom)
///
/// where `line(style)` is the system font's line height for that text style at the category
/// (`DynamicTypeStyle.lineHeight`) rounded up to the device pixel grid (a label's size is whole pixels), and the
/// style's margins, padding and minimum come from `Style.metrics`. A label of n lines (issue 34: a `\n` breaks
/// a line, `ListTextLayout`) is `line(style) + (n − 1) × leading(style)` rounded up to the grid: 17.900 + 20 →
/// 38.0 for two subheadline lines. Text wider than its label is not wrapped yet (drawn truncated).
/// Observed (iOS 16, 393 pt @3x, large): text + secondary text 59.667 (179 px) = 11 + 20.333 (body) + 3 +
/// 14.333 (caption1) + 11; image + body text + disclosure indicator 44 (the minimum: 11 + 20.333 + 11 < 44);
/// an inset-grouped first-item header with an empty label 23 = 17 + 6.
public enum ListContentMetrics {
    /// One content style's numbers.
    public struct StyleMetrics: Hashable, Sendable {
        public var textStyle: DynamicTypeStyle
        public var secondaryTextStyle: DynamicTypeStyle
        /// Layout margins above and below the text.
        public var top: CGFloat, bottom: CGFloat
        /// Between the text and the secondary text when stacked.
        public var verticalPadding: CGFloat
        /// The row's smallest height (list cells are at least 44 pt; headers and footers size freely).
        public var minimumHeight: CGFloat
    }

    /// The numbers of each style. Cells: body text, secondary text in caption1 below it (valueCell: body beside it),
    /// 11-pt margins, 3-pt padding, at least 44 pt. Grouped headers: footnote text with 17 pt above and 6 below;
    /// grouped footers 6 above, 12 below (issue 34); prominent inset-grouped headers title3 / title2 in the same margins; plain
    /// headers and footers headline / footnote with 4 pt above and below; sidebar headers headline in a 44-pt row.
    public static func metrics(of style: UIListContentConfiguration.Style) -> StyleMetrics {
        switch style {
        case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
             .accompaniedSidebarSubtitleCell:
            return StyleMetrics(textStyle: .body, secondaryTextStyle: .caption1, top: 11, bottom: 11, verticalPadding: 3,
                                minimumHeight: 44)
        case .valueCell:
            return StyleMetrics(textStyle: .body, secondaryTextStyle: .body, top: 11, bottom: 11, verticalPadding: 3,
                                minimumHeight: 44)
        case .sidebarHeader:
            return StyleMetrics(textStyle: .headline, secondaryTextStyle: .caption1, top: 11, bottom: 11,
                                verticalPadding: 3, minimumHeight: 44)
        case .groupedHeader:
            return StyleMetrics(textStyle: .footnote, secondaryTextStyle: .footnote, top: 17, bottom: 6, verticalPadding: 3,
                                minimumHeight: 0)
        case .prominentInsetGroupedHeader:
            return StyleMetrics(textStyle: .title3, secondaryTextStyle: .footnote, top: 17, bottom: 6, verticalPadding: 3,
                                minimumHeight: 0)
        case .extraProminentInsetGroupedHeader:
            return StyleMetrics(textStyle: .title2, secondaryTextStyle: .footnote, top: 17, bottom: 6, verticalPadding: 3,
                                minimumHeight: 0)
        case .groupedFooter:
            // Issue 34 (observed, iOS 16–17, inset-grouped, 3x): a one-line footer and the next section's header
            // take 74.667 between the cards = footer 6 + 15.667 + 12 and header 17 + 18.0 + 6; the footer's text
            // starts 9.0 pt below the card (its top margin 6 stays), so the 5 pt came off its bottom (decided split).
            return StyleMetrics(textStyle: .footnote, secondaryTextStyle: .footnote, top: 6, bottom: 12, verticalPadding: 3,
                                minimumHeight: 0)
        case .plainHeader:
            return StyleMetrics(textStyle: .headline, secondaryTextStyle: .footnote, top: 4, bottom: 4, verticalPadding: 3,
                                minimumHeight: 0)
        case .plainFooter:
            return StyleMetrics(textStyle: .footnote, secondaryTextStyle: .footnote, top: 4, bottom: 4, verticalPadding: 3,
                                minimumHeight: 0)
        }
    }

    /// The numbers of a configuration: its style's, with the text styles it sets (`textProperties.font`).
    public static func metrics(of c: UIListContentConfiguration) -> StyleMetrics {
        var m = metrics(of: c.style)
        if let t = c.textStyle { m.textStyle = t }
        if let t = c.secondaryTextStyle { m.secondaryTextStyle = t }
        return m
    }

    /// Whether the secondary text sits beside the text (valueCell below the accessibility sizes) or below it.
    public static func isSideBySide(_ c: UIListContentConfiguration, traits: UITraitCollection) -> Bool {
        c.prefersSideBySideTextAndSecondaryText && !traits.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// A label's height: the style's line height at the category, and the style's leading for each further line,
    /// rounded up to the pixel grid.
    public static func labelHeight(_ style: DynamicTypeStyle, lines: Int = 1, traits: UITraitCollection) -> CGFloat {
        let scale = traits.pixelScale, category = traits.preferredContentSizeCategory
        let height = style.lineHeight(category) + CGFloat(max(0, lines - 1)) * style.leading(category)
        return (height * scale).rounded(.up) / scale
    }

    /// The height of a row (or header, footer) holding `content`. Text nil means a line of text the layout does not
    /// know (the data's title); an empty text is an empty label, which leaves only the margins.
    /// `lines` says how many lines each label takes; without it, one per `\n`-separated line (`ListTextLayout`).
    public static func height(of content: ListRowContent, traits: UITraitCollection,
                              lines counts: ListTextLayout.LineCounts? = nil) -> CGFloat {
        let c = content.configuration
        let m = metrics(of: c)
        let hasText = c.text.map { !$0.isEmpty } ?? true
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        let n = counts ?? ListTextLayout.LineCounts(text: ListTextLayout.explicitLines(c.text).count,
                                                    secondaryText: ListTextLayout.explicitLines(c.secondaryText).count)
        var lines: CGFloat = 0
        if hasText || c.imageName != nil { lines = labelHeight(m.textStyle, lines: hasText ? n.text : 1, traits: traits) }
        if hasSecondary {
            let secondary = labelHeight(m.secondaryTextStyle, lines: n.secondaryText, traits: traits)
            if isSideBySide(c, traits: traits) { lines = max(lines, secondary) }
            else { lines += (lines > 0 ? m.verticalPadding : 0) + secondary }
        }
        return max(m.minimumHeight, m.top + lines + m.bottom)
    }
}

extension ListContentMetrics {
    /// A line of text's width in points for a point size and weight.
    public typealias TextWidth = @Sendable (_ text: String, _ pointSize: CGFloat, _ bold: Bool) -> CGFloat

    /// Without the renderer's fonts: 0.55 em a character (a stand-in; the CLI measures with the renderer's fonts).
    public static func estimatedTextWidth(_ text: String, pointSize: CGFloat, bold: Bool) -> CGFloat {
        CGFloat(text.count) * pointSize * 0.55
    }

    /// The font a label of `style` is drawn in: bold for headline, title2 and title3 (as the renderer draws them).
    public static func isBold(_ style: DynamicTypeStyle) -> Bool { style.isBold || style == .title2 || style == .title3 }

    /// Issue 34 (iOS 18 `contentHuggingElements = .supplementaryHeader`): a header as wide as its text — its widest
    /// line as wrapped at `available` (`labelLayout`), grouped headers in capitals as drawn — with its margins on
    /// both sides (the list's text inset), rounded up to the pixel grid, at most `available`.
    public static func huggingWidth(of content: ListRowContent, available: CGFloat, metrics: ListMetrics,
                                    traits: UITraitCollection, textWidth: TextWidth?) -> CGFloat {
        let layout = labelLayout(of: content, rowWidth: available, metrics: metrics, textWidth: textWidth)
        let style = Self.metrics(of: content.configuration).textStyle
        let size = style.pointSize(traits.preferredContentSizeCategory), bold = isBold(style)
        let widest = layout.textLines.map { textWidth?($0, size, bold) ?? estimatedTextWidth($0, pointSize: size, bold: bold) }.max() ?? 0
        let scale = traits.pixelScale
        let width = ((widest + layout.textStart + (available - layout.textEnd)) * scale).rounded(.up) / scale
        return min(available, width)
    }

    /// Items a list section whose rows differ (per-item content, a sized first-item header) may hold: each of its rows
    /// is measured and stored on its own (about 600 bytes a row), so the budget is checked before the work
    /// (docs/limits.md). Rows that are all alike are estimated at their height and cost nothing per row.
    public static let maxMeasuredRows = 250_000
}

extension ResolveContext {
    /// The context a list section with declared content is laid out in, and the section: its rows, header and
    /// footer self-size to their content (`ListContentMetrics`) through the input's measure, which keeps answering
    /// everything else. When every row is alike and nobody else measures, the context is unchanged and the list's
    /// estimates (`NSCollectionLayoutSection.list`: the content's heights with its `\n` breaks) are set to the
    /// content's heights at the row width, where its text wraps (`reestimatingAlikeRows`): no row is measured.
    func sizingListContent(of section: SectionModel, index: Int) throws -> (ResolveContext, SectionModel) {
        guard let style = section.list, let content = style.content, !content.isEmpty else { return (self, section) }
        let rowsDiffer = !content.items.isEmpty || (style.headerMode == .firstItemInSection && content.header != nil)
        let hugs = style.hugsHeader && content.header?.configuration.text != nil
        guard input.measure != nil || rowsDiffer || hugs else {
            return (self, try reestimatingAlikeRows(section, content: content, style: style, index: index))
        }
        let count = index < input.itemCounts.count ? input.itemCounts[index] : 0
        if rowsDiffer && input.measure == nil && count > ListContentMetrics.maxMeasuredRows {
            throw LayoutError.limitExceeded(path: ModelPath(.section(index)) + .group, detail:
                "a list whose rows hold different content measures each row: at most "
                + "\(ListContentMetrics.maxMeasuredRows) items in the section, found \(count)")
        }
        let traits = input.traits, mode = style.headerMode, outer = input.measure, metrics = style.metrics
        let textWidth = input.textWidth
        var sized = input
        sized.measure = { key, proposed in
            let declared: ListRowContent?
            switch key.category {
            case .cell: declared = content.content(ofItem: key.item, headerMode: mode)
            case .supplementary where key.elementKind == UICollectionView.elementKindSectionHeader:
                declared = mode == .supplementary ? content.header : nil
            case .supplementary where key.elementKind == UICollectionView.elementKindSectionFooter:
                declared = content.footer
            default: declared = nil
            }
            if let declared {
                let height = ListContentMetrics.height(of: declared, width: proposed.width, metrics: metrics,
                                                       textWidth: textWidth)
                if hugs && key.elementKind == UICollectionView.elementKindSectionHeader && key.category == .supplementary {
                    return CGSize(width: ListContentMetrics.huggingWidth(of: declared, available: proposed.width, metrics: metrics,
                                                                         traits: traits, textWidth: textWidth), height: height)
                }
                return CGSize(width: proposed.width, height: height)
            }
            return outer?(key, proposed) ?? proposed
        }
        return (ResolveContext(input: sized, configuration: configuration, tracing: tracing), section)
    }

    /// A list whose rows are alike, with its row, header and footer estimates at their content's heights in a row
    /// as wide as the section gives its rows (the top-level group's width, a `fractionalWidth(1)` row in it, on the
    /// pixel grid where the release floors fractions): the one place the estimate learns the width text wraps at.
    private func reestimatingAlikeRows(_ section: SectionModel, content: ListContent, style: ListSectionStyle,
                                       index: Int) throws -> SectionModel {
        let path = ModelPath(.section(index)), grid = FractionGrid(input.traits)
        let box = try SectionContainer(section, ctx: self, path: path)
        let group = try section.group.layoutSize.checkedSize(in: box.groupContainer, grid: grid, path: path + .group)
        let rowWidth = try section.group.group?.subitems.first?.layoutSize.checkedSize(in: group, grid: grid, path: path + .group).width
            ?? group.width
        func height(_ row: ListRowContent?) -> CGFloat? {
            row.map { ListContentMetrics.height(of: $0, width: rowWidth, metrics: style.metrics, textWidth: input.textWidth) }
        }
        var section = section
        if let h = height(content.rows) {
            section.group.layoutSize.height.reestimate(h)
            if var subitems = section.group.group?.subitems {
                for k in subitems.indices { subitems[k].layoutSize.height.reestimate(h) }
                section.group.group?.subitems = subitems
            }
        }
        let header = style.headerMode == .supplementary ? height(content.header) : nil
        let footer = style.footerMode == .supplementary ? height(content.footer) : nil
        for k in section.boundarySupplementaryItems.indices {
            switch section.boundarySupplementaryItems[k].elementKind {
            case UICollectionView.elementKindSectionHeader:
                if let header { section.boundarySupplementaryItems[k].layoutSize.height.reestimate(header) }
            case UICollectionView.elementKindSectionFooter:
                if let footer { section.boundarySupplementaryItems[k].layoutSize.height.reestimate(footer) }
            default: break
            }
        }
        return section
    }
}

extension LayoutDimension {
    /// An estimate replaced by `value` (other dimensions are kept: the app said them).
    fileprivate mutating func reestimate(_ value: CGFloat) {
        if case .estimated = self { self = .estimated(value) }
    }
}
