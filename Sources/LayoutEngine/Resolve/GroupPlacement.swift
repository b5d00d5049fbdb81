import Foundation

/// Flexible cross-axis edge spacing (semantics.md §3.5, §6.3), the one rule for a slot in its group and for a
/// section's top-level group across its section: the element sits at the leading cross edge after its fixed
/// edge spacing; flexible cross edges share the leftover (trailing flexible → leading, leading flexible →
/// trailing, both → centred). Nothing moves when there is no leftover.
func crossAxisPosition(size: CGFloat, lead: LayoutSpacing?, trail: LayoutSpacing?, start: CGFloat, available: CGFloat) -> CGFloat {
    let base = start + (lead?.value ?? 0)
    let leftover = available - (lead?.value ?? 0) - size - (trail?.value ?? 0)
    guard leftover > 0 else { return base }
    switch (lead?.isFlexible == true, trail?.isFlexible == true) {
    case (true, true): return base + leftover / 2
    case (true, false): return base + leftover
    default: return base
    }
}

/// Group layout, step 4: the slots placed — across the group's axis by `crossAxisPosition`, nested groups merged,
/// leaves inset by their content insets with their supplementaries (step 5).
extension GroupLayouter {
    /// Where a slot sits across the group's axis; a hugging cross axis leaves no leftover to share (§17.4).
    func crossPosition(_ slot: Slot, in content: CGRect, axis c: LayoutAxis, hug: Bool) -> CGFloat {
        let lead = slot.sub.edgeSpacing?.start(c)
        guard !hug else { return content.start(c) + (lead?.value ?? 0) }
        return crossAxisPosition(size: slot.size[c], lead: lead, trail: slot.sub.edgeSpacing?.end(c),
                                 start: content.start(c), available: content.extent(c))
    }

    /// Places every slot in `out`; returns each slot's cross position (for the trace).
    func placeSlots(_ slots: [Slot], group: GroupModel, crossContent: CGRect, axis a: LayoutAxis, hugAcross: Bool,
                    into out: inout InstanceTemplate) throws -> [CGFloat] {
        var forced: LayoutAxis? = nil
        if case .equalSlots = group.arrangement { forced = a }
        var crossPositions: [CGFloat] = []
        crossPositions.reserveCapacity(slots.count)
        for slot in slots {
            let crossPos = crossPosition(slot, in: crossContent, axis: a.other, hug: hugAcross)
            crossPositions.append(crossPos)
            let origin = CGPoint(axis: a, along: slot.start, across: crossPos)
            if let child = slot.child {
                out.merge(child, at: origin)
                continue
            }
            if recordsTrace {
                out.trace.items.append(ItemTrace(slot: CGRect(origin: origin, size: slot.size), model: slot.sub,
                                                 forcedAxis: forced, path: slot.path))
            }
            let frame = CGRect(origin: origin, size: slot.size)
                .insetElement(by: slot.sub.contentInsets.ignoringEstimated(slot.sub.layoutSize))
            guard slot.sub.contentInsets.isFinite else {
                throw LayoutError.nonFinite(path: slot.path + .contentInsets, detail: "\(slot.sub.contentInsets)")
            }
            let supps = try placeItemSupplementaries(slot.sub, host: frame, path: slot.path, leafIndex: slot.leafIndex)
            out.leaves.append(Leaf(frame: frame, zIndex: 0, supplementaries: supps))
        }
        return crossPositions
    }
}
