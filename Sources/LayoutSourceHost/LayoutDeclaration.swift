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
        /// Declared as a `UICollectionViewLayout` but builds another kind (a `UICollectionViewFlowLayout`, a custom
        /// subclass): listed by `layouts`, never drawn (`notCallable` says what it builds); `check` skips it.
        case notCompositional = "not compositional"
    }
    /// How a user names it: `createLayout`, `FeedViewController.createLayout`.
    public var name: String
    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int
    /// What it reads that a layout cannot know (a diffable data source's identifiers, app state).
    public var dependencies: [RuntimeDependency]
    /// Why it cannot be evaluated on its own (it takes arguments of a type `--arg` cannot give), or nil.
    public var notCallable: String?
    /// The file named on the command line that this layout was found for when it is declared in another file of
    /// the module: `FeedViewController.swift` names the class, its layout is in `FeedViewController+Layout.swift`.
    public var host: String?
    /// Its own parameters (not the layout environment or a section index), given with `--arg name=value`.
    public var parameters: [LayoutParameter] = []
    /// For a layout that cannot be called on its own (`notCallable`): the layouts of the module that call it (a
    /// factory taking the sizes its callers choose), through which it is drawn; `check` does not check it alone.
    public var calledBy: [String]?
    /// Where the app's own call is whose constant arguments it is drawn with when none are given (LayoutSource
    /// `CallSites`), and which parameters that call gives.
    public var argumentsFromCall: String?
    public var argumentsFromCallNames: [String]?
    /// A digest of all the user's code its program holds (the declarations it takes, and its own code), or nil
    /// when not known: equal digests, equal layouts (`check` keys its warm runs with it).
    public var inputsDigest: String?
    /// What the cell registrations the layout can see put in its list rows (LayoutSource `CellRegistrations`), and
    /// one line per thing read or not (what `--verbose` prints).
    public var cellContent: CellContentPlan?
    public var cellContentNotes: [String] = []
    /// The item counts its own type answers as the collection view's data source, per section (nil: a count the
    /// code computes), when written as numbers (LayoutSource `DataSourceCounts`); used when none are given.
    public var statedItemCounts: [Int?]?
    /// For a layout that reads a diffable data source's section identifiers: the identifier type as the data source
    /// names it (`Section`), and when it is an enum of the module whose cases can be made (no values, or values with
    /// placeholders), its cases in
    /// declaration order — the sections drawn when none are given (one per case).
    public var sectionIdentifierType: String?
    public var defaultSectionKinds: [String]?
    /// The cases among `defaultSectionKinds` that carry values, made with placeholders of them (`.hero(0)`).
    public var sectionKindPlaceholders: [String]?

    public init(name: String, kind: Kind, file: String, line: Int, column: Int, dependencies: [RuntimeDependency],
                notCallable: String?) {
        self.name = name; self.kind = kind; self.file = file; self.line = line; self.column = column
        self.dependencies = dependencies; self.notCallable = notCallable
    }

    public var place: String { "\(file):\(line):\(column)" }
    /// Whether it belongs to `path`: declared there, or found for it (`host`).
    public func belongs(to path: String) -> Bool { file == path || host == path }

    public init(name: String, kind: Kind, file: String, line: Int, column: Int, dependencies: [RuntimeDependency],
                notCallable: String?, parameters: [LayoutParameter] = []) {
        self.name = name; self.kind = kind; self.file = file; self.line = line; self.column = column
        self.dependencies = dependencies; self.notCallable = notCallable; self.parameters = parameters
    }

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

/// A parameter of a layout function that `--arg` gives: a size, a number, a flag, text or an enum case.
public struct LayoutParameter: Equatable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable { case size, number, integer, bool, string, choice }
    /// The name the function's body uses and `--arg` names.
    public var name: String
    /// The argument label the call writes (nil for `_`).
    public var label: String?
    /// The type as written.
    public var type: String
    public var kind: Kind
    /// The cases of an enum parameter.
    public var cases: [String]
    public var hasDefault: Bool

    public init(name: String, label: String?, type: String, kind: Kind, cases: [String], hasDefault: Bool) {
        self.name = name; self.label = label; self.type = type; self.kind = kind; self.cases = cases
        self.hasDefault = hasDefault
    }

    public var description: String { "\(name): \(type)" }

    /// A value that would do, for messages.
    public var example: String {
        switch kind {
        case .size: return "375x200"
        case .number: return "16"
        case .integer: return "2"
        case .bool: return "true"
        case .string: return "text"
        case .choice: return cases.first ?? "case"
        }
    }

    /// Why `value` is not one of this type, or nil.
    public func problem(with value: String) -> String? {
        switch kind {
        case .size:
            let parts = value.split(whereSeparator: { $0 == "x" || $0 == "," }).map { Double($0) }
            return parts.count == 2 && parts.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 }) ? nil
                : "expected WIDTHxHEIGHT for \(description), e.g. 375x200"
        case .number: return Double(value).map { $0.isFinite ? nil : "expected a finite number for \(description)" }
            ?? "expected a number for \(description)"
        case .integer: return Int(value) == nil ? "expected a whole number for \(description)" : nil
        case .bool: return ["true", "false", "yes", "no", "1", "0"].contains(value) ? nil : "expected true or false for \(description)"
        case .string: return nil
        case .choice:
            let plain = value.hasPrefix(".") ? String(value.dropFirst()) : value
            return cases.contains(plain) ? nil : "expected one of \(cases.joined(separator: ", ")) for \(description)"
        }
    }
}
