import Foundation

/// Group layout, step 3: leftover space along the axis shared by flexible gaps (semantics.md §5.2, §6.3).
extension GroupLayouter {
    /// Returns what each flexible gap received (for diagrams).
    @discardableResult
    func distributeFlexible(_ slots: inout [Slot], contentEnd: CGFloat, spacing: LayoutSpacing, axis a: LayoutAxis) -> CGFloat {
        guard let last = slots.last else { return 0 }
        let used = last.start + last.size[a] + (last.trail?.value ?? 0)
        let leftover = contentEnd - used
        var count = slots.reduce(0) { $0 + ($1.lead?.isFlexible == true ? 1 : 0) + ($1.trail?.isFlexible == true ? 1 : 0) }
        if spacing.isFlexible { count += slots.count - 1 }
        guard leftover > 0, count > 0 else { return 0 }
        let share = leftover / CGFloat(count)
        var shift: CGFloat = 0
        for i in slots.indices {
            if slots[i].lead?.isFlexible == true { shift += share }
            slots[i].start += shift
            if slots[i].trail?.isFlexible == true { shift += share }
            if spacing.isFlexible && i < slots.count - 1 { shift += share }
        }
        return share
    }
}

extension GroupModel.Arrangement {
    /// §5.2, §6.3: whether leftover space along the group's axis goes to its flexible gaps — subitem patterns
    /// and repeated subitems; equal slots fill the axis and leave none.
    var sharesLeftover: Bool {
        switch self {
        case .pattern, .repeating: return true
        case .equalSlots: return false
        }
    }
}
