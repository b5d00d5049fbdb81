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
        let proposed = try section.group.layoutSize.checkedSize(in: groupContainer, grid: FractionGrid(ctx.input.traits), path: groupPath)
        let template = try layouter.layoutGroup(section.group, proposed: proposed, depth: 0, path: groupPath, leafBase: 0)
        guard let measure = ctx.input.measure, SelfSizing.applies(to: section.group, measure: measure) else {
            let n = template.leaves.count
            return (.uniform(template, count: itemCount == 0 ? 0 : (itemCount + n - 1) / n), template)
        }
        // §17: self-sized, each instance is laid out with its own items measured.
        var instances: [(template: InstanceTemplate, firstItem: Int)] = []
        var first = 0
        while first < itemCount {
            layouter.selfSizing = SelfSizing(measure: measure, section: index, firstItem: first, leafLimit: itemCount - first)
            let t = try layouter.layoutGroup(section.group, proposed: proposed, depth: 0, path: groupPath, leafBase: 0)
            instances.append((t, first))
            first += max(1, t.leaves.count)
        }
        // §17.7: a top-level group marked uniformAcrossSiblings takes the largest instance's size.
        for axis in [LayoutAxis.x, .y] where section.group.layoutSize.dimension(axis).isUniformAcrossSiblings {
            SelfSizing.growToLargest(&instances, axis: axis, size: \.template.size) { _ in true }
        }
        return (.measured(instances), template)
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
/// it, it places a group narrower than its section (`crossAxisPosition`, the rule slots follow in their group).
struct TopLevelEdgeSpacing {
    var leadAlong: CGFloat, trailAlong: CGFloat, leadAcross: CGFloat, trailAcross: CGFloat
    /// The declared spacing across the instance axis (fixed or flexible).
    var across: (lead: LayoutSpacing?, trail: LayoutSpacing?)

    init(_ group: ItemModel, instanceAxis ia: LayoutAxis, path: ModelPath) throws {
        let es = group.edgeSpacing, oa = ia.other
        leadAlong = es?.start(ia)?.value ?? 0; trailAlong = es?.end(ia)?.value ?? 0
        leadAcross = es?.start(oa)?.value ?? 0; trailAcross = es?.end(oa)?.value ?? 0
        across = (es?.start(oa), es?.end(oa))
        for v in [leadAlong, trailAlong, leadAcross, trailAcross] where !v.isFinite {
            throw LayoutError.nonFinite(path: path + .edgeSpacing, detail: "\(v)")
        }
    }

    /// Where a group of `size` starts across the instance axis in the span [start, start + available].
    func position(_ size: CGSize, across oa: LayoutAxis, start: CGFloat, available: CGFloat) -> CGFloat {
        crossAxisPosition(size: size[oa], lead: across.lead, trail: across.trail, start: start, available: available)
    }
}
