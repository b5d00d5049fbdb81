import Foundation
import LayoutEngine

/// Inputs that used to fall off a performance cliff (issue 14, point 7), kept as scenarios so they stay flat.
public enum Cliffs {
    /// A 4-column grid whose items carry a badge, with an invalidation handler that fades what is visible: the
    /// handler leaves overrides on the badges, which a query far away once answered by materialising every element.
    public static func badgedGridWithHandler() -> LayoutModel {
        let badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(16), height: .absolute(16)),
                                       containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(0.25), height: .fractionalWidth(0.25)),
                             supplementaryItems: [badge])
        let row = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
                            group: GroupModel(kind: .horizontal, subitems: [item]))
        var section = SectionModel(group: row)
        section.visibleItemsInvalidationHandler = { items, _, _ in for i in items { i.alpha = 0.9 } }
        return LayoutModel(section: section)
    }

    /// A list of self-sized rows (estimated height, measured 40–79 pt) in groups of two that carry a group
    /// supplementary each: every instance is laid out on its own (§17), with group supplementary ordinals to number.
    public static func selfSizedWithGroupSupplementaries() -> LayoutModel {
        let footer = SupplementaryModel(elementKind: "groupFooter", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(10)),
                                        containerAnchor: LayoutAnchor(edges: [.bottom]))
        let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .estimated(44)))
        let pair = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .estimated(88)), supplementaryItems: [footer],
                             group: GroupModel(kind: .vertical, subitems: [item, item]))
        return LayoutModel(section: SectionModel(group: pair))
    }

    public static func selfSizedInput(items: Int) -> LayoutInput {
        var input = Device.iPhoneX.screen().layoutInput(itemCounts: [items])
        input.measure = { key, proposed in CGSize(width: proposed.width, height: 40 + CGFloat(key.item % 40)) }
        return input
    }
}
