import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): a section's
/// `orthogonalScrollingProperties`, changed in place (`section.orthogonalScrollingProperties.decelerationRate =
/// .fast`). Stored as `OrthogonalScrollingProperties` in the section's model.
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// UIKit's rate type: a number (velocity kept per millisecond) with three names.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The parent scroll view's rate (the collection view's).
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: OrthogonalScrollingProperties.normalRate)
        public static let fast = DecelerationRate(rawValue: OrthogonalScrollingProperties.fastRate)
    }

    public enum Bounce: Int, Hashable, Sendable {
        case automatic = 0, always, never
    }

    open var decelerationRate: DecelerationRate = .automatic
    open var bounce: Bounce = .automatic

    public override init() { super.init() }

    /// The value model's form: `.automatic` (0) is nil.
    public var propertiesModel: OrthogonalScrollingProperties {
        OrthogonalScrollingProperties(decelerationRate: decelerationRate == .automatic ? nil : decelerationRate.rawValue,
                                      bounce: OrthogonalScrollingProperties.Bounce(rawValue: bounce.rawValue) ?? .automatic)
    }
}
