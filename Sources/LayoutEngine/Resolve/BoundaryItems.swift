import Foundation

/// Headers, footers and side items of a section or of the whole layout (semantics.md §12, §13).
struct BoundaryLayouter {
    let ctx: ResolveContext

    struct Prepared {
        let ctx: ResolveContext
        var items: [(model: BoundaryItemModel, size: CGSize)] = []
        var section: Int
        /// Band reserved before the content by extending start-aligned items, and after it by end-aligned ones.
        var startBand: CGFloat = 0
        var endBand: CGFloat = 0
        /// The cross-axis span items are aligned in (§12.2).
        var refStart: CGFloat = 0
        var refExtent: CGFloat = 0

        func family(_ a: NSRectAlignment) -> (start: Bool, end: Bool) {
            let e = a.edges
            return ctx.main == .y ? (e.contains(.top), e.contains(.bottom)) : (e.contains(.leading), e.contains(.trailing))
        }

        /// Natural frames (§12.4, §12.5); the pinned ones also get their pinning rule (§13), applied by `Pinning`
        /// once the content size, and with it the visible rect in layout coordinates, is known.
        func place(sectionFrame: CGRect, contentStart: CGFloat, contentEnd: CGFloat, insetEnd: CGFloat, zBase: Int) -> PlacedBoundary {
            let m = ctx.main, c = ctx.cross
            let sStart = sectionFrame.start(m), sEnd = sectionFrame.end(m)
            var frames: [CGRect] = []
            for (model, size) in items {
                let u = LayoutAnchor(edges: model.alignment.edges).unitPoint
                let f = family(model.alignment)
                let along: CGFloat
                if f.start {
                    along = model.extendsBoundary ? sStart + model.outerPadding : sStart + startBand
                } else if f.end {
                    along = model.extendsBoundary ? contentEnd + insetEnd : contentEnd + insetEnd - size[m]
                } else {
                    // Side items: positioned by their anchor over the span between the bands; no band (§12.4).
                    let lo = sStart + startBand, hi = sEnd - endBand
                    along = lo + (hi - lo - size[m]) * u[m]
                }
                let across = refStart + (refExtent - size[c]) * u[c]
                var r = CGRect(origin: CGPoint(axis: m, along: along, across: across), size: size)
                r = r.offsetBy(model.absoluteOffset).insetElement(by: model.contentInsets.ignoringEstimated(model.layoutSize))
                frames.append(r)
            }
            let pinnedHeader = items.indices.filter { items[$0].model.pinToVisibleBounds && family(items[$0].model.alignment).start }
                .map { frames[$0].extent(m) }.max() ?? 0
            let pinnedFooter = items.indices.filter { items[$0].model.pinToVisibleBounds && family(items[$0].model.alignment).end }
                .map { frames[$0].extent(m) }.max() ?? 0
            var placed = PlacedBoundary()
            for i in items.indices {
                let model = items[i].model
                placed.items.append(LayoutAttributes(category: .supplementary, elementKind: model.elementKind, section: section, item: 0,
                                                     frame: frames[i], zIndex: model.zIndex + zBase))
                let f = family(model.alignment)
                if model.pinToVisibleBounds && (f.start || f.end) {
                    placed.pins.append(Pin(index: i, isHeader: f.start, hostStart: sStart, hostEnd: sEnd,
                                           pinnedHeaderExtent: pinnedHeader, pinnedFooterExtent: pinnedFooter))
                }
            }
            return placed
        }
    }

    func prepare(_ models: [BoundaryItemModel], section: Int, path: ModelPath, reference: UIContentInsetsReference,
                 followInsets: NSDirectionalEdgeInsets) throws -> Prepared {
        let m = ctx.main, c = ctx.cross
        let container = ctx.container(reference)
        let ci = container.effectiveContentInsets
        var p = Prepared(ctx: ctx, section: section)
        p.refStart = ci.start(c) + followInsets.start(c)
        p.refExtent = max(0, ctx.viewSize[c] - ci.start(c) - ci.end(c) - followInsets.start(c) - followInsets.end(c))
        // Widths are fractions of the reference span; heights of the layout container (§12.3, §12.6).
        let basis = CGSize(axis: c, along: p.refExtent, across: container.effectiveContentSize[m])
        for (j, b) in models.enumerated() {
            let bp = path + .boundaryItem(j)
            guard b.absoluteOffset.x.isFinite, b.absoluteOffset.y.isFinite else {
                throw LayoutError.nonFinite(path: bp, detail: "offset \(b.absoluteOffset)")
            }
            guard b.contentInsets.isFinite else { throw LayoutError.nonFinite(path: bp + .contentInsets, detail: "\(b.contentInsets)") }
            var size = try b.layoutSize.checkedSize(in: basis, grid: FractionGrid(ctx.input.traits), path: bp)
            size = SelfSizing.boundaryItem(kind: b.elementKind, section: section, spec: b.layoutSize, estimate: size,
                                           measure: ctx.input.measure)
            p.items.append((b, size))
            let f = p.family(b.alignment)
            // Decision (docs/semantics-decisions.md): absoluteOffset moves the item, not the band.
            guard b.outerPadding.isFinite, b.outerPadding >= 0 else {
                throw LayoutError.invalidInput(path: bp + .outerPadding,
                                               detail: "padding outside the band (a list's headerTopPadding) must be finite and >= 0, got \(b.outerPadding)")
            }
            if b.extendsBoundary && f.start { p.startBand = max(p.startBand, size[m] + b.outerPadding) }
            if b.extendsBoundary && f.end { p.endBand = max(p.endBand, size[m] + b.outerPadding) }
        }
        return p
    }
}
