import Foundation

/// A resolved section: its instances (behind `SectionStorage`), boundary items and decorations. Cells are not
/// stored; every element of an instance is produced by `emitInstance`, the one emit path all queries share.
struct SectionStore {
    var index: Int
    var itemCount: Int
    var instanceAxis: LayoutAxis
    var storage: any SectionStorage
    /// Leaf slots of the group as declared (before any measurement).
    var slotsPerInstance: Int = 0
    /// Orthogonal scrolling moves cells and their supplementaries by this along `instanceAxis`.
    var scrollShift: CGFloat = 0
    /// §14.5: cells draw above a section background.
    var cellZ: Int = 0
    /// Boundary items: natural frames until the resolver pins them (`pins`, §13), reported frames after.
    var boundary: [LayoutAttributes] = []
    var pins: [Pin] = []
    var decorations: [LayoutAttributes] = []
    var geometry: SectionGeometry
    /// The section's model, for diagrams' declarations and spacing regions (never read by cell queries).
    var model: SectionModel?

    var instanceCount: Int { storage.instanceCount }
    var shift: CGPoint { CGPoint(axis: instanceAxis, along: scrollShift, across: 0) }

    func instanceOrigin(_ k: Int) -> CGPoint { storage.origin(k).offsetBy(shift) }

    /// Instances whose bounds may overlap `rect` (all of them when rect is nil).
    func instanceRange(overlapping rect: CGRect?) -> [Int] {
        guard let rect else { return Array(0..<storage.instanceCount) }
        return storage.instances(overlapping: rect.offsetBy(CGPoint(x: -shift.x, y: -shift.y)))
    }

    /// How many instances `instanceRange(overlapping:)` returns: the work budget of a picture is checked on it
    /// before any element is made (docs/limits.md).
    func instanceCount(overlapping rect: CGRect) -> Int {
        storage.instances(overlapping: rect.offsetBy(CGPoint(x: -shift.x, y: -shift.y))).count
    }

    /// Elements (cells and their supplementaries, group supplementaries) one instance holds at most.
    var elementsPerInstance: Int {
        // Uniform storage has one template (its extremes share it); measured storage lists every instance.
        storage.extremeInstances.map { k in
            let t = storage.template(k)
            return t.leaves.reduce(t.groupSupplementaries.count) { $0 + 1 + $1.supplementaries.count }
        }.max() ?? 0
    }

    /// Cells and cell/group supplementaries of instance k, in content coordinates (LTR), those overlapping
    /// `rect` only when one is given. `attributes(for:)`, `elements(in:)` and `allElements` all come through here.
    func emitInstance(_ k: Int, into out: inout [LayoutAttributes], filter rect: CGRect?) {
        let t = storage.template(k)
        let first = storage.firstItem(k)
        let origin = instanceOrigin(k)
        for (s, leaf) in t.leaves.enumerated() {
            let item = first + s
            guard item < itemCount else { break }
            let f = leaf.frame.offsetBy(origin)
            if rect == nil || f.overlaps(rect!) {
                out.append(LayoutAttributes(category: .cell, elementKind: cellElementKind, section: index, item: item,
                                            frame: f, zIndex: leaf.zIndex + cellZ))
            }
            for sup in leaf.supplementaries {
                let sf = sup.frame.offsetBy(origin)
                if rect == nil || sf.overlaps(rect!) {
                    out.append(LayoutAttributes(category: .supplementary, elementKind: sup.kind, section: index, item: item,
                                                frame: sf, zIndex: sup.zIndex))
                }
            }
        }
        // §11.7: group supplementaries exist for every instance, a partial last one included; each is the n-th of
        // its kind in the section.
        let groups = t.groupSupplementaries
        for (j, sup) in groups.enumerated() {
            let sf = sup.frame.offsetBy(origin)
            if rect == nil || sf.overlaps(rect!) {
                var ordinal = 0
                for i in 0..<j where groups[i].kind == sup.kind { ordinal += 1 }
                out.append(LayoutAttributes(category: .supplementary, elementKind: sup.kind, section: index,
                                            item: storage.groupOrdinalBase(k, kind: sup.kind) + ordinal, frame: sf, zIndex: sup.zIndex))
            }
        }
    }

    /// One element by key, produced by the same emit path as queries (LTR, before overrides).
    func element(_ key: ElementKey) -> LayoutAttributes? {
        guard key.section == index else { return nil }
        switch key.category {
        case .decoration: return decorations.first { $0.key == key }
        case .cell, .supplementary:
            if key.category == .supplementary, let b = boundary.first(where: { $0.key == key }) { return b }
            var candidates: [Int] = []
            if key.item < itemCount, let k = storage.instance(holding: key.item) { candidates.append(k) }
            if key.category == .supplementary, let k = storage.instance(holdingGroupSupplementary: key.elementKind, ordinal: key.item),
               !candidates.contains(k) {
                candidates.append(k)
            }
            var out: [LayoutAttributes] = []
            for k in candidates { emitInstance(k, into: &out, filter: nil) }
            return out.first { $0.key == key }
        }
    }

    func cellFrames() -> [CGRect] { storage.cellFrames(itemCount: itemCount, shift: shift) }

    func groupBoxes(instance k: Int) -> [GroupBox] {
        let origin = instanceOrigin(k)
        return storage.template(k).boxes.map { b in
            GroupBox(section: index, instance: k, depth: b.depth, frame: b.frame.offsetBy(origin),
                     contentFrame: b.contentFrame.offsetBy(origin))
        }
    }

    var cellsAndSupplementaryCount: Int { storage.elementCount(itemCount: itemCount) }
}
