import Foundation
import LayoutEngine

/// Xcode's generated asset symbols (Xcode 15): each colour and image of an app's asset catalogs is a static property
/// of `ColorResource` / `ImageResource`, and of `UIColor` / `UIImage` (`UIColor(resource: .brandBlue)`,
/// `.brandBlue`). The generated program declares the ones its code names (`LayoutSource/AssetSymbols`); a colour
/// drawn here is a placeholder grey, as a layout's geometry never depends on one.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(white: 0.5, alpha: 1) }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(size: CGSize(width: 1, height: 1), name: resource.name) }
}
