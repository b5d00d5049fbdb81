import Foundation

/// Lays out one group instance: subitem cycling, equal slots, repetition, spacing, edge spacing,
/// nesting and custom groups (semantics.md §3–§8, §17), in named steps: fill (GroupFill), uniform siblings
/// (UniformSiblings), flexible spacing (FlexibleSpacing), placement across the axis (GroupPlacement),
/// supplementaries (GroupSupplementaries); custom groups in CustomGroup.
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
        var parentPath: ModelPath
        var subIndex: Int
        var path: ModelPath { parentPath + .subitem(subIndex) }
        var size: CGSize
        var start: CGFloat = 0
        var lead: LayoutSpacing?
        var trail: LayoutSpacing?
        var child: InstanceTemplate?
        var leafIndex: Int
    }

    /// Resolves an item's declared size in a container, rejecting NaN/infinite and negative results.
    static func resolveSize(_ item: ItemModel, in container: CGSize, path: @autoclosure () -> ModelPath) throws -> CGSize {
        let s = item.layoutSize.resolve(in: container)
        guard s.isFiniteSize else {
            throw LayoutError.nonFinite(path: path() + .layoutSize, detail: "\(item.layoutSize.shortDescription) in \(fmt(container))")
        }
        guard s.width >= 0, s.height >= 0 else {
            throw LayoutError.negativeSize(path: path() + .layoutSize, detail: "\(item.layoutSize.shortDescription) → \(fmt(s))")
        }
        return s
    }

    func layoutGroup(_ item: ItemModel, proposed: CGSize, depth: Int, path: ModelPath, leafBase: Int) throws -> InstanceTemplate {
        guard let g = item.group else { throw LayoutError.notAGroup(path: path) }
        guard depth < limits.maxNestingDepth else {
            throw LayoutError.limitExceeded(path: path, detail: "groups nested deeper than \(limits.maxNestingDepth)")
        }
        guard item.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + .contentInsets, detail: "\(item.contentInsets)") }
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
            try layoutCustom(provider, item: item, proposed: proposed, path: path, into: &out)

        case .horizontal, .vertical:
            let a: LayoutAxis = g.axis!
            let c = a.other
            guard !g.subitems.isEmpty else { throw LayoutError.emptyGroup(path: path) }
            let spacing = g.interItemSpacing ?? .fixed(0)
            guard spacing.value.isFinite else { throw LayoutError.nonFinite(path: path + .interItemSpacing, detail: "\(spacing)") }
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

            var forced: LayoutAxis? = nil
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
                        throw LayoutError.nonFinite(path: slot.path + .contentInsets, detail: "\(slot.sub.contentInsets)")
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
            let size = try supplementarySize(s, host: boxContent.size, path: path + .supplementary(j), leafIndex: nil)
            out.groupSupplementaries.insert(PlacedSupplementary(kind: s.elementKind, frame: placeSupplementary(s, host: boxContent, size: size),
                                                               zIndex: s.zIndex), at: j)
        }
        return out
    }
}

func fmt(_ v: CGFloat) -> String { LayoutDimension.fmt(v) }
func fmt(_ s: CGSize) -> String { "\(fmt(s.width)) × \(fmt(s.height))" }
