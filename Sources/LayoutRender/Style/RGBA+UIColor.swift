import Foundation
import LayoutEngine

extension RGBA {
    /// A `UIColor` resolved for a theme (dynamic system colours pick their light or dark value).
    public init(_ color: UIColor, theme: RenderTheme) {
        let c = color.resolvedComponents(with: theme.traits)
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }
}
