import Foundation
import LayoutRender

/// Colours and type of the blueprint. Box-model colours follow browser developer tools, so a reader who
/// has inspected a web page reads them at once: content blue, padding (content insets) green, margin
/// (spacing) orange. Each structural level has its own outline tint.
public struct DiagramStyle: Hashable, Sendable {
    public var background = RGBA(rgb: 0xFFFFFF)
    public var content = RGBA(rgb: 0x8CB6E8, alpha: 0.55)
    public var contentStroke = RGBA(rgb: 0x2F6DB5)
    public var padding = RGBA(rgb: 0x93C47D, alpha: 0.6)
    public var margin = RGBA(rgb: 0xF9CC9D, alpha: 0.75)
    public var marginHatch = RGBA(rgb: 0xD9822B, alpha: 0.9)
    public var section = RGBA(rgb: 0xC2185B)
    public var sectionFill = RGBA(rgb: 0xC2185B, alpha: 0.04)
    /// Group outlines by nesting depth (the last repeats for deeper groups).
    public var groups = [RGBA(rgb: 0x6A1B9A), RGBA(rgb: 0x00897B), RGBA(rgb: 0x6D4C41), RGBA(rgb: 0x455A64)]
    public var supplementary = RGBA(rgb: 0xFFD54F, alpha: 0.6)
    public var supplementaryStroke = RGBA(rgb: 0xA67C00)
    public var decoration = RGBA(rgb: 0x9E9E9E, alpha: 0.18)
    public var decorationStroke = RGBA(rgb: 0x757575)
    /// The screen's edges across an orthogonal section.
    public var screenEdge = RGBA(rgb: 0x212121)
    public var text = RGBA(rgb: 0x1A1A1A)
    public var secondaryText = RGBA(rgb: 0x555555)
    public var labelBackground = RGBA(rgb: 0xFFFFFF, alpha: 0.88)
    public var panelBackground = RGBA(rgb: 0xF5F5F7)
    /// Opacity of what an orthogonal section has scrolled beyond the screen.
    public var fadedAlpha = 0.4
    public var fontFamily = "DejaVu Sans"
    public var labelSize = 9.0
    public var titleSize = 10.5
    public var panelSize = 10.0

    public init() {}

    public static let blueprint = DiagramStyle()

    func groupColor(depth: Int) -> RGBA { groups[min(depth, groups.count - 1)] }
}
