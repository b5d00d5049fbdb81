import Foundation

/// Step 1 of a section: the container its top-level group resolves against (semantics.md §2.1, §2.3).
///
/// One rule for ordinary and orthogonal sections (UIKit, observed; decision 28): the section's insets along
/// the axis its groups repeat on — the axis the section scrolls along — do not shrink the group's container; the
/// insets across it do.
struct SectionContainer {
    let container: LayoutContainer
    /// The axis group instances repeat along: the layout's scroll axis, or its cross axis for orthogonal sections (§10.1).
    let instanceAxis: LayoutAxis
    /// What the top-level group's fractional dimensions refer to.
    let groupContainer: CGSize
    /// Where the container's content starts across the layout's main axis (its leading or top inset).
    let crossStart: CGFloat

    var effective: CGSize { container.effectiveContentSize }

    init(_ section: SectionModel, ctx: ResolveContext, path: ModelPath) throws {
        container = ctx.container(section.contentInsetsReference)
        let insets = section.contentInsets
        let eff = container.effectiveContentSize
        crossStart = container.effectiveContentInsets.start(ctx.cross)
        instanceAxis = section.orthogonalScrollingBehavior != .none ? ctx.cross : ctx.main
        let across = instanceAxis.other
        var g = eff
        g[across] = eff[across] - insets.start(across) - insets.end(across)
        guard g.width >= 0, g.height >= 0 else {
            throw LayoutError.noRoom(path: path, detail: "section content insets \(insets) make the effective content size \(fmt(g)) negative in a \(fmt(eff)) container")
        }
        groupContainer = g
    }
}
