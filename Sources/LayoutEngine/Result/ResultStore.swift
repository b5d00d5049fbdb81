import Foundation

/// Storage behind `LayoutResult`: resolved sections (cells computed on demand) or a flat element list.
final class ResultStore {
    var flat: [LayoutAttributes]?
    var sections: [SectionStore] = []
    var layoutBoundary: [LayoutAttributes] = []
    var main: Axis = .y
    /// Right-to-left: frames are computed left-to-right and mirrored across this width at the end (§2.9).
    var mirrorWidth: CGFloat?
    /// Changes made by invalidation handlers, by element.
    var overrides: [ElementKey: PresentationOverride] = [:]

    init(flat: [LayoutAttributes]) { self.flat = flat }
    init(sections: [SectionStore], layoutBoundary: [LayoutAttributes], main: Axis, mirrorWidth: CGFloat?) {
        self.sections = sections; self.layoutBoundary = layoutBoundary; self.main = main; self.mirrorWidth = mirrorWidth
    }

    private func mirrored(_ r: CGRect) -> CGRect {
        guard let w = mirrorWidth else { return r }
        return CGRect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// One section's elements in LTR layout coordinates, before overrides.
    func sectionElements(_ i: Int, in rect: CGRect?) -> [LayoutAttributes] {
        let s = sections[i]
        var out: [LayoutAttributes] = []
        for d in s.decorations where rect == nil || d.frame.overlaps(rect!) { out.append(d) }
        for k in s.instanceRange(overlapping: rect) { s.emitInstance(k, into: &out, filter: rect) }
        for b in s.boundary where rect == nil || b.frame.overlaps(rect!) { out.append(b) }
        return out
    }

    /// Elements overlapping `rect` (all when nil), final: overrides applied and mirrored.
    private func query(_ rect: CGRect?) -> [LayoutAttributes] {
        if let flat { return rect.map { r in flat.filter { $0.frame.overlaps(r) } } ?? flat }
        // Candidates come from the rect in layout coordinates, widened (`candidateRect`). The exact test runs on the
        // final frame, the one callers see (decision 19), as does an override's move.
        let q = rect.map(candidateRect)
        var raw: [LayoutAttributes] = []
        for b in layoutBoundary where q == nil || b.frame.overlaps(q!) { raw.append(b) }
        for i in sections.indices { raw += sectionElements(i, in: q) }
        guard !overrides.isEmpty else { return rect.map { r in raw.map(finish).filter { $0.frame.overlaps(r) } } ?? raw.map(finish) }
        var out: [LayoutAttributes] = []
        var seen = Set<ElementKey>()
        for a in raw {
            let f = finish(a)
            if overrides[a.key] != nil { seen.insert(a.key) }
            if rect == nil || f.frame.overlaps(rect!) { out.append(f) }
        }
        for key in overrides.keys.sorted() where !seen.contains(key) {
            if let a = rawAttributes(for: key) {
                let f = finish(a)
                if rect == nil || f.frame.overlaps(rect!) { out.append(f) }
            }
        }
        return out
    }

    private func finish(_ a: LayoutAttributes) -> LayoutAttributes {
        var a = a
        overrides[a.key]?.apply(to: &a)
        a.frame = mirrored(a.frame)
        if mirrorWidth != nil && !a.transform.isIdentity {
            // Mirroring conjugates the transform by a flip of x.
            a.transform.b = -a.transform.b; a.transform.c = -a.transform.c; a.transform.tx = -a.transform.tx
        }
        return a
    }

    func elements(in rect: CGRect) -> [LayoutAttributes] { query(rect) }
    func allElements() -> [LayoutAttributes] { query(nil) }

    /// The rect `query` takes candidates from: `r` in layout coordinates, widened. Mirroring (x ↦ w − x) rounds, so a
    /// frame that only touches `r` as reported can overlap it before mirroring, or the reverse (by an ulp of the
    /// largest coordinate involved, hence the relative part).
    private func candidateRect(_ r: CGRect) -> CGRect {
        let slack = 1 + (abs(mirrorWidth ?? 0) + abs(r.minX) + abs(r.maxX) + abs(r.minY) + abs(r.maxY)) * 1e-9
        return mirrored(r).insetBy(dx: -slack, dy: -slack)
    }

    /// At least as many as `elements(in: rect)` returns, counted without making them (every candidate the query
    /// would test, and every overridden element); what a picture of `rect` is budgeted on.
    func elementCountBound(in rect: CGRect) -> Int {
        if let flat { return flat.count }
        let q = candidateRect(rect)
        return layoutBoundary.count + overrides.count + sections.indices.reduce(0) { n, i in
            min(Int.max / 4, n + sectionElementCountBound(i, in: q))
        }
    }

    /// At least as many as `sectionElements(i, in: rect)` returns, counted without making them.
    func sectionElementCountBound(_ i: Int, in rect: CGRect) -> Int {
        let s = sections[i]
        let (product, overflow) = s.instanceCount(overlapping: rect).multipliedReportingOverflow(by: s.elementsPerInstance)
        return s.decorations.count + s.boundary.count + (overflow ? Int.max / 8 : min(product, Int.max / 8))
    }

    var elementCount: Int {
        if let flat { return flat.count }
        return layoutBoundary.count + sections.reduce(0) { $0 + $1.decorations.count + $1.boundary.count + $1.cellsAndSupplementaryCount }
    }

    private func rawAttributes(for key: ElementKey) -> LayoutAttributes? {
        if key.category == .cell, key.section < sections.count, let f = sections[key.section].cellFrame(item: key.item) {
            let s = sections[key.section]
            let k = s.instances == nil ? key.item / max(1, s.slotsPerInstance) : 0
            let z = s.instances == nil ? s.template!.leaves[key.item % s.slotsPerInstance].zIndex : 0
            _ = k
            return LayoutAttributes(category: .cell, elementKind: cellElementKind, section: key.section, item: key.item,
                                    frame: f, zIndex: z + s.cellZ)
        }
        if let b = layoutBoundary.first(where: { $0.key == key }) { return b }
        guard key.section >= 0, key.section < sections.count else { return nil }
        return sectionElements(key.section, in: nil).first { $0.key == key }
    }

    func attributes(for key: ElementKey) -> LayoutAttributes? {
        if let flat { return flat.first { $0.key == key } }
        return rawAttributes(for: key).map(finish)
    }

    func cellFrames(section: Int) -> [CGRect] {
        if let flat { return flat.filter { $0.category == .cell && $0.section == section }.map(\.frame) }
        guard section >= 0, section < sections.count else { return [] }
        let s = sections[section]
        var out: [CGRect]
        if s.instances == nil, let t = s.template, mirrorWidth == nil {
            out = Self.uniformCellFrames(s, t)
        } else {
            out = []
            out.reserveCapacity(s.itemCount)
            for i in 0..<s.itemCount { if let f = s.cellFrame(item: i) { out.append(mirrored(f)) } }
        }
        // Invalidation handlers may have moved some cells (§18): look up only the overridden ones, so an
        // untouched layout pays nothing per item.
        let overrides = self.overrides
        guard !overrides.isEmpty else { return out }
        for key in overrides.keys where key.category == .cell && key.elementKind == cellElementKind
            && key.section == section && key.item >= 0 && key.item < out.count {
            out[key.item] = attributes(for: key)!.frame
        }
        return out
    }

    /// The hot path (§8.4): one template, instance k at `instanceOrigin(k)`, item i = leaf i mod N of
    /// instance i / N. Works on local copies (no class property access, hence no exclusivity checks, in
    /// the loop) and writes each 32-byte frame once into uninitialised storage.
    private static func uniformCellFrames(_ s: SectionStore, _ t: InstanceTemplate) -> [CGRect] {
        let count = s.itemCount
        let leaves = t.leaves.map { (x: $0.frame.minX, y: $0.frame.minY, w: $0.frame.width, h: $0.frame.height) }
        guard count > 0, !leaves.isEmpty else { return [] }
        return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            var item = 0
            var k = 0
            while item < count {
                let o = s.instanceOrigin(k)
                let m = min(leaves.count, count - item)
                for j in 0..<m {
                    let l = leaves[j]
                    (base + item + j).initialize(to: CGRect(x: l.x + o.x, y: l.y + o.y, width: l.w, height: l.h))
                }
                item += m
                k += 1
            }
            initialized = count
        }
    }

    func groupBoxes(in rect: CGRect) -> [GroupBox] {
        guard flat == nil else { return [] }
        let q = mirrored(rect)
        var out: [GroupBox] = []
        for s in sections {
            for k in s.instanceRange(overlapping: q) {
                for var b in s.groupBoxes(instance: k) where b.frame.overlaps(q) || b.frame.width == 0 || b.frame.height == 0 {
                    b.frame = mirrored(b.frame); b.contentFrame = mirrored(b.contentFrame)
                    out.append(b)
                }
            }
        }
        return out
    }
}
