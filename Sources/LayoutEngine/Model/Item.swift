import Foundation

/// An item or a group in the value model. A group is an item that carries `group`
/// (UIKit: `NSCollectionLayoutGroup` is-an `NSCollectionLayoutItem`, semantics.md §8.1).
/// Not Sendable: a group may be custom, with UIKit code's item provider (see `SectionModel`).
public struct ItemModel {
    public var layoutSize: SizeSpec
    public var contentInsets: NSDirectionalEdgeInsets
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [SupplementaryModel]
    /// Non-nil when this item is a group.
    public var group: GroupModel?

    public init(layoutSize: SizeSpec, contentInsets: NSDirectionalEdgeInsets = .zero,
                edgeSpacing: EdgeSpacing? = nil, supplementaryItems: [SupplementaryModel] = [],
                group: GroupModel? = nil) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.group = group
    }

    public var isGroup: Bool { group != nil }
}

/// What makes an item a group: how it lays out its subitems (semantics.md §3, §4, §8).
public struct GroupModel {
    public enum Kind {
        case horizontal
        case vertical
        /// `custom(layoutSize:itemProvider:)`: frames in the group's coordinate space (§8.6).
        case custom(CustomGroupProvider)
    }
    /// How the subitems fill the group.
    public enum Arrangement: Hashable, Sendable {
        /// `subitems:` — the list is a pattern repeated while it fits (§3.1).
        case pattern
        /// Legacy `subitem:count:` — exactly n equal slots (§4.1).
        case equalSlots(Int)
        /// `repeatingSubitem:count:` — the subitem n times at its own size (§4.2).
        case repeating(Int)
    }

    public var kind: Kind
    public var subitems: [ItemModel]
    public var arrangement: Arrangement
    public var interItemSpacing: LayoutSpacing?

    public init(kind: Kind, subitems: [ItemModel], arrangement: Arrangement = .pattern,
                interItemSpacing: LayoutSpacing? = nil) {
        self.kind = kind; self.subitems = subitems; self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
    }

    /// The axis subitems advance along; nil for custom groups.
    public var axis: LayoutAxis? {
        switch kind {
        case .horizontal: return .x
        case .vertical: return .y
        case .custom: return nil
        }
    }
}

/// One frame returned by a custom group's provider (UIKit: `NSCollectionLayoutGroupCustomItem`).
public struct CustomItem: Hashable, Sendable {
    public var frame: CGRect
    public var zIndex: Int
    public init(frame: CGRect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}

/// The closure behind a custom group; called with an environment whose container is the
/// group's size with its content insets (§2.3, §8.6).
/// Not Sendable: UIKit's `NSCollectionLayoutGroupCustomItemProvider` is not.
public struct CustomGroupProvider {
    public let provide: (LayoutEnvironment) -> [CustomItem]
    public init(_ provide: @escaping (LayoutEnvironment) -> [CustomItem]) { self.provide = provide }
}

@available(*, unavailable, message: "a model may hold UIKit code's closures; send what it is made from")
extension ItemModel: Sendable {}
@available(*, unavailable, message: "a model may hold UIKit code's closures; send what it is made from")
extension GroupModel: Sendable {}
@available(*, unavailable, message: "UIKit's custom item provider is not Sendable")
extension CustomGroupProvider: Sendable {}
