import LayoutEngine

/// A list section (UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, iOS 14): full-width rows
/// estimated 44 pt tall with the appearance's margins, paddings and header/footer items
/// (docs/semantics-decisions.md i13). Like UIKit it needs the environment, so it is written inside a provider:
///
///     CompositionalLayout { _, environment in
///         ListSection(appearance: .insetGrouped, headerMode: .supplementary, environment: environment)
///     }
///
/// Section modifiers apply afterwards, as assignments after `list(using:…)` do.
public struct ListSection: LayoutSection, SectionModelConvertible {
    /// Made at once, as `list(using:layoutEnvironment:)` makes its section when called; it keeps the
    /// configuration's `itemSeparatorHandler` (UIKit's, not Sendable), so a ListSection is not Sendable.
    let model: SectionModel

    public init(_ configuration: UICollectionLayoutListConfiguration, environment: any NSCollectionLayoutEnvironment) {
        model = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment).sectionModel()
    }

    /// The common settings in one call; the rest of `UICollectionLayoutListConfiguration` through `init(_:environment:)`.
    /// `rows`, `items`, `header` and `footer` say what the rows hold (`ListContent`): rows with content size to it
    /// at the environment's text size, e.g.
    ///
    ///     ListSection(appearance: .insetGrouped, environment: environment,
    ///                 rows: ListRowContent(.subtitleCell(text: "Wi-Fi", secondaryText: "Home"),
    ///                                      accessories: [.disclosureIndicator()]))
    public init(appearance: UICollectionLayoutListConfiguration.Appearance,
                headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
                footerMode: UICollectionLayoutListConfiguration.FooterMode = .none,
                environment: any NSCollectionLayoutEnvironment,
                rows: ListRowContent? = nil, items: [Int: ListRowContent] = [:],
                header: ListRowContent? = nil, footer: ListRowContent? = nil) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        configuration.footerMode = footerMode
        configuration.content = ListContent(rows: rows, items: items, header: header, footer: footer)
        self.init(configuration, environment: environment)
    }

    public var layoutSection: any LayoutSection { self }

    func makeSectionModel() -> SectionModel { model }
}

extension CompositionalLayout {
    /// UIKit's `UICollectionViewCompositionalLayout.list(using:)`: every section a list section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> CompositionalLayout {
        // UIKit's configuration (its handlers) is not Sendable, nor is the layout: it is resolved where it was made.
        return CompositionalLayout { _, environment in ListSection(configuration, environment: environment) }
    }
}
