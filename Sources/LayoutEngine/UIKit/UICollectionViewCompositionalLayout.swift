import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`. Returning nil is an error at
/// resolution time (semantics.md §9.5, open question 9).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's `UICollectionViewCompositionalLayout`: one section used for every index, or a provider
/// asked for each section (semantics.md §9.5, §15).
///
/// `model()` turns the objects into the value model the resolver works on; it reads the objects'
/// state at that moment, and a section provider is called by the resolver for each section.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Sections {
        case uniform(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }
    let sections: Sections
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .uniform(section)
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }
    // All four initialisers are designated, as UIKit's (its Objective-C header marks none, so Swift takes each as one):
    // a subclass's `init()` may call `super.init(section:)` or `super.init(sectionProvider:)`.
    public init(section: NSCollectionLayoutSection) {
        sections = .uniform(section)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .provider(sectionProvider)
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        sections = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A copy in both directions, as UIKit: mutating the returned object changes nothing; assign it back (§15.3).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { Self.copy(of: storedConfiguration) }
        set { storedConfiguration = Self.copy(of: newValue) }
    }

    private static func copy(of c: UICollectionViewCompositionalLayoutConfiguration)
        -> UICollectionViewCompositionalLayoutConfiguration {
        // copy(with:) may be overridden by a subclass; fall back to the stored object if it returns another type.
        (c.copy(with: nil) as? UICollectionViewCompositionalLayoutConfiguration) ?? c
    }

    /// The value model of this layout. For a provider-based layout the provider is adapted, not called:
    /// the resolver calls it per section with the environment, and a nil section surfaces as a
    /// resolution error.
    public func model() -> LayoutModel {
        let configuration = storedConfiguration.configurationModel()
        switch sections {
        case .uniform(let section):
            return LayoutModel(section: section.sectionModel(), configuration: configuration)
        case .provider(let provider):
            // Neither UIKit's provider nor the model is Sendable: the model is resolved where it was made.
            return LayoutModel(configuration: configuration) { index, environment in
                provider(index, environment)?.sectionModel()
            }
        }
    }

    /// Resolves the layout for a view, its data and its scroll state (forwards to `LayoutModel.resolve`).
    public func resolve(_ input: LayoutInput) throws -> LayoutResult {
        try model().resolve(input)
    }
}
