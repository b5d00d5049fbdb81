import Foundation
import LayoutEngine

/// How a list section is drawn (docs/semantics-decisions.md i13): its background, its rows' fill, which rows form
/// the section's card and which separators show where. Drawing choices, so LayoutRender's; the engine carries
/// the list configuration and metrics (`ListSectionStyle`) and computes no colour.
extension ListSectionStyle {
    /// The list's background: `backgroundColor`, or systemGroupedBackground (grouped, insetGrouped),
    /// secondarySystemBackground (sidebar), systemBackground (plain, sidebarPlain).
    public var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        case .plain, .sidebarPlain: return .systemBackground
        }
    }

    /// A row's fill: secondarySystemGroupedBackground in grouped and insetGrouped lists, nil (the list's
    /// background shows through) in plain lists and sidebars.
    public var rowBackgroundColor: UIColor? {
        appearance.hasGroupedRows ? .secondarySystemGroupedBackground : nil
    }

    /// True when item `item` is drawn as the section's header (`headerMode = .firstItemInSection`).
    public func isHeaderItem(_ item: Int) -> Bool { headerMode == .firstItemInSection && item == 0 }

    /// The rows that form the section's card: every item but a first-item header.
    public func rowRange(itemCount: Int) -> Range<Int> {
        let first = headerMode == .firstItemInSection ? 1 : 0
        return min(first, itemCount)..<itemCount
    }

    /// The separator configuration of one item, automatic values resolved:
    /// - bottom separators show under every row but the last of a grouped kind (iOS draws the section's outer
    ///   hairline instead in `.grouped`, nothing in `.insetGrouped`) and never in sidebars or under a first-item
    ///   header; top separators are automatic-hidden;
    /// - automatic insets start at the text (`metrics.textInset`) and end at the row's trailing edge;
    /// - then the configuration's `itemSeparatorHandler` may change anything.
    public func separatorConfiguration(section: Int, item: Int, itemCount: Int) -> UIListSeparatorConfiguration {
        var c = separatorConfiguration
        let last = item == itemCount - 1
        let sidebar = appearance.isSidebar
        let bottomShown = showsSeparators && !sidebar && !isHeaderItem(item) && !(last && appearance != .plain)
        if c.bottomSeparatorVisibility == .automatic { c.bottomSeparatorVisibility = bottomShown ? .visible : .hidden }
        if c.topSeparatorVisibility == .automatic { c.topSeparatorVisibility = .hidden }
        let automatic = NSDirectionalEdgeInsets(top: 0, leading: metrics.textInset, bottom: 0, trailing: 0)
        if c.bottomSeparatorInsets.isAutomaticSeparatorInsets { c.bottomSeparatorInsets = automatic }
        if c.topSeparatorInsets.isAutomaticSeparatorInsets { c.topSeparatorInsets = automatic }
        if let handler = itemSeparatorHandler { c = handler.handler(IndexPath(item: item, section: section), c) }
        // `showsSeparators = false` wins over the handler, as UIKit documents.
        if !showsSeparators { c.topSeparatorVisibility = .hidden; c.bottomSeparatorVisibility = .hidden }
        return c
    }
}

/// How rows are drawn inside the frames `ListMetrics` gives: drawing choices, so LayoutRender's.
extension ListMetrics {
    /// One device pixel: separators are this thick, drawn inside the row's bottom.
    public var hairline: CGFloat { 1 / traits.pixelScale }

    /// Outer corners of inset-grouped sections (first and last row) and of sidebar rows (decision 42). A sidebar row
    /// has no fill of its own (`rowBackgroundColor` is nil; UIKit fills it only when selected, which no picture
    /// shows), so its radius shapes nothing drawn today.
    public var cornerRadius: CGFloat { appearance.hasRoundedRows ? 10 : 0 }
}
