import Foundation

/// The visible-items budget (docs/limits.md): a `visibleItemsInvalidationHandler` (§18) receives every item on
/// screen as an object it may change. UIKit shows a few dozen; sub-point items put millions on one screen, which
/// took 87 s and 4 GB before this check. The count is made without materialising any item.
enum VisibleItemsBudget {
    static func check(_ count: Int, section: Int, limits: LayoutLimits) throws {
        guard count <= limits.maxVisibleItems else {
            throw LayoutError.limitExceeded(path: ModelPath(.section(section), .visibleItemsInvalidationHandler),
                                            detail: "\(count >= Int.max / 8 ? "too many" : "\(count)") items on screen at once "
                                                + "for the handler, over the limit of \(limits.maxVisibleItems)")
        }
    }
}
