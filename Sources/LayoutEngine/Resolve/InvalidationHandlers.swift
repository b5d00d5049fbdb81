import Foundation

/// The last step of a resolve: each section's `visibleItemsInvalidationHandler` (semantics.md §18), on the very
/// section model that was laid out (§9.5: the provider is asked once per section per resolve).
extension Resolver {
    /// §18: each section's handler sees its visible items (cells, supplementaries, decorations) in the layout's own
    /// left-to-right coordinates — UIKit's compositional layout flips horizontally in the opposite layout direction,
    /// so the flip happens after the layout, handler included — for an orthogonal section before its orthogonal
    /// scroll, and that scroll offset. The visible set is the reported visible rect taken through the mirror, and
    /// what the handler changes goes back through it (centre shifts negate x, transforms are conjugated), so a
    /// right-to-left result is the exact mirror of the left-to-right one (decision 29).
    func runInvalidationHandlers(_ models: [SectionModel], store: ResultStore, bounds: CGRect, env: LayoutEnvironment) throws {
        let mirror = store.mirror
        for (i, s) in store.sections.enumerated() {
            guard let handler = models[i].visibleItemsInvalidationHandler else { continue }
            let unscroll = CGPoint(axis: s.instanceAxis, along: -s.scrollShift, across: 0)
            let scrolls: (LayoutAttributes) -> Bool = { a in a.category != .decoration && !s.boundary.contains { b in b.key == a.key } }
            try VisibleItemsBudget.check(store.sectionElementCountBound(i, in: bounds), section: i, limits: input.limits)
            let items = store.sectionElements(i, in: bounds).map { a -> VisibleItem in
                var u = a
                u.frame = mirror.rect(u.frame); u.transform = mirror.transform(u.transform)
                if s.geometry.isOrthogonal && scrolls(a) { u.frame = u.frame.offsetBy(unscroll) }
                return VisibleItem(u)
            }
            let offset: CGPoint = s.geometry.isOrthogonal
                ? CGPoint(axis: s.instanceAxis, along: s.geometry.orthogonalOffset, across: 0)
                : mirror.rect(bounds).origin
            handler(items, offset, env)
            for v in items {
                let a = v.attributes
                let delta = CGPoint(x: v.center.x - a.frame.midX, y: v.center.y - a.frame.midY)
                guard v.alpha.isFinite, delta.x.isFinite, delta.y.isFinite,
                      [v.transform.a, v.transform.b, v.transform.c, v.transform.d, v.transform.tx, v.transform.ty].allSatisfy(\.isFinite) else {
                    throw LayoutError.nonFinite(path: ModelPath(.section(i), .visibleItemsInvalidationHandler),
                                                detail: "the handler set a non-finite value on \(a.key)")
                }
                if v.alpha != a.alpha || v.zIndex != a.zIndex || v.isHidden != a.isHidden || delta != .zero || v.transform != a.transform {
                    store.overrides[a.key] = PresentationOverride(alpha: min(max(v.alpha, 0), 1), zIndex: v.zIndex, isHidden: v.isHidden,
                                                                  centerDelta: mirror.vector(delta),
                                                                  transform: mirror.transform(v.transform))
                }
            }
        }
    }
}
