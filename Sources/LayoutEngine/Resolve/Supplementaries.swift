import Foundation

/// Places a supplementary item on its host frame (semantics.md §11.3–11.6).
///
/// Without an item anchor the supplementary lies inside the host, flush with the anchor's edges,
/// then moves by the offset (absolute, or a fraction of the supplementary's own size). With an item
/// anchor, the container anchor picks a point on the host and the item anchor the point of the
/// supplementary that is put on it.
func placeSupplementary(_ s: SupplementaryModel, host: CGRect, size: CGSize) -> CGRect {
    let a = s.containerAnchor
    let ua = a.unitPoint
    let origin: CGPoint
    if let ia = s.itemAnchor {
        let off = a.offsetPoints(for: size)
        let p = CGPoint(x: host.minX + host.width * ua.x + off.x, y: host.minY + host.height * ua.y + off.y)
        let ui = ia.unitPoint
        let io = ia.offsetPoints(for: size)
        origin = CGPoint(x: p.x - (size.width * ui.x + io.x), y: p.y - (size.height * ui.y + io.y))
    } else {
        let off = a.offsetPoints(for: size)
        origin = CGPoint(x: host.minX + (host.width - size.width) * ua.x + off.x,
                         y: host.minY + (host.height - size.height) * ua.y + off.y)
    }
    return CGRect(origin: origin, size: size).insetElement(by: s.contentInsets.ignoringEstimated(s.layoutSize))
}
