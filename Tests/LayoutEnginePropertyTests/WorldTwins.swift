import Foundation
@testable import LayoutEngine

// The "world" side of the world properties: a generated case turned into the case the real world pairs
// with it (the same screen held in a mirror, the same design drawn k times larger, the same list with more
// rows), built from the description only. The engine is then asked about both and its answers compared.

extension LayoutCase {
    // MARK: scaling

    /// Every absolute length times `k`: sizes, estimates, spacing, insets, offsets, custom frames' points, the
    /// view, its safe area, margins and content offsets. Fractions stay. With k a power of two every product
    /// is exact, so the engine's frames must be exactly k times the original ones.
    func scaled(by k: CGFloat) -> LayoutCase {
        var c = self
        c.interSectionSpacing *= k
        c.layoutBoundary = layoutBoundary.map { $0.scaled(by: k) }
        c.sections = sections.map { $0.scaled(by: k) }
        var e = environment
        e.viewSize = CGSize(width: e.viewSize.width * k, height: e.viewSize.height * k)
        e.safeArea = e.safeArea.scaled(by: k)
        e.layoutMargins = e.layoutMargins?.scaled(by: k)
        e.readableInsets = e.readableInsets?.scaled(by: k)
        e.contentOffset = e.contentOffset.map { CGPoint(x: $0.x * k, y: $0.y * k) }
        e.orthogonalOffsets = e.orthogonalOffsets.mapValues { $0 * k }
        e.measure = e.measure.map { GenMeasure(factors: $0.factors, extra: $0.extra * k) }
        c.environment = e
        return c
    }

    // MARK: mirroring

    /// The case as a left-to-right layout, the base of a mirror pair.
    func leftToRight() -> LayoutCase {
        var c = self
        c.environment.traits.layoutDirection = .leftToRight
        return c
    }

    /// The same screen seen in a mirror: right-to-left traits, and the physical insets (safe area, margins,
    /// readable content) swapped left for right, since a mirror swaps them too. `contentOffset` is the mirror of
    /// the left-to-right result's bounds across the content width. Orthogonal offsets are measured from the
    /// leading (resting) edge, so they stay.
    func mirrored(contentWidth w: CGFloat, leftToRightOffset o: CGPoint) -> LayoutCase {
        var c = self
        c.environment.traits.layoutDirection = .rightToLeft
        func swap(_ i: UIEdgeInsets) -> UIEdgeInsets { UIEdgeInsets(top: i.top, left: i.right, bottom: i.bottom, right: i.left) }
        c.environment.safeArea = swap(c.environment.safeArea)
        c.environment.layoutMargins = c.environment.layoutMargins.map(swap)
        c.environment.readableInsets = c.environment.readableInsets.map(swap)
        c.environment.contentOffset = CGPoint(x: w - o.x - c.environment.viewSize.width, y: o.y)
        return c
    }

    /// Every boundary item unpinned (for shapes `EngineGaps` leaves out).
    func unpinned() -> LayoutCase {
        var c = self
        c.layoutBoundary = c.layoutBoundary.map { var b = $0; b.pinned = false; return b }
        c.sections = c.sections.map { s in var s = s; s.boundary = s.boundary.map { var b = $0; b.pinned = false; return b }; return s }
        return c
    }

    var hasPinnedItems: Bool {
        layoutBoundary.contains(where: \.pinned) || sections.contains { $0.boundary.contains(where: \.pinned) }
    }

    var hasCustomGroups: Bool { sections.contains { $0.group.contains { if case .custom = $0.group?.kind { return true }; return false } } }
}

extension GenItem {
    /// This item and every nested one, changed by `edit` (outermost first).
    func mapItems(_ edit: (inout GenItem) -> Void) -> GenItem {
        var g = self
        edit(&g)
        if var group = g.group {
            group.subitems = group.subitems.map { $0.mapItems(edit) }
            g.group = group
        }
        return g
    }

    func contains(_ test: (GenItem) -> Bool) -> Bool {
        test(self) || (group?.subitems.contains { $0.contains(test) } ?? false)
    }

    func scaled(by k: CGFloat) -> GenItem {
        mapItems { g in
            g.size = g.size.scaled(by: k)
            g.insets = g.insets.scaled(by: k)
            g.edge = g.edge?.scaled(by: k)
            g.supplementaries = g.supplementaries.map { $0.scaled(by: k) }
            if var group = g.group {
                group.spacing = group.spacing?.scaled(by: k)
                if case .custom(let items) = group.kind {
                    group.kind = .custom(items.map { var i = $0; i.points = i.points.scaled(by: k); return i })
                }
                g.group = group
            }
        }
    }
}

extension GenSection {
    func scaled(by k: CGFloat) -> GenSection {
        var s = self
        s.group = group.scaled(by: k)
        s.insets = insets.scaled(by: k)
        s.interGroupSpacing *= k
        s.boundary = boundary.map { $0.scaled(by: k) }
        s.decorations = decorations.map { var d = $0; d.contentInsets = d.contentInsets.scaled(by: k); return d }
        s.handler = handler.map { h in
            var h = h
            h.shift = CGPoint(x: h.shift.x * k, y: h.shift.y * k)
            h.translation *= k
            return h
        }
        return s
    }
}

extension GenBoundary {
    func scaled(by k: CGFloat) -> GenBoundary {
        var b = self
        b.size = size.scaled(by: k)
        b.offset = CGPoint(x: offset.x * k, y: offset.y * k)
        b.insets = insets.scaled(by: k)
        return b
    }
}

extension GenSupplementary {
    func scaled(by k: CGFloat) -> GenSupplementary {
        var s = self
        s.size = size.scaled(by: k)
        s.insets = insets.scaled(by: k)
        s.containerAnchor = containerAnchor.scaled(by: k)
        s.itemAnchor = itemAnchor?.scaled(by: k)
        return s
    }
}

extension LayoutAnchor {
    func scaled(by k: CGFloat) -> LayoutAnchor {
        guard case .absolute(let p) = offset else { return self }
        return LayoutAnchor(edges: edges, offset: .absolute(CGPoint(x: p.x * k, y: p.y * k)))
    }
}

extension SizeSpec {
    func scaled(by k: CGFloat) -> SizeSpec { SizeSpec(width: width.scaled(by: k), height: height.scaled(by: k)) }
}

extension LayoutDimension {
    func scaled(by k: CGFloat) -> LayoutDimension {
        switch self {
        case .fractionalWidth, .fractionalHeight: return self
        case .absolute(let v): return .absolute(v * k)
        case .estimated(let v): return .estimated(v * k)
        case .uniformAcrossSiblings(let v): return .uniformAcrossSiblings(estimate: v * k)
        }
    }
}

extension LayoutSpacing {
    func scaled(by k: CGFloat) -> LayoutSpacing {
        switch self {
        case .fixed(let v): return .fixed(v * k)
        case .flexible(let v): return .flexible(v * k)
        }
    }
}

extension EdgeSpacing {
    func scaled(by k: CGFloat) -> EdgeSpacing {
        EdgeSpacing(leading: leading?.scaled(by: k), top: top?.scaled(by: k), trailing: trailing?.scaled(by: k),
                    bottom: bottom?.scaled(by: k))
    }
}

extension NSDirectionalEdgeInsets {
    func scaled(by k: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top * k, leading: leading * k, bottom: bottom * k, trailing: trailing * k)
    }
}

extension UIEdgeInsets {
    func scaled(by k: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top * k, left: left * k, bottom: bottom * k, right: right * k)
    }
}

extension CGRect {
    func scaled(by k: CGFloat) -> CGRect {
        CGRect(x: origin.x * k, y: origin.y * k, width: size.width * k, height: size.height * k)
    }

    /// Across the vertical line x = w/2: what a mirror of width w shows.
    func mirrored(across w: CGFloat) -> CGRect {
        CGRect(x: w - (origin.x + size.width), y: origin.y, width: size.width, height: size.height)
    }
}
