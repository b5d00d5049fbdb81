import Foundation

/// Step 4 of a section: orthogonal scrolling (semantics.md §10). The section's instances run along the cross
/// axis in a scroller that spans the view; its leading inset, the container's inset and groupPagingCentered's
/// centring inset scroll with them. Offset 0 is the resting position; offsets are clamped to the scrollable
/// range and measured from the leading edge (so a right-to-left result is the mirror of the left-to-right one).
struct OrthogonalScrolling {
    /// §10.5: groupPagingCentered centres the first group in the container.
    let centering: CGFloat
    /// Where the first instance's leading edge spacing starts along the cross axis.
    let start: CGFloat

    init(_ section: SectionModel, box: SectionContainer, firstSize: CGSize, cross c: LayoutAxis) {
        let centre = section.orthogonalScrollingBehavior == .groupPagingCentered
        centering = centre ? max(0, (box.effective[c] - firstSize[c]) / 2) : 0
        start = box.crossStart + section.contentInsets.start(c) + centering
    }

    /// §10.3, §10.7: the scroller's content length for instances spanning `length`, and the clamped offset.
    func scroll(_ section: SectionModel, box: SectionContainer, length along: CGFloat, cross c: LayoutAxis,
                viewExtent: CGFloat, requested: CGFloat?) -> (offset: CGFloat, contentLength: CGFloat) {
        let insets = section.contentInsets
        let length = box.crossStart + insets.start(c) + centering + along + centering + insets.end(c) + box.container.effectiveContentInsets.end(c)
        let maxOffset = max(0, length - viewExtent)
        let r = requested ?? 0
        return (r.isFinite ? min(max(r, 0), maxOffset) : 0, length)
    }
}
