import LayoutEngine

/// Anything that can stand where UIKit takes an `NSCollectionLayoutItem`: a group's subitem.
///
/// Write reusable items as a struct whose `layoutItem` body is made of other components:
///
///     struct Tile: LayoutItem {
///         var layoutItem: LayoutItem { CellItem().contentInsets(4) }
///     }
///
/// The library's own primitives (`CellItem`, `HGroup`, …) return themselves.
public protocol LayoutItem: Sendable {
    var layoutItem: any LayoutItem { get }
}

/// Anything that can stand where UIKit takes an `NSCollectionLayoutGroup`: a section's group, or a
/// subitem (a group is-an item, semantics.md §8.1). Reusable groups (the seed's `TiledGroup`)
/// conform and describe themselves in `layoutGroup`.
public protocol LayoutGroup: LayoutItem {
    var layoutGroup: any LayoutGroup { get }
}

extension LayoutGroup {
    public var layoutItem: any LayoutItem { layoutGroup }
}

/// Implemented by the primitives that know their own model; user components never need it.
protocol ItemModelConvertible {
    func makeItemModel() -> ItemModel
}

/// How deep a chain of components may refer to further components before we call it a cycle
/// (a component whose body is itself would otherwise recurse forever).
let maximumComponentDepth = 1_000

/// Follows a component's bodies (`layoutItem`, `layoutSection`) down to a primitive that knows its model.
func primitiveModel<Component, Model>(of component: Component, body: (Component) -> Component,
                                      model: (Component) -> Model?, primitives: String) -> Model {
    var current = component
    for _ in 0..<maximumComponentDepth {
        if let built = model(current) { return built }
        current = body(current)
    }
    preconditionFailure("LayoutDSL: the body of \(type(of: component)) never reaches \(primitives) "
        + "(does it refer to itself?)")
}

/// The value model an item or group component stands for.
func itemModel(of component: any LayoutItem) -> ItemModel {
    primitiveModel(of: component, body: { $0.layoutItem }, model: { ($0 as? ItemModelConvertible)?.makeItemModel() },
                   primitives: "CellItem, HGroup, VGroup or CustomGroup")
}

/// A component with one change applied to its model. Modifiers (`.width`, `.contentInsets`, …) wrap
/// the component they are called on, so they work on user components as well as on primitives,
/// and a modified group is still a group.
public struct ModifiedItem<Base: LayoutItem>: LayoutItem, ItemModelConvertible, Sendable {
    let base: Base
    let modify: @Sendable (inout ItemModel) -> Void

    public var layoutItem: any LayoutItem { self }

    func makeItemModel() -> ItemModel {
        var model = itemModel(of: base)
        modify(&model)
        return model
    }
}

extension ModifiedItem: LayoutGroup where Base: LayoutGroup {
    public var layoutGroup: any LayoutGroup { self }
}
