import Foundation
import LayoutEngine

/// Section-identifier types that can be built from a case name given on the command line (`--section-kinds`).
///
/// A registry, not a protocol the app's enum is made to adopt: a conformance must be written where the type is
/// visible, and a `private enum Section` nested in a view controller is visible only inside that controller and
/// its extensions. The generated program registers each section enum from an extension of the type that holds
/// it, which sees it whatever its access level.
///
/// A value, not a global: the program fills one before it evaluates and hands it to the evaluation in its
/// `ScreenEnvironment` (a task-local), so two evaluations never see each other's names.
public struct SectionKindNames: Sendable {
    struct Entry: Sendable { var names: [String]; var make: @Sendable (String) -> Any? }
    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    /// `type`'s cases by name (`make` returns nil for a name that is not a case).
    public mutating func register<T>(_ type: T.Type, names: [String], make: @escaping @Sendable (String) -> T?) {
        entries[ObjectIdentifier(type)] = Entry(names: names, make: { make($0) })
    }

    func entry<T>(for type: T.Type) -> Entry? { entries[ObjectIdentifier(type)] }
}

/// Raised when layout code reads data a layout cannot know and none was supplied; the program that evaluates
/// layouts reports it as one line (`LayoutSourceHost`, through `ScreenEnvironment.missingRuntimeData`).
public struct MissingRuntimeData: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// UIKit's diffable data source, as layout code reads it: `snapshot().sectionIdentifiers[i]` and
/// `sectionIdentifier(for:)`. The identifiers are the ones given with `--section-kinds` (a layout cannot know
/// them; docs/swift-sources.md); cells are never made.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var applied: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}
    /// The data source the generated program puts where the app would have made one.
    public init(sectionKindsFromEnvironment: ()) {}

    /// The `--section-kinds` identifiers, named once per data source: a provider asks for the snapshot once per
    /// section, and naming 20,000 kinds for each of 20,000 sections took minutes.
    private var fromEnvironment: [SectionIdentifierType]?

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        if let applied { return applied }
        let sections = fromEnvironment ?? Self.environmentSections()
        fromEnvironment = sections
        return NSDiffableDataSourceSnapshot(sectionIdentifiers: sections)
    }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applied = snapshot
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let s = snapshot().sectionIdentifiers
        return s.indices.contains(index) ? s[index] : nil
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    /// Where an item is in the applied snapshot (nil before one is applied, as for an unknown item).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let applied else { return nil }
        for (s, section) in applied.sectionIdentifiers.enumerated() {
            if let i = applied.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    static func environmentSections() -> [SectionIdentifierType] {
        let environment = ScreenEnvironment.current
        guard let names = environment.sectionKinds else {
            environment.missingRuntimeData(MissingRuntimeData(
                "the layout reads section identifiers from a diffable data source; give them with --section-kinds"))
        }
        guard let named = environment.sectionKindNames.entry(for: SectionIdentifierType.self) else {
            environment.missingRuntimeData(MissingRuntimeData(
                "--section-kinds: section identifiers of type \(SectionIdentifierType.self) cannot be named: only "
                + "enums whose cases carry no values (or values with placeholders: numbers, text, flags, identifiers, "
                + "optionals, collections) can, declared where a file-level extension reaches them (not "
                + "inside a private type that is itself nested; make that type fileprivate)"))
        }
        return names.map { name in
            guard let value = named.make(name) as? SectionIdentifierType else {
                environment.missingRuntimeData(MissingRuntimeData(
                    "--section-kinds: '\(name)' is not a case of \(SectionIdentifierType.self) (cases: "
                    + named.names.joined(separator: ", ") + ")"))
            }
            return value
        }
    }
}

/// UIKit's snapshot: section identifiers and item identifiers per section.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType]
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]

    public init() { sectionIdentifiers = [] }
    init(sectionIdentifiers: [SectionIdentifierType]) { self.sectionIdentifiers = sectionIdentifiers }
    /// The snapshot the generated program puts where the app keeps one of its own: the `--section-kinds`
    /// identifiers when they are given, else none (a layout of the owner that does not read them).
    public init(sectionKindsFromEnvironment: ()) {
        sectionIdentifiers = ScreenEnvironment.current.sectionKinds == nil ? []
            : UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.environmentSections()
    }

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var itemIdentifiers: [ItemIdentifierType] { sectionIdentifiers.flatMap { items[$0] ?? [] } }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers.append(contentsOf: identifiers)
    }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection section: SectionIdentifierType? = nil) {
        guard let s = section ?? sectionIdentifiers.last else { return }
        items[s, default: []].append(contentsOf: identifiers)
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }

    // The rest of UIKit's snapshot API (NSDiffableDataSourceSnapshot): what an app's update code calls, kept as a
    // snapshot would (items per section, in order).
    public var numberOfItems: Int { itemIdentifiers.count }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionIdentifiers.first { items[$0]?.contains(identifier) ?? false }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { [] }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { [] }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { [] }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let i = sectionIdentifiers.firstIndex(of: toIdentifier) ?? sectionIdentifiers.count
        sectionIdentifiers.insert(contentsOf: identifiers, at: i)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let i = sectionIdentifiers.firstIndex(of: toIdentifier).map { $0 + 1 } ?? sectionIdentifiers.count
        sectionIdentifiers.insert(contentsOf: identifiers, at: i)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers.removeAll { identifiers.contains($0) }
        for i in identifiers { items[i] = nil }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        sectionIdentifiers.removeAll { $0 == identifier }
        insertSections([identifier], beforeSection: toIdentifier)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        sectionIdentifiers.removeAll { $0 == identifier }
        insertSections([identifier], afterSection: toIdentifier)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let s = sectionIdentifier(containingItem: beforeIdentifier), let i = items[s]?.firstIndex(of: beforeIdentifier) else { return }
        items[s]!.insert(contentsOf: identifiers, at: i)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let s = sectionIdentifier(containingItem: afterIdentifier), let i = items[s]?.firstIndex(of: afterIdentifier) else { return }
        items[s]!.insert(contentsOf: identifiers, at: i + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sectionIdentifiers { items[s]?.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sectionIdentifiers = []; items = [:] }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier]); insertItems([identifier], beforeItem: toIdentifier)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier]); insertItems([identifier], afterItem: toIdentifier)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}

/// As UIKit's: a snapshot of Sendable identifiers can cross to another task.
extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
