import Foundation

/// UIKit's `NSCollectionLayoutGroupCustomItemProvider`: frames in the group's own coordinates (§8.6).
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// UIKit's `NSCollectionLayoutGroup`: an item that lays out subitems horizontally, vertically or
/// through a custom frame provider (semantics.md §3, §4, §8).
///
/// Construction never fails, even where UIKit raises (no subitems, count < 1): the group is
/// stored as written and the resolver rejects it with a typed `LayoutError` naming its path
/// (§8.7, §20.2), so a bad layout is a clear error instead of a crash.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group places its subitems.
    public enum Layout {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    public let layout: Layout
    public let subitems: [NSCollectionLayoutItem]
    /// Pattern, legacy equal slots or repetition (`GroupModel.Arrangement`).
    public let arrangement: GroupModel.Arrangement
    /// Spacing between consecutive subitems along the group axis; nil = fixed 0 (§5).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Settable on groups (read-only on plain items), as in UIKit.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    public required init(layoutSize: NSCollectionLayoutSize, layout: Layout, subitems: [NSCollectionLayoutItem],
                         arrangement: GroupModel.Arrangement) {
        self.layout = layout
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The subitem list is a pattern, repeated while it fits (§3.1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, layout: .horizontal, subitems: subitems, arrangement: .pattern)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, layout: .vertical, subitems: subitems, arrangement: .pattern)
    }
    /// Legacy (deprecated in iOS 16): exactly `count` equal slots; the subitem's own size along the
    /// group axis is ignored (§4.1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, layout: .horizontal, subitems: [subitem], arrangement: .equalSlots(count))
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, layout: .vertical, subitems: [subitem], arrangement: .equalSlots(count))
    }
    /// iOS 16: the subitem `count` times at its own size (§4.2).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> Self {
        Self(layoutSize: layoutSize, layout: .horizontal, subitems: [subitem], arrangement: .repeating(count))
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> Self {
        Self(layoutSize: layoutSize, layout: .vertical, subitems: [subitem], arrangement: .repeating(count))
    }
    /// Frames come from `itemProvider`, called with the group's geometry as container (§8.6).
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, layout: .custom(itemProvider), subitems: [], arrangement: .pattern)
    }

    override func groupModel() -> GroupModel? {
        let kind: GroupModel.Kind
        switch layout {
        case .horizontal: kind = .horizontal
        case .vertical: kind = .vertical
        case .custom(let provider):
            // Neither UIKit's provider nor the model is Sendable: the model is resolved where it was made.
            kind = .custom(CustomGroupProvider { environment in
                provider(environment).map { CustomItem(frame: $0.frame, zIndex: $0.zIndex) }
            })
        }
        return GroupModel(kind: kind, subitems: subitems.map { $0.itemModel() }, arrangement: arrangement,
                          interItemSpacing: interItemSpacing?.spacingModel)
    }

    /// A short text outline of the group tree (UIKit draws an ASCII picture; this lists the parts).
    open func visualDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    override func describe(into lines: inout [String], depth: Int) {
        var head = String(repeating: "  ", count: depth)
        switch layout {
        case .horizontal: head += "horizontal group"
        case .vertical: head += "vertical group"
        case .custom: head += "custom group"
        }
        head += " \(layoutSize.sizeModel.shortDescription)"
        switch arrangement {
        case .pattern: break
        case .equalSlots(let n): head += " count \(n)"
        case .repeating(let n): head += " repeating \(n)"
        }
        if let s = interItemSpacing { head += " spacing \(s.description)" }
        head += Self.insetsNote(contentInsets)
        lines.append(head)
        for s in supplementaryItems { s.describe(into: &lines, depth: depth + 1) }
        for item in subitems { item.describe(into: &lines, depth: depth + 1) }
    }
}

/// UIKit's `NSCollectionLayoutGroupCustomItem`: one frame returned by a custom group's provider.
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    /// Default 0 (§19).
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}
