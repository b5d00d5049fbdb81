import Foundation

/// Where an orthogonal section comes to rest when the finger lifts: UIKit's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` for the section's inner scroller,
/// one rule per `orthogonalScrollingBehavior` (semantics.md §10.5, decisions 30 … 34).
///
/// Offsets are the engine's orthogonal offsets (`LayoutInput.orthogonalOffsets`): distance scrolled from the
/// resting position towards the trailing end, 0 at rest, clamped to [0, `maxOffset`], the same in left-to-right
/// and right-to-left layouts. The scroller spans the whole view across the main axis (§10.3), so its visible
/// extent — the page size of `.paging` — is the view's width (vertical layouts) or height (horizontal layouts).
///
/// Built from the result's public queries only (section geometry and group boxes), so it costs what is near
/// the offsets asked about, not the section's group count.
public struct OrthogonalRestPositions {
    public let section: Int
    public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroller's visible length along its scrolling axis (the page size of `.paging`).
    public let visibleExtent: CGFloat
    /// Largest offset: the scroll content's length minus the visible extent, never negative.
    public let maxOffset: CGFloat
    /// The offset the result was resolved at (where the finger lifted).
    public let currentOffset: CGFloat
    /// The section's own deceleration rate (iOS 17 `orthogonalScrollingProperties`); nil = the parent's.
    public let decelerationRate: CGFloat?

    private let result: LayoutResult
    private let sectionFrame: CGRect
    /// The orthogonal axis is x in vertical layouts.
    private let alongX: Bool
    private let rightToLeft: Bool

    /// Nil when `section` does not exist or does not scroll orthogonally.
    public init?(result: LayoutResult, section: Int) {
        guard result.sections.indices.contains(section) else { return nil }
        let g = result.sections[section]
        guard g.isOrthogonal else { return nil }
        self.result = result; self.section = section
        behavior = g.orthogonalScrollingBehavior
        alongX = result.scrollDirection == .vertical
        rightToLeft = alongX && result.isRightToLeft
        visibleExtent = alongX ? result.viewSize.width : result.viewSize.height
        maxOffset = max(0, g.orthogonalContentLength - visibleExtent)
        currentOffset = g.orthogonalOffset
        decelerationRate = g.orthogonalScrollingProperties.decelerationRate
        sectionFrame = g.frame
    }

    /// Where the scroller rests for a proposed offset (where free deceleration would stop) and the lift-off
    /// velocity (points per millisecond along the scrolling axis, positive towards the trailing end).
    ///
    /// - continuous: the proposed offset, clamped — no snapping.
    /// - continuousGroupLeadingBoundary: the rest position nearest the proposed offset (deceleration carries
    ///   across any number of groups, then settles on a group's leading boundary or the end of the content).
    /// - paging, groupPaging, groupPagingCentered: one page or group at a time — with velocity, the next rest
    ///   position beyond the current offset in the velocity's direction; without, the one nearest the proposed
    ///   offset.
    public func targetOffset(forProposedOffset proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        let p = clamp(proposed.isFinite ? proposed : currentOffset)
        let v = velocity.isFinite ? velocity : 0
        // Rest positions are compared with a small tolerance so that a scroller already resting on one moves
        // on to the next rather than "arriving" where it is.
        let c = currentOffset, tolerance: CGFloat = 0.001
        switch behavior {
        case .none, .continuous:
            return p
        case .paging, .groupPaging, .groupPagingCentered:
            if v > 0 { return firstRest(after: c + tolerance) ?? restOffsets(near: c).last ?? c }
            if v < 0 { return lastRest(before: c - tolerance) ?? restOffsets(near: c).first ?? c }
            return nearest(to: p, among: restOffsets(near: p))
        default:
            // continuousGroupLeadingBoundary: deceleration carries it, then it settles on the nearest rest.
            return nearest(to: p, among: restOffsets(near: p))
        }
    }

    /// The behaviour's rest positions nearest `offset`: every one within the smallest window
    /// [offset − r, offset + r] (r = the visible extent, doubled as needed) that holds one, ascending.
    /// Empty for `.continuous`.
    public func restOffsets(near offset: CGFloat) -> [CGFloat] {
        rests(around: offset) { !$0.isEmpty }
    }

    /// The behaviour's rest positions in [from, to], ascending, each clamped to [0, maxOffset].
    public func restOffsets(from: CGFloat, to: CGFloat) -> [CGFloat] {
        guard from <= to else { return [] }
        var out: [CGFloat]
        switch behavior {
        case .none, .continuous:
            return []
        case .paging:
            // §10.5: pages are the visible extent long, counted from offset 0; the last page stops at the end
            // of the content (a scroll view never rests beyond maxOffset).
            let page = visibleExtent
            guard page > 0 else { out = [0]; break }
            let lo = max(0, (from / page).rounded(.up)), hi = min((maxOffset / page).rounded(.up), (to / page).rounded(.down))
            out = lo <= hi ? stride(from: lo, through: hi, by: 1).map { clamp($0 * page) } : []
            out.append(maxOffset)
        case .continuousGroupLeadingBoundary, .groupPaging:
            // A group's leading edge lands where the first group's leading edge rests (after the section's
            // leading inset), so the inset shows on every page; the end of the content is a rest too.
            guard let first = leadingEdgeOfFirstGroup() else { out = [0]; break }
            out = groups(inScroller: from + first, to + first).map { clamp($0.lead - first) }
            out.append(maxOffset)
            out.append(0)
        case .groupPagingCentered:
            // The group's centre lands at the centre of the visible extent; the ends of the content clamp it.
            out = groups(inScroller: from, to + visibleExtent).map { clamp($0.lead + $0.length / 2 - visibleExtent / 2) }
            if out.isEmpty { out = [0] }
        @unknown default:
            return []
        }
        return Self.sortedUnique(out.filter { $0 >= from && $0 <= to })
    }

    // MARK: group boundaries in scroller coordinates

    /// A top-level group instance along the scrolling axis, in scroller coordinates: distance from the
    /// scroller's leading edge with the content at offset 0.
    struct Span { var instance: Int; var lead: CGFloat; var length: CGFloat }

    /// Top-level groups whose span meets [from, to] in scroller coordinates.
    func groups(inScroller from: CGFloat, _ to: CGFloat) -> [Span] {
        // Scroller coordinate p is on screen at p − currentOffset from the leading edge of the view.
        let a = from - currentOffset, b = to - currentOffset
        let rect: CGRect
        if alongX {
            let x0 = rightToLeft ? visibleExtent - b : a
            rect = CGRect(x: x0, y: sectionFrame.minY, width: b - a, height: sectionFrame.height)
        } else {
            // Across the scroller (x in a horizontal layout), the whole content width: groups pulled out of their
            // section by negative insets or edge spacing are still found (the section filter below keeps them apart).
            let w = max(result.contentSize.width, sectionFrame.maxX, 1)
            rect = CGRect(x: -w, y: a, width: 3 * w, height: b - a)
        }
        return result.groupBoxes(in: rect)
            .filter { $0.section == section && $0.depth == 0 }
            .map { box in
                let f = box.frame
                let onScreenLead: CGFloat = alongX ? (rightToLeft ? visibleExtent - f.maxX : f.minX) : f.minY
                return Span(instance: box.instance, lead: onScreenLead + currentOffset,
                            length: alongX ? f.width : f.height)
            }
            .sorted { $0.instance < $1.instance }
    }

    /// Rest positions in the window [offset − r, offset + r], r starting at the visible extent and doubling
    /// until `enough` holds or the window covers the whole scroll range.
    private func rests(around offset: CGFloat, until enough: ([CGFloat]) -> Bool) -> [CGFloat] {
        var r = max(visibleExtent, 1)
        while true {
            let found = restOffsets(from: offset - r, to: offset + r)
            if enough(found) || (offset - r <= 0 && offset + r >= maxOffset) || !r.isFinite { return found }
            r *= 2
        }
    }

    /// The first rest position at or after `offset`, searching windows that double until the end of the
    /// content (nil: none — a swipe on past the last one settles on the nearest).
    private func firstRest(after offset: CGFloat) -> CGFloat? {
        var r = max(visibleExtent, 1)
        while true {
            if let found = restOffsets(from: offset, to: offset + r).first { return found }
            if offset + r >= maxOffset || !r.isFinite { return nil }
            r *= 2
        }
    }

    private func lastRest(before offset: CGFloat) -> CGFloat? {
        var r = max(visibleExtent, 1)
        while true {
            if let found = restOffsets(from: offset - r, to: offset).last { return found }
            if offset - r <= 0 || !r.isFinite { return nil }
            r *= 2
        }
    }

    private func leadingEdgeOfFirstGroup() -> CGFloat? {
        let content = maxOffset + visibleExtent
        var reach = max(visibleExtent, 1)
        while true {
            if let first = groups(inScroller: 0, reach).first(where: { $0.instance == 0 }) { return first.lead }
            if reach >= content || !reach.isFinite { return nil }
            reach *= 2
        }
    }

    private func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), maxOffset) }

    private func nearest(to p: CGFloat, among candidates: [CGFloat]) -> CGFloat {
        // Ties go to the smaller offset (candidates are ascending and `<` keeps the first).
        var best: CGFloat?
        for c in candidates where best == nil || abs(c - p) < abs(best! - p) { best = c }
        return best ?? p
    }

    private static func sortedUnique(_ values: [CGFloat]) -> [CGFloat] {
        var out: [CGFloat] = []
        for v in values.sorted() where out.last.map({ abs($0 - v) > 0.0001 }) ?? true { out.append(v) }
        return out
    }
}

extension LayoutResult {
    /// UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` for an orthogonal
    /// section's scroller: where it comes to rest (see `OrthogonalRestPositions`). Nil when the section does
    /// not exist or does not scroll orthogonally.
    public func targetOrthogonalOffset(section: Int, forProposedOffset proposed: CGFloat, velocity: CGFloat) -> CGFloat? {
        OrthogonalRestPositions(result: self, section: section)?
            .targetOffset(forProposedOffset: proposed, velocity: velocity)
    }
}
