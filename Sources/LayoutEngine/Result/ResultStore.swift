import Foundation

/// Storage behind `LayoutResult`: the resolved sections (cells computed on demand) and the layout boundary items.
/// Frames read back from disk are a `RecordedLayout`, not a store.
/// Every element leaves through `finish`: mirrored once (right-to-left, §2.9), then the invalidation handler's
/// overrides applied (they were made on the reported frames, §18).
final class ResultStore {
    let sections: [SectionStore]
    let layoutBoundary: [LayoutAttributes]
    let main: LayoutAxis
    let mirror: LayoutMirror
    /// Changes made by invalidation handlers, by element, in reported coordinates.
    var overrides: [ElementKey: PresentationOverride] = [:]

    init(sections: [SectionStore], layoutBoundary: [LayoutAttributes], main: LayoutAxis, mirror: LayoutMirror) {
        self.sections = sections; self.layoutBoundary = layoutBoundary; self.main = main; self.mirror = mirror
    }

    /// One section's elements overlapping `rect` (reported coordinates; all when nil), mirrored, before overrides.
    func sectionElements(_ i: Int, in rect: CGRect?) -> [LayoutAttributes] {
        let q = rect.map(layoutQuery)
        var raw: [LayoutAttributes] = []
        collect(i, in: q, into: &raw)
        return reported(raw, in: rect, overrides: false)
    }

    /// The rect to search in layout (left-to-right) coordinates for `r`, widened: mirroring (x ↦ w − x) rounds, so
    /// a frame that only touches `r` as reported can overlap it before mirroring, or the reverse (by an ulp of the
    /// largest coordinate involved, hence the relative part). The exact test runs on the reported frame (decision 19).
    private func layoutQuery(_ r: CGRect) -> CGRect {
        let slack = 1 + (abs(mirror.width ?? 0) + abs(r.minX) + abs(r.maxX) + abs(r.minY) + abs(r.maxY)) * 1e-9
        return mirror.rect(r).insetBy(dx: -slack, dy: -slack)
    }

    /// At least as many as `elements(in: rect)` returns, counted without making them (every candidate the query
    /// would test, and every overridden element); what a picture of `rect` is budgeted on.
    func elementCountBound(in rect: CGRect) -> Int {
        layoutBoundary.count + overrides.count + sections.indices.reduce(0) { n, i in
            min(Int.max / 4, n + sectionElementCountBound(i, in: rect))
        }
    }

    /// At least as many as `sectionElements(i, in: rect)` (reported coordinates) returns, counted without making them.
    func sectionElementCountBound(_ i: Int, in rect: CGRect) -> Int {
        let s = sections[i]
        let (product, overflow) = s.instanceCount(overlapping: layoutQuery(rect)).multipliedReportingOverflow(by: s.elementsPerInstance)
        return s.decorations.count + s.boundary.count + (overflow ? Int.max / 8 : min(product, Int.max / 8))
    }

    /// Section i's candidates for a layout-coordinate rect: decorations, instances, boundary items.
    private func collect(_ i: Int, in q: CGRect?, into out: inout [LayoutAttributes]) {
        let s = sections[i]
        for d in s.decorations where q == nil || d.frame.overlaps(q!) { out.append(d) }
        for k in s.instanceRange(overlapping: q) { s.emitInstance(k, into: &out, filter: q) }
        for b in s.boundary where q == nil || b.frame.overlaps(q!) { out.append(b) }
    }

    /// Candidates finished (mirrored, and overridden when asked), those overlapping `rect` as reported.
    private func reported(_ raw: [LayoutAttributes], in rect: CGRect?, overrides applied: Bool) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(raw.count)
        for a in raw {
            let f = applied ? finish(a) : mirrored(a)
            if rect == nil || f.frame.overlaps(rect!) { out.append(f) }
        }
        return out
    }

    /// Elements overlapping `rect` (all when nil), final: mirrored, overrides applied.
    private func query(_ rect: CGRect?) -> [LayoutAttributes] {
        let q = rect.map(layoutQuery)
        var raw: [LayoutAttributes] = []
        for b in layoutBoundary where q == nil || b.frame.overlaps(q!) { raw.append(b) }
        for i in sections.indices { collect(i, in: q, into: &raw) }
        var out = reported(raw, in: rect, overrides: true)
        guard rect != nil, !overrides.isEmpty else { return out }
        // An override may have moved an element into `rect` from elsewhere: look those up by key (a handful, the
        // handler saw only what was visible), so a query still costs what it shows.
        let seen = Set(raw.lazy.map(\.key).filter { self.overrides[$0] != nil })
        for key in overrides.keys.sorted() where !seen.contains(key) {
            if let a = rawAttributes(for: key) {
                let f = finish(a)
                if f.frame.overlaps(rect!) { out.append(f) }
            }
        }
        return out
    }

    private func mirrored(_ a: LayoutAttributes) -> LayoutAttributes {
        guard mirror.width != nil else { return a }
        var a = a
        a.frame = mirror.rect(a.frame)
        return a
    }

    private func finish(_ a: LayoutAttributes) -> LayoutAttributes {
        var a = mirrored(a)
        // Most layouts have no handler: skip hashing every element's key.
        if !overrides.isEmpty { overrides[a.key]?.apply(to: &a) }
        return a
    }

    func elements(in rect: CGRect) -> [LayoutAttributes] { query(rect) }
    func allElements() -> [LayoutAttributes] { query(nil) }

    var elementCount: Int {
        layoutBoundary.count + sections.reduce(0) { $0 + $1.decorations.count + $1.boundary.count + $1.cellsAndSupplementaryCount }
    }

    /// One element by key, through the sections' emit path (layout coordinates, before overrides).
    private func rawAttributes(for key: ElementKey) -> LayoutAttributes? {
        if key.section == 0, key.category == .supplementary, let b = layoutBoundary.first(where: { $0.key == key }) { return b }
        guard key.section >= 0, key.section < sections.count else { return nil }
        return sections[key.section].element(key)
    }

    func attributes(for key: ElementKey) -> LayoutAttributes? {
        rawAttributes(for: key).map(finish)
    }

    func cellFrames(section: Int) -> [CGRect] {
        guard section >= 0, section < sections.count else { return [] }
        var out = sections[section].cellFrames()
        if mirror.width != nil { out = out.map(mirror.rect) }
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

    func groupBoxes(in rect: CGRect) -> [GroupBox] {
        let q = mirror.rect(rect)
        var out: [GroupBox] = []
        for s in sections {
            for k in s.instanceRange(overlapping: q) {
                for var b in s.groupBoxes(instance: k) where b.frame.overlaps(q) || b.frame.width == 0 || b.frame.height == 0 {
                    b.frame = mirror.rect(b.frame); b.contentFrame = mirror.rect(b.contentFrame)
                    out.append(b)
                }
            }
        }
        return out
    }
}
