import Foundation

/// How the collection view scrolls along its main axis (semantics.md §13.2, decision 29): where it rests and how
/// far it scrolls. The resolver rests a layout here, and every command that moves the view (animate's scrolls)
/// takes its start, its end and its clamp from here.
///
/// The resting offset is the content's leading edge minus the adjusted content inset there: the top (or the
/// left) left-to-right; in a right-to-left horizontal layout the leading edge is the content's right end, so the
/// resting view is the mirror of the left-to-right one. The far end shows the content's other end with the
/// adjusted inset there; content shorter than the view does not scroll (the far end is the resting offset).
public struct MainAxisScroll: Hashable, Sendable {
    /// The resting content offset along the main axis.
    public var resting: CGFloat
    /// The offset that shows the other end of the content.
    public var far: CGFloat

    public init(contentSize: CGSize, viewSize: CGSize, adjustedContentInset adj: UIEdgeInsets,
                scrollDirection: UICollectionView.ScrollDirection, isRightToLeft: Bool) {
        if scrollDirection == .vertical {
            resting = -adj.top
            far = max(resting, contentSize.height + adj.bottom - viewSize.height)
        } else if isRightToLeft {
            resting = contentSize.width - viewSize.width + adj.right
            far = min(resting, -adj.left)
        } else {
            resting = -adj.left
            far = max(resting, contentSize.width + adj.right - viewSize.width)
        }
    }

    /// Every offset the view can rest at, from the lower to the higher of the two ends.
    public var range: ClosedRange<CGFloat> { min(resting, far)...max(resting, far) }

    /// `offset` moved into `range`.
    public func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, range.lowerBound), range.upperBound) }
}

extension LayoutResult {
    /// The main axis's resting offset and scroll range for this result's content, view and insets.
    public var mainAxisScroll: MainAxisScroll {
        MainAxisScroll(contentSize: contentSize, viewSize: viewSize, adjustedContentInset: adjustedContentInset,
                       scrollDirection: scrollDirection, isRightToLeft: isRightToLeft)
    }
}
