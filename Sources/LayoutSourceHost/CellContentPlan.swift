import Foundation
import LayoutEngine

/// What the app's cell registrations put in its list rows, per section, as the Swift-source front end read it
/// (LayoutSource `CellRegistrations`, docs/swift-sources.md "Row content from cell registrations"). Found with the
/// layout (`LayoutDeclaration.cellContent`), it travels to the layout program in the request
/// (`HostRequest.cellContent`); the program hands each section's part to `NSCollectionLayoutSection.list` through
/// `RegisteredListContent.current` while that section is made.
public struct CellContentPlan: Codable, Equatable, Sendable {
    /// One row's content as read: nil style = the cell's `defaultContentConfiguration()`; nil text = a text the
    /// code computes (the row shows one line of the data's title).
    public struct Row: Codable, Equatable, Sendable {
        public var style: String?
        public var text: String?
        public var secondaryText: String?
        public var image: String?
        /// `textProperties.font` / `secondaryTextProperties.font` set to `.preferredFont(forTextStyle:)`: the style.
        public var textStyle: String?
        public var secondaryTextStyle: String?
        /// Accessory kinds (`UICellAccessory.Kind` raw values); a label accessory's text in `labels` at its index.
        public var accessories: [String]
        public var labels: [Int: String]?
        /// `cell.indentationLevel` when literal.
        public var indentationLevel: Int?
        public init(style: String? = nil, text: String? = nil, secondaryText: String? = nil, image: String? = nil,
                    accessories: [String] = [], labels: [Int: String]? = nil, indentationLevel: Int? = nil) {
            self.style = style; self.text = text; self.secondaryText = secondaryText; self.image = image
            self.accessories = accessories; self.labels = labels; self.indentationLevel = indentationLevel
        }
    }

    /// The sections a part applies to: one index, one section identifier (an enum case name, matched against
    /// `--section-kinds`), or every section when both are nil.
    public struct Part: Codable, Equatable, Sendable {
        public var section: Int?
        public var kind: String?
        public var rows: Row?
        public var items: [Int: Row]?
        public var header: Row?
        public var footer: Row?
        public init(section: Int? = nil, kind: String? = nil, rows: Row? = nil, items: [Int: Row]? = nil,
                    header: Row? = nil, footer: Row? = nil) {
            self.section = section; self.kind = kind; self.rows = rows; self.items = items
            self.header = header; self.footer = footer
        }
    }

    /// Most specific first wins: a part for the section's index, then for its kind, then for every section. A
    /// header or footer part for every section (the supplementary provider's) fills what a row part leaves.
    public var parts: [Part]
    public init(parts: [Part]) { self.parts = parts }

    /// The content for section `index` (whose identifier is `kinds[index]` when `--section-kinds` named them).
    public func content(forSection index: Int, kinds: [String]?) -> RegisteredListContent? {
        let kind = kinds.flatMap { index < $0.count ? $0[index] : nil }
        let matching = parts.filter { $0.section == index } + parts.filter { $0.section == nil && $0.kind != nil && $0.kind == kind }
            + parts.filter { $0.section == nil && $0.kind == nil }
        var result = RegisteredListContent()
        for p in matching {
            if result.rows == nil && result.items.isEmpty {
                result.rows = p.rows.map(Self.row)
                for (i, r) in p.items ?? [:] { result.items[i] = Self.row(r) }
            }
            if result.header == nil { result.header = p.header.map(Self.row) }
            if result.footer == nil { result.footer = p.footer.map(Self.row) }
        }
        return result.isEmpty ? nil : result
    }

    static func row(_ r: Row) -> RegisteredListContent.Row {
        let style = r.style.flatMap(UIListContentConfiguration.Style.init(rawValue:))
        var configuration = UIListContentConfiguration(style: style ?? .cell, text: r.text, secondaryText: r.secondaryText,
                                                       imageName: r.image)
        configuration.textStyle = r.textStyle.flatMap(DynamicTypeStyle.init(rawValue:))
        configuration.secondaryTextStyle = r.secondaryTextStyle.flatMap(DynamicTypeStyle.init(rawValue:))
        let accessories = r.accessories.enumerated().compactMap { i, kind in
            UICellAccessory.Kind(rawValue: kind).map { UICellAccessory(kind: $0, text: r.labels?[i]) }
        }
        let level = min(max(r.indentationLevel ?? 0, 0), 100)
        return RegisteredListContent.Row(ListRowContent(configuration, accessories: accessories, indentationLevel: level),
                                         defaultStyle: style == nil)
    }
}

extension LayoutHost {
    /// Runs `make` (layout code making section `section`) with the request's cell-registration content for that
    /// section as `RegisteredListContent.current`, which `NSCollectionLayoutSection.list` reads.
    static func registered<T>(_ request: HostRequest, section: Int, _ make: () throws -> T) rethrows -> T {
        let content = request.cellContent?.content(forSection: section, kinds: request.sectionKinds)
        return try RegisteredListContent.$current.withValue(content) { try make() }
    }
}
