import Foundation
import LayoutEngine

/// The uniform grids the resolve and render benchmarks measure: one section of square items,
/// `columns` per row (items `1/columns` of the width, rows as tall as an item is wide).
public enum Grid {
    /// One section, `columns` squares per row, no insets: the resolver's hot path
    /// (one group template, instances on an arithmetic progression).
    public static func model(columns: Int) -> LayoutModel {
        let f = 1 / CGFloat(columns)
        let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(f), height: .fractionalWidth(f)),
                             contentInsets: NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let row = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(f)),
                            group: GroupModel(kind: .horizontal, subitems: [item]))
        return LayoutModel(section: SectionModel(group: row))
    }

    /// The same grid with `spacing` between rows: every row after the first moves down, which gives the
    /// layout diff a second layout of the same elements, most of them changed.
    public static func model(columns: Int, rowSpacing: CGFloat) -> LayoutModel {
        var model = model(columns: columns)
        if case .uniform(var section) = model.sections {
            section.interGroupSpacing = rowSpacing
            model.sections = .uniform(section)
        }
        return model
    }

    /// iPhone X portrait (375 × 812 pt, @3x): the screen the first-screen scenarios draw.
    public static func phoneInput(items: Int) -> LayoutInput {
        Device.iPhoneX.screen().layoutInput(itemCounts: [items])
    }

    /// A 1000 × 1000 pt view: 20 columns of 50-pt squares put 10 000 items in 500 rows, 25 000 pt
    /// of content, which fits the renderer's 32 767-pixel side at @1x.
    public static func wideInput(items: Int) -> LayoutInput {
        LayoutInput(viewSize: CGSize(width: 1000, height: 1000), itemCounts: [items])
    }
}
