import Foundation

extension LayoutModel {
    /// Resolves the layout for a view, its data and its scroll state.
    public func resolve(_ input: LayoutInput) throws -> LayoutResult {
        try Resolver(model: self, input: input).run()
    }
}

/// Stacks sections along the main axis, adds layout-wide boundary items, runs invalidation handlers
/// (semantics.md §9, §12.8, §16, §18).
struct Resolver {
    let model: LayoutModel
    let input: LayoutInput

    func run() throws -> LayoutResult {
        let config = model.configuration
        let ctx = ResolveContext(input: input, configuration: config)
        try validate(ctx)
        let m = ctx.main, c = ctx.cross

        try ElementKinds.checkLayoutBoundary(config.boundarySupplementaryItems)
        let layoutBoundary = try BoundaryLayouter(ctx: ctx).prepare(config.boundarySupplementaryItems, section: 0,
                                                                    path: "configuration", reference: config.contentInsetsReference,
                                                                    followInsets: .zero)
        var cursor = layoutBoundary.startBand
        var stores: [SectionStore] = []
        let env = ctx.environment
        let sectionLayouter = SectionLayouter(ctx: ctx)
        for (i, count) in input.itemCounts.enumerated() {
            let section: SectionModel
            switch model.sections {
            case .uniform(let s): section = s
            case .provider(let p):
                guard let s = p(i, env) else { throw LayoutError.missingSection(path: "sections[\(i)]") }
                section = s
            }
            try LeafSlotBudget.check(section, index: i, limits: input.limits)
            if i > 0 { cursor += config.interSectionSpacing }
            let store = try sectionLayouter.layout(section, index: i, itemCount: count, start: cursor)
            cursor = store.geometry.frame.end(m)
            stores.append(store)
        }
        let sectionsEnd = cursor
        // Negative inter-section spacing or insets may pull the end before 0 (§20.9: overlap, no error); a scroll
        // view's content size is never negative.
        let contentMain = max(0, sectionsEnd + layoutBoundary.endBand)
        let contentSize = CGSize(axis: m, along: contentMain, across: ctx.viewSize[c])
        let whole = CGRect(axis: m, start: 0, extent: contentMain, crossStart: 0, crossExtent: ctx.viewSize[c])
        let layoutItems = layoutBoundary.place(sectionFrame: whole, contentStart: layoutBoundary.startBand,
                                               contentEnd: sectionsEnd, insetEnd: 0, zBase: 0)

        try checkCoordinateRange(stores, layoutItems: layoutItems, contentSize: contentSize, limit: input.limits.maxCoordinate)
        let store = ResultStore(sections: stores, layoutBoundary: layoutItems, main: m,
                                mirrorWidth: ctx.isRTL ? (m == .y ? ctx.viewSize.width : contentSize.width) : nil)
        try runInvalidationHandlers(ctx: ctx, store: store, env: env)
        let result = LayoutResult(contentSize: contentSize, contentOffset: ctx.contentOffset, viewSize: ctx.viewSize,
                                  adjustedContentInset: ctx.adjustedContentInset, scrollDirection: config.scrollDirection,
                                  sections: stores.map(\.geometry), store: store)
        result.source = (model, input)
        return result
    }

    private func validate(_ ctx: ResolveContext) throws {
        let v = input.viewSize
        guard v.isFiniteSize, v.width >= 0, v.height >= 0 else {
            throw LayoutError.invalidInput(path: "viewSize", detail: "the view size must be finite and not negative, got \(v)")
        }
        let s = input.safeAreaInsets
        guard [s.top, s.left, s.bottom, s.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw LayoutError.invalidInput(path: "safeAreaInsets", detail: "safe-area insets must be finite and not negative, got \(s)")
        }
        guard ctx.contentOffset.x.isFinite, ctx.contentOffset.y.isFinite else {
            throw LayoutError.invalidInput(path: "contentOffset", detail: "the content offset must be finite")
        }
        guard input.itemCounts.count <= input.limits.maxSections else {
            throw LayoutError.limitExceeded(path: "itemCounts", detail: "\(input.itemCounts.count) sections, the limit is \(input.limits.maxSections)")
        }
        var total = 0
        for (i, n) in input.itemCounts.enumerated() {
            guard n >= 0 else { throw LayoutError.invalidInput(path: "itemCounts[\(i)]", detail: "an item count cannot be negative, got \(n)") }
            total += n
            guard total <= input.limits.maxItems else {
                throw LayoutError.limitExceeded(path: "itemCounts", detail: "more than \(input.limits.maxItems) items")
            }
        }
        guard model.configuration.interSectionSpacing.isFinite else {
            throw LayoutError.nonFinite(path: "configuration.interSectionSpacing", detail: "\(model.configuration.interSectionSpacing)")
        }
    }

    /// §18: each section's handler sees its visible items (cells, supplementaries, decorations) with frames
    /// in layout coordinates — for an orthogonal section, before its orthogonal scroll — and that scroll offset.
    private func runInvalidationHandlers(ctx: ResolveContext, store: ResultStore, env: LayoutEnvironment) throws {
        for (i, s) in store.sections.enumerated() {
            let section: SectionModel?
            switch model.sections {
            case .uniform(let sm): section = sm
            case .provider(let p): section = p(i, env)
            }
            guard let handler = section?.visibleItemsInvalidationHandler else { continue }
            let bounds = CGRect(origin: ctx.contentOffset, size: ctx.viewSize)
            try VisibleItemsBudget.check(store.sectionElementCountBound(i, in: bounds), section: i, limits: input.limits)
            let visible = store.sectionElements(i, in: bounds)
            let shift = CGPoint(axis: s.instanceAxis, along: -s.scrollShift, across: 0)
            let scrolls: (LayoutAttributes) -> Bool = { a in a.category != .decoration && !s.boundary.contains { b in b.key == a.key } }
            let items = visible.map { a -> VisibleItem in
                var u = a
                if s.geometry.isOrthogonal && scrolls(a) { u.frame = u.frame.offsetBy(shift) }
                return VisibleItem(u)
            }
            let offset: CGPoint = s.geometry.isOrthogonal
                ? CGPoint(axis: s.instanceAxis, along: s.geometry.orthogonalOffset, across: 0)
                : ctx.contentOffset
            handler(items, offset, env)
            for v in items {
                let a = v.attributes
                let delta = CGPoint(x: v.center.x - a.frame.midX, y: v.center.y - a.frame.midY)
                guard v.alpha.isFinite, delta.x.isFinite, delta.y.isFinite,
                      [v.transform.a, v.transform.b, v.transform.c, v.transform.d, v.transform.tx, v.transform.ty].allSatisfy(\.isFinite) else {
                    throw LayoutError.nonFinite(path: "sections[\(i)].visibleItemsInvalidationHandler",
                                                detail: "the handler set a non-finite value on \(a.key)")
                }
                if v.alpha != a.alpha || v.zIndex != a.zIndex || v.isHidden != a.isHidden || delta != .zero || v.transform != a.transform {
                    store.overrides[a.key] = PresentationOverride(alpha: min(max(v.alpha, 0), 1), zIndex: v.zIndex, isHidden: v.isHidden,
                                                                  centerDelta: delta, transform: v.transform)
                }
            }
        }
    }
}
