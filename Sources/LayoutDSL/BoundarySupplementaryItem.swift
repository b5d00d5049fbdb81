import Foundation
import LayoutEngine

/// A header, footer or side item of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`, semantics.md §12, §13), attached with
/// `.boundarySupplementaryItems { … }`. Full width; fills the container's height until `.height`
/// says otherwise (give headers a height); aligned `.top` until `.alignment` says otherwise.
public struct BoundarySupplementaryItem: Sendable {
    public private(set) var model: BoundaryItemModel

    public init(elementKind: String, alignment: NSRectAlignment = .top, absoluteOffset: CGPoint = .zero) {
        model = BoundaryItemModel(elementKind: elementKind, layoutSize: .fillingContainer, alignment: alignment,
                                  absoluteOffset: absoluteOffset)
    }

    func with(_ change: (inout BoundaryItemModel) -> Void) -> BoundarySupplementaryItem {
        var copy = self
        change(&copy.model)
        return copy
    }

    public func alignment(_ alignment: NSRectAlignment) -> Self { with { $0.alignment = alignment } }
    public func absoluteOffset(_ offset: CGPoint) -> Self { with { $0.absoluteOffset = offset } }
    /// Whether the item enlarges the section (true, UIKit's default) or overlaps its content (§12).
    public func extendsBoundary(_ extends: Bool) -> Self { with { $0.extendsBoundary = extends } }
    /// Sticky header/footer (§13).
    public func pinToVisibleBounds(_ pin: Bool) -> Self { with { $0.pinToVisibleBounds = pin } }
    public func zIndex(_ zIndex: Int) -> Self { with { $0.zIndex = zIndex } }

    public func withContentInsets(_ change: (inout NSDirectionalEdgeInsets) -> Void) -> Self {
        with { change(&$0.contentInsets) }
    }
    public func withLayoutSize(_ change: (inout SizeSpec) -> Void) -> Self {
        with { change(&$0.layoutSize) }
    }
}

extension BoundarySupplementaryItem: ContentInsetsModifiable, LayoutSizeModifiable {}
