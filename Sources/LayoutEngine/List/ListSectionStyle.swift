import Foundation

/// How a list section is drawn: carried by `SectionModel.list` to `SectionGeometry.list` so a renderer can draw
/// rows as iOS does (backgrounds, rounded inset-grouped sections, separators, header and footer text) without
/// re-computing layout. Frames never depend on it.
public struct ListSectionStyle: Sendable {
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The configuration's `itemSeparatorHandler`, asked per drawn item.
    public var itemSeparatorHandler: ItemSeparatorHandlerBox?
    /// nil: the appearance's background.
    public var backgroundColor: UIColor?
    public var metrics: ListMetrics
    /// Right-to-left layouts mirror frames (decision 17); the renderer mirrors leading insets and text with them.
    public var isRightToLeft: Bool
    /// What the rows hold (`UICollectionLayoutListConfiguration.content`), nil when nothing was said: rows size to it
    /// (`ListContentMetrics`) and the renderer draws it.
    public var content: ListContent?

    public init(configuration: UICollectionLayoutListConfiguration, metrics: ListMetrics, isRightToLeft: Bool = false) {
        self.isRightToLeft = isRightToLeft
        appearance = configuration.appearance; headerMode = configuration.headerMode
        footerMode = configuration.footerMode; showsSeparators = configuration.showsSeparators
        separatorConfiguration = configuration.separatorConfiguration
        itemSeparatorHandler = configuration.itemSeparatorHandler.map(ItemSeparatorHandlerBox.init)
        backgroundColor = configuration.backgroundColor; self.metrics = metrics
        content = configuration.content.isEmpty ? nil : configuration.content
    }

    /// Grouped and insetGrouped lists (and the grouped sidebar) sit on the grouped background with
    /// raised rows; plain lists are one colour.
    public var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

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
        appearance == .grouped || appearance == .insetGrouped ? .secondarySystemGroupedBackground : nil
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
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
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

/// Holds an `itemSeparatorHandler` closure so the style can travel with a Sendable result; the handler is only
/// called on the thread that draws.
public struct ItemSeparatorHandlerBox: @unchecked Sendable {
    public let handler: UICollectionLayoutListConfiguration.ItemSeparatorHandler
    public init(_ handler: @escaping UICollectionLayoutListConfiguration.ItemSeparatorHandler) { self.handler = handler }
}
