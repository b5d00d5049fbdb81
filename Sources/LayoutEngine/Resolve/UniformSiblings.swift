import Foundation

/// Group layout, step 2: `uniformAcrossSiblings` leaves take their largest sibling's size (semantics.md §17.7;
/// the rule itself is `SelfSizing.largest` / `growToLargest`, shared with a section's top-level instances).
extension GroupLayouter {
    /// Fills the group (step 1), then again with the uniform leaves' largest size as a floor until it settles, so
    /// the fit test and the positions see the grown slots (growing them after placement overlapped the next slot
    /// and overflowed the group); a floor only rises, so a few passes settle. Last, the uniform leaves take the
    /// largest size.
    func fillUniformSiblings(_ fill: SlotFill) throws -> [Slot] {
        var slots = try fillSlots(fill)
        var floor = CGSize.zero
        for _ in 0..<4 {
            let m = Self.uniformMaximum(slots)
            guard m.width > floor.width || m.height > floor.height else { break }
            floor = CGSize(width: max(floor.width, m.width), height: max(floor.height, m.height))
            slots = try fillSlots(fill, uniformFloor: floor)
        }
        for axis in [LayoutAxis.x, .y] {
            SelfSizing.growToLargest(&slots, axis: axis, size: \.size) { Self.isUniformLeaf($0, axis: axis) }
        }
        return slots
    }

    /// The largest size of the uniformAcrossSiblings leaves on each axis that has more than one (0 otherwise).
    static func uniformMaximum(_ slots: [Slot]) -> CGSize {
        var m = CGSize.zero
        for axis in [LayoutAxis.x, .y] {
            m[axis] = SelfSizing.largest(slots, axis: axis, size: \.size) { isUniformLeaf($0, axis: axis) } ?? 0
        }
        return m
    }

    static func isUniformLeaf(_ slot: Slot, axis: LayoutAxis) -> Bool {
        slot.child == nil && slot.sub.layoutSize.dimension(axis).isUniformAcrossSiblings
    }
}
