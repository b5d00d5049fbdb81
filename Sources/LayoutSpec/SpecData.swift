import Foundation
import LayoutEngine

/// The data a layout shows: how many items each section has, and optionally what they look like.
/// The layout engine needs only the counts; the renderer uses colours, titles and styles.
public struct SpecData: Hashable, Sendable {
    public var sections: [SectionData]
    /// Titles of supplementaries by element kind, for every section.
    public var supplementaryTitles: [String: String]
    /// How the renderer draws supplementaries of each element kind.
    public var supplementaryStyles: [String: SupplementaryAppearance]
    /// Seed for the colours of items that have none (seed 000 shows 101 seeded random colours).
    public var colorSeed: UInt64?

    public init(sections: [SectionData], supplementaryTitles: [String: String] = [:],
                supplementaryStyles: [String: SupplementaryAppearance] = [:], colorSeed: UInt64? = nil) {
        self.sections = sections; self.supplementaryTitles = supplementaryTitles
        self.supplementaryStyles = supplementaryStyles; self.colorSeed = colorSeed
    }

    public var itemCounts: [Int] { sections.map(\.itemCount) }

    /// The title of a supplementary of `kind` in `section`: the section's own title first, then the kind's.
    public func title(kind: String, section: Int) -> String? {
        if section >= 0 && section < sections.count, let t = sections[section].supplementaryTitles[kind] { return t }
        return supplementaryTitles[kind]
    }

    public func style(kind: String, section: Int) -> SupplementaryAppearance? {
        if section >= 0 && section < sections.count, let s = sections[section].supplementaryStyles[kind] { return s }
        return supplementaryStyles[kind]
    }

    /// The data item at an index path, if the spec lists items for that section.
    public func item(section: Int, item: Int) -> ItemData? {
        guard section >= 0 && section < sections.count, let items = sections[section].items,
              item >= 0 && item < items.count else { return nil }
        return items[item]
    }

    /// The same data with other item counts (`--items`); listed items beyond a new count are dropped.
    public func withItemCounts(_ counts: [Int]) -> SpecData {
        var copy = self
        copy.sections = counts.enumerated().map { i, n in
            var s = i < sections.count ? sections[i] : SectionData(itemCount: n)
            s.itemCount = n
            if let items = s.items { s.items = Array(items.prefix(n)) }
            return s
        }
        return copy
    }
}

public struct SectionData: Hashable, Sendable {
    public var itemCount: Int
    /// Per-item colour and title, when the spec lists items rather than a count.
    public var items: [ItemData]?
    /// Titles of this section's supplementaries by element kind (override the layout-wide ones).
    public var supplementaryTitles: [String: String]
    public var supplementaryStyles: [String: SupplementaryAppearance]
    public init(itemCount: Int, items: [ItemData]? = nil, supplementaryTitles: [String: String] = [:],
                supplementaryStyles: [String: SupplementaryAppearance] = [:]) {
        self.itemCount = itemCount; self.items = items
        self.supplementaryTitles = supplementaryTitles; self.supplementaryStyles = supplementaryStyles
    }
}

public struct ItemData: Hashable, Sendable {
    public var color: RGBColor?
    public var title: String?
    public init(color: RGBColor? = nil, title: String? = nil) { self.color = color; self.title = title }
}

/// An sRGB colour written "#RRGGBB".
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8) { self.red = red; self.green = green; self.blue = blue }

    /// Parses "#RRGGBB" (`ColorNotation`: the one hex notation); nil otherwise.
    public init?(hex: String) {
        guard let v = ColorNotation.rgb(hex: hex) else { return nil }
        self.init(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF))
    }
    public var description: String { ColorNotation.hex(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255) }
}

/// How a supplementary is drawn; the seed articles' header kinds (seed 002: main header, sub
/// header, sub header with image, plain header, Quick Links footer; seed 000: spacer; badges).
public enum SupplementaryAppearance: String, Hashable, Sendable, CaseIterable {
    /// A title on a plain band.
    case plain
    /// Large bold title with an image on the right (App Store "main header").
    case main
    /// Medium title with a button on the right.
    case sub
    /// Medium title, image and a button on the right.
    case subWithImage
    /// Two buttons side by side (App Store Quick Links footer).
    case quickLinksFooter
    /// Draws nothing: space only (seed 000's section spacer).
    case spacer
    /// A small round badge (Apple's item badges sample).
    case badge
}
