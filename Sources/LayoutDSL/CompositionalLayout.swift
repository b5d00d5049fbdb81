import Foundation
import LayoutEngine

/// A whole layout (UIKit's `UICollectionViewCompositionalLayout` with its configuration), written
/// either with one section used for every section index,
///
///     CompositionalLayout { GroupSection { … } }
///
/// or with a section provider that reads the section index and the environment (semantics.md §9.5):
///
///     CompositionalLayout { sectionIndex, environment in TiledSection(environment: environment) }
///
/// It only builds the value model; `model.resolve` (or `resolve` here) does the layout.
public struct CompositionalLayout {
    enum Sections {
        case uniform(any LayoutSection)
        case provider((Int, LayoutEnvironment) -> (any LayoutSection)?)
    }
    let sections: Sections
    public private(set) var configuration: ConfigurationModel

    public init(configuration: ConfigurationModel = ConfigurationModel(),
                @LayoutSectionBuilder _ section: () -> any LayoutSection) {
        sections = .uniform(section())
        self.configuration = configuration
    }

    /// The provider is called per section index and environment; returning no section (nil) is
    /// what UIKit's provider returning nil means, and the resolver treats it so.
    public init(configuration: ConfigurationModel = ConfigurationModel(),
                @SectionProviderBuilder _ sectionProvider: @escaping (Int, LayoutEnvironment) -> (any LayoutSection)?) {
        sections = .provider(sectionProvider)
        self.configuration = configuration
    }

    /// The value model, the same one the UIKit-named classes build.
    public var model: LayoutModel {
        switch sections {
        case .uniform(let section):
            return LayoutModel(section: sectionModel(of: section), configuration: configuration)
        case .provider(let provider):
            return LayoutModel(configuration: configuration) { index, environment in
                provider(index, environment).map(sectionModel(of:))
            }
        }
    }

    /// Resolves the layout; the DSL has no resolver of its own.
    public func resolve(_ input: LayoutInput) throws -> LayoutResult {
        try model.resolve(input)
    }

    func with(_ change: (inout ConfigurationModel) -> Void) -> CompositionalLayout {
        var copy = self
        change(&copy.configuration)
        return copy
    }

    /// `configuration.scrollDirection` (semantics.md §15).
    public func scrollDirection(_ direction: UICollectionView.ScrollDirection) -> CompositionalLayout {
        with { $0.scrollDirection = direction }
    }
    /// `configuration.interSectionSpacing`.
    public func interSectionSpacing(_ spacing: CGFloat) -> CompositionalLayout {
        with { $0.interSectionSpacing = spacing }
    }
    /// `configuration.boundarySupplementaryItems`: layout-wide header and footer (semantics.md §12).
    public func boundarySupplementaryItems(
        @BoundarySupplementaryItemBuilder _ items: () -> [BoundarySupplementaryItem]
    ) -> CompositionalLayout {
        let models = items().map(\.model)
        return with { $0.boundarySupplementaryItems = models }
    }
    /// `configuration.contentInsetsReference` (iOS 14, §2.1).
    public func contentInsetsReference(_ reference: UIContentInsetsReference) -> CompositionalLayout {
        with { $0.contentInsetsReference = reference }
    }
}
