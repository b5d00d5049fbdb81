import Foundation

/// A supplementary view attached to an item or group (semantics.md §11).
public struct SupplementaryModel: Sendable {
    public var elementKind: String
    public var layoutSize: SizeSpec
    public var containerAnchor: LayoutAnchor
    public var itemAnchor: LayoutAnchor?
    /// Decision (docs/semantics-decisions.md, open question 6): default 1, above cells.
    public var zIndex: Int
    public var contentInsets: NSDirectionalEdgeInsets

    public init(elementKind: String, layoutSize: SizeSpec, containerAnchor: LayoutAnchor,
                itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind; self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor; self.itemAnchor = itemAnchor
        self.zIndex = zIndex; self.contentInsets = contentInsets
    }
}

/// A header, footer or side item of a section or of the whole layout (semantics.md §12, §13).
public struct BoundaryItemModel: Sendable {
    public var elementKind: String
    public var layoutSize: SizeSpec
    public var alignment: NSRectAlignment
    public var absoluteOffset: CGPoint
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    public var zIndex: Int
    public var contentInsets: NSDirectionalEdgeInsets
    /// Extra band on the section's outer side of an extending item: space above a header, below a footer.
    /// Not a UIKit property: list sections use it for `headerTopPadding` (docs/semantics-decisions.md, i13).
    public var outerPadding: CGFloat = 0

    public init(elementKind: String, layoutSize: SizeSpec, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero, extendsBoundary: Bool = true,
                pinToVisibleBounds: Bool = false, zIndex: Int = 1,
                contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind; self.layoutSize = layoutSize; self.alignment = alignment
        self.absoluteOffset = absoluteOffset; self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds; self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A section background (semantics.md §14).
public struct DecorationModel: Hashable, Sendable {
    public var elementKind: String
    public var zIndex: Int
    public var contentInsets: NSDirectionalEdgeInsets
    public init(elementKind: String, zIndex: Int = 0, contentInsets: NSDirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind; self.zIndex = zIndex; self.contentInsets = contentInsets
    }
}
