import Foundation

/// Group layout, step 2: `uniformAcrossSiblings` leaves take their largest sibling's size (semantics.md §17.7).
extension GroupLayouter {
    /// The largest size of the uniformAcrossSiblings leaves on each axis that has more than one (0 otherwise).
    func uniformMaximum(_ slots: [Slot]) -> CGSize {
        var m = CGSize.zero
        for axis in [LayoutAxis.x, .y] {
            let sizes = slots.filter { $0.child == nil && $0.sub.layoutSize.dimension(axis).isUniformAcrossSiblings }.map { $0.size[axis] }
            if sizes.count > 1 { m[axis] = sizes.max()! }
        }
        return m
    }

    /// §17.7: measured leaves marked `uniformAcrossSiblings` grow to the largest sibling in their group.
    func applyUniformAcrossSiblings(_ slots: inout [Slot], depth: Int, leafBase: Int) throws {
        for axis in [LayoutAxis.x, .y] {
            let idx = slots.indices.filter { slots[$0].child == nil && slots[$0].sub.layoutSize.dimension(axis).isUniformAcrossSiblings }
            guard idx.count > 1 else { continue }
            let m = idx.map { slots[$0].size[axis] }.max()!
            for i in idx { slots[i].size[axis] = m }
        }
    }
}
