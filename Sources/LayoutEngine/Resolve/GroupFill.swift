import Foundation

/// Group layout, step 1: which subitems a group holds and where each starts along its axis (semantics.md §3, §4).
extension GroupLayouter {
    /// What one fill of a group works with.
    struct SlotFill {
        var group: GroupModel
        /// The group's content rect (its frame minus its content insets) in its own coordinates.
        var content: CGRect
        var axis: LayoutAxis
        var spacing: LayoutSpacing
        /// The group's own dimension along its axis is estimated: it hugs its subitems instead of filling (§17.3).
        var estimatedAlong: Bool
        var depth: Int
        var path: ModelPath
        var leafBase: Int
    }

    /// The slots so far and where the next one starts.
    private struct Cursor {
        var slots: [Slot] = []
        var position: CGFloat
        var leafCount = 0

        /// Puts `slot` at the cursor (after its leading edge spacing) and moves past it, its trailing edge spacing
        /// and the inter-item spacing.
        mutating func commit(_ slot: Slot, axis a: LayoutAxis, spacing: CGFloat) {
            var slot = slot
            slot.start = position + (slot.lead?.value ?? 0)
            position = slot.start + slot.size[a] + (slot.trail?.value ?? 0) + spacing
            leafCount += slot.child?.leaves.count ?? 1
            slots.append(slot)
        }
    }

    /// Decides which subitems the group holds and where they start along its axis (§3.1–3.4, §4).
    func fillSlots(_ f: SlotFill, uniformFloor: CGSize = .zero) throws -> [Slot] {
        var cursor = Cursor(position: f.content.start(f.axis))
        switch f.group.arrangement {
        case .pattern:
            try fillPattern(f, uniformFloor: uniformFloor, cursor: &cursor)
        case .equalSlots(let count):
            // §4.1: exactly `count` equal slots; spacing shrinks the slots, the subitem's own
            // extent along the axis is ignored; cross-axis fractions see the width net of spacing.
            try checkCount(count, path: f.path)
            var container = f.content.size
            container[f.axis] -= f.spacing.value * CGFloat(count - 1)
            // Decision 57: an equal slot is a fraction of the group (1/count), on the grid like any fraction.
            let extent = grid.floor(container[f.axis] / CGFloat(count))
            guard extent > 0 else {
                throw LayoutError.invalidCount(path: f.path, detail: "\(count) slots with \(fmt(f.spacing.value)) pt spacing leave \(fmt(extent)) pt per slot")
            }
            for _ in 0..<count {
                let slot = try makeSlot(0, f, container: container, forcedExtent: extent, uniformFloor: uniformFloor, leafCount: cursor.leafCount)
                cursor.commit(slot, axis: f.axis, spacing: f.spacing.value)
            }
        case .repeating(let count):
            // §4.2: the subitem at its own size, `count` times; fitting is the caller's job.
            try checkCount(count, path: f.path)
            for _ in 0..<count {
                let slot = try makeSlot(0, f, container: f.content.size, forcedExtent: nil, uniformFloor: uniformFloor, leafCount: cursor.leafCount)
                cursor.commit(slot, axis: f.axis, spacing: f.spacing.value)
            }
        }
        return cursor.slots
    }

    /// §3.1–3.4: the subitems in order, cycling, while the next one fits (an estimated axis takes each once).
    private func fillPattern(_ f: SlotFill, uniformFloor: CGSize, cursor: inout Cursor) throws {
        let a = f.axis, n = f.group.subitems.count
        var i = 0
        var cycleStart = cursor.position
        while true {
            let si = i % n
            if si == 0 && i > 0 {
                // §20.3: a full cycle that does not advance would repeat forever.
                if cursor.position - cycleStart <= 1e-9 && !f.estimatedAlong {
                    throw LayoutError.runaway(path: f.path, detail: "the subitems advance \(fmt(cursor.position - cycleStart)) pt per cycle along the group's axis, so the group would repeat them forever")
                }
                cycleStart = cursor.position
            }
            if f.estimatedAlong && i == n { break }
            let slot = try makeSlot(si, f, container: f.content.size, forcedExtent: nil, uniformFloor: uniformFloor, leafCount: cursor.leafCount)
            let end = cursor.position + (slot.lead?.value ?? 0) + slot.size[a] + (slot.trail?.value ?? 0)
            if !f.estimatedAlong && end > f.content.end(a) + Self.fitTolerance { break }
            cursor.commit(slot, axis: a, spacing: f.spacing.value)
            i += 1
            if cursor.leafCount > limits.maxSlotsPerGroup {
                throw LayoutError.runaway(path: f.path, detail: "the group holds more than \(limits.maxSlotsPerGroup) items")
            }
        }
        if cursor.slots.isEmpty {
            let first = try f.group.subitems[0].layoutSize.checkedSize(in: f.content.size, grid: grid, path: f.path + .subitem(0))
            let e = f.group.subitems[0].edgeSpacing
            let need = (e?.start(a)?.value ?? 0) + first[a] + (e?.end(a)?.value ?? 0)
            throw LayoutError.groupCannotFitItem(path: f.path, detail: "the first subitem needs \(fmt(need)) pt along the group's axis, the group offers \(fmt(f.content.extent(a)))")
        }
    }

    /// A count group's count: at least 1, at most the slot limit.
    private func checkCount(_ count: Int, path: ModelPath) throws {
        guard count >= 1 else { throw LayoutError.invalidCount(path: path, detail: "count must be at least 1, got \(count)") }
        guard count <= limits.maxSlotsPerGroup else {
            throw LayoutError.runaway(path: path, detail: "count \(count) is over the limit of \(limits.maxSlotsPerGroup)")
        }
    }

    /// One slot for subitem `si`: its size in `container` (a nested group laid out, a leaf self-sized), its edge
    /// spacing along the axis; `forcedExtent` is a count group's slot extent (§4.1).
    private func makeSlot(_ si: Int, _ f: SlotFill, container: CGSize, forcedExtent: CGFloat?, uniformFloor: CGSize,
                          leafCount: Int) throws -> Slot {
        let a = f.axis, sub = f.group.subitems[si]
        func subPath() -> ModelPath { f.path + .subitem(si) }
        var size = try sub.layoutSize.checkedSize(in: container, grid: grid, path: subPath())
        if let e = forcedExtent { size[a] = e }
        var slot = Slot(sub: sub, parentPath: f.path, subIndex: si, size: size, lead: sub.edgeSpacing?.start(a),
                        trail: sub.edgeSpacing?.end(a), child: nil, leafIndex: f.leafBase + leafCount)
        for sp in [slot.lead, slot.trail, sub.edgeSpacing?.start(a.other), sub.edgeSpacing?.end(a.other)] {
            if let sp, !sp.value.isFinite { throw LayoutError.nonFinite(path: subPath() + .edgeSpacing, detail: "\(sp)") }
        }
        if sub.isGroup {
            // §4.1: in a count group the slot extent replaces the subgroup's own dimension along the axis, so an
            // estimated one does not hug its content (which would overlap the next slot).
            var laidOut = sub
            if let e = forcedExtent {
                if a == .x { laidOut.layoutSize.width = .absolute(e) } else { laidOut.layoutSize.height = .absolute(e) }
            }
            var child = try layoutGroup(laidOut, proposed: size, depth: f.depth + 1, path: subPath(), leafBase: f.leafBase + leafCount)
            child.boxes[0].model = sub
            if !child.trace.groups.isEmpty { child.trace.groups[0].model = sub }
            slot.size = child.size
            slot.child = child
            return slot
        }
        if let selfSizing { slot.size = selfSizing.cell(leaf: slot.leafIndex, spec: sub.layoutSize, estimate: size) }
        if sub.layoutSize.width.isUniformAcrossSiblings { slot.size.width = max(slot.size.width, uniformFloor.width) }
        if sub.layoutSize.height.isUniformAcrossSiblings { slot.size.height = max(slot.size.height, uniformFloor.height) }
        // §4.1: a count group's slot extent is forced; a measurement does not change it.
        if let e = forcedExtent { slot.size[a] = e }
        return slot
    }
}
