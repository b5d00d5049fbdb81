import Foundation

/// UIKit's `UIListContentConfiguration` (iOS 14): what a list row, header or footer shows — text, secondary text and
/// an image — in one of UIKit's content styles. Here it says what a row holds so the row can size to it
/// (`ListContentMetrics`) and be drawn (LayoutRender `Paint/ListRows`); fonts, margins and paddings follow the
/// style (docs/semantics-decisions.md, list content).
public struct UIListContentConfiguration: Hashable, Sendable {
    /// UIKit's factory methods, one case each.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell,
             accompaniedSidebarSubtitleCell, plainHeader, plainFooter, groupedHeader, groupedFooter,
             prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

        /// Header and footer styles (a header row in `firstItemInSection` mode, a supplementary header or footer).
        public var isHeaderOrFooter: Bool {
            switch self {
            case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
                 .extraProminentInsetGroupedHeader, .sidebarHeader: return true
            default: return false
            }
        }
        public var isFooter: Bool { self == .plainFooter || self == .groupedFooter }
    }

    public var style: Style
    public var text: String?
    public var secondaryText: String?
    /// An image's name (UIKit's `image`; LayoutUIKit maps `UIImage(systemName:)` onto it). Any name shows an image.
    public var imageName: String?
    /// UIKit's `prefersSideBySideTextAndSecondaryText`: true for `valueCell` below the accessibility sizes.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// UIKit's `textProperties.font` / `secondaryTextProperties.font` when set to a Dynamic Type style
    /// (`.preferredFont(forTextStyle:)`); nil: the style's own (`ListContentMetrics.metrics`).
    public var textStyle: DynamicTypeStyle?
    public var secondaryTextStyle: DynamicTypeStyle?

    public init(style: Style, text: String? = nil, secondaryText: String? = nil, imageName: String? = nil) {
        self.style = style; self.text = text; self.secondaryText = secondaryText; self.imageName = imageName
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

    public static func cell() -> Self { Self(style: .cell) }
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    public static func valueCell() -> Self { Self(style: .valueCell) }
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(style: .accompaniedSidebarSubtitleCell) }
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
    public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }
    /// UIKit's `header()` / `footer()` (iOS 18) are the grouped ones here.
    public static func header() -> Self { Self(style: .groupedHeader) }
    public static func footer() -> Self { Self(style: .groupedFooter) }
}

/// UIKit's `UICellAccessory`, as far as a row shows it: the kind and, for `.label`, its text.
public struct UICellAccessory: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case disclosureIndicator, outlineDisclosure, checkmark, detail, delete, insert, reorder, multiselect, label
        /// An app's own view (`customView(configuration:)`): drawn as a placeholder the size of a glyph.
        case customView
    }
    /// UIKit's `UICellAccessory.DisplayedState`: when an accessory shows (a picture shows the cell not editing).
    public enum DisplayedState: Hashable, Sendable { case always, whenEditing, whenNotEditing }
    public var kind: Kind
    /// The text of a `.label` accessory.
    public var text: String?
    public init(kind: Kind, text: String? = nil) { self.kind = kind; self.text = text }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self { Self(kind: .disclosureIndicator) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self { Self(kind: .outlineDisclosure) }
    public static func checkmark(displayed: DisplayedState = .always) -> Self { Self(kind: .checkmark) }
    public static func detail(displayed: DisplayedState = .always) -> Self { Self(kind: .detail) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: .delete) }
    public static func insert(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: .insert) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: .reorder) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self { Self(kind: .multiselect) }
    public static func label(text: String, displayed: DisplayedState = .always) -> Self { Self(kind: .label, text: text) }
}

/// What one row (or header, or footer) holds: a content configuration and the cell's accessories and indentation.
public struct ListRowContent: Hashable, Sendable {
    public var configuration: UIListContentConfiguration
    public var accessories: [UICellAccessory]
    /// UIKit's `UICollectionViewListCell.indentationLevel`: the content (and its automatic separator) starts
    /// `indentationLevel × ListContentMetrics.indentationWidth` further in. Drawing only.
    public var indentationLevel: Int
    public init(_ configuration: UIListContentConfiguration, accessories: [UICellAccessory] = [], indentationLevel: Int = 0) {
        self.configuration = configuration; self.accessories = accessories; self.indentationLevel = indentationLevel
    }
}

/// What a list section's rows hold, as the app's cells would show it (UIKit keeps this in the cells; a layout
/// file says it here): one content for every row, per-item replacements, and the supplementary header's and
/// footer's. A row with no content keeps the list's 44-pt estimate; a row with content sizes to it.
public struct ListContent: Hashable, Sendable {
    /// Every row's content (nil: unknown, the row keeps its estimate).
    public var rows: ListRowContent?
    /// Per item, replacing `rows` (item 0 is the header row in `firstItemInSection` mode).
    public var items: [Int: ListRowContent]
    /// The supplementary header's content (`headerMode = .supplementary`), and in `firstItemInSection` mode the
    /// header row's unless `items[0]` says otherwise.
    public var header: ListRowContent?
    public var footer: ListRowContent?

    public init(rows: ListRowContent? = nil, items: [Int: ListRowContent] = [:], header: ListRowContent? = nil,
                footer: ListRowContent? = nil) {
        self.rows = rows; self.items = items; self.header = header; self.footer = footer
    }

    public var isEmpty: Bool { rows == nil && items.isEmpty && header == nil && footer == nil }

    /// The content of item `item`, or nil when the layout cannot know it.
    public func content(ofItem item: Int, headerMode: UICollectionLayoutListConfiguration.HeaderMode) -> ListRowContent? {
        if let c = items[item] { return c }
        if headerMode == .firstItemInSection && item == 0 { return header }
        return rows
    }
}

extension UIListContentConfiguration {
    /// A style with its text, secondary text and image in one call (the DSL's and tests' shorthand).
    public static func cell(text: String?, secondaryText: String? = nil, imageName: String? = nil) -> Self {
        Self(style: .cell, text: text, secondaryText: secondaryText, imageName: imageName)
    }
    public static func subtitleCell(text: String?, secondaryText: String? = nil, imageName: String? = nil) -> Self {
        Self(style: .subtitleCell, text: text, secondaryText: secondaryText, imageName: imageName)
    }
    public static func valueCell(text: String?, secondaryText: String? = nil, imageName: String? = nil) -> Self {
        Self(style: .valueCell, text: text, secondaryText: secondaryText, imageName: imageName)
    }
    public static func sidebarCell(text: String?, secondaryText: String? = nil, imageName: String? = nil) -> Self {
        Self(style: .sidebarCell, text: text, secondaryText: secondaryText, imageName: imageName)
    }
}
