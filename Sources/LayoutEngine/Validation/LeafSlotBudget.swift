import Foundation

/// The leaf-slot budget of a group tree, computed from the model before anything is resolved (docs/limits.md).
///
/// Counts multiply over nesting: a `count: 100` group of `count: 100` groups holds 10 000 items per instance, and a
/// third level 1 000 000, each laid out as a slot. The resolver checks `maxSlotsPerGroup` per group as it places
/// slots, which sees each level's own count only; this walk multiplies them first, so a 400-byte spec is refused in
/// microseconds instead of running for seconds and gigabytes (issue 15).
///
/// What one instance holds at least, by arrangement:
/// - `count:` (equal slots, §4.1) and `repeatingSubitem:count:` (§4.2): n × the subitem's leaves;
/// - `subitems:` (a pattern, §3.1): one cycle, the sum of the subitems' leaves (further cycles depend on sizes and
///   are counted as they are placed);
/// - a custom group (§8.6): 1 here; its provider's result is counted when it is called.
public enum LeafSlotBudget {
    /// Throws `LayoutError.runaway` at the first group (innermost first) whose leaves exceed the limit, or
    /// `limitExceeded` when groups nest deeper than `maxNestingDepth`.
    public static func check(_ section: SectionModel, index: Int, limits: LayoutLimits) throws {
        _ = try leaves(section.group, path: ModelPath(.section(index), .group), depth: 0, limits: limits)
    }

    /// Leaves one instance of `item` holds at least (1 for an item that is not a group).
    public static func leaves(of item: ItemModel, limits: LayoutLimits = LayoutLimits()) throws -> Int {
        try leaves(item, path: ModelPath(.group), depth: 0, limits: limits)
    }

    private static func leaves(_ item: ItemModel, path: ModelPath, depth: Int, limits: LayoutLimits) throws -> Int {
        guard let g = item.group else { return 1 }
        guard depth < limits.maxNestingDepth else {
            throw LayoutError.limitExceeded(path: path, detail: "groups nested deeper than \(limits.maxNestingDepth)")
        }
        func sub(_ i: Int) throws -> Int {
            try leaves(g.subitems[i], path: path + .subitem(i), depth: depth + 1, limits: limits)
        }
        let total: Int
        let how: String
        switch (g.kind, g.arrangement) {
        case (.custom, _):
            return 1
        case (_, .pattern):
            var sum = 0
            for i in g.subitems.indices {
                let (s, overflow) = sum.addingReportingOverflow(try sub(i))
                sum = overflow ? Int.max : s
            }
            total = sum; how = "one cycle of its subitems holds"
        case (_, .equalSlots(let n)), (_, .repeating(let n)):
            guard n >= 1, !g.subitems.isEmpty else { return 1 }   // reported by the resolver with its own message
            let inner = try sub(0)
            let (product, overflow) = n.multipliedReportingOverflow(by: inner)
            total = overflow ? Int.max : product
            how = inner == 1 ? "count \(n) holds" : "count \(n) × \(inner) items per subgroup holds"
        }
        guard total <= limits.maxSlotsPerGroup else {
            let shown = total == Int.max ? "more than \(Int.max / 2)" : "\(total)"
            throw LayoutError.runaway(path: path, detail: "\(how) \(shown) items in one group instance "
                                      + "(nested counts multiply), over the limit of \(limits.maxSlotsPerGroup)")
        }
        return total
    }
}
