import Foundation

/// Supplementary views are identified by element kind and index path (UIKit looks their attributes up that way),
/// so two supplementaries that would report the same kind at the same index path are one element to a collection
/// view. Layouts that would produce such a pair are refused before layout, naming the second one:
/// - boundary items of one section (all at item 0), and layout-level boundary items (reported at [0, 0]), need
///   distinct kinds, also distinct from the kinds of section 0's boundary items and supplementaries;
/// - a boundary item's kind may not be used by an item or group supplementary of its section (both exist at item 0);
/// - the supplementaries of one item need distinct kinds;
/// - a kind hosted by items may not also be hosted by groups (item i and the group's i-th supplementary collide);
/// - the decoration items of one section need distinct kinds (all at item 0).
enum ElementKinds {
    static func checkLayoutBoundary(_ items: [BoundaryItemModel]) throws {
        var seen = Set<String>()
        for (j, b) in items.enumerated() where !seen.insert(b.elementKind).inserted {
            throw duplicate(ModelPath(.configuration, .boundaryItem(j)), b.elementKind, "another layout boundary item")
        }
    }

    static func check(_ section: SectionModel, path: ModelPath, layoutBoundaryKinds: Set<String>) throws {
        var itemKinds: [String: ModelPath] = [:], groupKinds: [String: ModelPath] = [:]
        try collect(section.group, path: path + .group, items: &itemKinds, groups: &groupKinds)
        for kind in groupKinds.keys.sorted() where itemKinds[kind] != nil {
            throw duplicate(groupKinds[kind]!, kind, "a supplementary of an item at \(itemKinds[kind]!)")
        }
        // Layout boundary items are reported at [0, 0], where item 0's and the first group's supplementaries are.
        for kind in layoutBoundaryKinds.sorted() {
            if let other = itemKinds[kind] ?? groupKinds[kind] {
                throw duplicate(other, kind, "a layout boundary item (reported at [0, 0])")
            }
        }
        var decorations = Set<String>()
        for (j, d) in section.decorationItems.enumerated() where !decorations.insert(d.elementKind).inserted {
            throw duplicate(path + .decoration(j), d.elementKind, "another decoration item of the section")
        }
        var seen = Set<String>()
        for (j, b) in section.boundarySupplementaryItems.enumerated() {
            let p = path + .boundaryItem(j)
            if !seen.insert(b.elementKind).inserted { throw duplicate(p, b.elementKind, "another boundary item of the section") }
            if layoutBoundaryKinds.contains(b.elementKind) { throw duplicate(p, b.elementKind, "a layout boundary item (reported in section 0)") }
            if let other = itemKinds[b.elementKind] ?? groupKinds[b.elementKind] {
                throw duplicate(p, b.elementKind, "the supplementary at \(other)")
            }
        }
    }

    private static func collect(_ item: ItemModel, path: ModelPath, items: inout [String: ModelPath], groups: inout [String: ModelPath]) throws {
        var own = Set<String>()
        for (j, s) in item.supplementaryItems.enumerated() {
            let p = path + .supplementary(j)
            if !own.insert(s.elementKind).inserted { throw duplicate(p, s.elementKind, "another supplementary of the same item") }
            if item.isGroup { groups[s.elementKind] = groups[s.elementKind] ?? p } else { items[s.elementKind] = items[s.elementKind] ?? p }
        }
        for (j, sub) in (item.group?.subitems ?? []).enumerated() {
            try collect(sub, path: path + .subitem(j), items: &items, groups: &groups)
        }
    }

    private static func duplicate(_ path: ModelPath, _ kind: String, _ other: String) -> LayoutError {
        .duplicateElementKind(path: path, detail: "element kind \"\(kind)\" is also used by \(other), so both would have the same index path")
    }
}
