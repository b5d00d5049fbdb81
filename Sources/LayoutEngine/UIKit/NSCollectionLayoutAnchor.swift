import Foundation

/// UIKit's `NSCollectionLayoutAnchor`: where a supplementary item attaches to its host, with an
/// absolute offset in points or a fractional offset in units of the supplementary's own size
/// (semantics.md §11.4–11.6).
open class NSCollectionLayoutAnchor: NSObject {
    /// The value-model anchor this object stands for.
    public let anchorModel: LayoutAnchor

    public init(_ anchor: LayoutAnchor) {
        self.anchorModel = anchor
        super.init()
    }
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(LayoutAnchor(edges: edges, offset: .absolute(.zero)))
    }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges, offset: .absolute(absoluteOffset)))
    }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges, offset: .fractional(fractionalOffset)))
    }

    open var edges: NSDirectionalRectEdge { anchorModel.edges }
    /// The offset as given: points when absolute, fractions of the supplementary's size when fractional.
    open var offset: CGPoint {
        switch anchorModel.offset {
        case .absolute(let p), .fractional(let p): return p
        }
    }
    /// `init(edges:)` counts as an absolute offset of zero.
    open var isAbsoluteOffset: Bool { if case .absolute = anchorModel.offset { return true }; return false }
    open var isFractionalOffset: Bool { if case .fractional = anchorModel.offset { return true }; return false }
}
