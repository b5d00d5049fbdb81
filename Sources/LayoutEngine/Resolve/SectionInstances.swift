import Foundation

/// Step 2 of a section: its group instances (semantics.md §8.4, §17). One template serves every instance unless
/// the layout self-sizes (a measure function and an estimated dimension somewhere in the group): then each
/// instance is laid out with its items' measured sizes.
enum SectionInstances {
    case uniform(InstanceTemplate, count: Int)
    case measured([(template: InstanceTemplate, firstItem: Int)])

    static func layOut(_ section: SectionModel, index: Int, itemCount: Int, in groupContainer: CGSize,
                       ctx: ResolveContext, path groupPath: ModelPath) throws -> (instances: SectionInstances, declared: InstanceTemplate) {
        var layouter = GroupLayouter(traits: ctx.input.traits, limits: ctx.input.limits)
        layouter.recordsTrace = ctx.tracing
        let proposed = try GroupLayouter.resolveSize(section.group, in: groupContainer, path: groupPath)
        let template = try layouter.layoutGroup(section.group, proposed: proposed, depth: 0, path: groupPath, leafBase: 0)
        guard let measure = ctx.input.measure, containsEstimate(section.group) else {
            let n = template.leaves.count
            return (.uniform(template, count: itemCount == 0 ? 0 : (itemCount + n - 1) / n), template)
        }
        var instances: [(template: InstanceTemplate, firstItem: Int)] = []
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
        for axis in [LayoutAxis.x, .y] where section.group.layoutSize.dimension(axis).isUniformAcrossSiblings {
            let mx = instances.map { $0.template.size[axis] }.max() ?? 0
            for i in instances.indices { instances[i].template.size[axis] = mx }
        }
        return (.measured(instances), template)
    }

    private static func containsEstimate(_ item: ItemModel) -> Bool {
        if item.layoutSize.width.isEstimated || item.layoutSize.height.isEstimated { return true }
        if item.supplementaryItems.contains(where: { $0.layoutSize.width.isEstimated || $0.layoutSize.height.isEstimated }) { return true }
        return item.group?.subitems.contains(where: containsEstimate) ?? false
    }

    var count: Int {
        switch self {
        case .uniform(_, let n): return n
        case .measured(let list): return list.count
        }
    }

    /// The first instance's size (the declared template's when there is none).
    var firstSize: CGSize? {
        switch self {
        case .uniform(let t, let n): return n == 0 ? nil : t.size
        case .measured(let list): return list.first?.template.size
        }
    }

    /// §9.2: along the instance axis the instances line up, each with its edge spacing, interGroupSpacing between them.
    func length(along a: LayoutAxis, edges: TopLevelEdgeSpacing, spacing: CGFloat) -> CGFloat {
        let gaps = CGFloat(max(0, count - 1)) * spacing
        switch self {
        case .uniform(let t, let n):
            // One template: every instance has its size, so nothing is allocated per instance (10 M items cost no more).
            return (n == 0 ? 0 : (edges.leadAlong + t.size[a] + edges.trailAlong) * CGFloat(n)) + gaps
        case .measured(let list):
            return list.reduce(0) { $0 + (edges.leadAlong + $1.template.size[a] + edges.trailAlong) * 1 } + gaps
        }
    }

    /// Across the instance axis the section is as thick as its thickest instance.
    func thickness(across o: LayoutAxis, edges: TopLevelEdgeSpacing) -> CGFloat {
        switch self {
        case .uniform(let t, let n): return n == 0 ? 0 : edges.leadAcross + t.size[o] + edges.trailAcross
        case .measured(let list):
            return list.isEmpty ? 0 : edges.leadAcross + (list.map { $0.template.size[o] }.max() ?? 0) + edges.trailAcross
        }
    }

    /// The instances placed: the first at `start` along `axis` (after its leading edge spacing), each across the
    /// axis where `across` puts a group of its size.
    func storage(axis ia: LayoutAxis, start: CGFloat, edges: TopLevelEdgeSpacing, spacing: CGFloat,
                 across: (CGSize) -> CGFloat) -> any SectionStorage {
        switch self {
        case .uniform(let t, let n):
            return UniformInstances(template: t, axis: ia, origin0: CGPoint(axis: ia, along: start + edges.leadAlong, across: across(t.size)),
                                    pitch: edges.leadAlong + t.size[ia] + edges.trailAlong + spacing, instanceCount: n)
        case .measured(let list):
            var cursor = start
            return MeasuredInstances(list.map { inst in
                let origin = CGPoint(axis: ia, along: cursor + edges.leadAlong, across: across(inst.template.size))
                cursor += edges.leadAlong + inst.template.size[ia] + edges.trailAlong + spacing
                return MeasuredInstances.Instance(origin: origin, template: inst.template, firstItem: inst.firstItem,
                                                  bounds: inst.template.bounds.offsetBy(origin))
            })
        }
    }
}

/// The top-level group's own edge spacing (§6): along the instance axis it adds to every instance's pitch; across
/// it, it places a group narrower than its section (flexible leading pushes it to the trailing side, §6.3).
struct TopLevelEdgeSpacing {
    var leadAlong: CGFloat, trailAlong: CGFloat, leadAcross: CGFloat, trailAcross: CGFloat
    var flexibleLeadAcross: Bool, flexibleTrailAcross: Bool

    init(_ group: ItemModel, instanceAxis ia: LayoutAxis, path: ModelPath) throws {
        let es = group.edgeSpacing, oa = ia.other
        leadAlong = es?.start(ia)?.value ?? 0; trailAlong = es?.end(ia)?.value ?? 0
        leadAcross = es?.start(oa)?.value ?? 0; trailAcross = es?.end(oa)?.value ?? 0
        flexibleLeadAcross = es?.start(oa)?.isFlexible == true; flexibleTrailAcross = es?.end(oa)?.isFlexible == true
        for v in [leadAlong, trailAlong, leadAcross, trailAcross] where !v.isFinite {
            throw LayoutError.nonFinite(path: path + .edgeSpacing, detail: "\(v)")
        }
    }

    /// Where a group of `size` starts across the instance axis in the span [start, start + available].
    func position(_ size: CGSize, across oa: LayoutAxis, start: CGFloat, available: CGFloat) -> CGFloat {
        let leftover = available - leadAcross - size[oa] - trailAcross
        var p = start + leadAcross
        if leftover > 0 {
            switch (flexibleLeadAcross, flexibleTrailAcross) {
            case (true, true): p += leftover / 2
            case (true, false): p += leftover
            default: break
            }
        }
        return p
    }
}
