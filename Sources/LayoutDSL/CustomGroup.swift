import LayoutEngine

/// A group that places its items itself (UIKit's `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`,
/// semantics.md §8.6). The provider gets an environment whose container is the group's size inside
/// its content insets and returns frames in the group's coordinate space, one per item. Fills its
/// container until `.width` / `.height` say otherwise.
public struct CustomGroup: LayoutGroup, ItemModelConvertible, Sendable {
    let provider: @Sendable (LayoutEnvironment) -> [CustomItem]

    public init(_ itemProvider: @escaping @Sendable (LayoutEnvironment) -> [CustomItem]) {
        provider = itemProvider
    }

    public var layoutGroup: any LayoutGroup { self }

    func makeItemModel() -> ItemModel {
        ItemModel(layoutSize: .fillingContainer, group: GroupModel(kind: .custom(CustomGroupProvider(provider)), subitems: []))
    }
}
