import LayoutEngine

/// A leaf item (UIKit's `NSCollectionLayoutItem`). As in seed 004 it fills its container —
/// `fractionalWidth(1) × fractionalHeight(1)` — until `.width` / `.height` say otherwise.
public struct CellItem: LayoutItem, ItemModelConvertible, Sendable {
    public init() {}

    public var layoutItem: any LayoutItem { self }

    func makeItemModel() -> ItemModel {
        ItemModel(layoutSize: .fillingContainer)
    }
}

extension SizeSpec {
    /// The DSL's default size for items, groups and supplementaries (seed 004).
    static let fillingContainer = SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
}
