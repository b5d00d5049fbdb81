import LayoutEngine

extension ElementCategory {
    /// Drawing order among elements of equal zIndex: decorations, then cells, then supplementaries (UIKit inserts
    /// decoration views below the cells). A drawing choice, so the renderer's own: the engine's `ElementCategory`
    /// order is the order keys are reported in, and changing one does not change the other.
    var paintOrder: Int {
        switch self {
        case .decoration: return 0
        case .cell: return 1
        case .supplementary: return 2
        }
    }
}
