import Foundation
import LayoutEngine

/// Small layouts built from the value model, with their geometry derived by hand in each test.
enum DiagramFixtures {
    static func item(_ w: LayoutDimension, _ h: LayoutDimension, insets: NSDirectionalEdgeInsets = .zero,
                     edge: EdgeSpacing? = nil) -> ItemModel {
        ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets, edgeSpacing: edge)
    }

    static func group(_ kind: GroupModel.Kind, _ w: LayoutDimension, _ h: LayoutDimension, _ subitems: [ItemModel],
                      spacing: LayoutSpacing? = nil, insets: NSDirectionalEdgeInsets = .zero, count: Int? = nil) -> ItemModel {
        ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets,
                  group: GroupModel(kind: kind, subitems: subitems, arrangement: count.map { .equalSlots($0) } ?? .pattern,
                                    interItemSpacing: spacing))
    }

    /// A result and its trace from one traced resolve (what diagrams read).
    typealias Traced = (result: LayoutResult, trace: LayoutTrace)

    static func resolve(_ model: LayoutModel, counts: [Int], size: CGSize, offsets: [Int: CGFloat] = [:]) throws -> Traced {
        try model.resolveTraced(LayoutInput(viewSize: size, itemCounts: counts, orthogonalOffsets: offsets))
    }

    /// 400 × 300 screen; each instance is a vertical group 1 fw × abs 100 holding two horizontal groups
    /// (1 fw × 0.5 fh) of two 0.5 fw items: instance k spans y 100k…100k + 100.
    static func nested(items: Int = 16) throws -> Traced {
        let leaf = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let row = group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [leaf])
        let top = group(.vertical, .fractionalWidth(1), .absolute(100), [row])
        return try resolve(LayoutModel(section: SectionModel(group: top)), counts: [items], size: CGSize(width: 400, height: 300))
    }

    /// View 400 × 800. Section insets (top 10, leading 20, bottom 10, trailing 20), interGroupSpacing 8; group h
    /// 1 fw × abs 100 with insets 4 and interItemSpacing 10; items abs 170 × 1 fh with insets (2, 3, 2, 3).
    static func insets(items: Int = 4) throws -> Traced {
        let it = item(.absolute(170), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3))
        let g = group(.horizontal, .fractionalWidth(1), .absolute(100), [it], spacing: .fixed(10), insets: NSDirectionalEdgeInsets(all: 4))
        let section = SectionModel(group: g, contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                                   interGroupSpacing: 8)
        return try resolve(LayoutModel(section: section), counts: [items], size: CGSize(width: 400, height: 800))
    }

    /// A carousel: 300-wide view, orthogonal continuous section of groups 0.8 fw × abs 100 (240 wide), one item each.
    /// Instances at x 0, 240, 480, …; the screen shows 0…300, so instance 1 peeks (240…480).
    static func carousel(offset: CGFloat = 0) throws -> Traced {
        let g = group(.horizontal, .fractionalWidth(0.8), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = SectionModel(group: g, orthogonalScrollingBehavior: .continuous)
        return try resolve(LayoutModel(section: section), counts: [6, 6], size: CGSize(width: 300, height: 400), offsets: [0: offset])
    }

    /// Small cells: ten columns of 40 × 20 items filling a 400 × 200 view — more labels than room.
    static func crowded() throws -> Traced {
        let g = group(.horizontal, .fractionalWidth(1), .absolute(20), [item(.absolute(40), .fractionalHeight(1))])
        return try resolve(LayoutModel(section: SectionModel(group: g)), counts: [100], size: CGSize(width: 400, height: 200))
    }
}
