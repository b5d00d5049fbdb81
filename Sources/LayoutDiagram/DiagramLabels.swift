import Foundation
import LayoutEngine

/// The diagram's six kinds of label, one step each, in the order `DiagramPlanner.labelRequests` asks for them.
/// Each returns the requests for the label placer (LabelPlacer): text, size, candidate spots, priority.
extension DiagramPlanner {
    /// What every label step needs from the plan: the picture transform and what counts as visible.
    struct LabelView {
        let plan: DiagramPlan
        var window: CGRect { plan.window }
        func pic(_ r: CGRect) -> CGRect { plan.toPicture(r) }
        /// Overlaps the window and has its centre in it.
        func visible(_ r: CGRect) -> Bool { r.overlapsStrictly(window) && window.contains(CGPoint(x: r.midX, y: r.midY)) }
    }

    /// The section's title, at its visible top-leading corner.
    func sectionTitle(_ s: SectionDebugInfo, view: LabelView) -> [LabelRequest] {
        let shown = s.frame.intersection(view.plan.contentRect)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return [] }
        let t = "Section \(s.index)" + listSummary(section: s.index)
        let size = measure(t, size: style.titleSize, bold: true)
        let p = view.pic(shown)
        return [LabelRequest(text: t, role: .sectionTitle, size: size,
                             candidates: p.anchored(size, [LabelSpot(.leading, .top), LabelSpot(.trailing, .top),
                                                           LabelSpot(.leading, .bottom), LabelSpot(.trailing, .bottom)]),
                             fontSize: style.titleSize, bold: true, order: s.index)]
    }

    /// Group declarations (and resolved sizes) on the first visible instance of each group in the model.
    func groupDeclarations(_ s: SectionDebugInfo, view: LabelView) -> [LabelRequest] {
        var out: [LabelRequest] = []
        var seenGroups = Set<ModelPath>()
        for (n, g) in s.groups.enumerated() where view.visible(g.box.frame) && !seenGroups.contains(g.path) {
            seenGroups.insert(g.path)
            var t = g.declaration
            if options.annotations.contains(.sizes) { t += " = \(fmtPt(g.box.frame.width)) × \(fmtPt(g.box.frame.height)) pt" }
            let size = measure(t, size: style.labelSize, bold: true)
            let p = view.pic(g.box.frame)
            out.append(LabelRequest(text: t, role: .groupDeclaration, size: size,
                                    // Stacked under the labels of enclosing boxes that share the corner, like a breadcrumb.
                                    candidates: p.anchored(size, (0..<6).map { LabelSpot(.leading, .top, lines: CGFloat($0)) }
                                                           + [LabelSpot(.trailing, .top), LabelSpot(.trailing, .top, lines: 1),
                                                              LabelSpot(.leading, .bottom), LabelSpot(.trailing, .bottom),
                                                              LabelSpot(.leading, .above)]).filter { $0.minY < p.maxY },
                                    fontSize: style.labelSize, bold: true, depth: g.box.depth, order: n))
        }
        return out
    }

    /// Size call-outs: each distinct one once per section, on the first visible slot with room (items declared
    /// alike resolve alike; the tree in the panel lists every item).
    func sizeCallouts(_ s: SectionDebugInfo, view: LabelView) -> [LabelRequest] {
        var slots: [String: [(CGRect, [LabelSpot])]] = [:]
        var order: [String] = []
        for i in s.items where view.visible(i.slotFrame) {
            let callouts: [(String, [LabelSpot])] = [
                ("w " + i.width.text, [LabelSpot(.center, .top), LabelSpot(.center, .center, lines: -1), LabelSpot(.center, .bottom)]),
                ("h " + i.height.text, [LabelSpot(.center, .bottom), LabelSpot(.center, .center, lines: 1),
                                        LabelSpot(.leading, .center), LabelSpot(.center, .top)]),
            ]
            for (t, spots) in callouts {
                if slots[t] == nil { order.append(t) }
                if slots[t, default: []].count < 6 { slots[t, default: []].append((view.pic(i.slotFrame), spots)) }
            }
        }
        return order.enumerated().map { n, t in
            let size = measure(t, size: style.labelSize)
            // A slot narrower than its call-out still gets one, centred on it (other labels keep clear).
            let cands = slots[t]!.filter { $0.0.height >= size.height }.flatMap { $0.0.anchored(size, $0.1) }
            return LabelRequest(text: t, role: .sizeCallout, size: size, candidates: cands, fontSize: style.labelSize, order: n)
        }
    }

    /// Spacing values: one label per distinct value, on the first regions with room.
    func spacingLabels(_ debug: LayoutDebugInfo, view: LabelView) -> [LabelRequest] {
        var groups: [String: [CGRect]] = [:]
        var order: [String] = []
        for r in debug.sections.flatMap(\.spacing) + debug.sectionSpacing where view.visible(r.rect) {
            let t = spacingText(r)
            if groups[t] == nil { order.append(t) }
            groups[t, default: []].append(r.rect)
        }
        return order.enumerated().map { n, t in
            let size = measure(t, size: style.labelSize)
            let cands = groups[t]!.prefix(8).flatMap { view.pic($0).around(size) }
            return LabelRequest(text: t, role: .spacingValue, size: size, candidates: cands, fontSize: style.labelSize, order: n)
        }
    }

    /// Inset values: one label per owner (section, group or item in the model) and value, on the first strip with
    /// room, inside the owner's box so that it reads as that box's padding.
    func insetLabels(_ debug: LayoutDebugInfo, view: LabelView) -> [LabelRequest] {
        var groups: [String: [(strip: CGRect, owner: CGRect)]] = [:]
        var order: [String] = []
        func add(_ owner: String, _ regions: [InsetRegion], in box: CGRect) {
            for r in regions where view.visible(r.rect) {
                let key = "\(owner) \(fmtPt(r.value))"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((r.rect, box))
            }
        }
        for s in debug.sections {
            add("s\(s.index)", s.insetRegions, in: s.insetFrame)
            for g in s.groups { add(g.path.description, g.insetRegions, in: g.box.frame) }
            for i in s.items where i.item != nil { add(i.path.description, i.insetRegions, in: i.slotFrame) }
        }
        return order.enumerated().map { n, key in
            let t = "inset " + key.split(separator: " ").last!
            let size = measure(t, size: style.labelSize)
            let cands = groups[key]!.prefix(8).flatMap { r in view.pic(r.strip).around(size).filter { view.pic(r.owner).encloses($0) } }
            return LabelRequest(text: t, role: .insetValue, size: size, candidates: cands, fontSize: style.labelSize, order: n)
        }
    }

    /// Index paths inside cells and supplementaries that can hold them.
    func indexPathLabels(_ elements: [LayoutAttributes], view: LabelView) -> [LabelRequest] {
        var out: [LabelRequest] = []
        for (n, e) in elements.enumerated() where e.category != .decoration && view.visible(e.frame) {
            let t = e.category == .cell ? "[\(e.section),\(e.item)]" : "\(Self.shortKind(e.elementKind)) [\(e.section),\(e.item)]"
            let size = measure(t, size: style.labelSize)
            let p = view.pic(e.frame)
            guard p.holds(size) else { continue }
            out.append(LabelRequest(text: t, role: .indexPath, size: size,
                                    candidates: p.anchored(size, [LabelSpot(.center, .center), LabelSpot(.center, .center, lines: -1),
                                                                  LabelSpot(.center, .center, lines: 1), LabelSpot(.leading, .center),
                                                                  LabelSpot(.trailing, .center), LabelSpot(.leading, .top),
                                                                  LabelSpot(.trailing, .bottom)]).filter { p.encloses($0) },
                                    fontSize: style.labelSize, order: n))
        }
        return out
    }
}
