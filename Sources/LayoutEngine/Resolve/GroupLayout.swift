import Foundation

/// Lays out one group instance: subitem cycling, equal slots, repetition, spacing, edge spacing,
/// nesting and custom groups (semantics.md §3–§8, §17).
///
/// Every group is laid out in its own coordinates (origin 0,0) and moved into place by its parent, so
/// a group whose estimated axis hugs its content reports its final size before the parent positions it.
struct GroupLayouter {
    let traits: UITraitCollection
    let limits: LayoutLimits
    /// Self-sizing of leaves: (leaf index within the instance, proposed size) → measured size.
    var measureLeaf: ((Int, CGSize) -> CGSize)?
    /// Self-sizing of item supplementaries: (kind, leaf index, proposed size) → measured size.
    var measureSupplementary: ((String, Int, CGSize) -> CGSize)?
    /// Leaves at or past this index have no item (a partial last instance): they keep their estimates.
    var measuredLeafLimit = Int.max
    /// Whether to record `InstanceTrace`s for diagrams (`LayoutModel.resolveTraced`).
    var recordsTrace = false

    /// A slot overshooting its group by less than a point still fits (§3.3: sub-point overshoot,
    /// e.g. three 0.334 fractions, must not drop the last slot). Decision: docs/semantics-decisions.md.
    static let fitTolerance: CGFloat = 0.999

    struct Slot {
        var sub: ItemModel
        /// The parent group's path and this subitem's index: the slot's path is built only when needed
        /// (errors and debug traces), not for every slot of every template.
        var parentPath: String
        var subIndex: Int
        var path: String { "\(parentPath).subitems[\(subIndex)]" }
        var size: CGSize
        var start: CGFloat = 0
        var lead: Spacing?
        var trail: Spacing?
        var child: InstanceTemplate?
        var leafIndex: Int
    }

    /// Resolves an item's declared size in a container, rejecting NaN/infinite and negative results.
    static func resolveSize(_ item: ItemModel, in container: CGSize, path: @autoclosure () -> String) throws -> CGSize {
        let s = item.layoutSize.resolve(in: container)
        guard s.isFiniteSize else {
            throw LayoutError.nonFinite(path: path() + ".layoutSize", detail: "\(item.layoutSize.shortDescription) in \(fmt(container))")
        }
        guard s.width >= 0, s.height >= 0 else {
            throw LayoutError.negativeSize(path: path() + ".layoutSize", detail: "\(item.layoutSize.shortDescription) → \(fmt(s))")
        }
        return s
    }

    func layoutGroup(_ item: ItemModel, proposed: CGSize, depth: Int, path: String, leafBase: Int) throws -> InstanceTemplate {
        guard let g = item.group else { throw LayoutError.notAGroup(path: path) }
        guard depth < limits.maxNestingDepth else {
            throw LayoutError.limitExceeded(path: path, detail: "groups nested deeper than \(limits.maxNestingDepth)")
        }
        guard item.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + ".contentInsets", detail: "\(item.contentInsets)") }
        let insets = item.contentInsets.ignoringEstimated(item.layoutSize)
        let content = CGRect(origin: .zero, size: proposed).inset(by: insets)
        // CGRect.width/height are standardised (never negative): test the raw size.
        guard content.size.width >= -1e-9, content.size.height >= -1e-9 else {
            throw LayoutError.noRoom(path: path, detail: "content insets \(insets) leave \(fmt(content.size)) of \(fmt(proposed))")
        }
        var out = InstanceTemplate(size: proposed)
        var finalSize = proposed

        switch g.kind {
        case .custom(let provider):
            let env = LayoutEnvironment(container: LayoutContainer(contentSize: proposed, contentInsets: item.contentInsets),
                                        traitCollection: traits)
            let items = provider.provide(env)
            guard items.count <= limits.maxSlotsPerGroup else {
                throw LayoutError.runaway(path: path, detail: "custom group returned \(items.count) items, over the limit of \(limits.maxSlotsPerGroup)")
            }
            guard !items.isEmpty else {
                throw LayoutError.groupCannotFitItem(path: path, detail: "the custom group's item provider returned no items")
            }
            for (j, ci) in items.enumerated() {
                // §8.6: frames are in the group's coordinate space, origin at the group's origin.
                guard ci.frame.isFiniteRect else { throw LayoutError.nonFinite(path: "\(path).customItems[\(j)]", detail: "\(ci.frame)") }
                guard ci.frame.width >= 0, ci.frame.height >= 0 else {
                    throw LayoutError.negativeSize(path: "\(path).customItems[\(j)]", detail: "\(ci.frame)")
                }
                out.leaves.append(Leaf(frame: ci.frame, zIndex: ci.zIndex, supplementaries: []))
                if recordsTrace {
                    out.trace.items.append(ItemTrace(slot: ci.frame, model: nil, forcedAxis: nil, path: "\(path).customItems[\(j)]"))
                }
            }

        case .horizontal, .vertical:
            let a: Axis = g.axis!
            let c = a.other
            guard !g.subitems.isEmpty else { throw LayoutError.emptyGroup(path: path) }
            let spacing = g.interItemSpacing ?? .fixed(0)
            guard spacing.value.isFinite else { throw LayoutError.nonFinite(path: path + ".interItemSpacing", detail: "\(spacing)") }
            let estimatedAlong = item.layoutSize.dimension(a).isEstimated
            let estimatedAcross = item.layoutSize.dimension(c).isEstimated

            var slots = try fillSlots(g, item: item, content: content, axis: a, spacing: spacing,
                                      estimatedAlong: estimatedAlong, depth: depth, path: path, leafBase: leafBase)
            // §17.7: uniformAcrossSiblings leaves take the largest sibling's size. The group is filled again with
            // that size as a floor, so the fit test and the positions see the grown slots (growing them after
            // placement overlapped the next slot and overflowed the group); a floor only rises, so a few passes settle.
            var floor = CGSize.zero
            for _ in 0..<4 {
                let m = uniformMaximum(slots)
                guard m.width > floor.width || m.height > floor.height else { break }
                floor = CGSize(width: max(floor.width, m.width), height: max(floor.height, m.height))
                slots = try fillSlots(g, item: item, content: content, axis: a, spacing: spacing, estimatedAlong: estimatedAlong,
                                      depth: depth, path: path, leafBase: leafBase, uniformFloor: floor)
            }
            try applyUniformAcrossSiblings(&slots, depth: depth, leafBase: leafBase)
            // §5.2, §6.3: leftover space along the axis is shared equally by every flexible gap.
            var share: CGFloat = 0
            if !estimatedAlong, case .pattern = g.arrangement { share = distributeFlexible(&slots, contentEnd: content.end(a), spacing: spacing, axis: a) }
            if !estimatedAlong, case .repeating = g.arrangement { share = distributeFlexible(&slots, contentEnd: content.end(a), spacing: spacing, axis: a) }

            // §17.3/17.4: an estimated axis hugs the content.
            // Negative edge spacing can pull the content's end before its start: the group then hugs to 0, not below.
            if estimatedAlong, let last = slots.last {
                finalSize[a] = max(0, last.start + last.size[a] + (last.trail?.value ?? 0))
            }
            if estimatedAcross {
                finalSize[c] = max(0, slots.map { ($0.sub.edgeSpacing?.start(c)?.value ?? 0) + $0.size[c] + ($0.sub.edgeSpacing?.end(c)?.value ?? 0) }.max() ?? 0)
            }
            let crossContent = estimatedAcross
                ? CGRect(origin: .zero, size: finalSize).inset(by: insets)
                : content

            var forced: Axis? = nil
            if case .equalSlots = g.arrangement { forced = a }
            var crossPositions: [CGFloat] = []
            for slot in slots {
                let crossPos = crossPosition(slot, in: crossContent, axis: c, hug: estimatedAcross)
                crossPositions.append(crossPos)
                let origin = CGPoint(axis: a, along: slot.start, across: crossPos)
                if let child = slot.child {
                    out.merge(child, at: origin)
                } else {
                    if recordsTrace {
                        out.trace.items.append(ItemTrace(slot: CGRect(origin: origin, size: slot.size), model: slot.sub,
                                                         forcedAxis: forced, path: slot.path))
                    }
                    let frame = CGRect(origin: origin, size: slot.size)
                        .insetElement(by: slot.sub.contentInsets.ignoringEstimated(slot.sub.layoutSize))
                    guard slot.sub.contentInsets.isFinite else {
                        throw LayoutError.nonFinite(path: slot.path + ".contentInsets", detail: "\(slot.sub.contentInsets)")
                    }
                    let supps = try placeItemSupplementaries(slot.sub, host: frame, path: slot.path, leafIndex: slot.leafIndex)
                    out.leaves.append(Leaf(frame: frame, zIndex: 0, supplementaries: supps))
                }
            }
            if recordsTrace {
                traceSpacing(slots, crossPositions: crossPositions, crossContent: crossContent, axis: a,
                             spacing: spacing, share: share, into: &out.trace)
            }
        }

        out.size = finalSize
        let box = CGRect(origin: .zero, size: finalSize)
        let boxContent = box.inset(by: insets)
        out.boxes.insert(Box(frame: box, contentFrame: boxContent, depth: depth, model: item), at: 0)
        if recordsTrace { out.trace.groups.insert(GroupTrace(model: item, path: path), at: 0) }
        // §11.2: a group hosts its supplementaries on its frame after its content insets.
        for (j, s) in item.supplementaryItems.enumerated() {
            let size = try supplementarySize(s, host: boxContent.size, path: "\(path).supplementaryItems[\(j)]", leafIndex: nil)
            out.groupSupplementaries.insert(PlacedSupplementary(kind: s.elementKind, frame: placeSupplementary(s, host: boxContent, size: size),
                                                               zIndex: s.zIndex), at: j)
        }
        return out
    }

    /// Decides which subitems the group holds and where they start along its axis (§3.1–3.4, §4).
    private func fillSlots(_ g: GroupModel, item: ItemModel, content: CGRect, axis a: Axis, spacing: Spacing,
                           estimatedAlong: Bool, depth: Int, path: String, leafBase: Int,
                           uniformFloor: CGSize = .zero) throws -> [Slot] {
        var slots: [Slot] = []
        var leafCount = 0
        var cursor = content.start(a)

        func makeSlot(_ si: Int, container: CGSize, forcedExtent: CGFloat?) throws -> Slot {
            let sub = g.subitems[si]
            func subPath() -> String { "\(path).subitems[\(si)]" }
            var size = try Self.resolveSize(sub, in: container, path: subPath())
            if let e = forcedExtent { size[a] = e }
            var slot = Slot(sub: sub, parentPath: path, subIndex: si, size: size, lead: sub.edgeSpacing?.start(a),
                            trail: sub.edgeSpacing?.end(a), child: nil, leafIndex: leafBase + leafCount)
            for sp in [slot.lead, slot.trail, sub.edgeSpacing?.start(a.other), sub.edgeSpacing?.end(a.other)] {
                if let sp, !sp.value.isFinite { throw LayoutError.nonFinite(path: subPath() + ".edgeSpacing", detail: "\(sp)") }
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
                let first = try Self.resolveSize(g.subitems[0], in: content.size, path: "\(path).subitems[0]")
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

    /// The largest size of the uniformAcrossSiblings leaves on each axis that has more than one (0 otherwise).
    private func uniformMaximum(_ slots: [Slot]) -> CGSize {
        var m = CGSize.zero
        for axis in [Axis.x, .y] {
            let sizes = slots.filter { $0.child == nil && $0.sub.layoutSize.dimension(axis).isUniformAcrossSiblings }.map { $0.size[axis] }
            if sizes.count > 1 { m[axis] = sizes.max()! }
        }
        return m
    }

    /// §17.7: measured leaves marked `uniformAcrossSiblings` grow to the largest sibling in their group.
    private func applyUniformAcrossSiblings(_ slots: inout [Slot], depth: Int, leafBase: Int) throws {
        for axis in [Axis.x, .y] {
            let idx = slots.indices.filter { slots[$0].child == nil && slots[$0].sub.layoutSize.dimension(axis).isUniformAcrossSiblings }
            guard idx.count > 1 else { continue }
            let m = idx.map { slots[$0].size[axis] }.max()!
            for i in idx { slots[i].size[axis] = m }
        }
    }

    /// Returns what each flexible gap received (for diagrams).
    @discardableResult
    private func distributeFlexible(_ slots: inout [Slot], contentEnd: CGFloat, spacing: Spacing, axis a: Axis) -> CGFloat {
        guard let last = slots.last else { return 0 }
        let used = last.start + last.size[a] + (last.trail?.value ?? 0)
        let leftover = contentEnd - used
        var count = slots.reduce(0) { $0 + ($1.lead?.isFlexible == true ? 1 : 0) + ($1.trail?.isFlexible == true ? 1 : 0) }
        if spacing.isFlexible { count += slots.count - 1 }
        guard leftover > 0, count > 0 else { return 0 }
        let share = leftover / CGFloat(count)
        var shift: CGFloat = 0
        for i in slots.indices {
            if slots[i].lead?.isFlexible == true { shift += share }
            slots[i].start += shift
            if slots[i].trail?.isFlexible == true { shift += share }
            if spacing.isFlexible && i < slots.count - 1 { shift += share }
        }
        return share
    }

    /// §3.5, §6.3: a slot sits at the leading cross edge after its fixed edge spacing; flexible cross
    /// edges share the leftover (bottom flexible → top, top flexible → bottom, both → centred).
    private func crossPosition(_ slot: Slot, in content: CGRect, axis c: Axis, hug: Bool) -> CGFloat {
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

    private func placeItemSupplementaries(_ item: ItemModel, host: CGRect, path: String, leafIndex: Int) throws -> [PlacedSupplementary] {
        try item.supplementaryItems.enumerated().map { j, s in
            let size = try supplementarySize(s, host: host.size, path: "\(path).supplementaryItems[\(j)]", leafIndex: leafIndex)
            return PlacedSupplementary(kind: s.elementKind, frame: placeSupplementary(s, host: host, size: size), zIndex: s.zIndex)
        }
    }

    /// §11.3: a supplementary's size is relative to its host.
    private func supplementarySize(_ s: SupplementaryModel, host: CGSize, path: String, leafIndex: Int?) throws -> CGSize {
        var size = s.layoutSize.resolve(in: host)
        guard size.isFiniteSize else { throw LayoutError.nonFinite(path: path + ".layoutSize", detail: s.layoutSize.shortDescription) }
        guard size.width >= 0, size.height >= 0 else { throw LayoutError.negativeSize(path: path + ".layoutSize", detail: fmt(size)) }
        guard s.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + ".contentInsets", detail: "\(s.contentInsets)") }
        if let leafIndex, leafIndex < measuredLeafLimit, let m = measureSupplementary, s.layoutSize.width.isEstimated || s.layoutSize.height.isEstimated {
            let measured = m(s.elementKind, leafIndex, size)
            if s.layoutSize.width.isEstimated, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
            if s.layoutSize.height.isEstimated, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
        }
        for (name, a) in [("containerAnchor", s.containerAnchor), ("itemAnchor", s.itemAnchor ?? s.containerAnchor)] {
            let o = a.offsetPoints(for: size)
            guard o.x.isFinite, o.y.isFinite else { throw LayoutError.nonFinite(path: "\(path).\(name)", detail: "offset \(o)") }
        }
        return size
    }
}

func fmt(_ v: CGFloat) -> String { LayoutDimension.fmt(v) }
func fmt(_ s: CGSize) -> String { "\(fmt(s.width)) × \(fmt(s.height))" }
