import Foundation
import LayoutUIKit

/// One layout-producing declaration compiled into a layout program, with a thunk that evaluates it.
///
/// The thunk returns the owner it created (a view controller made with `init()`, no life cycle) with what the
/// declaration produced: the owner must outlive resolution, or `[weak self]` providers would find `self` gone.
public struct LayoutEntry {
    public enum Product {
        case layout(UICollectionViewLayout)
        case section(NSCollectionLayoutSection)
    }
    public var name: String
    /// "File.swift:12:5": where the declaration is, for messages.
    public var place: String
    public var evaluate: (any NSCollectionLayoutEnvironment) throws -> (owner: Any?, product: Product)

    /// The owner's own data-source answers (`numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`),
    /// asked of the owner `evaluate` made once the layout is made; nil when the program does not take them
    /// (the front end's `OwnerDataSource`).
    public var dataSource: ((Any) -> (sections: Int, items: (Int) -> Int)?)?

    public init(name: String, place: String,
                evaluate: @escaping (any NSCollectionLayoutEnvironment) throws -> (owner: Any?, product: Product),
                dataSource: ((Any) -> (sections: Int, items: (Int) -> Int)?)? = nil) {
        self.name = name; self.place = place; self.evaluate = evaluate; self.dataSource = dataSource
    }
}
