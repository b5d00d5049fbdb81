import Foundation
import LayoutEngine

/// How pictures look: colours, corner radii and fonts. Layout never depends on it.
public struct RenderTheme: Hashable, Sendable {
    public var name: String
    /// Behind everything (the collection view's background).
    public var background: RGBA
    /// Cells whose content gives no colour.
    public var cellFill: RGBA
    public var cellCornerRadius: Double
    /// Behind header and footer views, so their bands read as views.
    public var headerFill: RGBA
    public var primaryText: RGBA
    public var secondaryText: RGBA
    /// Button labels ("See All") and button outlines.
    public var tint: RGBA
    public var buttonFill: RGBA
    /// Image placeholders in App Store headers.
    public var placeholderFill: RGBA
    public var placeholderGlyph: RGBA
    /// Section backgrounds (decoration items) whose content gives no colour.
    public var decorationFill: RGBA
    public var decorationCornerRadius: Double
    public var badgeFill: RGBA
    public var badgeText: RGBA
    /// Supplementaries with no specific style.
    public var supplementaryFill: RGBA
    public var supplementaryStroke: RGBA
    /// Debug overlays.
    public var sectionOutline: RGBA
    public var groupOutline: RGBA
    public var insetShade: RGBA
    /// Font family for every label (Cairo's toy font API, resolved by fontconfig).
    public var fontFamily: String
    /// Largest cell label size in points; labels shrink to fit short cells.
    public var labelFontSize: Double

    public init(name: String, background: RGBA, cellFill: RGBA, cellCornerRadius: Double = 8, headerFill: RGBA,
                primaryText: RGBA, secondaryText: RGBA, tint: RGBA, buttonFill: RGBA, placeholderFill: RGBA,
                placeholderGlyph: RGBA, decorationFill: RGBA, decorationCornerRadius: Double = 12,
                badgeFill: RGBA, badgeText: RGBA, supplementaryFill: RGBA, supplementaryStroke: RGBA,
                sectionOutline: RGBA, groupOutline: RGBA, insetShade: RGBA,
                fontFamily: String = "DejaVu Sans", labelFontSize: Double = 13) {
        self.name = name; self.background = background; self.cellFill = cellFill
        self.cellCornerRadius = cellCornerRadius; self.headerFill = headerFill; self.primaryText = primaryText
        self.secondaryText = secondaryText; self.tint = tint; self.buttonFill = buttonFill
        self.placeholderFill = placeholderFill; self.placeholderGlyph = placeholderGlyph
        self.decorationFill = decorationFill; self.decorationCornerRadius = decorationCornerRadius
        self.badgeFill = badgeFill; self.badgeText = badgeText; self.supplementaryFill = supplementaryFill
        self.supplementaryStroke = supplementaryStroke; self.sectionOutline = sectionOutline
        self.groupOutline = groupOutline; self.insetShade = insetShade; self.fontFamily = fontFamily
        self.labelFontSize = labelFontSize
    }

    /// iOS light appearance: system background white, grouped backgrounds light grey, tint system blue.
    public static let light = RenderTheme(
        name: "light", background: RGBA(rgb: 0xFFFFFF), cellFill: RGBA(rgb: 0x8E8E93),
        headerFill: RGBA(rgb: 0xF2F2F7), primaryText: RGBA(rgb: 0x000000), secondaryText: RGBA(rgb: 0x6C6C70),
        tint: RGBA(rgb: 0x007AFF), buttonFill: RGBA(rgb: 0xE5E5EA), placeholderFill: RGBA(rgb: 0xD1D1D6),
        placeholderGlyph: RGBA(rgb: 0x8E8E93), decorationFill: RGBA(rgb: 0xE5E5EA),
        badgeFill: RGBA(rgb: 0xFF3B30), badgeText: RGBA(rgb: 0xFFFFFF),
        supplementaryFill: RGBA(rgb: 0xFFCC00, alpha: 0.35), supplementaryStroke: RGBA(rgb: 0xB38F00),
        sectionOutline: RGBA(rgb: 0xFF2D55), groupOutline: RGBA(rgb: 0x5856D6),
        insetShade: RGBA(rgb: 0x34C759, alpha: 0.25))

    /// iOS dark appearance: black background, elevated greys, the dark-mode system colours.
    public static let dark = RenderTheme(
        name: "dark", background: RGBA(rgb: 0x000000), cellFill: RGBA(rgb: 0x636366),
        headerFill: RGBA(rgb: 0x1C1C1E), primaryText: RGBA(rgb: 0xFFFFFF), secondaryText: RGBA(rgb: 0xAEAEB2),
        tint: RGBA(rgb: 0x0A84FF), buttonFill: RGBA(rgb: 0x2C2C2E), placeholderFill: RGBA(rgb: 0x3A3A3C),
        placeholderGlyph: RGBA(rgb: 0x8E8E93), decorationFill: RGBA(rgb: 0x2C2C2E),
        badgeFill: RGBA(rgb: 0xFF453A), badgeText: RGBA(rgb: 0xFFFFFF),
        supplementaryFill: RGBA(rgb: 0xFFD60A, alpha: 0.3), supplementaryStroke: RGBA(rgb: 0xFFD60A),
        sectionOutline: RGBA(rgb: 0xFF375F), groupOutline: RGBA(rgb: 0x5E5CE6),
        insetShade: RGBA(rgb: 0x30D158, alpha: 0.25))

    /// The trait collection dynamic `UIColor`s resolve against: dark for the dark theme, light otherwise.
    public var traits: UITraitCollection {
        UITraitCollection(userInterfaceStyle: name.lowercased() == "dark" ? .dark : .light)
    }

    /// Looks a theme up by name ("light" or "dark").
    public static func named(_ name: String) -> RenderTheme? {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }
}
