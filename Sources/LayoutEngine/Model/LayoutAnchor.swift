import Foundation

/// Where a supplementary item attaches to its host (semantics.md §11.4–11.6).
public struct LayoutAnchor: Hashable, Sendable {
    public enum Offset: Hashable, Sendable {
        case absolute(CGPoint)
        /// A fraction of the supplementary item's own size (§11.5).
        case fractional(CGPoint)
    }
    public var edges: NSDirectionalRectEdge
    public var offset: Offset
    public init(edges: NSDirectionalRectEdge, offset: Offset = .absolute(.zero)) {
        self.edges = edges; self.offset = offset
    }
    /// The unit point the edges select in a rect (LTR): top → y 0, bottom → y 1, leading → x 0,
    /// trailing → x 1, unspecified axis → 0.5 (§11.4).
    public var unitPoint: CGPoint {
        var p = CGPoint(x: 0.5, y: 0.5)
        if edges.contains(.leading) && !edges.contains(.trailing) { p.x = 0 }
        if edges.contains(.trailing) && !edges.contains(.leading) { p.x = 1 }
        if edges.contains(.top) && !edges.contains(.bottom) { p.y = 0 }
        if edges.contains(.bottom) && !edges.contains(.top) { p.y = 1 }
        return p
    }
    /// The offset in points for an element of the given size.
    public func offsetPoints(for size: CGSize) -> CGPoint {
        switch offset {
        case .absolute(let p): return p
        case .fractional(let f): return CGPoint(x: f.x * size.width, y: f.y * size.height)
        }
    }
}
