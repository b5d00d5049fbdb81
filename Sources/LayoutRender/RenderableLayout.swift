import Foundation
import LayoutEngine

/// What the renderer reads: the elements and the screen, and — for a resolved layout — the structure that changes
/// how they are drawn (list styles, debug overlays, which views live in an orthogonal scroller, §2.8a). A resolve
/// (`LayoutResult`) answers all of it; frames read back from disk (`RecordedLayout`) carry no structure and say so.
public protocol RenderableLayout: LayoutElements {
    /// The collection view's bounds in content coordinates: what a screen picture shows.
    var bounds: CGRect { get }
    var scrollDirection: UICollectionView.ScrollDirection { get }
    var sections: [SectionGeometry] { get }
    /// At least `elements(in: rect).count`, counted without making the elements (the element budget).
    func elementCountBound(in rect: CGRect) -> Int
    func groupBoxes(in rect: CGRect) -> [GroupBox]
    func isInOrthogonalScroller(_ key: ElementKey) -> Bool
}

extension LayoutResult: RenderableLayout {}

/// A recording is a list of frames: no sections, no group boxes, and nothing known to scroll sideways, so every
/// element is drawn as a view of the main scroll view (snapped to the pixel grid in PNGs).
extension RecordedLayout: RenderableLayout {
    /// The recorded screen at the recorded offset; the whole content when the recording names no screen.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: viewSize ?? contentSize) }
    public var scrollDirection: UICollectionView.ScrollDirection { .vertical }
    public var sections: [SectionGeometry] { [] }
    public func elementCountBound(in rect: CGRect) -> Int { elementCount }
    public func groupBoxes(in rect: CGRect) -> [GroupBox] { [] }
    public func isInOrthogonalScroller(_ key: ElementKey) -> Bool { false }
}
