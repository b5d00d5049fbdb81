import Foundation

/// What an app's list cells hold when its layout code does not say (`UICollectionLayoutListConfiguration.content`
/// empty): the content its cell registrations give, as the Swift-source front end read it from the app's code
/// (docs/swift-sources.md, "Row content from cell registrations"). The layout program sets it around each section
/// provider call for that section; `NSCollectionLayoutSection.list(using:layoutEnvironment:)` takes it as the
/// configuration's content, so the rows size and draw exactly as if the layout had said it (decision 56).
public struct RegisteredListContent: Hashable, Sendable {
    /// One registration's content. `defaultStyle`: made with the cell's `defaultContentConfiguration()`, whose
    /// style UIKit picks from where the cell is (`UIListContentConfiguration.Style.default…(for:)`).
    public struct Row: Hashable, Sendable {
        public var content: ListRowContent
        public var defaultStyle: Bool
        public init(_ content: ListRowContent, defaultStyle: Bool) { self.content = content; self.defaultStyle = defaultStyle }
    }
    /// Every row's (the registration the data source dequeues for the section's items).
    public var rows: Row?
    /// Per item, replacing `rows` (`if indexPath.item == 0` in the cell provider).
    public var items: [Int: Row]
    /// The supplementary header's and footer's (supplementary registrations of the section header / footer kinds).
    public var header: Row?
    public var footer: Row?

    public init(rows: Row? = nil, items: [Int: Row] = [:], header: Row? = nil, footer: Row? = nil) {
        self.rows = rows; self.items = items; self.header = header; self.footer = footer
    }

    public var isEmpty: Bool { rows == nil && items.isEmpty && header == nil && footer == nil }

    /// The list content these registrations give a list of `configuration`: default styles resolved for its
    /// appearance; in `firstItemInSection` mode item 0 is a header row, so a default-styled registration there
    /// takes the appearance's header style (UIKit styles the first item as a header).
    public func listContent(for configuration: UICollectionLayoutListConfiguration) -> ListContent {
        let appearance = configuration.appearance
        let headerRow = configuration.headerMode == .firstItemInSection
        func resolved(_ row: Row?, _ style: UIListContentConfiguration.Style) -> ListRowContent? {
            guard var row else { return nil }
            if row.defaultStyle { row.content.configuration.restyle(style) }
            return row.content
        }
        let cellStyle = UIListContentConfiguration.Style.defaultCell(for: appearance)
        let headerStyle = UIListContentConfiguration.Style.defaultHeader(for: appearance)
        var content = ListContent(rows: resolved(rows, cellStyle), header: resolved(header, headerStyle),
                                  footer: resolved(footer, UIListContentConfiguration.Style.defaultFooter(for: appearance)))
        for (item, row) in items { content.items[item] = resolved(row, headerRow && item == 0 ? headerStyle : cellStyle) }
        if headerRow, content.items[0] == nil, let first = resolved(rows, headerStyle) { content.items[0] = first }
        return content
    }

    /// The registrations' content for the section being made: set by the layout program around each section
    /// provider call (nil everywhere else, and for sections the front end could not tell).
    @TaskLocal public static var current: RegisteredListContent?
}

extension UIListContentConfiguration.Style {
    /// The style of a list cell's `defaultContentConfiguration()` in a list of `appearance`: `sidebarCell` in
    /// sidebars, else `cell`.
    public static func defaultCell(for appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        appearance.isSidebar ? .sidebarCell : .cell
    }
    /// A header's (supplementary, or the first-item header row): `sidebarHeader` in a sidebar, `plainHeader` in
    /// plain lists, else `groupedHeader`.
    public static func defaultHeader(for appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        appearance == .sidebar ? .sidebarHeader : appearance.hasPlainSupplementaries ? .plainHeader : .groupedHeader
    }
    /// A footer's: `plainFooter` in plain lists, else `groupedFooter`.
    public static func defaultFooter(for appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        appearance.hasPlainSupplementaries ? .plainFooter : .groupedFooter
    }
}

extension UIListContentConfiguration {
    /// The same content in another style (and that style's side-by-side default).
    mutating func restyle(_ style: Style) {
        self.style = style
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }
}
