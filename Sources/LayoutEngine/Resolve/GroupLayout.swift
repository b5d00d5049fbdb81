import Foundation

/// Lays out one group instance: subitem cycling, equal slots, repetition, spacing, edge spacing,
/// nesting and custom groups (semantics.md §3–§8, §17). `layoutGroup` reads as the sequence: checks → fill
/// (GroupFill, step 1) → uniform siblings (UniformSiblings, step 2) → flexible spacing (FlexibleSpacing, step 3) →
/// hugging an estimated axis (SelfSizing) → placement across the axis (GroupPlacement, step 4) → the group's box
/// and supplementaries (GroupSupplementaries, step 5); custom groups in CustomGroup.
///
/// Every group is laid out in its own coordinates (origin 0,0) and moved into place by its parent, so
/// a group whose estimated axis hugs its content reports its final size before the parent positions it.
struct GroupLayouter {
    let traits: UITraitCollection
    let limits: LayoutLimits
    /// Self-sizing of this instance's leaves and item supplementaries (nil: the section does not self-size).
    var selfSizing: SelfSizing?
    /// Whether to record `InstanceTrace`s for diagrams (`LayoutModel.resolveTraced`).
    var recordsTrace = false

    /// A slot overshooting its group by less than a point still fits (§3.3: sub-point overshoot,
    /// e.g. three 0.334 fractions, must not drop the last slot). Decision: docs/semantics-decisions.md.
    static let fitTolerance: CGFloat = 0.999

    /// Where fraction-derived sizes land (decision 57, `FractionGrid`): the traits' release and display scale.
    var grid: FractionGrid { FractionGrid(traits) }

    struct Slot {
        var sub: ItemModel
        /// The parent group's path and this subitem's index: the slot's path is built only when needed
        /// (errors and debug traces), not for every slot of every template.
        var parentPath: ModelPath
        var subIndex: Int
        var path: ModelPath { parentPath + .subitem(subIndex) }
        var size: CGSize
        var start: CGFloat = 0
        var lead: LayoutSpacing?
        var trail: LayoutSpacing?
        var child: InstanceTemplate?
        var leafIndex: Int
    }

    func layoutGroup(_ item: ItemModel, proposed: CGSize, depth: Int, path: ModelPath, leafBase: Int) throws -> InstanceTemplate {
        let (group, insets, content) = try checkGroup(item, proposed: proposed, depth: depth, path: path)
        var out = InstanceTemplate(size: proposed)
        var size = proposed
        switch group.kind {
        case .custom(let provider):
            try layoutCustom(provider, item: item, proposed: proposed, path: path, into: &out)
        case .horizontal, .vertical:
            size = try layoutSubitems(group, item: item, proposed: proposed, insets: insets, content: content,
                                      depth: depth, path: path, leafBase: leafBase, into: &out)
        }
        try finishGroup(item, size: size, insets: insets, depth: depth, path: path, into: &out)
        return out
    }

    /// What UIKit rejects before laying a group out (§20): not a group, nested too deep, insets that are not
    /// finite or leave no room. Returns the group, its insets (estimated axes dropped, §7.1) and its content rect.
    private func checkGroup(_ item: ItemModel, proposed: CGSize, depth: Int, path: ModelPath) throws
        -> (GroupModel, NSDirectionalEdgeInsets, CGRect) {
        guard let g = item.group else { throw LayoutError.notAGroup(path: path) }
        guard depth < limits.maxNestingDepth else {
            throw LayoutError.limitExceeded(path: path, detail: "groups nested deeper than \(limits.maxNestingDepth)")
        }
        guard item.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + .contentInsets, detail: "\(item.contentInsets)") }
        let insets = item.contentInsets.ignoringEstimated(item.layoutSize)
        let content = CGRect(origin: .zero, size: proposed).inset(by: insets)
        // CGRect.width/height are standardised (never negative): test the raw size.
        guard content.size.width >= -1e-9, content.size.height >= -1e-9 else {
            throw LayoutError.noRoom(path: path, detail: "content insets \(insets) leave \(fmt(content.size)) of \(fmt(proposed))")
        }
        return (g, insets, content)
    }

    /// A horizontal or vertical group's subitems, steps 1–4; returns the group's size (hugged on estimated axes).
    private func layoutSubitems(_ g: GroupModel, item: ItemModel, proposed: CGSize, insets: NSDirectionalEdgeInsets,
                                content: CGRect, depth: Int, path: ModelPath, leafBase: Int,
                                into out: inout InstanceTemplate) throws -> CGSize {
        let a: LayoutAxis = g.axis!
        guard !g.subitems.isEmpty else { throw LayoutError.emptyGroup(path: path) }
        let spacing = g.interItemSpacing ?? .fixed(0)
        guard spacing.value.isFinite else { throw LayoutError.nonFinite(path: path + .interItemSpacing, detail: "\(spacing)") }
        let estimatedAlong = item.layoutSize.dimension(a).isEstimated
        let estimatedAcross = item.layoutSize.dimension(a.other).isEstimated

        let fill = SlotFill(group: g, content: content, axis: a, spacing: spacing, estimatedAlong: estimatedAlong,
                            depth: depth, path: path, leafBase: leafBase)
        var slots = try fillUniformSiblings(fill)
        // §5.2, §6.3: leftover space along a filled axis is shared equally by every flexible gap (count groups
        // of equal slots have none: their slots fill the axis).
        var share: CGFloat = 0
        if !estimatedAlong, g.arrangement.sharesLeftover {
            share = distributeFlexible(&slots, contentEnd: content.end(a), spacing: spacing, axis: a)
        }
        let size = SelfSizing.huggedSize(proposed, spec: item.layoutSize, slots: slots, axis: a)
        let crossContent = estimatedAcross ? CGRect(origin: .zero, size: size).inset(by: insets) : content
        let crossPositions = try placeSlots(slots, group: g, crossContent: crossContent, axis: a, hugAcross: estimatedAcross,
                                            into: &out)
        if recordsTrace {
            traceSpacing(slots, crossPositions: crossPositions, crossContent: crossContent, axis: a,
                         spacing: spacing, share: share, into: &out.trace)
        }
        return size
    }

    /// The group's own box (for diagrams) and, §11.2, its supplementaries on its frame after its content insets.
    private func finishGroup(_ item: ItemModel, size: CGSize, insets: NSDirectionalEdgeInsets, depth: Int, path: ModelPath,
                             into out: inout InstanceTemplate) throws {
        out.size = size
        let box = CGRect(origin: .zero, size: size)
        let boxContent = box.inset(by: insets)
        out.boxes.insert(Box(frame: box, contentFrame: boxContent, depth: depth, model: item), at: 0)
        if recordsTrace { out.trace.groups.insert(GroupTrace(model: item, path: path), at: 0) }
        for (j, s) in item.supplementaryItems.enumerated() {
            let size = try supplementarySize(s, host: boxContent.size, path: path + .supplementary(j), leafIndex: nil)
            out.groupSupplementaries.insert(PlacedSupplementary(kind: s.elementKind, frame: placeSupplementary(s, host: boxContent, size: size),
                                                               zIndex: s.zIndex), at: j)
        }
    }
}

func fmt(_ v: CGFloat) -> String { LayoutDimension.fmt(v) }
func fmt(_ s: CGSize) -> String { "\(fmt(s.width)) × \(fmt(s.height))" }
