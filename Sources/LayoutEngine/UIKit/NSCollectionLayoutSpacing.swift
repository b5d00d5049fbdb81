import Foundation

/// UIKit's `NSCollectionLayoutSpacing`: exactly (fixed, "==") or at least (flexible, ">=") (semantics.md §5, §6).
open class NSCollectionLayoutSpacing: NSObject {
    /// The value-model spacing this object stands for.
    public let spacingModel: LayoutSpacing

    public required init(_ spacing: LayoutSpacing) {
        self.spacingModel = spacing
        super.init()
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(flexibleSpacing)) }
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(fixedSpacing)) }

    open var spacing: CGFloat { spacingModel.value }
    open var isFlexibleSpacing: Bool { spacingModel.isFlexible }
    open var isFixedSpacing: Bool { !spacingModel.isFlexible }

    open override var description: String {
        (isFlexibleSpacing ? "flexible " : "fixed ") + LayoutDimension.fmt(spacing)
    }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`: room outside an item used while placing it; a nil edge
/// counts as fixed 0 (semantics.md §6). Immutable once created, as in UIKit.
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
        super.init()
    }

    /// The value-model edge spacing this object stands for.
    public var edgeSpacingModel: EdgeSpacing {
        EdgeSpacing(leading: leading?.spacingModel, top: top?.spacingModel,
                    trailing: trailing?.spacingModel, bottom: bottom?.spacingModel)
    }
}
