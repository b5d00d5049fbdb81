import Foundation

/// Group layout, step 4: where a slot sits across the group's axis (semantics.md §3.5, §6.3).
extension GroupLayouter {
    /// §3.5, §6.3: a slot sits at the leading cross edge after its fixed edge spacing; flexible cross
    /// edges share the leftover (bottom flexible → top, top flexible → bottom, both → centred).
    func crossPosition(_ slot: Slot, in content: CGRect, axis c: LayoutAxis, hug: Bool) -> CGFloat {
        let lead = slot.sub.edgeSpacing?.start(c)
        let trail = slot.sub.edgeSpacing?.end(c)
        let base = content.start(c) + (lead?.value ?? 0)
        let leftover = content.extent(c) - (lead?.value ?? 0) - slot.size[c] - (trail?.value ?? 0)
        guard !hug, leftover > 0 else { return base }
        switch (lead?.isFlexible == true, trail?.isFlexible == true) {
        case (true, true): return base + leftover / 2
        case (true, false): return base + leftover
        default: return base
        }
    }
}
