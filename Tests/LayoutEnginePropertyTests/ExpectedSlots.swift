import Foundation
@testable import LayoutEngine

/// How many leaves (cells) and groups one instance of a section's top-level group holds, derived from the
/// generated description with the rules of semantics.md written out again here (§2.1 container, §3 subitem
/// cycling and fit, §4 count groups, §8 nesting and custom groups, §17 estimates hug) — not by calling the
/// engine. Returns nil whenever the answer is not clear-cut: the engine would throw, a measurement closure is
/// set (measured sizes change what fits), or a fit decision is within 1e-6 pt of the 1-pt tolerance edge.
enum ExpectedSlots {
    struct Shape: Equatable {
        var leaves: Int
        var groups: Int
        /// The group's final size (estimated axes hug their content).
        var size: CGSize
    }

    static let fitTolerance: CGFloat = 0.999
    static let knifeEdge: CGFloat = 1e-6

    static func topLevel(_ c: LayoutCase, section i: Int) -> Shape? {
        guard c.environment.measure == nil else { return nil }
        let s = c.section(i)
        guard let eff = containerSize(c, reference: s.contentReference) else { return nil }
        let main: LayoutAxis = c.scrollDirection == .vertical ? .y : .x
        // §2.3 (issue 14): the section's insets along the axis its groups repeat on (the main axis, or the cross axis
        // for an orthogonal section) do not shrink the group's container; the insets across it do.
        let repeats = s.orthogonal != .none ? main.other : main
        var container = CGSize(width: eff.width - s.insets.leading - s.insets.trailing,
                               height: eff.height - s.insets.top - s.insets.bottom)
        container[repeats] = eff[repeats]
        guard container.width >= 0, container.height >= 0 else { return nil }
        return group(s.group, proposed: resolve(s.group.size, in: container))
    }

    /// §2.1: the layout container is the view with the reference's insets on the cross axis only; every inset is
    /// points, 0.5 included (decision 1).
    static func containerSize(_ c: LayoutCase, reference: UIContentInsetsReference) -> CGSize? {
        let e = c.environment
        let view = e.viewSize
        var r = reference == .automatic ? c.contentReference : reference
        if r == .automatic { r = .safeArea }
        let safe = e.safeArea
        // System side margin (decision 20), written out independently of the engine's systemLayoutMargin:
        // 20 pt when the view is wider than 375 pt or regular width, else 16.
        let side: CGFloat = e.traits.horizontalSizeClass == .regular || view.width > 375 ? 20 : 16
        let margins = e.layoutMargins ?? UIEdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        let guide: UIEdgeInsets
        switch r {
        case .none: guide = .zero
        case .automatic, .safeArea: guide = safe
        case .layoutMargins: guide = margins
        case .readableContent:
            if let given = e.readableInsets {
                guide = given
            } else {
                var m = margins
                let column = view.width - m.left - m.right
                if column > 672 { m.left += (column - 672) / 2; m.right += (column - 672) / 2 }
                guide = m
            }
        }
        let size = c.scrollDirection == .vertical
            ? CGSize(width: view.width - guide.left - guide.right, height: view.height)
            : CGSize(width: view.width, height: view.height - guide.top - guide.bottom)
        return size.width.isFinite && size.height.isFinite ? size : nil
    }

    static func resolve(_ d: LayoutDimension, in c: CGSize) -> CGFloat {
        switch d {
        case .fractionalWidth(let f): return f * c.width
        case .fractionalHeight(let f): return f * c.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }
    static func resolve(_ s: SizeSpec, in c: CGSize) -> CGSize { CGSize(width: resolve(s.width, in: c), height: resolve(s.height, in: c)) }

    private struct Slot {
        var size: CGSize
        var start: CGFloat
        var lead: CGFloat, trail: CGFloat, crossLead: CGFloat, crossTrail: CGFloat
        var isLeaf: Bool
        var uniform: (x: Bool, y: Bool)
    }

    static func group(_ item: GenItem, proposed: CGSize) -> Shape? {
        guard let g = item.group, proposed.width.isFinite, proposed.height.isFinite, proposed.width >= 0, proposed.height >= 0 else { return nil }
        // §7.2, §17.2: the group's insets shrink its content, except along estimated axes.
        var insets = item.insets
        if item.size.width.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if item.size.height.isEstimated { insets.top = 0; insets.bottom = 0 }
        let content = CGSize(width: proposed.width - insets.leading - insets.trailing, height: proposed.height - insets.top - insets.bottom)
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else { return nil }

        guard let a = g.axis else {
            // §8.6: one leaf per returned frame; frames must be finite and not negative.
            guard case .custom(let items) = g.kind, !items.isEmpty else { return nil }
            for it in items {
                let f = it.frame(in: proposed)
                guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else { return nil }
            }
            return Shape(leaves: items.count, groups: 1, size: proposed)
        }
        let c = a.other
        guard !g.subitems.isEmpty else { return nil }
        let spacing = g.spacing?.value ?? 0
        guard spacing.isFinite else { return nil }
        let estimatedAlong = item.size.dimension(a).isEstimated
        let estimatedAcross = item.size.dimension(c).isEstimated

        /// A subitem's slot in a container, optionally forced to an extent along the axis (§4.1); uniform leaves
        /// are at least `floor` (§17.7).
        func slot(_ sub: GenItem, container: CGSize, forced: CGFloat?, floor: CGSize) -> (Slot, Shape)? {
            var size = resolve(sub.size, in: container)
            if let forced { size[a] = forced }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return nil }
            let e = sub.edge
            let lead = e?.start(a)?.value ?? 0, trail = e?.end(a)?.value ?? 0
            let cl = e?.start(c)?.value ?? 0, ct = e?.end(c)?.value ?? 0
            guard [lead, trail, cl, ct].allSatisfy(\.isFinite) else { return nil }
            var shape: Shape
            if sub.group != nil {
                // §4.1: the forced extent replaces the subgroup's own dimension (an estimate does not hug).
                var forcedSub = sub
                if let forced { if a == .x { forcedSub.size.width = .absolute(forced) } else { forcedSub.size.height = .absolute(forced) } }
                guard let child = group(forcedSub, proposed: size) else { return nil }
                shape = child
            } else {
                if sub.size.width.isUniformAcrossSiblings { size.width = max(size.width, floor.width) }
                if sub.size.height.isUniformAcrossSiblings { size.height = max(size.height, floor.height) }
                if let forced { size[a] = forced }
                shape = Shape(leaves: 1, groups: 0, size: size)
            }
            return (Slot(size: shape.size, start: 0, lead: lead, trail: trail, crossLead: cl, crossTrail: ct, isLeaf: sub.group == nil,
                         uniform: (sub.size.width.isUniformAcrossSiblings, sub.size.height.isUniformAcrossSiblings)), shape)
        }

        /// Fills the group once (§3, §4); nil when the engine would throw or the answer is on a knife edge.
        func fill(floor: CGSize) -> (slots: [Slot], leaves: Int, groups: Int)? {
            var slots: [Slot] = []
            var leaves = 0, groups = 1
            var cursor: CGFloat = 0
            func place(_ s: Slot, _ shape: Shape) {
                var s = s
                s.start = cursor + s.lead
                cursor = s.start + s.size[a] + s.trail + spacing
                slots.append(s)
                leaves += shape.leaves; groups += shape.groups
            }
            switch g.arrangement {
            case .pattern:
                // §3.1–3.3: cycle through the subitems while the next one fits (1-pt tolerance); §20.3 a cycle that
                // does not advance is refused. An estimated axis places the list once and hugs it (§17.3).
                var cache: [Int: (Slot, Shape)] = [:]
                var i = 0
                var cycleStart: CGFloat = 0
                while true {
                    let si = i % g.subitems.count
                    if si == 0 && i > 0 {
                        let advance = cursor - cycleStart
                        if abs(advance - 1e-9) < knifeEdge || (advance <= 1e-9 && !estimatedAlong) { return nil }
                        cycleStart = cursor
                    }
                    if estimatedAlong && i == g.subitems.count { break }
                    if cache[si] == nil { cache[si] = slot(g.subitems[si], container: content, forced: nil, floor: floor) }
                    guard let (s, shape) = cache[si] else { return nil }
                    let end = cursor + s.lead + s.size[a] + s.trail
                    if !estimatedAlong {
                        let over = end - (content[a] + fitTolerance)
                        if abs(over) < knifeEdge { return nil }
                        if over > 0 { break }
                    }
                    place(s, shape)
                    i += 1
                    if leaves > 5_000 { return nil }
                }
                if slots.isEmpty { return nil }
            case .equalSlots(let n):
                // §4.1: n equal slots of (content − spacing·(n−1)) / n; cross fractions see the content net of spacing.
                guard n >= 1, n <= 5_000 else { return nil }
                var container = content
                container[a] -= spacing * CGFloat(n - 1)
                let extent = container[a] / CGFloat(n)
                guard extent > knifeEdge else { return nil }
                guard let (s, shape) = slot(g.subitems[0], container: container, forced: extent, floor: floor) else { return nil }
                for _ in 0..<n { place(s, shape) }
            case .repeating(let n):
                // §4.2: the subitem at its own size, n times.
                guard n >= 1, n <= 5_000 else { return nil }
                guard let (s, shape) = slot(g.subitems[0], container: content, forced: nil, floor: floor) else { return nil }
                for _ in 0..<n { place(s, shape) }
            }
            guard leaves <= 5_000 else { return nil }
            return (slots, leaves, groups)
        }

        // §17.7: uniformAcrossSiblings leaves (two or more on an axis) all take the largest one's size, and the
        // group is filled again with that size as a floor until it settles.
        func uniformMaximum(_ slots: [Slot]) -> CGSize {
            var m = CGSize.zero
            for axis in [LayoutAxis.x, .y] {
                let sizes = slots.filter { $0.isLeaf && (axis == .x ? $0.uniform.x : $0.uniform.y) }.map { $0.size[axis] }
                if sizes.count > 1 { m[axis] = sizes.max()! }
            }
            return m
        }
        var floor = CGSize.zero
        guard var filled = fill(floor: floor) else { return nil }
        for _ in 0..<4 {
            let m = uniformMaximum(filled.slots)
            guard m.width > floor.width || m.height > floor.height else { break }
            floor = CGSize(width: max(floor.width, m.width), height: max(floor.height, m.height))
            guard let again = fill(floor: floor) else { return nil }
            filled = again
        }
        var slots = filled.slots
        let leaves = filled.leaves, groups = filled.groups
        for axis in [LayoutAxis.x, .y] {
            let idx = slots.indices.filter { slots[$0].isLeaf && (axis == .x ? slots[$0].uniform.x : slots[$0].uniform.y) }
            guard idx.count > 1 else { continue }
            let m = idx.map { slots[$0].size[axis] }.max()!
            for k in idx { slots[k].size[axis] = m }
        }
        var size = proposed
        if estimatedAlong, let last = slots.last { size[a] = max(0, last.start + last.size[a] + last.trail) }
        if estimatedAcross { size[c] = max(0, slots.map { $0.crossLead + $0.size[c] + $0.crossTrail }.max() ?? 0) }
        return Shape(leaves: leaves, groups: groups, size: size)
    }
}
