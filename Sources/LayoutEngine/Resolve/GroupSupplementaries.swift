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
        var size = s.layoutSize.resolve(in: host)
        guard size.isFiniteSize else { throw LayoutError.nonFinite(path: path() + .layoutSize, detail: s.layoutSize.shortDescription) }
        guard size.width >= 0, size.height >= 0 else { throw LayoutError.negativeSize(path: path() + .layoutSize, detail: fmt(size)) }
        guard s.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path() + .contentInsets, detail: "\(s.contentInsets)") }
        if let leafIndex, leafIndex < measuredLeafLimit, let m = measureSupplementary, s.layoutSize.width.isEstimated || s.layoutSize.height.isEstimated {
            let measured = m(s.elementKind, leafIndex, size)
            if s.layoutSize.width.isEstimated, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
            if s.layoutSize.height.isEstimated, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
        }
        for (name, a) in [(ModelPath.Component.containerAnchor, s.containerAnchor), (.itemAnchor, s.itemAnchor ?? s.containerAnchor)] {
            let o = a.offsetPoints(for: size)
            guard o.x.isFinite, o.y.isFinite else { throw LayoutError.nonFinite(path: path() + name, detail: "offset \(o)") }
        }
        return size
    }
}
