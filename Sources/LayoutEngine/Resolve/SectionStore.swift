import Foundation

/// A resolved section. Cells are not stored: instance k of a uniform section sits at
/// `origin0 + k·pitch` along `instanceAxis`, and item i is leaf i mod N of instance i / N (§8.4).
struct SectionStore {
    struct Instance {
        var origin: CGPoint
        var template: InstanceTemplate
        var firstItem: Int
        var bounds: CGRect
    }

    var index: Int
    var itemCount: Int
    var instanceAxis: Axis
    /// Uniform sections: one template.
    var template: InstanceTemplate?
    var templateBounds: CGRect = .zero
    var origin0: CGPoint = .zero
    var pitch: CGFloat = 0
    var slotsPerInstance: Int = 0
    var groupSuppOrdinals: [Int] = []
    var groupSuppPerKind: [String: Int] = [:]
    /// Self-sized sections: every instance laid out on its own.
    var instances: [Instance]?
    var instanceCount: Int = 0
    /// Orthogonal scrolling moves cells and their supplementaries by this along `instanceAxis`.
    var scrollShift: CGFloat = 0
    /// §14.5: cells draw above a section background.
    var cellZ: Int = 0
    var boundary: [LayoutAttributes] = []
    var decorations: [LayoutAttributes] = []
    var geometry: SectionGeometry
    /// The section's model, for diagrams' declarations and spacing regions (never read by cell queries).
    var model: SectionModel?

    // MARK: instance access

    func instanceOrigin(_ k: Int) -> CGPoint {
        if let instances {
            var o = instances[k].origin
            o[instanceAxis] += scrollShift
            return o
        }
        var o = origin0
        o[instanceAxis] += CGFloat(k) * pitch + scrollShift
        return o
    }

    /// Instances whose bounds may overlap `rect` (all of them when rect is nil).
    func instanceRange(overlapping rect: CGRect?) -> [Int] {
        guard let rect else { return Array(0..<instanceCount) }
        if let instances {
            return instances.indices.filter { instances[$0].bounds.offsetBy(CGPoint(axis: instanceAxis, along: scrollShift, across: 0)).overlaps(rect) }
        }
        return Array(templateRange(overlapping: rect))
    }

    /// How many instances `instanceRange(overlapping:)` returns, without listing them: the work budget of a
    /// picture is checked on it before any element is made (docs/limits.md).
    func instanceCount(overlapping rect: CGRect) -> Int {
        if instances != nil { return instanceRange(overlapping: rect).count }
        return templateRange(overlapping: rect).count
    }

    /// Elements (cells and their supplementaries, group supplementaries) one instance holds at most.
    var elementsPerInstance: Int {
        let templates = instances.map { $0.map(\.template) } ?? template.map { [$0] } ?? []
        return templates.map { t in t.leaves.reduce(t.groupSupplementaries.count) { $0 + 1 + $1.supplementaries.count } }.max() ?? 0
    }

    /// The template instances that may overlap `rect`.
    private func templateRange(overlapping rect: CGRect) -> Range<Int> {
        guard instanceCount > 0 else { return 0..<0 }
        let a = instanceAxis
        let base = origin0[a] + scrollShift
        // Instance k spans [base + k·pitch + tb.start, base + k·pitch + tb.end] along the axis.
        guard pitch != 0 else {
            // Zero pitch: instances pile up; all of them lie between the first and the last one.
            let first = templateBounds.offsetBy(instanceOrigin(0))
            let last = templateBounds.offsetBy(instanceOrigin(instanceCount - 1))
            return first.union(last).overlaps(rect) ? 0..<instanceCount : 0..<0
        }
        // A negative pitch (negative interGroupSpacing or edge spacing) runs the instances backwards. These are
        // candidates only (emitInstance tests each frame), so one instance of slack either side absorbs rounding.
        let q1 = (rect.start(a) - base - templateBounds.end(a)) / pitch
        let q2 = (rect.end(a) - base - templateBounds.start(a)) / pitch
        let lo = min(q1, q2).rounded(.down) - 1
        let hi = max(q1, q2).rounded(.up) + 1
        let kmin = Int(max(0, min(Double(instanceCount), Double(lo))))
        let kmax = Int(max(-1, min(Double(instanceCount - 1), Double(hi))))
        return kmin <= kmax ? kmin..<(kmax + 1) : 0..<0
    }

    /// Cells and cell/group supplementaries of instance k, in content coordinates (LTR).
    func emitInstance(_ k: Int, into out: inout [LayoutAttributes], filter rect: CGRect?) {
        let t: InstanceTemplate
        let first: Int
        let ordinals: [Int]
        let perKind: [String: Int]
        if let instances {
            t = instances[k].template; first = instances[k].firstItem
            let o = t.groupSupplementaryOrdinals; ordinals = o.ordinals; perKind = o.perKind
        } else {
            t = template!; first = k * slotsPerInstance
            ordinals = groupSuppOrdinals; perKind = groupSuppPerKind
        }
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
        // §11.7: group supplementaries exist for every instance, a partial last one included.
        for (j, sup) in t.groupSupplementaries.enumerated() {
            let sf = sup.frame.offsetBy(origin)
            if rect == nil || sf.overlaps(rect!) {
                let n = instances == nil ? k * (perKind[sup.kind] ?? 1) + ordinals[j] : groupOrdinalBase(k, kind: sup.kind) + ordinals[j]
                out.append(LayoutAttributes(category: .supplementary, elementKind: sup.kind, section: index, item: n,
                                            frame: sf, zIndex: sup.zIndex))
            }
        }
    }

    private func groupOrdinalBase(_ k: Int, kind: String) -> Int {
        guard let instances else { return 0 }
        return instances[..<k].reduce(0) { $0 + $1.template.groupSupplementaries.filter { $0.kind == kind }.count }
    }

    func cellFrame(item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        if let instances {
            guard let k = instances.lastIndex(where: { $0.firstItem <= item }) else { return nil }
            let origin = instanceOrigin(k)
            let s = item - instances[k].firstItem
            guard s < instances[k].template.leaves.count else { return nil }
            return instances[k].template.leaves[s].frame.offsetBy(origin)
        }
        let k = item / slotsPerInstance
        return template!.leaves[item % slotsPerInstance].frame.offsetBy(instanceOrigin(k))
    }

    func groupBoxes(instance k: Int) -> [GroupBox] {
        let t = instances?[k].template ?? template!
        let origin = instanceOrigin(k)
        return t.boxes.map { b in
            GroupBox(section: index, instance: k, depth: b.depth, frame: b.frame.offsetBy(origin),
                     contentFrame: b.contentFrame.offsetBy(origin), declaration: b.declaration)
        }
    }

    var cellsAndSupplementaryCount: Int {
        guard instanceCount > 0 else { return 0 }
        if let instances {
            var n = 0
            for inst in instances {
                let present = max(0, min(inst.template.leaves.count, itemCount - inst.firstItem))
                for leaf in inst.template.leaves.prefix(present) { n += 1 + leaf.supplementaries.count }
                n += inst.template.groupSupplementaries.count
            }
            return n
        }
        let t = template!
        var perInstance = 0
        for leaf in t.leaves { perInstance += 1 + leaf.supplementaries.count }
        let full = itemCount / slotsPerInstance
        var n = full * perInstance + instanceCount * t.groupSupplementaries.count
        for leaf in t.leaves.prefix(itemCount - full * slotsPerInstance) { n += 1 + leaf.supplementaries.count }
        return n
    }
}
