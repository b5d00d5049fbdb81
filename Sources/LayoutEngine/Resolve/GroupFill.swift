import Foundation

/// Group layout, step 1: which subitems a group holds and where each starts along its axis (semantics.md §3, §4).
extension GroupLayouter {
    /// Decides which subitems the group holds and where they start along its axis (§3.1–3.4, §4).
    func fillSlots(_ g: GroupModel, item: ItemModel, content: CGRect, axis a: LayoutAxis, spacing: LayoutSpacing,
                           estimatedAlong: Bool, depth: Int, path: ModelPath, leafBase: Int,
                           uniformFloor: CGSize = .zero) throws -> [Slot] {
        var slots: [Slot] = []
        var leafCount = 0
        var cursor = content.start(a)

        func makeSlot(_ si: Int, container: CGSize, forcedExtent: CGFloat?) throws -> Slot {
            let sub = g.subitems[si]
            func subPath() -> ModelPath { path + .subitem(si) }
            var size = try Self.resolveSize(sub, in: container, path: subPath())
            if let e = forcedExtent { size[a] = e }
            var slot = Slot(sub: sub, parentPath: path, subIndex: si, size: size, lead: sub.edgeSpacing?.start(a),
                            trail: sub.edgeSpacing?.end(a), child: nil, leafIndex: leafBase + leafCount)
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
                var child = try layoutGroup(laidOut, proposed: size, depth: depth + 1, path: subPath(), leafBase: leafBase + leafCount)
                child.boxes[0].model = sub
                if !child.trace.groups.isEmpty { child.trace.groups[0].model = sub }
                slot.size = child.size
                slot.child = child
            } else if let m = measureLeaf, slot.leafIndex < measuredLeafLimit, sub.layoutSize.width.isEstimated || sub.layoutSize.height.isEstimated {
                let measured = m(slot.leafIndex, size)
                if sub.layoutSize.width.isEstimated, measured.width.isFinite, measured.width >= 0 { slot.size.width = measured.width }
                if sub.layoutSize.height.isEstimated, measured.height.isFinite, measured.height >= 0 { slot.size.height = measured.height }
            }
            if !sub.isGroup {
                if sub.layoutSize.width.isUniformAcrossSiblings { slot.size.width = max(slot.size.width, uniformFloor.width) }
                if sub.layoutSize.height.isUniformAcrossSiblings { slot.size.height = max(slot.size.height, uniformFloor.height) }
                // §4.1: a count group's slot extent is forced; a measurement does not change it.
                if let e = forcedExtent { slot.size[a] = e }
            }
            return slot
        }
        func commit(_ slot: inout Slot) {
            slot.start = cursor + (slot.lead?.value ?? 0)
            cursor = slot.start + slot.size[a] + (slot.trail?.value ?? 0) + spacing.value
            leafCount += slot.child?.leaves.count ?? 1
            slots.append(slot)
        }

        switch g.arrangement {
        case .pattern:
            let n = g.subitems.count
            var i = 0
            var cycleStart = cursor
            while true {
                let si = i % n
                if si == 0 && i > 0 {
                    // §20.3: a full cycle that does not advance would repeat forever.
                    if cursor - cycleStart <= 1e-9 && !estimatedAlong {
                        throw LayoutError.runaway(path: path, detail: "the subitems advance \(fmt(cursor - cycleStart)) pt per cycle along the group's axis, so the group would repeat them forever")
                    }
                    cycleStart = cursor
                }
                if estimatedAlong && i == n { break }
                var slot = try makeSlot(si, container: content.size, forcedExtent: nil)
                let end = cursor + (slot.lead?.value ?? 0) + slot.size[a] + (slot.trail?.value ?? 0)
                if !estimatedAlong && end > content.end(a) + Self.fitTolerance { break }
                commit(&slot)
                i += 1
                if leafCount > limits.maxSlotsPerGroup {
                    throw LayoutError.runaway(path: path, detail: "the group holds more than \(limits.maxSlotsPerGroup) items")
                }
            }
            if slots.isEmpty {
                let first = try Self.resolveSize(g.subitems[0], in: content.size, path: path + .subitem(0))
                let e = g.subitems[0].edgeSpacing
                let need = (e?.start(a)?.value ?? 0) + first[a] + (e?.end(a)?.value ?? 0)
                throw LayoutError.groupCannotFitItem(path: path, detail: "the first subitem needs \(fmt(need)) pt along the group's axis, the group offers \(fmt(content.extent(a)))")
            }

        case .equalSlots(let count):
            // §4.1: exactly `count` equal slots; spacing shrinks the slots, the subitem's own
            // extent along the axis is ignored; cross-axis fractions see the width net of spacing.
            guard count >= 1 else { throw LayoutError.invalidCount(path: path, detail: "count must be at least 1, got \(count)") }
            guard count <= limits.maxSlotsPerGroup else {
                throw LayoutError.runaway(path: path, detail: "count \(count) is over the limit of \(limits.maxSlotsPerGroup)")
            }
            var container = content.size
            container[a] -= spacing.value * CGFloat(count - 1)
            let extent = container[a] / CGFloat(count)
            guard extent > 0 else {
                throw LayoutError.invalidCount(path: path, detail: "\(count) slots with \(fmt(spacing.value)) pt spacing leave \(fmt(extent)) pt per slot")
            }
            for _ in 0..<count {
                var slot = try makeSlot(0, container: container, forcedExtent: extent)
                commit(&slot)
            }

        case .repeating(let count):
            // §4.2: the subitem at its own size, `count` times; fitting is the caller's job.
            guard count >= 1 else { throw LayoutError.invalidCount(path: path, detail: "count must be at least 1, got \(count)") }
            guard count <= limits.maxSlotsPerGroup else {
                throw LayoutError.runaway(path: path, detail: "count \(count) is over the limit of \(limits.maxSlotsPerGroup)")
            }
            for _ in 0..<count {
                var slot = try makeSlot(0, container: content.size, forcedExtent: nil)
                commit(&slot)
            }
        }
        return slots
    }
}
