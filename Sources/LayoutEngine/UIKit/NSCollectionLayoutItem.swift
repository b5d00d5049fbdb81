import Foundation

/// UIKit's `NSCollectionLayoutItem`: the blueprint of one cell (semantics.md §1, §6, §7).
///
/// Reference semantics as in UIKit: `contentInsets` and `edgeSpacing` may be set after the item
/// was handed to a group, and the value model is built from the objects' state when the layout
/// is resolved (`UICollectionViewCompositionalLayout.model()`), so such late changes count.
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the final frame inward; ignored along estimated axes (§7.1).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Room outside the item used while placing it (§6).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Read-only on items (set at creation); groups make it settable, as UIKit does.
    open internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The value-model item (or group, for `NSCollectionLayoutGroup`) this object describes now.
    public func itemModel() -> ItemModel {
        ItemModel(layoutSize: layoutSize.sizeModel, contentInsets: contentInsets,
                  edgeSpacing: edgeSpacing?.edgeSpacingModel,
                  supplementaryItems: supplementaryItems.map { $0.supplementaryModel() },
                  group: groupModel())
    }

    /// Non-nil for groups.
    func groupModel() -> GroupModel? { nil }

    /// One line per element, indented by depth (backs `NSCollectionLayoutGroup.visualDescription()`).
    func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "item \(layoutSize.sizeModel.shortDescription)"
            + Self.insetsNote(contentInsets))
        for s in supplementaryItems { s.describe(into: &lines, depth: depth + 1) }
    }

    static func insetsNote(_ i: NSDirectionalEdgeInsets) -> String {
        i == .zero ? "" : " insets \(LayoutDimension.fmt(i.top)),\(LayoutDimension.fmt(i.leading)),"
            + "\(LayoutDimension.fmt(i.bottom)),\(LayoutDimension.fmt(i.trailing))"
    }
}
