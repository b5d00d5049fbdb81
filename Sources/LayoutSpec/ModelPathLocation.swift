import Foundation
import LayoutEngine

extension LayoutSpecDocument {
    /// The place in the file of the element a resolver error names: the spec's nodes are walked with the path's
    /// components, and the deepest node reached answers (an element the file does not spell out — a list
    /// section's generated group, a property left at its default — is reported at its nearest written ancestor).
    /// nil when the path names nothing written in the file (the view size, the item counts) or there is no file.
    public func location(of path: ModelPath) -> SourceLocation? {
        guard var node = syntax else { return nil }
        var found: SourceLocation?
        for component in path.components {
            guard let next = SpecPathWalk.step(node, component) else { break }
            node = next
            found = next.location ?? found
        }
        return found
    }
}

/// One step of `location(of:)`: the node a component leads to from `node`, in the spec's own spelling of the
/// model (docs/spec-format.md).
enum SpecPathWalk {
    static func step(_ node: SpecNode, _ component: ModelPath.Component) -> SpecNode? {
        switch component {
        case .section(let i):
            // `section:` is one layout for every index; `sections:` lists one per index.
            if let one = value(node, "section") { return one }
            return indexed(node, "sections", i)
        case .configuration: return value(node, "configuration")
        case .group: return value(node, "group") ?? value(node, "list")
        case .subitem(let i):
            if value(node, "subitems") != nil { return indexed(node, "subitems", i) }
            // `subitem:` and `repeatingSubitem:` write a count group's one subitem (the model's subitems[0]).
            guard i == 0 else { return nil }
            return value(node, "subitem") ?? value(node, "repeatingSubitem")
        case .supplementary(let i): return indexed(node, "supplementaryItems", i)
        // A list section without its own boundary or decoration items has the ones its list configuration made.
        case .boundaryItem(let i):
            return indexed(node, "boundarySupplementaryItems", i) ?? value(node, "list")
        case .boundaryItems: return value(node, "boundarySupplementaryItems") ?? value(node, "list")
        case .decoration(let i): return indexed(node, "decorationItems", i) ?? value(node, "list")
        case .decorations: return value(node, "decorationItems") ?? value(node, "list")
        case .customItem(let i): return indexed(node, "customItems", i)
        case .layoutSize: return value(node, "layoutSize")
        case .contentInsets: return value(node, "contentInsets")
        case .edgeSpacing: return value(node, "edgeSpacing")
        case .interItemSpacing: return value(node, "interItemSpacing")
        case .interGroupSpacing: return value(node, "interGroupSpacing")
        case .interSectionSpacing: return value(node, "interSectionSpacing")
        case .outerPadding: return value(node, "outerPadding")
        case .containerAnchor: return value(node, "containerAnchor")
        case .itemAnchor: return value(node, "itemAnchor")
        // The spec names the handler's effect, not the closure.
        case .visibleItemsInvalidationHandler: return value(node, "visibleItemsInvalidation")
        // The input (view, offsets, item counts) comes from the environment and the command line, not the layout.
        case .viewSize, .safeAreaInsets, .contentOffset, .contentSize, .itemCounts, .itemCount: return nil
        }
    }

    private static func value(_ node: SpecNode, _ key: String) -> SpecNode? {
        guard case .mapping(let pairs, _) = node else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// Element i of the list under `key`; the list itself when it has no element i (the walk stops there).
    private static func indexed(_ node: SpecNode, _ key: String, _ i: Int) -> SpecNode? {
        guard let list = value(node, key) else { return nil }
        guard case .sequence(let elements, _) = list, elements.indices.contains(i) else { return list }
        return elements[i]
    }
}
