import Foundation
import LayoutEngine

// UIImage's symbol and rendering API (UIKit's "UIImage", "UIImage.SymbolConfiguration"): what cell and header
// code beside a layout writes. An image here is a name and a size; configurations and rendering modes are kept
// and change neither.
extension UIImage {
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
    public enum SymbolWeight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    open class Configuration: NSObject {}

    open class SymbolConfiguration: Configuration {
        public private(set) var pointSize: CGFloat?
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        /// A fresh value each time: its properties are set only by its initialisers, so no state is shared.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }
        public override init() { super.init() }
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight); self.scale = scale
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        public convenience init(font: UIFont) { self.init(); self.pointSize = font.pointSize }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(font: font); self.scale = scale }
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        public convenience init(paletteColors: [UIColor]) { self.init() }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }
        open func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration()
            merged.pointSize = other.pointSize ?? pointSize
            merged.weight = other.weight == .unspecified ? weight : other.weight
            merged.scale = other.scale == .unspecified ? scale : other.scale
            merged.textStyle = other.textStyle ?? textStyle
            return merged
        }
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }
    public convenience init?(data: Data) { self.init(named: "data") }
    public var scale: CGFloat { 1 }
    public var renderingMode: RenderingMode { .automatic }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
}
