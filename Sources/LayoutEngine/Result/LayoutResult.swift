import Foundation

/// Geometry of one resolved section, for renderers and diagrams.
/// Not Sendable: a list section's `list` holds UIKit code's `itemSeparatorHandler` (as `LayoutResult` is a class
/// that is not Sendable either).
public struct SectionGeometry {
    public var index: Int
    /// The section's whole span: boundary bands, content insets and groups; full layout width (vertical).
    public var frame: CGRect
    /// `frame` minus the boundary bands and the section's content insets: where groups go.
    public var contentFrame: CGRect
    public var itemCount: Int
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Clamped orthogonal scroll offset applied to this section's cells (0 at rest).
    public var orthogonalOffset: CGFloat
    /// Length of the orthogonal scroll content along the cross axis (0 for normal sections).
    public var orthogonalContentLength: CGFloat
    /// Number of top-level group instances.
    public var groupInstanceCount: Int
    /// How a list section's rows are drawn (nil for other sections), from `SectionModel.list`.
    public var list: ListSectionStyle? = nil
    /// The section's `orthogonalScrollingProperties` (iOS 17), passed through for `animate`.
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    public var isOrthogonal: Bool { orthogonalScrollingBehavior != .none }
}

/// A group instance (or nested group) frame, for diagrams and debug overlays.
public struct GroupBox: Hashable, Sendable {
    public var section: Int
    /// Index of the top-level group instance this box belongs to.
    public var instance: Int
    /// 0 for the top-level group, 1 for its nested groups, …
    public var depth: Int
    /// The group's frame (before its content insets).
    public var frame: CGRect
    /// `frame` minus the group's content insets.
    public var contentFrame: CGRect
}

/// The resolved layout for one set of inputs (container, data, offsets), mirroring what
/// `UICollectionViewLayout` reports: content size and layout attributes.
///
/// Cells of regular sections are not stored: a section keeps one group-instance template and
/// computes item frames on demand, so `elements(in:)` costs what is visible, not the item count.
public final class LayoutResult {
    public let contentSize: CGSize
    /// The collection view's content offset used (resting offset unless one was given).
    public let contentOffset: CGPoint
    public let viewSize: CGSize
    /// Insets the scroll view adds around its content (from the safe area).
    public let adjustedContentInset: UIEdgeInsets
    public let scrollDirection: UICollectionView.ScrollDirection
    public let sections: [SectionGeometry]

    let store: ResultStore

    init(contentSize: CGSize, contentOffset: CGPoint, viewSize: CGSize, adjustedContentInset: UIEdgeInsets,
         scrollDirection: UICollectionView.ScrollDirection, sections: [SectionGeometry], store: ResultStore) {
        self.contentSize = contentSize; self.contentOffset = contentOffset; self.viewSize = viewSize
        self.adjustedContentInset = adjustedContentInset; self.scrollDirection = scrollDirection
        self.sections = sections; self.store = store
    }

    /// The collection view's bounds in content coordinates.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: viewSize) }

    /// Elements whose frame intersects `rect`, in a stable order (section by section).
    public func elements(in rect: CGRect) -> [LayoutAttributes] { store.elements(in: rect) }

    /// Elements the screen shows at `contentOffset`.
    public var visibleElements: [LayoutAttributes] { elements(in: bounds) }

    /// Every element of the layout (materialises all cells: use `elements(in:)` for huge layouts).
    public var allElements: [LayoutAttributes] { store.allElements() }

    /// Number of elements without materialising them.
    public var elementCount: Int { store.elementCount }

    /// An upper bound of `elements(in: rect).count`, computed without making the elements: commands check their
    /// element budget on it before materialising (docs/limits.md).
    public func elementCountBound(in rect: CGRect) -> Int { store.elementCountBound(in: rect) }

    /// The attributes of one element, if it exists.
    public func attributes(for key: ElementKey) -> LayoutAttributes? { store.attributes(for: key) }

    /// Frames of all cells of one section, in item order (32 bytes per item).
    public func cellFrames(inSection section: Int) -> [CGRect] { store.cellFrames(section: section) }

    /// Group boxes (top-level instances and nested groups) intersecting `rect`.
    public func groupBoxes(in rect: CGRect) -> [GroupBox] { store.groupBoxes(in: rect) }
}
