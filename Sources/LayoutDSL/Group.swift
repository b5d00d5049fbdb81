import LayoutEngine

/// A horizontal group (UIKit's `NSCollectionLayoutGroup.horizontal`). Fills its container until
/// `.width` / `.height` say otherwise.
///
/// - `HGroup { a; b }` — `subitems: [a, b]`: the list is a pattern repeated while it fits (§3.1).
/// - `HGroup(count: 3) { a }` — legacy `subitem:count:`: exactly 3 equal slots (§4.1).
/// - `HGroup(repeating: 3) { a }` — `repeatingSubitem:count:`: `a` 3 times at its own size (§4.2).
public typealias HGroup = AxisGroup<HorizontalAxis>

/// A vertical group (UIKit's `NSCollectionLayoutGroup.vertical`); the same three forms as `HGroup`.
public typealias VGroup = AxisGroup<VerticalAxis>

/// The direction an `AxisGroup` places its subitems in.
public protocol GroupAxis: Sendable {
    static var groupKind: GroupModel.Kind { get }
}
public enum HorizontalAxis: GroupAxis {
    public static var groupKind: GroupModel.Kind { .horizontal }
}
public enum VerticalAxis: GroupAxis {
    public static var groupKind: GroupModel.Kind { .vertical }
}

/// What `HGroup` and `VGroup` are: a group that places subitems one after another along an axis.
public struct AxisGroup<Axis: GroupAxis>: LayoutGroup, ItemModelConvertible, Sendable {
    let subitems: [any LayoutItem]
    let arrangement: GroupModel.Arrangement

    public init(@LayoutItemBuilder _ subitems: () -> [any LayoutItem]) {
        self.subitems = subitems()
        arrangement = .pattern
    }
    public init(count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        subitems = [subitem()]
        arrangement = .equalSlots(count)
    }
    public init(repeating count: Int, @SingleItemBuilder _ subitem: () -> any LayoutItem) {
        subitems = [subitem()]
        arrangement = .repeating(count)
    }

    public var layoutGroup: any LayoutGroup { self }

    func makeItemModel() -> ItemModel {
        // Bad counts (< 1) and empty subitem lists are kept as written: the resolver reports them
        // with their path (semantics.md §20), as it does for the UIKit-style API.
        ItemModel(layoutSize: .fillingContainer,
                  group: GroupModel(kind: Axis.groupKind, subitems: subitems.map(itemModel(of:)),
                                    arrangement: arrangement))
    }
}
