import Foundation

/// UIKit's `UIContentSizeCategory`: the reader's preferred text size (Settings › Display & Text Size), a trait of
/// the environment (`UITraitCollection.preferredContentSizeCategory`). Ordered from extra small to the largest
/// accessibility size; `.large` is iOS's default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CaseIterable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes a reader can choose, smallest first (`unspecified` is not one).
    public static let allCases: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The names of the command line (`--content-size`) and of a spec's `environment.contentSizeCategory`: Apple's
    /// Human Interface Guidelines' column names (xSmall … xxxLarge, then AX1…AX5 as accessibility1…accessibility5).
    public static let names: [(name: String, category: UIContentSizeCategory)] = [
        ("xSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .extraLarge),
        ("xxLarge", .extraExtraLarge), ("xxxLarge", .extraExtraExtraLarge), ("accessibility1", .accessibilityMedium),
        ("accessibility2", .accessibilityLarge), ("accessibility3", .accessibilityExtraLarge),
        ("accessibility4", .accessibilityExtraExtraLarge), ("accessibility5", .accessibilityExtraExtraExtraLarge),
    ]

    /// The category named `name` (one of `names`, case-insensitively), or nil.
    public static func named(_ name: String) -> UIContentSizeCategory? {
        let key = name.lowercased()
        return names.first { $0.name.lowercased() == key }?.category
    }

    /// The short name (`names`), "unspecified" for `unspecified`.
    public var name: String { Self.names.first { $0.category == self }?.name ?? "unspecified" }

    /// 0 (xSmall) … 11 (accessibility5); `unspecified` reads as the default, large.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// UIKit's `isAccessibilityCategory`: the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}

/// iOS's Dynamic Type text styles with their point size at each content size category, from Apple's Human
/// Interface Guidelines ("Typography › Specifications › Dynamic Type sizes", iOS/iPadOS tables; high confidence
/// for the values as published). The one table: `UIFont.preferredFont(forTextStyle:)` (LayoutUIKit) and list
/// content sizing (`ListContentMetrics`) both read it.
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes, xSmall … accessibility5 (HIG; the accessibility columns are AX1…AX5).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `category`.
    public func pointSize(_ category: UIContentSizeCategory) -> CGFloat { sizes[category.index] }

    /// The system font's line height at `category` (UIFont.lineHeight): ascender plus descender of San Francisco,
    /// (1950 + 494) / 2048 of the point size — 20.287 for 17 pt, as UIKit reports (high confidence).
    public func lineHeight(_ category: UIContentSizeCategory) -> CGFloat {
        Self.lineHeight(pointSize: pointSize(category))
    }

    /// San Francisco's line height for a point size.
    public static func lineHeight(pointSize: CGFloat) -> CGFloat { pointSize * 2444 / 2048 }

    /// The distance from one line's top to the next in a label of several lines at `category`: the HIG's leading
    /// for the style at Large (largeTitle 41, title1 34, title2 28, title3 25, headline and body 22, callout 21,
    /// subheadline 20, footnote 18, caption1 16, caption2 13), moving one point per point of size as the HIG says
    /// ("size and leading differ by one point for each setting"). Issue 34: a two-line subheadline label is
    /// 17.900 + 20 = 37.9 → 38.0 pt at 3x (observed, iOS 16: a 60.0-pt row = 11 + 38 + 11).
    public func leading(_ category: UIContentSizeCategory) -> CGFloat {
        let large: CGFloat
        switch self {
        case .largeTitle: large = 41
        case .title1: large = 34
        case .title2: large = 28
        case .title3: large = 25
        case .headline, .body: large = 22
        case .callout: large = 21
        case .subheadline: large = 20
        case .footnote: large = 18
        case .caption1: large = 16
        case .caption2: large = 13
        }
        return large + pointSize(category) - pointSize(.large)
    }

    /// Bold by design (headline); the others are regular.
    public var isBold: Bool { self == .headline }
}
