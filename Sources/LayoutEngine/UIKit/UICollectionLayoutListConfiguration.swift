import Foundation

/// UIKit's `UICollectionLayoutListConfiguration` (iOS 14): a table-like section. A value, as in UIKit.
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` turns it into an ordinary section (full-width
/// estimated-44 rows, list paddings and margins, header and footer boundary items) that carries
/// `ListSectionStyle` for the renderer. Metrics and their sources: docs/semantics-decisions.md (i13).
public struct UICollectionLayoutListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain

        // The questions every reader asks of an appearance, answered once (issue 35). Metrics per appearance:
        // `ListMetrics`; drawing: LayoutRender/Style/ListDrawing.swift.
        //
        //                 isSidebar  hasGroupedRows  hasPlainSupplementaries  hasRoundedRows
        //   plain             -            -                  yes                   -
        //   grouped           -           yes                  -                    -
        //   insetGrouped      -           yes                  -                   yes
        //   sidebar          yes           -                   -                   yes
        //   sidebarPlain     yes           -                  yes                   -

        /// A sidebar (either kind): sidebar cells, no automatic separators, smaller icons.
        public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
        /// Raised rows on the grouped background, with grouped header and footer styles.
        public var hasGroupedRows: Bool { self == .grouped || self == .insetGrouped }
        /// Plain header and footer styles (and no section padding).
        public var hasPlainSupplementaries: Bool { self == .plain || self == .sidebarPlain }
        /// Rows with rounded outer corners: the section's card (insetGrouped) or each row's background (sidebar).
        public var hasRoundedRows: Bool { self == .insetGrouped || self == .sidebar }
    }
    /// UIKit's `HeaderMode`: no header, a section-header supplementary, or the first cell styled as a header.
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable { case none = 0, supplementary, firstItemInSection }
    /// UIKit's `FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable { case none = 0, supplementary }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public let appearance: Appearance
    /// Default true; sidebars resolve their automatic separators to hidden (`ListSectionStyle`).
    public var showsSeparators: Bool = true
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Per-item separator changes, asked when an item is drawn.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// nil: the appearance's background (systemBackground for plain lists, systemGroupedBackground for grouped ones).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section header; nil = automatic (iOS 15: 22 pt in plain lists, 0 elsewhere).
    public var headerTopPadding: CGFloat?
    /// Accepted; swipe actions never move anything.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// iOS 18: which elements hug their content instead of spanning the list's width. `.supplementaryHeader`: a
    /// supplementary header whose text the list knows is as wide as its text plus the text margins on both sides
    /// (at most the row width) and sits at the leading edge (`ListContentMetrics.huggingWidth`).
    public var contentHuggingElements: ContentHuggingElements = []
    /// UIKit's `UICollectionLayoutListConfiguration.ContentHuggingElements`.
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }
    /// Not UIKit's: what the rows, header and footer hold (UIKit keeps it in each cell's `contentConfiguration`).
    /// Rows with content size to it at the environment's content size category; rows without keep the 44-pt estimate.
    public var content = ListContent()

    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
