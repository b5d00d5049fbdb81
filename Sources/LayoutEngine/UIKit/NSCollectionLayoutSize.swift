import Foundation

/// UIKit's `NSCollectionLayoutSize`: a width and a height dimension, fixed at creation.
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }

    /// Bridges from the value model.
    public convenience init(_ size: SizeSpec) {
        self.init(widthDimension: NSCollectionLayoutDimension(size.width),
                  heightDimension: NSCollectionLayoutDimension(size.height))
    }

    /// The value-model size this object stands for.
    public var sizeModel: SizeSpec { SizeSpec(width: widthDimension.dimensionModel, height: heightDimension.dimensionModel) }

    open override var description: String { sizeModel.shortDescription }
}
