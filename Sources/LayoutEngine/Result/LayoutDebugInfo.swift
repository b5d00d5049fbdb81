import Foundation

/// How a resolved layout was built, for documentation diagrams: group instances, item slots before their
/// content insets, the models behind sizes, and where spacing and insets lie. Everything is the resolver's own
/// bookkeeping (recorded by `LayoutModel.resolveTraced` in the same pass), in content coordinates like
/// `LayoutAttributes`. Geometry and models only: the words a diagram prints are LayoutDiagram's.
/// Not Sendable: it points back at the models it explains (see `SectionModel`).
public struct LayoutDebugInfo {
    public var sections: [SectionDebugInfo]
    /// Gaps between consecutive sections (`interSectionSpacing`, semantics.md §9.3).
    public var sectionSpacing: [SpacingRegion]
}

/// A side of a box, in layout-direction terms (leading is on the right in right-to-left layouts).
public enum BoxEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// What a spacing region stands for.
public enum SpacingKind: Hashable, Sendable {
    /// An item's or group's `edgeSpacing` on one side (§6).
    case edgeSpacing(BoxEdge)
    /// A group's `interItemSpacing` between two subitems (§5).
    case interItem
    /// A section's `interGroupSpacing` between two group instances (§9.2).
    case interGroup
    /// The configuration's `interSectionSpacing` (§9.3).
    case interSection
}

/// Space outside boxes (a "margin" in box-model terms).
public struct SpacingRegion: Hashable, Sendable {
    public var kind: SpacingKind
    public var rect: CGRect
    /// The declared spacing; flexible spacing is a minimum.
    public var declared: LayoutSpacing
    /// The space actually left across the region's thin side.
    public var value: CGFloat
    public var section: Int?

    public init(kind: SpacingKind, rect: CGRect, declared: LayoutSpacing, value: CGFloat, section: Int?) {
        self.kind = kind; self.rect = rect; self.declared = declared; self.value = value; self.section = section
    }
}

/// One side of content insets (a "padding" in box-model terms): the strip between a box and its content.
public struct InsetRegion: Hashable, Sendable {
    public var edge: BoxEdge
    public var rect: CGRect
    public var value: CGFloat
    public init(edge: BoxEdge, rect: CGRect, value: CGFloat) { self.edge = edge; self.rect = rect; self.value = value }
}

/// An element's resolved length on one axis and the declaration it came from.
public struct SizeCallout: Hashable, Sendable {
    public var axis: LayoutAxis
    /// nil for custom-group items (the provider gave a frame) and `subitem:count:` slots on their group's axis.
    public var declared: LayoutDimension?
    public var resolved: CGFloat
    /// A `subitem:count:` group forced the extent on this axis (§4.1); `forcedCount` is its count when known.
    public var isForced: Bool
    public var forcedCount: Int?
    public init(axis: LayoutAxis, declared: LayoutDimension?, resolved: CGFloat, isForced: Bool = false, forcedCount: Int? = nil) {
        self.axis = axis; self.declared = isForced ? nil : declared; self.resolved = resolved
        self.isForced = isForced; self.forcedCount = forcedCount
    }
}

/// A leaf slot of a group instance: a cell's place before and after its content insets (§7.1).
public struct ItemDebugInfo {
    public var section: Int
    /// The item index, or nil for a slot of a partial last instance that has no item.
    public var item: Int?
    public var instance: Int
    /// The slot: the frame the item was given before its content insets.
    public var slotFrame: CGRect
    /// The cell's frame (the slot minus content insets).
    public var frame: CGRect
    /// The item's model; nil for an item returned by a custom group's provider.
    public var model: ItemModel?
    public var width: SizeCallout
    public var height: SizeCallout
    public var contentInsets: NSDirectionalEdgeInsets
    /// The non-empty sides of `slotFrame` minus `frame`.
    public var insetRegions: [InsetRegion]
    /// Model path, e.g. sections[0].group.subitems[1].
    public var path: ModelPath
}

/// A group instance or nested group with its declaration and size call-outs.
public struct GroupDebugInfo {
    public var box: GroupBox
    /// The group's model (its declaration).
    public var model: ItemModel?
    public var width: SizeCallout
    public var height: SizeCallout
    public var contentInsets: NSDirectionalEdgeInsets
    public var insetRegions: [InsetRegion]
    public var path: ModelPath
}

/// One section's structure.
public struct SectionDebugInfo {
    public var index: Int
    public var frame: CGRect
    /// Where groups go: `frame` minus boundary bands and content insets.
    public var contentFrame: CGRect
    /// `contentFrame` plus the content insets: the section's padding box.
    public var insetFrame: CGRect
    public var contentInsets: NSDirectionalEdgeInsets
    /// The section's content insets as strips around `contentFrame` (§9.1).
    public var insetRegions: [InsetRegion]
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// For orthogonal sections, the part of the scroller the screen shows (the section's frame);
    /// group instances outside it are scrolled away or peeking.
    public var scrollWindow: CGRect?
    /// The section's model (its declaration and tree).
    public var model: SectionModel?
    public var itemCount: Int
    /// Top-level group instances of the whole section.
    public var instanceCount: Int
    /// Top-level instances and nested groups that were asked for (in range), in instance order.
    public var groups: [GroupDebugInfo]
    public var items: [ItemDebugInfo]
    /// Edge spacing and inter-item gaps inside instances, top-level edge spacing and inter-group gaps.
    public var spacing: [SpacingRegion]
}
