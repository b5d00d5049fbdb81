/// A declaration that produces a layout, as `layout-render layouts` lists it. Here, beside the layout runtime, so
/// that the spec-only CLI and the Swift-source front end share it without swift-syntax.
public struct LayoutDeclaration: Equatable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// Produces a `UICollectionViewLayout` / `UICollectionViewCompositionalLayout`.
        case layout
        /// Produces one `NSCollectionLayoutSection` (a helper section builder).
        case section
        /// A section-provider closure stored in a property.
        case sectionProvider = "section provider"
    }
    /// How a user names it: `createLayout`, `FeedViewController.createLayout`.
    public var name: String
    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int
    /// What it reads that a layout cannot know (a diffable data source's identifiers, app state).
    public var dependencies: [RuntimeDependency]
    /// Why it cannot be evaluated on its own (it takes arguments), or nil.
    public var notCallable: String?

    public init(name: String, kind: Kind, file: String, line: Int, column: Int, dependencies: [RuntimeDependency],
                notCallable: String?) {
        self.name = name; self.kind = kind; self.file = file; self.line = line; self.column = column
        self.dependencies = dependencies; self.notCallable = notCallable
    }

    public var place: String { "\(file):\(line):\(column)" }
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// Something layout code reads that only the running app has.
public struct RuntimeDependency: Equatable, Sendable, Codable {
    public enum What: String, Sendable, Codable {
        /// Section identifiers of a diffable data source: supply them with `--section-kinds`.
        case sectionIdentifiers = "section identifiers of a diffable data source"
        /// A stored property the app sets at run time (no initial value).
        case appState = "app state"
    }
    public var what: What
    /// The expression as written, e.g. `dataSource.snapshot().sectionIdentifiers[sectionIndex]`.
    public var expression: String
    public var place: String
    public init(what: What, expression: String, place: String) {
        self.what = what; self.expression = expression; self.place = place
    }
}
