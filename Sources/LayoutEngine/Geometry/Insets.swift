import Foundation

/// Directional insets (leading/trailing follow the layout direction), UIKit's value type.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// All four edges equal (our convenience; UIKit has no such initialiser).
    public init(all v: CGFloat) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    public static let zero = NSDirectionalEdgeInsets()
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// Absolute (left/right) insets, used for safe areas and container insets, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Edges as UIKit's option set (`[.top, .trailing]`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Boundary supplementary item alignment (semantics.md §12.1).
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The anchor edges an alignment stands for (§12.1).
    public var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return [.top]
        case .topLeading: return [.top, .leading]
        case .leading: return [.leading]
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return [.bottom]
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return [.trailing]
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// Layout direction of the traits; right-to-left mirrors leading and trailing (§2.9).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// UIKit's device idiom, answered from the device preset being resolved.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// UIKit's light / dark appearance.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Which insets the layout container applies (§2.1).
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}


public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
