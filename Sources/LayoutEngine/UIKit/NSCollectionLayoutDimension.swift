import Foundation

/// UIKit's `NSCollectionLayoutDimension`: one axis of a layout size (semantics.md §2.4, §17).
///
/// A thin reference wrapper over the value `Dimension`; UIKit exposes it as a class with
/// `Self`-returning factories, so `.fractionalWidth(1)` works as an implicit member.
open class NSCollectionLayoutDimension: NSObject {
    /// The value-model dimension this object stands for.
    public let dimensionModel: LayoutDimension

    public required init(_ dimension: LayoutDimension) {
        self.dimensionModel = dimension
        super.init()
    }

    /// A fraction of the containing group's (or container's) width; may size either axis.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(fractionalWidth)) }
    /// A fraction of the containing group's (or container's) height; may size either axis.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(fractionalHeight)) }
    /// An absolute point value.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(absoluteDimension)) }
    /// An estimate; the size unless a measurement replaces it (§17.1).
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(estimatedDimension)) }
    /// iOS 17: estimated, then grown to the largest sibling (§17.7).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: estimatedDimension))
    }

    open var isFractionalWidth: Bool { if case .fractionalWidth = dimensionModel { return true }; return false }
    open var isFractionalHeight: Bool { if case .fractionalHeight = dimensionModel { return true }; return false }
    open var isAbsolute: Bool { if case .absolute = dimensionModel { return true }; return false }
    /// True for `.estimated` and `.uniformAcrossSiblings` (the latter is an estimate too, §17.7).
    open var isEstimated: Bool { dimensionModel.isEstimated }
    open var isUniformAcrossSiblings: Bool { dimensionModel.isUniformAcrossSiblings }
    /// The number the dimension carries (fraction, points or estimate).
    open var dimension: CGFloat { dimensionModel.value }

    open override var description: String { dimensionModel.shortDescription }
}
