import Foundation

/// Group layout, step 5: supplementaries of items and groups, sized on their host (semantics.md §11).
extension GroupLayouter {
    /// `path` is evaluated only to report an error: the success path of every leaf builds no path.
    func placeItemSupplementaries(_ item: ItemModel, host: CGRect, path: @autoclosure () -> ModelPath,
                                  leafIndex: Int) throws -> [PlacedSupplementary] {
        try item.supplementaryItems.enumerated().map { j, s in
            let size = try supplementarySize(s, host: host.size, path: path() + .supplementary(j), leafIndex: leafIndex)
            return PlacedSupplementary(kind: s.elementKind, frame: placeSupplementary(s, host: host, size: size), zIndex: s.zIndex)
        }
    }

    /// §11.3: a supplementary's size is relative to its host.
    func supplementarySize(_ s: SupplementaryModel, host: CGSize, path: @autoclosure () -> ModelPath, leafIndex: Int?) throws -> CGSize {
        var size = try s.layoutSize.checkedSize(in: host, grid: grid, path: path())
        guard s.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path() + .contentInsets, detail: "\(s.contentInsets)") }
        if let leafIndex, let selfSizing {
            size = selfSizing.supplementary(kind: s.elementKind, leaf: leafIndex, spec: s.layoutSize, estimate: size)
        }
        for (name, a) in [(ModelPath.Component.containerAnchor, s.containerAnchor), (.itemAnchor, s.itemAnchor ?? s.containerAnchor)] {
            let o = a.offsetPoints(for: size)
            guard o.x.isFinite, o.y.isFinite else { throw LayoutError.nonFinite(path: path() + name, detail: "offset \(o)") }
        }
        return size
    }
}
