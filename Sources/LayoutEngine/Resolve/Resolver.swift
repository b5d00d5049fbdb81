import Foundation

extension LayoutModel {
    /// Resolves the layout for a view, its data and its scroll state.
    public func resolve(_ input: LayoutInput) throws -> LayoutResult {
        try Resolver(model: self, input: input, tracing: false).run()
    }

    /// Resolves the layout and, from the same pass, how it was built (for diagrams): group instances, slots
    /// before insets, the models behind sizes, spacing regions. Tracing costs a few appends per slot, so
    /// `resolve(_:)` does not record it.
    public func resolveTraced(_ input: LayoutInput) throws -> (result: LayoutResult, trace: LayoutTrace) {
        let result = try Resolver(model: self, input: input, tracing: true).run()
        return (result, LayoutTrace(store: result.store))
    }
}

/// Stacks sections along the main axis, adds layout-wide boundary items, runs invalidation handlers
/// (semantics.md §9, §12.8, §16, §18).
struct Resolver {
    let model: LayoutModel
    let input: LayoutInput
    /// Record `InstanceTrace`s and section models for `LayoutTrace` (never read by queries).
    let tracing: Bool

    func run() throws -> LayoutResult {
        let config = model.configuration
        let ctx = ResolveContext(input: input, configuration: config, tracing: tracing)
        try validate(ctx)
        let m = ctx.main, c = ctx.cross

        try ElementKinds.checkLayoutBoundary(config.boundarySupplementaryItems)
        let layoutBoundary = try BoundaryLayouter(ctx: ctx).prepare(config.boundarySupplementaryItems, section: 0,
                                                                    path: ModelPath(.configuration), reference: config.contentInsetsReference,
                                                                    followInsets: .zero)
        var cursor = layoutBoundary.startBand
        var stores: [SectionStore] = []
        // §9.5: the provider is asked once per section per resolve; the invalidation handler below runs on the
        // very section that was laid out (a provider returning a fresh section each call must not be asked twice).
        var sectionModels: [SectionModel] = []
        let env = ctx.environment
        let sectionLayouter = SectionLayouter(ctx: ctx)
        for (i, count) in input.itemCounts.enumerated() {
            let section: SectionModel
            switch model.sections {
            case .uniform(let s): section = s
            case .provider(let p):
                guard let s = p(i, env) else { throw LayoutError.missingSection(path: ModelPath(.section(i))) }
                section = s
            }
            try LeafSlotBudget.check(section, index: i, limits: input.limits)
            if i > 0 { cursor += config.interSectionSpacing }
            let store = try sectionLayouter.layout(section, index: i, itemCount: count, start: cursor)
            cursor = store.geometry.frame.end(m)
            stores.append(store)
            sectionModels.append(section)
        }
        let sectionsEnd = cursor
        // Negative inter-section spacing or insets may pull the end before 0 (§20.9: overlap, no error); a scroll
        // view's content size is never negative.
        let contentMain = max(0, sectionsEnd + layoutBoundary.endBand)
        let contentSize = CGSize(axis: m, along: contentMain, across: ctx.viewSize[c])
        let whole = CGRect(axis: m, start: 0, extent: contentMain, crossStart: 0, crossExtent: ctx.viewSize[c])
        let layoutItems = layoutBoundary.place(sectionFrame: whole, contentStart: layoutBoundary.startBand,
                                               contentEnd: sectionsEnd, insetEnd: 0, zBase: 0)

        // §2.9: mirror once. Everything above is left-to-right; the visible rect comes in through the mirror.
        let mirror = LayoutMirror(width: ctx.isRTL ? (m == .y ? ctx.viewSize.width : contentSize.width) : nil)
        let contentOffset = restingOffset(ctx, contentSize: contentSize)
        let visible = mirror.rect(visibleRect(ctx, contentOffset: contentOffset))
        let span = (start: visible.start(m), end: visible.end(m))
        for i in stores.indices {
            stores[i].boundary = PlacedBoundary(items: stores[i].boundary, pins: stores[i].pins).pinned(axis: m, visible: span)
        }

        let pinnedLayoutItems = layoutItems.pinned(axis: m, visible: span)
        try checkCoordinateRange(stores, layoutItems: pinnedLayoutItems, contentSize: contentSize, limit: input.limits.maxCoordinate)
        let store = ResultStore(sections: stores, layoutBoundary: pinnedLayoutItems, main: m, mirror: mirror)
        try runInvalidationHandlers(sectionModels, store: store, bounds: CGRect(origin: contentOffset, size: ctx.viewSize), env: env)
        let result = LayoutResult(contentSize: contentSize, contentOffset: contentOffset, viewSize: ctx.viewSize,
                                  adjustedContentInset: ctx.adjustedContentInset, scrollDirection: config.scrollDirection,
                                  sections: stores.map { $0.geometry.mirrored(mirror) }, store: store)
        return result
    }

    /// The given content offset, or the resting one (`MainAxisScroll`, §13.2, decision 29); across the main axis
    /// the view rests at minus the adjusted inset there.
    private func restingOffset(_ ctx: ResolveContext, contentSize: CGSize) -> CGPoint {
        if let given = input.contentOffset { return given }
        let adj = ctx.adjustedContentInset
        let scroll = MainAxisScroll(contentSize: contentSize, viewSize: ctx.viewSize, adjustedContentInset: adj,
                                    scrollDirection: ctx.configuration.scrollDirection, isRightToLeft: ctx.isRTL)
        return CGPoint(axis: ctx.main, along: scroll.resting, across: ctx.main == .y ? -adj.left : -adj.top)
    }

    /// §13.2: the bounds at the content offset, minus the adjusted content insets (the safe area along the scroll axis).
    private func visibleRect(_ ctx: ResolveContext, contentOffset: CGPoint) -> CGRect {
        let adj = ctx.adjustedContentInset
        return CGRect(x: contentOffset.x + adj.left, y: contentOffset.y + adj.top,
                      width: ctx.viewSize.width - adj.left - adj.right, height: ctx.viewSize.height - adj.top - adj.bottom)
    }

    private func validate(_ ctx: ResolveContext) throws {
        let v = input.viewSize
        guard v.isFiniteSize, v.width >= 0, v.height >= 0 else {
            throw LayoutError.invalidInput(path: ModelPath(.viewSize), detail: "the view size must be finite and not negative, got \(v)")
        }
        // The visible rect, a right-to-left mirror and a horizontal layout's resting offset are all as far out as
        // the view is wide: past the coordinate limit Doubles are coarser than 1/8 pt (CoordinateRange.swift).
        guard max(v.width, v.height) <= input.limits.maxCoordinate else {
            throw LayoutError.limitExceeded(path: ModelPath(.viewSize), detail: "a \(fmt(max(v.width, v.height)))-pt view is beyond the \(fmt(input.limits.maxCoordinate))-pt coordinate limit")
        }
        let s = input.safeAreaInsets
        guard [s.top, s.left, s.bottom, s.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw LayoutError.invalidInput(path: ModelPath(.safeAreaInsets), detail: "safe-area insets must be finite and not negative, got \(s)")
        }
        if let o = input.contentOffset, !(o.x.isFinite && o.y.isFinite) {
            throw LayoutError.invalidInput(path: ModelPath(.contentOffset), detail: "the content offset must be finite")
        }
        guard input.itemCounts.count <= input.limits.maxSections else {
            throw LayoutError.limitExceeded(path: ModelPath(.itemCounts), detail: "\(input.itemCounts.count) sections, the limit is \(input.limits.maxSections)")
        }
        var total = 0
        for (i, n) in input.itemCounts.enumerated() {
            guard n >= 0 else { throw LayoutError.invalidInput(path: ModelPath(.itemCount(i)), detail: "an item count cannot be negative, got \(n)") }
            total += n
            guard total <= input.limits.maxItems else {
                throw LayoutError.limitExceeded(path: ModelPath(.itemCounts), detail: "more than \(input.limits.maxItems) items")
            }
        }
        guard model.configuration.interSectionSpacing.isFinite else {
            throw LayoutError.nonFinite(path: ModelPath(.configuration, .interSectionSpacing), detail: "\(model.configuration.interSectionSpacing)")
        }
    }
}
