import Foundation

/// Where in a layout (or its input) something is: the components a resolve descended through to reach it, e.g.
/// section 2 → its group → subitem 1. Errors carry it (`LayoutError.path`) so a reader of the layout's source can
/// find the element by walking its own document with the components (LayoutSpec maps it to a file:line:col) instead
/// of parsing text back; `description` is the text the errors print, `sections[2].group.subitems[1]`.
///
/// The resolver extends a path only where it descends into a part it may report: a small array per section, per
/// nested group and per model node the checks before layout visit (`LeafSlotBudget`, `ElementKinds`), never per
/// leaf or per instance of a uniform section, and no text; the text is made when an error is printed.
public struct ModelPath: Sendable, Hashable, CustomStringConvertible {
    /// One step. Indexed steps name an element of a list in the model (`subitem(1)` is `group.subitems[1]`);
    /// the others name a part or a property the error is about.
    public enum Component: Sendable, Hashable, CustomStringConvertible {
        // Where a path starts: a section of the layout, the layout's configuration, or a field of the input.
        /// `sections[i]`: the section at index i (the provider's answer for i, or the uniform section).
        case section(Int)
        case configuration
        case viewSize, safeAreaInsets, contentOffset, contentSize
        /// `itemCounts`: the item counts as a whole (their number or their sum).
        case itemCounts
        /// `itemCounts[i]`: the item count of section i.
        case itemCount(Int)

        // Parts of a section, group or item.
        /// A section's top-level group.
        case group
        /// `subitems[i]` of a group (the one subitem of a `subitem:count:` or `repeatingSubitem:count:` group is 0).
        case subitem(Int)
        /// `supplementaryItems[i]` of an item or group.
        case supplementary(Int)
        /// `boundarySupplementaryItems[i]` of a section or of the configuration.
        case boundaryItem(Int)
        /// `boundarySupplementaryItems`: a section's boundary items together.
        case boundaryItems
        /// `decorationItems[i]` of a section.
        case decoration(Int)
        /// `decorationItems`: a section's decoration items together.
        case decorations
        /// `customItems[i]`: the i-th frame a custom group's provider returned.
        case customItem(Int)

        // Properties.
        case layoutSize, contentInsets, edgeSpacing, interItemSpacing, interGroupSpacing, interSectionSpacing
        case outerPadding, containerAnchor, itemAnchor, visibleItemsInvalidationHandler

        public var description: String {
            switch self {
            case .section(let i): return "sections[\(i)]"
            case .configuration: return "configuration"
            case .viewSize: return "viewSize"
            case .safeAreaInsets: return "safeAreaInsets"
            case .contentOffset: return "contentOffset"
            case .contentSize: return "contentSize"
            case .itemCounts: return "itemCounts"
            case .itemCount(let i): return "itemCounts[\(i)]"
            case .group: return "group"
            case .subitem(let i): return "subitems[\(i)]"
            case .supplementary(let i): return "supplementaryItems[\(i)]"
            case .boundaryItem(let i): return "boundarySupplementaryItems[\(i)]"
            case .boundaryItems: return "boundarySupplementaryItems"
            case .decoration(let i): return "decorationItems[\(i)]"
            case .decorations: return "decorationItems"
            case .customItem(let i): return "customItems[\(i)]"
            case .layoutSize: return "layoutSize"
            case .contentInsets: return "contentInsets"
            case .edgeSpacing: return "edgeSpacing"
            case .interItemSpacing: return "interItemSpacing"
            case .interGroupSpacing: return "interGroupSpacing"
            case .interSectionSpacing: return "interSectionSpacing"
            case .outerPadding: return "outerPadding"
            case .containerAnchor: return "containerAnchor"
            case .itemAnchor: return "itemAnchor"
            case .visibleItemsInvalidationHandler: return "visibleItemsInvalidationHandler"
            }
        }
    }

    /// From the outermost step to the innermost.
    public private(set) var components: [Component]

    public init(_ components: [Component]) { self.components = components }
    public init(_ components: Component...) { self.components = components }

    /// The path one step further in.
    public static func + (path: ModelPath, component: Component) -> ModelPath {
        var p = path
        p.components.append(component)
        return p
    }

    /// The components joined by dots: `sections[2].group.subitems[1].layoutSize`.
    public var description: String { components.map(\.description).joined(separator: ".") }
}
