import Foundation

/// Self-sizing (semantics.md §17), one step with one name: every rule that makes an estimated dimension differ
/// from an absolute one lives here, and the group, section and boundary steps call it.
///
/// - which layouts self-size at all (`SelfSizing.applies`: a measure function and an estimate somewhere);
/// - which elements are asked (cells and item supplementaries of instances that hold items, boundary items) and
///   which answer is taken (`accept`: a finite, non-negative measurement, on the estimated axes only, §17.1);
/// - content insets on an estimated axis are ignored (`NSDirectionalEdgeInsets.ignoringEstimated`, §7.1, §17.2);
/// - a group's estimated axis hugs its content (`huggedSize`, §17.3, §17.4);
/// - uniformAcrossSiblings: leaves and top-level instances grow to their largest sibling (`growToLargest`, §17.7;
///   the group's re-fill with that floor is `GroupLayouter.fillUniformSiblings`).
///
/// The group layouter measures through one `SelfSizing` value per instance, so a uniform (not self-sized)
/// section pays nothing for any of this.
struct SelfSizing {
    let measure: @Sendable (ElementKey, CGSize) -> CGSize
    let section: Int
    /// The item index of the instance's first leaf.
    let firstItem: Int
    /// Leaves at or past this index have no item (a partial last instance): they keep their estimates.
    let leafLimit: Int

    /// Whether a section self-sizes: the input measures and an estimate appears in the group, a nested group,
    /// an item or an item's supplementary.
    static func applies(to group: ItemModel, measure: (@Sendable (ElementKey, CGSize) -> CGSize)?) -> Bool {
        measure != nil && containsEstimate(group)
    }

    private static func containsEstimate(_ item: ItemModel) -> Bool {
        if item.layoutSize.isEstimated { return true }
        if item.supplementaryItems.contains(where: { $0.layoutSize.isEstimated }) { return true }
        return item.group?.subitems.contains(where: containsEstimate) ?? false
    }

    /// §17.1: the measured size replaces the estimate on each estimated axis, when it is finite and not
    /// negative; other axes (and refused answers) keep `estimate`.
    static func accept(_ measured: CGSize, for spec: SizeSpec, estimate: CGSize) -> CGSize {
        var size = estimate
        if spec.width.isEstimated, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
        if spec.height.isEstimated, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
        return size
    }

    /// Asks `measure` for `key` when `spec` has an estimated axis, and accepts its answer.
    static func measured(_ key: ElementKey, spec: SizeSpec, estimate: CGSize,
                         measure: @Sendable (ElementKey, CGSize) -> CGSize) -> CGSize {
        guard spec.isEstimated else { return estimate }
        return accept(measure(key, estimate), for: spec, estimate: estimate)
    }

    /// A cell's size: the leaf's item measured (leaves past the items keep their estimates).
    func cell(leaf: Int, spec: SizeSpec, estimate: CGSize) -> CGSize {
        leafElement(.cell, kind: cellElementKind, leaf: leaf, spec: spec, estimate: estimate)
    }

    /// An item supplementary's size: measured as the n-th item's supplementary of its kind (§11.7).
    func supplementary(kind: String, leaf: Int, spec: SizeSpec, estimate: CGSize) -> CGSize {
        leafElement(.supplementary, kind: kind, leaf: leaf, spec: spec, estimate: estimate)
    }

    private func leafElement(_ category: ElementCategory, kind: String, leaf: Int, spec: SizeSpec, estimate: CGSize) -> CGSize {
        guard leaf < leafLimit else { return estimate }
        let key = ElementKey(category: category, elementKind: kind, section: section, item: firstItem + leaf)
        return Self.measured(key, spec: spec, estimate: estimate, measure: measure)
    }

    /// A boundary item's size: measured as item 0 of its kind in its section (§12, §17).
    static func boundaryItem(kind: String, section: Int, spec: SizeSpec, estimate: CGSize,
                             measure: (@Sendable (ElementKey, CGSize) -> CGSize)?) -> CGSize {
        guard let measure else { return estimate }
        let key = ElementKey(category: .supplementary, elementKind: kind, section: section, item: 0)
        return measured(key, spec: spec, estimate: estimate, measure: measure)
    }

    /// §17.3, §17.4: a group's estimated axis hugs its content — along the axis to the last slot's end (with its
    /// trailing edge spacing), across it to the thickest slot with its edge spacing. Negative edge spacing can
    /// pull the content's end before its start: the group then hugs to 0, not below.
    static func huggedSize(_ proposed: CGSize, spec: SizeSpec, slots: [GroupLayouter.Slot], axis a: LayoutAxis) -> CGSize {
        var size = proposed
        let c = a.other
        if spec.dimension(a).isEstimated, let last = slots.last {
            size[a] = max(0, last.start + last.size[a] + (last.trail?.value ?? 0))
        }
        if spec.dimension(c).isEstimated {
            size[c] = max(0, slots.map { ($0.sub.edgeSpacing?.start(c)?.value ?? 0) + $0.size[c] + ($0.sub.edgeSpacing?.end(c)?.value ?? 0) }.max() ?? 0)
        }
        return size
    }

    /// §17.7: the largest size on `axis` of the members taking part, when more than one does (a lone member has
    /// no sibling to follow); nil otherwise. Group leaves take part when marked uniformAcrossSiblings on that axis,
    /// a section's top-level instances when its group is.
    static func largest<C: Collection>(_ members: C, axis: LayoutAxis, size: KeyPath<C.Element, CGSize>,
                                       takesPart: (C.Element) -> Bool) -> CGFloat? {
        var count = 0, largest = -CGFloat.infinity
        for m in members where takesPart(m) { count += 1; largest = max(largest, m[keyPath: size][axis]) }
        return count > 1 ? largest : nil
    }

    /// §17.7: the members taking part on `axis` grow to the largest of them (see `largest`).
    static func growToLargest<C: MutableCollection>(_ members: inout C, axis: LayoutAxis, size: WritableKeyPath<C.Element, CGSize>,
                                                    takesPart: (C.Element) -> Bool) {
        guard let m = largest(members, axis: axis, size: size, takesPart: takesPart) else { return }
        for i in members.indices where takesPart(members[i]) { members[i][keyPath: size][axis] = m }
    }
}

extension SizeSpec {
    /// Whether either axis is estimated (or uniformAcrossSiblings, an estimate too).
    var isEstimated: Bool { width.isEstimated || height.isEstimated }
}

extension NSDirectionalEdgeInsets {
    /// Insets with the edges along estimated axes dropped (semantics.md §7.1, §17.2).
    func ignoringEstimated(_ size: SizeSpec) -> NSDirectionalEdgeInsets {
        var i = self
        if size.width.isEstimated { i.leading = 0; i.trailing = 0 }
        if size.height.isEstimated { i.top = 0; i.bottom = 0 }
        return i
    }
}
