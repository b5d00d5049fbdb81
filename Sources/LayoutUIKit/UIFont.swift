import Foundation
import LayoutEngine

/// UIKit's font, enough for layout code that sizes an estimate from a font: point size and a line height.
/// Line height is 1.2 × the point size, close to San Francisco's (ascender + descender + leading).
open class UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout"), subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
        public static let light = Weight(rawValue: -0.4), heavy = Weight(rawValue: 0.56)
    }

    public let pointSize: CGFloat
    /// The Dynamic Type style it was made for (`preferredFont(forTextStyle:)`), else nil.
    public let textStyle: TextStyle?
    public init(pointSize: CGFloat) { self.pointSize = pointSize; textStyle = nil }
    init(pointSize: CGFloat, textStyle: TextStyle) { self.pointSize = pointSize; self.textStyle = textStyle }
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    /// The text style's Dynamic Type size at the environment's content size category
    /// (`traitCollection.preferredContentSizeCategory`, `--content-size`; `DynamicTypeStyle`, the one table).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// As UIKit's: the size at `traitCollection`'s category, the environment's when nil.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory
            ?? ScreenEnvironment.current.traits.preferredContentSizeCategory
        return UIFont(pointSize: (DynamicTypeStyle(rawValue: style.rawValue) ?? .body).pointSize(category), textStyle: style)
    }
}

/// UIKit's image, as a name and a size (layout code may read an image's aspect ratio). Unknown images are nil
/// on iOS too when the asset is missing; here every name gives a 1 × 1 image so code that unwraps keeps going.
/// An `NSObject`, as on iOS: `Hashable` and `Equatable` (items of a diffable data source often hold one).
open class UIImage: NSObject {
    public let size: CGSize
    /// The name it was made with (a list row's `UIListContentConfiguration.image` keeps it).
    public let name: String
    public init(size: CGSize) { self.size = size; name = "image"; super.init() }
    init(size: CGSize, name: String) { self.size = size; self.name = name; super.init() }
    /// UIKit's empty image (`bar.shadowImage = UIImage()`): no size.
    public override convenience init() { self.init(size: .zero, name: "image") }
    public convenience init?(named name: String) { self.init(size: CGSize(width: 1, height: 1), name: name) }
    public convenience init?(systemName name: String) { self.init(size: CGSize(width: 1, height: 1), name: name) }
    /// `#imageLiteral(resourceName:)` (ObjectLiterals.swift): the named image, a placeholder as `init(named:)` is.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(size: CGSize(width: 1, height: 1), name: name)
    }
}

extension UIListContentConfiguration {
    /// UIKit's `image`: here its name (any image shows one in the row).
    public var image: UIImage? {
        get { imageName.map { UIImage(size: CGSize(width: 1, height: 1), name: $0) } }
        set { imageName = newValue?.name }
    }
}
