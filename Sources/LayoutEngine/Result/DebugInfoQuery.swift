import Foundation

/// What a traced resolve recorded (`LayoutModel.resolveTraced`), beside its result: it reads the same resolved
/// sections, whose templates carry their traces, and never resolves again.
public struct LayoutTrace {
    let store: ResultStore?

    /// A trace with nothing in it (for results that were not traced).
    public init() { store = nil }
    init(store: ResultStore) { self.store = store }

    /// How the layout was built, for the group instances whose bounds overlap `rect` (every instance when nil),
    /// for every section or only `section`.
    public func debugInfo(in rect: CGRect? = nil, section: Int? = nil) -> LayoutDebugInfo {
        store?.debugInfo(in: rect, section: section) ?? LayoutDebugInfo(sections: [], sectionSpacing: [])
    }
}

extension ResultStore {
    func debugInfo(in rect: CGRect?, section only: Int?) -> LayoutDebugInfo {
        let q = rect.map(mirror.rect)
        var out: [SectionDebugInfo] = []
        for s in sections where only == nil || only == s.index {
            out.append(s.debugInfo(in: q, mirror: mirror))
        }
        // §9.3: the gap between one section's frame and the next one's.
        var gaps: [SpacingRegion] = []
        for i in sections.indices.dropLast() where only == nil || only == i || only == i + 1 {
            let a = sections[i].geometry.frame, b = sections[i + 1].geometry.frame
            let gap = b.start(main) - a.end(main)
            guard gap > 1e-9 else { continue }
            let r = CGRect(axis: main, start: a.end(main), extent: gap, crossStart: a.start(main.other), crossExtent: a.extent(main.other))
            gaps.append(SpacingRegion(kind: .interSection, rect: mirror.rect(r), declared: .fixed(gap), value: gap, section: nil))
        }
        return LayoutDebugInfo(sections: out, sectionSpacing: gaps)
    }
}

extension SectionStore {
    func debugInfo(in q: CGRect?, mirror: LayoutMirror) -> SectionDebugInfo {
        let model = self.model
        let insets = model?.contentInsets ?? .zero
        let g = geometry
        let insetFrame = CGRect(x: g.contentFrame.minX - insets.leading, y: g.contentFrame.minY - insets.top,
                                width: g.contentFrame.width + insets.leading + insets.trailing,
                                height: g.contentFrame.height + insets.top + insets.bottom)
        var info = SectionDebugInfo(
            index: index, frame: mirror.rect(g.frame), contentFrame: mirror.rect(g.contentFrame), insetFrame: mirror.rect(insetFrame),
            contentInsets: insets, insetRegions: insetRegions(outer: insetFrame, inner: g.contentFrame, insets: insets).map { mirrored($0, mirror) },
            orthogonalScrollingBehavior: g.orthogonalScrollingBehavior, scrollWindow: g.isOrthogonal ? mirror.rect(g.frame) : nil,
            model: model, itemCount: itemCount, instanceCount: instanceCount, groups: [], items: [], spacing: [])

        for k in instanceRange(overlapping: q) {
            let t = storage.template(k)
            let first = storage.firstItem(k)
            let origin = instanceOrigin(k)
            // The range is conservative (whole pitches); keep instances that really meet the rect.
            if let q, !t.bounds.offsetBy(origin).overlaps(q) { continue }
            for (b, box) in groupBoxes(instance: k).enumerated() {
                var box = box
                let gt = b < t.trace.groups.count ? t.trace.groups[b] : nil
                let gi = gt?.model.contentInsets.ignoringEstimated(gt!.model.layoutSize) ?? .zero
                let regions = insetRegions(outer: box.frame, inner: box.contentFrame, insets: gi).map { mirrored($0, mirror) }
                let w = SizeCallout(axis: .x, declared: gt?.model.layoutSize.width, resolved: box.frame.width)
                let h = SizeCallout(axis: .y, declared: gt?.model.layoutSize.height, resolved: box.frame.height)
                box.frame = mirror.rect(box.frame); box.contentFrame = mirror.rect(box.contentFrame)
                info.groups.append(GroupDebugInfo(box: box, model: gt?.model, width: w, height: h, contentInsets: gi, insetRegions: regions,
                                                  path: gt?.path ?? ModelPath()))
            }
            for (s, leaf) in t.leaves.enumerated() {
                guard s < t.trace.items.count else { break }
                let tr = t.trace.items[s]
                let slot = tr.slot.offsetBy(origin), frame = leaf.frame.offsetBy(origin)
                let ci = tr.model.map { $0.contentInsets.ignoringEstimated($0.layoutSize) } ?? .zero
                let item = first + s < itemCount ? first + s : nil
                info.items.append(ItemDebugInfo(
                    section: index, item: item, instance: k, slotFrame: mirror.rect(slot), frame: mirror.rect(frame),
                    model: tr.model,
                    width: SizeCallout(axis: .x, declared: tr.model?.layoutSize.width, resolved: slot.width,
                                       isForced: tr.forcedAxis == .x, forcedCount: tr.forcedAxis == .x ? forcedCount(tr) : nil),
                    height: SizeCallout(axis: .y, declared: tr.model?.layoutSize.height, resolved: slot.height,
                                        isForced: tr.forcedAxis == .y, forcedCount: tr.forcedAxis == .y ? forcedCount(tr) : nil),
                    contentInsets: ci, insetRegions: insetRegions(outer: slot, inner: frame, insets: ci).map { mirrored($0, mirror) },
                    path: tr.path))
            }
            for sp in t.trace.spacing {
                info.spacing.append(SpacingRegion(kind: sp.kind, rect: mirror.rect(sp.rect.offsetBy(origin)), declared: sp.declared,
                                                  value: sp.actual, section: index))
            }
            info.spacing += instanceSpacing(k, size: t.size, origin: origin, isLast: k == instanceCount - 1, mirror: mirror)
        }
        return info
    }

    private func forcedCount(_ t: ItemTrace) -> Int? {
        guard t.forcedAxis != nil else { return nil }
        // The slot's group is the deepest `subitem:count:` group on the path; its count names the fraction.
        var item = model?.group
        var count: Int?
        for case .subitem(let i) in t.path.components {
            guard let g = item?.group else { break }
            if case .equalSlots(let n) = g.arrangement { count = n }
            item = i < g.subitems.count ? g.subitems[i] : nil
        }
        return count
    }

    /// The top-level group's own edge spacing around instance k and the inter-group gap after it (§6, §9.2).
    private func instanceSpacing(_ k: Int, size: CGSize, origin: CGPoint, isLast: Bool, mirror: LayoutMirror) -> [SpacingRegion] {
        guard let model else { return [] }
        let ia = instanceAxis, oa = ia.other
        let es = model.group.edgeSpacing
        var out: [SpacingRegion] = []
        func add(_ kind: SpacingKind, _ declared: LayoutSpacing?, _ r: CGRect, measure: LayoutAxis) {
            guard let declared, r.width > 1e-9, r.height > 1e-9 else { return }
            out.append(SpacingRegion(kind: kind, rect: mirror.rect(r), declared: declared, value: r.extent(measure), section: index))
        }
        func edge(_ axis: LayoutAxis, start: Bool) -> BoxEdge { axis == .x ? (start ? .leading : .trailing) : (start ? .top : .bottom) }
        let leadI = es?.start(ia)?.value ?? 0, trailI = es?.end(ia)?.value ?? 0
        add(.edgeSpacing(edge(ia, start: true)), es?.start(ia),
            CGRect(axis: ia, start: origin[ia] - leadI, extent: leadI, crossStart: origin[oa], crossExtent: size[oa]), measure: ia)
        add(.edgeSpacing(edge(ia, start: false)), es?.end(ia),
            CGRect(axis: ia, start: origin[ia] + size[ia], extent: trailI, crossStart: origin[oa], crossExtent: size[oa]), measure: ia)
        // Across the instance axis the groups sit in the section's content span; flexible edges take the leftover.
        let span = geometry.contentFrame
        let before = origin[oa] - span.start(oa)
        let after = es?.end(oa)?.isFlexible == true ? span.end(oa) - origin[oa] - size[oa] : (es?.end(oa)?.value ?? 0)
        add(.edgeSpacing(edge(oa, start: true)), es?.start(oa),
            CGRect(axis: ia, start: origin[ia], extent: size[ia], crossStart: origin[oa] - before, crossExtent: before), measure: oa)
        add(.edgeSpacing(edge(oa, start: false)), es?.end(oa),
            CGRect(axis: ia, start: origin[ia], extent: size[ia], crossStart: origin[oa] + size[oa], crossExtent: after), measure: oa)
        if !isLast && model.interGroupSpacing > 0 {
            let gap = model.interGroupSpacing
            add(.interGroup, .fixed(gap),
                CGRect(axis: ia, start: origin[ia] + size[ia] + trailI, extent: gap, crossStart: origin[oa], crossExtent: size[oa]), measure: ia)
        }
        return out
    }

    /// The four strips between `outer` and `inner` (LTR: leading on the left). Strips along the top and bottom
    /// span the whole width; leading and trailing ones the height between them.
    func insetRegions(outer: CGRect, inner: CGRect, insets: NSDirectionalEdgeInsets) -> [InsetRegion] {
        var out: [InsetRegion] = []
        func add(_ e: BoxEdge, _ r: CGRect, _ v: CGFloat) {
            guard v > 1e-9, r.width > 1e-9, r.height > 1e-9 else { return }
            out.append(InsetRegion(edge: e, rect: r, value: v))
        }
        let top = inner.minY - outer.minY, bottom = outer.maxY - inner.maxY
        add(.top, CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: top), insets.top)
        add(.bottom, CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: bottom), insets.bottom)
        add(.leading, CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height), insets.leading)
        add(.trailing, CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height), insets.trailing)
        return out
    }

    private func mirrored(_ r: InsetRegion, _ m: LayoutMirror) -> InsetRegion {
        var r = r
        r.rect = m.rect(r.rect)
        return r
    }
}
