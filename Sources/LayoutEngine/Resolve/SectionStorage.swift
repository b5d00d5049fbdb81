import Foundation

/// Where a section's group instances lie and what each one holds, in section-content coordinates before any
/// orthogonal scroll (semantics.md §8.4, §17). Queries ask these questions only, so they never care whether a
/// section repeats one template or measured every instance.
protocol SectionStorage {
    var instanceCount: Int { get }
    /// The group instance k, relative to its origin.
    func template(_ k: Int) -> InstanceTemplate
    func origin(_ k: Int) -> CGPoint
    /// The item of instance k's first leaf.
    func firstItem(_ k: Int) -> Int
    /// The instance holding `item` (nil when no instance does).
    func instance(holding item: Int) -> Int?
    /// Item index of instance k's first group supplementary of `kind` (§11.7: the n-th of its kind in the section).
    func groupOrdinalBase(_ k: Int, kind: String) -> Int
    /// The instance holding the n-th group supplementary of `kind`.
    func instance(holdingGroupSupplementary kind: String, ordinal n: Int) -> Int?
    /// Instances whose bounds may overlap `rect` (candidates: callers test each frame).
    func instances(overlapping rect: CGRect) -> [Int]
    /// Union of everything instance k holds, in section-content coordinates.
    func bounds(_ k: Int) -> CGRect
    /// Instances whose bounds together bound every instance (for the coordinate-range check).
    var extremeInstances: [Int] { get }
    /// Cell frames of every item, in item order, moved by `shift`.
    func cellFrames(itemCount: Int, shift: CGPoint) -> [CGRect]
    /// Cells and cell/group supplementaries of the first `itemCount` items, without materialising them.
    func elementCount(itemCount: Int) -> Int
}

extension SectionStorage {
    /// Union of everything instance k holds, in section-content coordinates.
    func bounds(_ k: Int) -> CGRect { template(k).bounds.offsetBy(origin(k)) }
}

/// A section whose instances are all alike: one template, instance k at `origin0 + k·pitch` along `axis`,
/// item i in leaf i mod N of instance i / N (§8.4). Nothing is stored per instance, so 10 M items cost no more.
struct UniformInstances: SectionStorage {
    let shared: InstanceTemplate
    let sharedBounds: CGRect
    let axis: LayoutAxis
    let origin0: CGPoint
    let pitch: CGFloat
    let instanceCount: Int
    let slotsPerInstance: Int
    /// Group supplementaries of each kind per instance.
    let perKind: [String: Int]

    init(template: InstanceTemplate, axis: LayoutAxis, origin0: CGPoint, pitch: CGFloat, instanceCount: Int) {
        shared = template; sharedBounds = template.bounds; self.axis = axis; self.origin0 = origin0; self.pitch = pitch
        self.instanceCount = instanceCount; slotsPerInstance = max(1, template.leaves.count)
        perKind = template.groupSupplementaries.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }

    func template(_ k: Int) -> InstanceTemplate { shared }
    func origin(_ k: Int) -> CGPoint {
        var o = origin0
        o[axis] += CGFloat(k) * pitch
        return o
    }
    func firstItem(_ k: Int) -> Int { k * slotsPerInstance }
    func instance(holding item: Int) -> Int? {
        let k = item / slotsPerInstance
        return item >= 0 && k < instanceCount ? k : nil
    }
    func groupOrdinalBase(_ k: Int, kind: String) -> Int { k * (perKind[kind] ?? 0) }
    func instance(holdingGroupSupplementary kind: String, ordinal n: Int) -> Int? {
        guard let per = perKind[kind], per > 0, n >= 0, n / per < instanceCount else { return nil }
        return n / per
    }

    func instances(overlapping rect: CGRect) -> [Int] {
        guard instanceCount > 0 else { return [] }
        let a = axis
        // Instance k spans [origin0 + k·pitch + bounds.start, … + bounds.end] along the axis.
        guard pitch != 0 else {
            // Zero pitch: instances pile up; all of them lie between the first and the last one.
            return bounds(0).union(bounds(instanceCount - 1)).overlaps(rect) ? Array(0..<instanceCount) : []
        }
        // A negative pitch (negative interGroupSpacing or edge spacing) runs the instances backwards. One instance
        // of slack either side absorbs rounding (candidates only).
        let base = origin0[a]
        let q1 = (rect.start(a) - base - sharedBounds.end(a)) / pitch
        let q2 = (rect.end(a) - base - sharedBounds.start(a)) / pitch
        let lo = min(q1, q2).rounded(.down) - 1
        let hi = max(q1, q2).rounded(.up) + 1
        let kmin = Int(max(0, min(Double(instanceCount), Double(lo))))
        let kmax = Int(max(-1, min(Double(instanceCount - 1), Double(hi))))
        return kmin <= kmax ? Array(kmin...kmax) : []
    }

    var extremeInstances: [Int] { instanceCount == 0 ? [] : [0, instanceCount - 1] }

    /// The hot path (§8.4): works on local copies and writes each 32-byte frame once into uninitialised storage.
    func cellFrames(itemCount count: Int, shift: CGPoint) -> [CGRect] {
        let leaves = shared.leaves.map { (x: $0.frame.minX, y: $0.frame.minY, w: $0.frame.width, h: $0.frame.height) }
        guard count > 0, !leaves.isEmpty else { return [] }
        let o0 = origin0, step = CGPoint(axis: axis, along: pitch, across: 0)
        return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            var item = 0
            var k = 0
            while item < count {
                // The same arithmetic, in the same order, as `origin(k)` moved by the shift in SectionStore, so
                // these frames equal the emitted ones bit for bit.
                let o = CGPoint(x: (o0.x + CGFloat(k) * step.x) + shift.x, y: (o0.y + CGFloat(k) * step.y) + shift.y)
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

    func elementCount(itemCount: Int) -> Int {
        guard instanceCount > 0 else { return 0 }
        var perInstance = 0
        for leaf in shared.leaves { perInstance += 1 + leaf.supplementaries.count }
        let full = itemCount / slotsPerInstance
        var n = full * perInstance + instanceCount * shared.groupSupplementaries.count
        for leaf in shared.leaves.prefix(itemCount - full * slotsPerInstance) { n += 1 + leaf.supplementaries.count }
        return n
    }
}

/// A self-sized section (§17): every instance laid out with its measured sizes. Lookups by item or by group
/// supplementary ordinal are binary searches over prefix counts kept here, so no query walks the instances before.
struct MeasuredInstances: SectionStorage {
    struct Instance {
        var origin: CGPoint
        var template: InstanceTemplate
        var firstItem: Int
        var bounds: CGRect
    }
    let list: [Instance]
    /// For each group-supplementary kind, the ordinal of its first supplementary in each instance (and the total last).
    let ordinalBases: [String: [Int]]

    init(_ list: [Instance]) {
        self.list = list
        var bases: [String: [Int]] = [:]
        let kinds = Set(list.flatMap { $0.template.groupSupplementaries.map(\.kind) })
        for kind in kinds {
            var b = [0]
            b.reserveCapacity(list.count + 1)
            for inst in list { b.append(b.last! + inst.template.groupSupplementaries.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }) }
            bases[kind] = b
        }
        ordinalBases = bases
    }

    var instanceCount: Int { list.count }
    func template(_ k: Int) -> InstanceTemplate { list[k].template }
    func origin(_ k: Int) -> CGPoint { list[k].origin }
    func firstItem(_ k: Int) -> Int { list[k].firstItem }
    func bounds(_ k: Int) -> CGRect { list[k].bounds }

    func instance(holding item: Int) -> Int? {
        guard item >= 0, let k = lastIndex(in: list.count, where: { list[$0].firstItem <= item }) else { return nil }
        return item - list[k].firstItem < list[k].template.leaves.count ? k : nil
    }
    func groupOrdinalBase(_ k: Int, kind: String) -> Int { ordinalBases[kind]?[k] ?? 0 }
    func instance(holdingGroupSupplementary kind: String, ordinal n: Int) -> Int? {
        guard let b = ordinalBases[kind], n >= 0, n < b[list.count] else { return nil }
        return lastIndex(in: list.count, where: { b[$0] <= n })
    }
    /// The last index in 0..<count for which `isBefore` holds, where it holds for a prefix (binary search).
    private func lastIndex(in count: Int, where isBefore: (Int) -> Bool) -> Int? {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }

    func instances(overlapping rect: CGRect) -> [Int] { list.indices.filter { list[$0].bounds.overlaps(rect) } }
    var extremeInstances: [Int] { Array(list.indices) }

    func cellFrames(itemCount: Int, shift: CGPoint) -> [CGRect] {
        var out: [CGRect] = []
        out.reserveCapacity(itemCount)
        for inst in list {
            let o = inst.origin.offsetBy(shift)
            for leaf in inst.template.leaves.prefix(max(0, itemCount - inst.firstItem)) { out.append(leaf.frame.offsetBy(o)) }
        }
        return out
    }

    func elementCount(itemCount: Int) -> Int {
        var n = 0
        for inst in list {
            let present = max(0, min(inst.template.leaves.count, itemCount - inst.firstItem))
            for leaf in inst.template.leaves.prefix(present) { n += 1 + leaf.supplementaries.count }
            n += inst.template.groupSupplementaries.count
        }
        return n
    }
}

extension CGPoint {
    func offsetBy(_ p: CGPoint) -> CGPoint { CGPoint(x: x + p.x, y: y + p.y) }
}
