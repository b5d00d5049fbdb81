import LayoutEngine

/// A horizontal group (UIKit's `NSCollectionLayoutGroup.horizontal`). Fills its container until
/// `.width` / `.height` say otherwise.
///
/// - `HGroup { a; b }` — `subitems: [a, b]`: the list is a pattern repeated while it fits (§3.1).
/// - `HGroup(count: 3) { a }` — legacy `subitem:count:`: exactly 3 equal slots (§4.1).
/// - `HGroup(repeating: 3) { a }` — `repeatingSubitem:count:`: `a` 3 times at its own size (§4.2).
public struct HGroup: LayoutGroup, ItemModelConvertible {
    let content: GroupContent

    public init(@LayoutItemBuilder _ subitems: () -> [any LayoutItem]) {
        content = GroupContent(subitems: subitems(), arrangement: .pattern)
    }
    public init(count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        content = GroupContent(subitems: [subitem()], arrangement: .equalSlots(count))
    }
    public init(repeating count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        content = GroupContent(subitems: [subitem()], arrangement: .repeating(count))
    }

    public var layoutGroup: any LayoutGroup { self }

    func makeItemModel() -> ItemModel { content.model(kind: .horizontal) }
}

/// A vertical group (UIKit's `NSCollectionLayoutGroup.vertical`); see `HGroup` for the three forms.
public struct VGroup: LayoutGroup, ItemModelConvertible {
    let content: GroupContent

    public init(@LayoutItemBuilder _ subitems: () -> [any LayoutItem]) {
        content = GroupContent(subitems: subitems(), arrangement: .pattern)
    }
    public init(count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        content = GroupContent(subitems: [subitem()], arrangement: .equalSlots(count))
    }
    public init(repeating count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        content = GroupContent(subitems: [subitem()], arrangement: .repeating(count))
    }

    public var layoutGroup: any LayoutGroup { self }

    func makeItemModel() -> ItemModel { content.model(kind: .vertical) }
}

/// What HGroup and VGroup share: their subitems and how they fill the group.
struct GroupContent {
    let subitems: [any LayoutItem]
    let arrangement: GroupModel.Arrangement

    func model(kind: GroupModel.Kind) -> ItemModel {
        // Bad counts (< 1) and empty subitem lists are kept as written: the resolver reports them
        // with their path (semantics.md §20), as it does for the UIKit-style API.
        ItemModel(layoutSize: .fillingContainer,
                  group: GroupModel(kind: kind, subitems: subitems.map(itemModel(of:)), arrangement: arrangement))
    }
}
