import Foundation

/// Lays out one section starting at `start` along the main axis (semantics.md §9, §10, §12, §14).
struct SectionLayouter {
    let ctx: ResolveContext

    func layout(_ section: SectionModel, index: Int, itemCount: Int, start: CGFloat) throws -> SectionStore {
        let path = "sections[\(index)]"
        let m = ctx.main, c = ctx.cross
        let orthogonal = section.orthogonalScrollingBehavior != .none
        guard section.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + ".contentInsets", detail: "\(section.contentInsets)") }
        guard section.interGroupSpacing.isFinite else { throw LayoutError.nonFinite(path: path + ".interGroupSpacing", detail: "\(section.interGroupSpacing)") }
        guard section.group.isGroup else { throw LayoutError.notAGroup(path: path + ".group") }
        try ElementKinds.check(section, path: path,
                               layoutBoundaryKinds: index == 0 ? Set(ctx.configuration.boundarySupplementaryItems.map(\.elementKind)) : [])
        let insets = section.contentInsets

        // §2.1/§2.3: the container, then the section's insets. An orthogonal section resolves its group
        // against the whole container extent along the scrolling (cross) axis.
        let container = ctx.container(section.contentInsetsReference)
        let eff = container.effectiveContentSize
        let crossStart = container.effectiveContentInsets.start(c)
        var groupContainer = CGSize(width: eff.width - insets.leading - insets.trailing,
                                    height: eff.height - insets.top - insets.bottom)
        if orthogonal { groupContainer[c] = eff[c] }
        guard groupContainer.width >= 0, groupContainer.height >= 0 else {
            throw LayoutError.noRoom(path: path, detail: "section content insets \(insets) make the effective content size \(fmt(groupContainer)) negative in a \(fmt(eff)) container")
        }

        // §12: boundary items — sizes first (the header band moves the content).
        let boundary = try BoundaryLayouter(ctx: ctx).prepare(section.boundarySupplementaryItems, section: index, path: path,
                                                               reference: section.supplementaryContentInsetsReference,
                                                               followInsets: section.supplementariesFollowContentInsets ? insets : .zero)

        var layouter = GroupLayouter(traits: ctx.input.traits, limits: ctx.input.limits)
        layouter.recordsTrace = ctx.input.recordsDebugInfo
        let groupPath = path + ".group"
        let proposed = try GroupLayouter.resolveSize(section.group, in: groupContainer, path: groupPath)
        let template = try layouter.layoutGroup(section.group, proposed: proposed, depth: 0, path: groupPath, leafBase: 0)
        let n = template.leaves.count

        let ia: Axis = orthogonal ? c : m          // instances repeat along this axis
        let oa = ia.other
        let es = section.group.edgeSpacing
        let leadI = es?.start(ia)?.value ?? 0, trailI = es?.end(ia)?.value ?? 0
        for v in [leadI, trailI, es?.start(oa)?.value ?? 0, es?.end(oa)?.value ?? 0] where !v.isFinite {
            throw LayoutError.nonFinite(path: groupPath + ".edgeSpacing", detail: "\(v)")
        }

        var store = SectionStore(index: index, itemCount: itemCount, instanceAxis: ia,
                                 geometry: SectionGeometry(index: index, frame: .zero, contentFrame: .zero, itemCount: itemCount,
                                                           orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
                                                           orthogonalOffset: 0, orthogonalContentLength: 0, groupInstanceCount: 0))
        store.slotsPerInstance = n
        store.geometry.list = section.list
        if ctx.input.recordsDebugInfo { store.model = section }
        let instanceCount = itemCount == 0 ? 0 : (itemCount + n - 1) / n

        // Self-sizing: lay out each instance with measured sizes (§17); otherwise one template serves all.
        var instances: [(template: InstanceTemplate, firstItem: Int)] = []
        if let measure = ctx.input.measure, containsEstimate(section.group) {
            var first = 0
            while first < itemCount {
                let f = first
                layouter.measuredLeafLimit = itemCount - first
                layouter.measureLeaf = { leaf, size in measure(ElementKey(category: .cell, elementKind: cellElementKind, section: index, item: f + leaf), size) }
                layouter.measureSupplementary = { kind, leaf, size in measure(ElementKey(category: .supplementary, elementKind: kind, section: index, item: f + leaf), size) }
                let t = try layouter.layoutGroup(section.group, proposed: proposed, depth: 0, path: groupPath, leafBase: 0)
                instances.append((t, first))
                first += max(1, t.leaves.count)
            }
            // §17.7: a top-level group marked uniformAcrossSiblings takes the largest instance's size.
            for axis in [Axis.x, .y] where section.group.layoutSize.dimension(axis).isUniformAcrossSiblings {
                let mx = instances.map { $0.template.size[axis] }.max() ?? 0
                for i in instances.indices { instances[i].template.size[axis] = mx }
            }
        }
        let count = instances.isEmpty ? instanceCount : instances.count
        // One template: every instance has its size, so nothing is allocated per instance (10 M items cost no more).
        let sizes: [CGSize] = instances.isEmpty ? (count == 0 ? [] : [template.size]) : instances.map { $0.template.size }
        let perInstance = instances.isEmpty ? CGFloat(count) : 1

        // Extents: along the instance axis the instances line up with interGroupSpacing between them;
        // across it the section is as thick as its thickest instance.
        let along = sizes.reduce(0) { $0 + (leadI + $1[ia] + trailI) * perInstance } + CGFloat(max(0, count - 1)) * section.interGroupSpacing
        let leadO = es?.start(oa)?.value ?? 0, trailO = es?.end(oa)?.value ?? 0
        let thick = count == 0 ? 0 : leadO + (sizes.map { $0[oa] }.max() ?? 0) + trailO

        let groupsMainExtent = orthogonal ? thick : along
        let sectionStart = start
        let contentStart = sectionStart + boundary.startBand + insets.start(m)
        let contentEnd = contentStart + groupsMainExtent
        let sectionEnd = contentEnd + insets.end(m) + boundary.endBand

        // Position across the instance axis (§6.3: a top-level group narrower than its section is placed
        // by its own edge spacing: flexible leading pushes it to the trailing side).
        let otherStart: CGFloat
        let otherAvail: CGFloat
        if orthogonal {
            otherStart = contentStart; otherAvail = groupsMainExtent
        } else {
            otherStart = crossStart + insets.start(c); otherAvail = groupContainer[c]
        }
        func otherPosition(_ size: CGSize) -> CGFloat {
            let leftover = otherAvail - leadO - size[oa] - trailO
            var p = otherStart + leadO
            if leftover > 0 {
                switch (es?.start(oa)?.isFlexible == true, es?.end(oa)?.isFlexible == true) {
                case (true, true): p += leftover / 2
                case (true, false): p += leftover
                default: break
                }
            }
            return p
        }

        // Along the instance axis: the section's leading inset (cross axis for orthogonal sections, plus the
        // container inset and groupPagingCentered's centring inset, §10.2, §10.5).
        var alongStart: CGFloat
        var centering: CGFloat = 0
        if orthogonal {
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                centering = max(0, (eff[c] - (sizes.first?[c] ?? template.size[c])) / 2)
            }
            alongStart = crossStart + insets.start(c) + centering
        } else {
            alongStart = contentStart
        }

        if instances.isEmpty {
            store.template = template
            store.templateBounds = template.bounds
            let o = template.groupSupplementaryOrdinals
            store.groupSuppOrdinals = o.ordinals; store.groupSuppPerKind = o.perKind
            store.origin0 = CGPoint(axis: ia, along: alongStart + leadI, across: otherPosition(template.size))
            store.pitch = leadI + template.size[ia] + trailI + section.interGroupSpacing
        } else {
            var cursor = alongStart
            store.instances = instances.map { inst in
                let origin = CGPoint(axis: ia, along: cursor + leadI, across: otherPosition(inst.template.size))
                cursor += leadI + inst.template.size[ia] + trailI + section.interGroupSpacing
                return SectionStore.Instance(origin: origin, template: inst.template, firstItem: inst.firstItem,
                                             bounds: inst.template.bounds.offsetBy(origin))
            }
        }
        store.instanceCount = count

        // Orthogonal scrolling (§10.3, §10.7): the scroller spans the view; offset 0 is the resting position.
        if orthogonal {
            let length = crossStart + insets.start(c) + centering + along + centering + insets.end(c) + container.effectiveContentInsets.end(c)
            let maxOffset = max(0, length - ctx.viewSize[c])
            let requested = ctx.input.orthogonalOffsets[index] ?? 0
            let offset = requested.isFinite ? min(max(requested, 0), maxOffset) : 0
            store.scrollShift = -offset
            store.geometry.orthogonalOffset = offset
            store.geometry.orthogonalContentLength = length
        }

        let frame = CGRect(axis: m, start: sectionStart, extent: sectionEnd - sectionStart, crossStart: 0, crossExtent: ctx.viewSize[c])
        store.geometry.frame = frame
        store.geometry.contentFrame = CGRect(axis: m, start: contentStart, extent: groupsMainExtent,
                                             crossStart: crossStart + insets.start(c),
                                             crossExtent: max(0, eff[c] - insets.start(c) - insets.end(c)))
        store.geometry.groupInstanceCount = count

        // §14: backgrounds span the whole section (bands included) across the full layout width.
        store.cellZ = section.decorationItems.isEmpty ? 0 : 1
        store.decorations = try section.decorationItems.enumerated().map { j, d in
            guard d.contentInsets.isFinite else {
                throw LayoutError.nonFinite(path: "\(path).decorationItems[\(j)].contentInsets", detail: "\(d.contentInsets)")
            }
            return LayoutAttributes(category: .decoration, elementKind: d.elementKind, section: index, item: 0,
                             frame: frame.insetElement(by: d.contentInsets), zIndex: d.zIndex)
        }
        store.boundary = boundary.place(sectionFrame: frame, contentStart: contentStart, contentEnd: contentEnd,
                                        insetEnd: insets.end(m), zBase: 0)
        return store
    }

    private func containsEstimate(_ item: ItemModel) -> Bool {
        if item.layoutSize.width.isEstimated || item.layoutSize.height.isEstimated { return true }
        if item.supplementaryItems.contains(where: { $0.layoutSize.width.isEstimated || $0.layoutSize.height.isEstimated }) { return true }
        return item.group?.subitems.contains(where: containsEstimate) ?? false
    }
}
