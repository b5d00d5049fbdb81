import Foundation

/// Why a leaf or group has its size and where its spacing lies, recorded while a group instance is laid out
/// so that diagrams can explain the layout without recomputing it. Kept beside `InstanceTemplate` (not in
/// `Leaf`) so the cell hot path keeps its compact leaves; recording costs a few appends per slot.
struct InstanceTrace {
    /// One per leaf, in leaf order (parallel to `InstanceTemplate.leaves`).
    var items: [ItemTrace] = []
    /// One per group box, in box order (parallel to `InstanceTemplate.boxes`).
    var groups: [GroupTrace] = []
    /// Edge spacing and inter-item gaps of every group in the instance.
    var spacing: [SpacingTrace] = []

    mutating func merge(_ child: InstanceTrace, at origin: CGPoint) {
        for var t in child.items { t.slot = t.slot.offsetBy(origin); items.append(t) }
        groups += child.groups
        for var s in child.spacing { s.rect = s.rect.offsetBy(origin); spacing.append(s) }
    }
}

/// A leaf's slot: its frame before its content insets (§7.1), and the model it was sized from.
struct ItemTrace {
    var slot: CGRect
    /// nil for items returned by a custom group's provider (they have no item model, §8.6).
    var model: ItemModel?
    /// Set when `subitem:count:` forced the extent along this axis (§4.1): the declaration does not apply there.
    var forcedAxis: LayoutAxis?
    /// Model path, e.g. sections[0].group.subitems[1].
    var path: ModelPath
}

/// A group's model, for its declaration and size call-outs.
struct GroupTrace {
    var model: ItemModel
    var path: ModelPath
}

/// A spacing region inside a group instance, relative to the instance origin.
struct SpacingTrace {
    var kind: SpacingKind
    var rect: CGRect
    /// The declared spacing (fixed or flexible minimum).
    var declared: LayoutSpacing
    /// The space actually left, along the region's thin axis (flexible spacing takes a share of leftovers).
    var actual: CGFloat
}

extension GroupLayouter {
    /// Records the spacing regions of one horizontal or vertical group: each slot's edge spacing (§6) on the
    /// four sides and the inter-item gaps between consecutive slots (§5). `crossPositions[i]` is where slot i
    /// starts across the axis; `share` is what each flexible gap received of the leftover space.
    func traceSpacing(_ slots: [Slot], crossPositions: [CGFloat], crossContent: CGRect, axis a: LayoutAxis,
                      spacing: LayoutSpacing, share: CGFloat, into trace: inout InstanceTrace) {
        let c = a.other
        func actual(_ s: LayoutSpacing?) -> CGFloat { (s?.value ?? 0) + (s?.isFlexible == true ? share : 0) }
        // `measure`: the axis the spacing is measured along (the region's thin side).
        func add(_ kind: SpacingKind, _ declared: LayoutSpacing?, measure: LayoutAxis, along: CGFloat, alongExtent: CGFloat,
                 across: CGFloat, acrossExtent: CGFloat) {
            guard let declared, alongExtent > 1e-9, acrossExtent > 1e-9 else { return }
            let rect = CGRect(axis: a, start: along, extent: alongExtent, crossStart: across, crossExtent: acrossExtent)
            trace.spacing.append(SpacingTrace(kind: kind, rect: rect, declared: declared, actual: rect.extent(measure)))
        }
        let leadEdge: BoxEdge = a == .x ? .leading : .top, trailEdge: BoxEdge = a == .x ? .trailing : .bottom
        let leadCross: BoxEdge = a == .x ? .top : .leading, trailCross: BoxEdge = a == .x ? .bottom : .trailing
        for (i, slot) in slots.enumerated() {
            let cp = crossPositions[i]
            let e = slot.sub.edgeSpacing
            // Along the axis: the spacing sits beside the slot, as thick as the slot.
            let lead = actual(slot.lead), trail = actual(slot.trail)
            add(.edgeSpacing(leadEdge), slot.lead, measure: a, along: slot.start - lead, alongExtent: lead, across: cp, acrossExtent: slot.size[c])
            add(.edgeSpacing(trailEdge), slot.trail, measure: a, along: slot.start + slot.size[a], alongExtent: trail,
                across: cp, acrossExtent: slot.size[c])
            // Across the axis: from the content edge to the slot (a flexible edge takes the leftover, §6.3).
            let before = cp - crossContent.start(c)
            let after: CGFloat = e?.end(c)?.isFlexible == true ? crossContent.end(c) - cp - slot.size[c] : (e?.end(c)?.value ?? 0)
            add(.edgeSpacing(leadCross), e?.start(c), measure: c, along: slot.start, alongExtent: slot.size[a],
                across: cp - before, acrossExtent: before)
            add(.edgeSpacing(trailCross), e?.end(c), measure: c, along: slot.start, alongExtent: slot.size[a],
                across: cp + slot.size[c], acrossExtent: after)
            // Between this slot (and its trailing edge spacing) and the next one (and its leading edge spacing).
            if i + 1 < slots.count {
                let from = slot.start + slot.size[a] + trail
                let to = slots[i + 1].start - actual(slots[i + 1].lead)
                add(.interItem, spacing, measure: a, along: from, alongExtent: to - from,
                    across: crossContent.start(c), acrossExtent: crossContent.extent(c))
            }
        }
    }
}
