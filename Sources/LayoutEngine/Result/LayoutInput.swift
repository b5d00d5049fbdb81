import Foundation

/// Everything besides the layout itself that resolution needs: the view, the data and the scroll state.
public struct LayoutInput: Sendable {
    /// The collection view's bounds size.
    public var viewSize: CGSize
    /// Safe-area insets of the view (e.g. iPhone X portrait: top 44, bottom 34).
    public var safeAreaInsets: UIEdgeInsets
    /// Layout margins; default: safe area plus the system side margin at the sides (`systemLayoutMargin`: 20 pt
    /// when the view is wider than 375 pt or regular width, else 16; decision 20).
    public var layoutMargins: UIEdgeInsets?
    /// Readable-content insets; default: as layout margins, widened to a 672-pt column on wide views.
    public var readableContentInsets: UIEdgeInsets?
    public var traits: UITraitCollection
    /// Items per section; its length is the number of sections.
    public var itemCounts: [Int]
    /// The collection view's content offset; nil = resting offset (minus the adjusted insets).
    public var contentOffset: CGPoint?
    /// Orthogonal scroll offset per section (0 = resting position), clamped to the scrollable range (§10.7).
    public var orthogonalOffsets: [Int: CGFloat]
    /// Self-sizing: given an element and its proposed (estimated) size, the measured size (§17).
    public var measure: (@Sendable (ElementKey, CGSize) -> CGSize)?
    public var limits: LayoutLimits
    /// How wide one line of text is in the fonts pictures are drawn with (the renderer's, `Renderer.textWidth`;
    /// the command line sets it). Read where a frame follows text width: a list header that hugs its content
    /// (`contentHuggingElements`). nil: `ListContentMetrics.estimatedTextWidth` (0.55 em a character).
    public var textWidth: ListContentMetrics.TextWidth?
    /// The iOS release resolved for: the traits' `iosVersion` (the one field; default `IOSVersion.newest`).
    public var iosVersion: IOSVersion {
        get { traits.iosVersion }
        set { traits.iosVersion = newValue }
    }

    public init(viewSize: CGSize, safeAreaInsets: UIEdgeInsets = .zero, layoutMargins: UIEdgeInsets? = nil,
                readableContentInsets: UIEdgeInsets? = nil, traits: UITraitCollection = UITraitCollection(),
                itemCounts: [Int], contentOffset: CGPoint? = nil, orthogonalOffsets: [Int: CGFloat] = [:],
                measure: (@Sendable (ElementKey, CGSize) -> CGSize)? = nil, limits: LayoutLimits = LayoutLimits()) {
        self.viewSize = viewSize; self.safeAreaInsets = safeAreaInsets; self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets; self.traits = traits; self.itemCounts = itemCounts
        self.contentOffset = contentOffset; self.orthogonalOffsets = orthogonalOffsets; self.measure = measure
        self.limits = limits
    }
}

/// Resource limits checked before work is done (documented in docs/limits.md).
public struct LayoutLimits: Hashable, Sendable {
    /// Total items over all sections.
    public var maxItems: Int = 100_000_000
    /// Leaf slots one group instance may hold (guards zero-advance cycles, §20.3).
    public var maxSlotsPerGroup: Int = 10_000
    /// Group nesting depth.
    public var maxNestingDepth: Int = 32
    public var maxSections: Int = 1_000_000
    /// Largest |coordinate| of any frame; beyond ~1e15 pt Doubles are coarser than 1/8 pt (CoordinateRange.swift).
    public var maxCoordinate: CGFloat = 1e15
    /// Items a `visibleItemsInvalidationHandler` may be shown at once (each one an object the handler can change):
    /// sub-point items would put millions on one screen (docs/limits.md).
    public var maxVisibleItems: Int = 100_000
    public init() {}
}
