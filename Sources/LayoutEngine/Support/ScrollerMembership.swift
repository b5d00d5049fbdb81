import Foundation

extension LayoutResult {
    /// Whether `key` is shown inside its section's orthogonal scroller rather than in the collection view's
    /// own scroll view: cells and item and group supplementaries of an orthogonal section are; its boundary
    /// supplementaries and background decorations are not (they do not scroll sideways, §10.4), nor is
    /// anything of a regular section, nor a layout boundary item. Renderers need it to draw as UIKit does
    /// (§2.8a: the main scroll view snaps its views to the pixel grid, an orthogonal scroller does not).
    public func isInOrthogonalScroller(_ key: ElementKey) -> Bool {
        guard key.section >= 0, key.section < sections.count, sections[key.section].isOrthogonal,
              key.section < store.sections.count else { return false }
        switch key.category {
        case .cell: return true
        case .decoration: return false
        case .supplementary:
            // Kinds are unique per place (ElementKinds): a kind used by a boundary item of this section, or by a
            // layout boundary item, is never also an item or group supplementary of it.
            if store.layoutBoundary.contains(where: { $0.elementKind == key.elementKind }) { return false }
            return !store.sections[key.section].boundary.contains { $0.elementKind == key.elementKind }
        }
    }
}
