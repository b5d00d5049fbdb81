import Foundation
@testable import LayoutEngine

// Shrinking: one-step simplifications of a failing case, simplest first. PropertyBased keeps the first
// candidate that still fails and asks again, so a failure shrinks to a case that is small to read.
// (Enable with `@Test(.shrinking)` while investigating.)

extension LayoutCase {
    func shrinkCandidates() -> [LayoutCase] {
        var out: [LayoutCase] = []
        func add(_ edit: (inout LayoutCase) -> Void) {
            var c = self
            edit(&c)
            if c != self { out.append(c) }
        }
        // Fewer sections and items.
        if sections.count > 1 {
            for i in sections.indices { add { $0.sections = [$0.sections[i]] } }
        }
        let counts = environment.itemCounts
        if counts.count > 1 {
            for i in counts.indices {
                add { c in
                    c.environment.itemCounts.remove(at: i)
                    c.environment.orthogonalOffsets = [:]
                    if c.providerNilAt == i { c.providerNilAt = nil }
                }
            }
        }
        for i in counts.indices where counts[i] > 1 {
            add { $0.environment.itemCounts[i] = 1 }
            add { $0.environment.itemCounts[i] = counts[i] / 2 }
            add { $0.environment.itemCounts[i] = counts[i] - 1 }
        }
        // A plainer environment.
        add { $0.environment.measure = nil }
        add { $0.environment.contentOffset = nil }
        add { $0.environment.orthogonalOffsets = [:] }
        add { $0.environment.safeArea = .zero }
        add { $0.environment.layoutMargins = nil; $0.environment.readableInsets = nil }
        add { $0.environment.traits = UITraitCollection() }
        add { $0.layoutBoundary = [] }
        add { $0.interSectionSpacing = 0 }
        add { $0.contentReference = .none }
        add { $0.useProvider = false }
        // Plainer sections.
        for i in sections.indices {
            add { $0.sections[i].boundary = [] }
            for j in sections[i].boundary.indices { add { $0.sections[i].boundary.remove(at: j) } }
            add { $0.sections[i].decorations = [] }
            add { $0.sections[i].handler = nil }
            add { $0.sections[i].insets = .zero }
            add { $0.sections[i].interGroupSpacing = 0 }
            add { $0.sections[i].orthogonal = .none }
            add { $0.sections[i].contentReference = .none; $0.sections[i].supplementaryReference = .none }
            for g in Self.simplifications(of: sections[i].group, isTop: true) { add { $0.sections[i].group = g } }
        }
        return out
    }

    /// One-step simplifications of an item tree; the top-level item stays a group.
    static func simplifications(of item: GenItem, isTop: Bool) -> [GenItem] {
        var out: [GenItem] = []
        func add(_ edit: (inout GenItem) -> Void) {
            var c = item
            edit(&c)
            if c != item { out.append(c) }
        }
        add { $0.supplementaries = [] }
        add { $0.insets = .zero }
        add { $0.edge = nil }
        guard let g = item.group else { return out }
        if !isTop {
            // Replace the group by a plain item of the same size.
            add { $0.group = nil }
        }
        if g.subitems.count > 1 {
            for j in g.subitems.indices { add { $0.group!.subitems.remove(at: j) } }
        }
        add { $0.group!.spacing = nil }
        add { $0.group!.arrangement = .pattern }
        if case .custom(let items) = g.kind, items.count > 1 {
            for j in items.indices {
                add { c in var it = items; it.remove(at: j); c.group!.kind = .custom(it) }
            }
        }
        for j in g.subitems.indices {
            for s in simplifications(of: g.subitems[j], isTop: false) { add { $0.group!.subitems[j] = s } }
        }
        return out
    }
}
