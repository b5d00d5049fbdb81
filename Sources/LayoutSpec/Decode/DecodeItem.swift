import Foundation
import LayoutEngine
import LayoutSystem

/// Items and groups (`NSCollectionLayoutItem` / `NSCollectionLayoutGroup`). A group is an item
/// with a `group:` key naming its kind, exactly as a group is-an item in UIKit (semantics.md §8.1).
enum ItemDecoder {
    static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let groupKeys = ["group", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing",
                            "customItems"]

    /// Deep nesting is the resolver's limit too; checking here gives the spec path.
    static let maxDepth = 32

    static func item(_ f: SpecField, depth: Int = 0) throws -> ItemModel {
        guard depth <= maxDepth else { throw f.error("groups nested deeper than \(maxDepth) levels") }
        let o = try f.object(itemKeys + groupKeys)
        var item = ItemModel(layoutSize: try GeometryDecoder.size(try o.required("layoutSize")))
        if let c = o["contentInsets"] { item.contentInsets = try GeometryDecoder.insets(c) }
        if let e = o["edgeSpacing"] { item.edgeSpacing = try GeometryDecoder.edgeSpacing(e) }
        if let s = o["supplementaryItems"] { item.supplementaryItems = try s.list().map(SupplementaryDecoder.anchored) }
        if o["group"] != nil {
            item.group = try group(o, depth: depth)
        } else if let stray = groupKeys.first(where: { o[$0] != nil }) {
            throw o.fields[stray]!.error("'\(DisplayText.echo(stray))' belongs to a group; add 'group: horizontal', 'vertical' or 'custom'")
        }
        return item
    }

    private static func group(_ o: SpecObject, depth: Int) throws -> GroupModel {
        enum Kind { case horizontal, vertical, custom }
        let kindField = try o.required("group")
        let kind = try kindField.choice([("horizontal", Kind.horizontal), ("vertical", .vertical),
                                         ("custom", .custom)], what: "group kind")
        let spacing = try o["interItemSpacing"].map(GeometryDecoder.spacing)
        if kind == .custom {
            for k in ["subitems", "subitem", "repeatingSubitem", "count"] where o[k] != nil {
                throw o.fields[k]!.error("a custom group takes 'customItems' (frames), not '\(DisplayText.echo(k))'")
            }
            let frames = try o.required("customItems").list().map(customItem)
            // UIKit calls the provider with an environment; a spec's frames are fixed, so the closure ignores it.
            return GroupModel(kind: .custom(CustomGroupProvider { _ in frames }), subitems: [],
                              interItemSpacing: spacing)
        }
        if let c = o["customItems"] { throw c.error("'customItems' needs 'group: custom'") }
        let (form, list) = try o.exactlyOne(of: ["subitems", "subitem", "repeatingSubitem"], what: "a group")
        let groupKind: GroupModel.Kind = kind == .horizontal ? .horizontal : .vertical
        if form == "subitems" {
            if let c = o["count"] { throw c.error("'count' goes with 'subitem' or 'repeatingSubitem', not 'subitems'") }
            let subitems = try list.list().map { try item($0, depth: depth + 1) }
            if subitems.isEmpty { throw list.error("at least 1 subitem is required for a group") }
            return GroupModel(kind: groupKind, subitems: subitems, arrangement: .pattern, interItemSpacing: spacing)
        }
        let count = try o.required("count").integer(minimum: 1, maximum: 10_000)
        let sub = try item(list, depth: depth + 1)
        return GroupModel(kind: groupKind, subitems: [sub],
                          arrangement: form == "subitem" ? .equalSlots(count) : .repeating(count),
                          interItemSpacing: spacing)
    }

    /// `{frame: {x, y, width, height}, zIndex}` (NSCollectionLayoutGroupCustomItem), in the group's coordinates.
    private static func customItem(_ f: SpecField) throws -> CustomItem {
        let o = try f.object(["frame", "zIndex"])
        let frame = try o.required("frame")
        let r = try frame.object(["x", "y", "width", "height"])
        let rect = CGRect(x: try r.required("x").number(), y: try r.required("y").number(),
                          width: try r.required("width").nonNegative(), height: try r.required("height").nonNegative())
        return CustomItem(frame: rect, zIndex: try o["zIndex"]?.integer() ?? 0)
    }
}
