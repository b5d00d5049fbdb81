import Foundation
import PropertyBased
import PropertySeedSupport
@testable import LayoutEngine
import LayoutRender

// Cases draw from LayoutRender's SplitMix64, so a case is a pure function of its seed.

/// Random choices with the shapes the layout generator needs.
struct Dice {
    var rng: SplitMix64
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &rng)] }
    mutating func real(_ r: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: r, using: &rng)) }
    /// A value rounded to quarters, so printed cases are readable.
    mutating func quarter(_ r: ClosedRange<Double>) -> CGFloat { (real(r) * 4).rounded() / 4 }
}

/// Builds random layouts. Sizes are capped (few subitems, small counts, items rarely tiny) so that a case
/// costs about a millisecond in a debug build; the engine's own limits bound the rest.
struct LayoutGenerator {
    var d: Dice
    let contained: Bool
    /// Probability of a deliberately bad value (NaN, infinity, negative size, count 0 …); 0 when contained.
    let badRate: Double

    static let maxGroupDepth = 4

    init(seed: UInt64) {
        d = Dice(rng: SplitMix64(seed: seed))
        contained = d.chance(0.35)
        badRate = contained ? 0 : 0.01
    }

    static func generate(seed: UInt64) -> LayoutCase {
        var g = LayoutGenerator(seed: seed)
        return g.layoutCase(seed: seed)
    }

    /// The PropertyBased generator: a seed drawn from the library's reproducible RNG, then our own
    /// deterministic expansion, with a structural shrinker.
    static var cases: Generator<LayoutCase, [LayoutCase]> {
        Generator(run: { rng in generate(seed: PropertySeeds.next(&rng)) }, shrink: { $0.shrinkCandidates() })
    }

    mutating func bad() -> Bool { badRate > 0 && d.chance(badRate) }

    mutating func badNumber() -> CGFloat { d.pick([.nan, .infinity, -.infinity, -1e300, 1e300, -50]) }

    // MARK: layout

    mutating func layoutCase(seed: UInt64) -> LayoutCase {
        let scroll: UICollectionView.ScrollDirection = d.chance(0.75) ? .vertical : .horizontal
        let main: LayoutAxis = scroll == .vertical ? .y : .x
        let distinct = d.chance(0.6) ? 1 : d.int(2...3)
        let sections = (0..<distinct).map { _ in section(main: main) }
        let sectionCount = d.chance(0.05) ? 0 : d.int(1...4)
        var env = environment(sectionCount: sectionCount)
        if !contained && d.chance(0.02) { env.itemCounts.append(-1) }
        var c = LayoutCase(seed: seed, contained: contained, sections: sections, useProvider: distinct > 1 || d.chance(0.2),
                           providerNilAt: nil, scrollDirection: scroll, environment: env)
        if !contained && sectionCount > 0 && d.chance(0.02) { c.providerNilAt = d.int(0...(sectionCount - 1)) }
        c.interSectionSpacing = spacingValue()
        c.contentReference = d.pick([.automatic, .none, .safeArea, .layoutMargins, .readableContent])
        if d.chance(0.2) { c.layoutBoundary = (0..<d.int(1...2)).map { boundary(main: main, kind: "layoutHeader\($0)") } }
        return c
    }

    mutating func environment(sectionCount: Int) -> GenEnvironment {
        let sizes: [CGFloat] = [0, 1, 320, 375, 414, 768, 1024]
        var view = CGSize(width: d.chance(0.8) ? d.pick(Array(sizes.dropFirst(2))) : d.pick(sizes),
                          height: d.chance(0.8) ? d.pick([568, 667, 812, 1024, 300]) : d.pick(sizes))
        if d.chance(0.1) { view = CGSize(width: d.quarter(0...1200), height: d.quarter(0...1200)) }
        if bad() { view.width = badNumber() }
        var e = GenEnvironment(viewSize: view, itemCounts: (0..<sectionCount).map { _ in itemCount() })
        if d.chance(0.5) {
            let v: [CGFloat] = [0, 0, 20, 44, 47, 34, 0.5]
            e.safeArea = UIEdgeInsets(top: d.pick(v), left: d.pick(v), bottom: d.pick(v), right: d.pick(v))
        }
        if bad() { e.safeArea.left = badNumber() }
        if d.chance(0.1) { e.layoutMargins = UIEdgeInsets(top: 8, left: d.pick([0, 16, 20]), bottom: 8, right: d.pick([0, 16, 20])) }
        if d.chance(0.05) { e.readableInsets = UIEdgeInsets(top: 0, left: d.pick([0, 40, 100]), bottom: 0, right: d.pick([0, 40, 100])) }
        e.traits = UITraitCollection(displayScale: d.pick([1, 2, 3]), horizontalSizeClass: d.pick([.compact, .regular, .unspecified]),
                                     verticalSizeClass: d.pick([.compact, .regular]),
                                     layoutDirection: d.chance(0.25) ? .rightToLeft : d.pick([.leftToRight, .unspecified]))
        if d.chance(0.4) {
            e.contentOffset = d.chance(0.7) ? CGPoint(x: d.quarter(-100...600), y: d.quarter(-100...2000))
                                            : CGPoint(x: d.pick([0, -1e6, 1e6]), y: d.pick([0, -1e6, 1e6, 1e9]))
        }
        if bad() { e.contentOffset = CGPoint(x: 0, y: badNumber()) }
        if sectionCount > 0 && d.chance(0.4) {
            for _ in 0..<d.int(1...2) {
                e.orthogonalOffsets[d.int(0...(sectionCount - 1))] = d.chance(0.9) ? d.quarter(-200...2000) : d.pick([.nan, .infinity, -.infinity, 1e12])
            }
        }
        if d.chance(0.1) {
            e.measure = GenMeasure(factors: (0..<d.int(1...3)).map { _ in d.pick([0.5, 1, 1.5, 2]) }, extra: d.pick([0, 7]))
        }
        return e
    }

    mutating func itemCount() -> Int {
        if d.chance(0.15) { return 0 }
        if d.chance(0.05) { return d.int(50...300) }
        return d.int(1...24)
    }

    // MARK: sections

    mutating func section(main: LayoutAxis) -> GenSection {
        let orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = d.chance(0.25)
            ? d.pick(Array(UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.dropFirst())) : .none
        // Instances repeat along the main axis, or across it in an orthogonal section.
        let instanceAxis = orthogonal == .none ? main : main.other
        var s = GenSection(group: topGroup(main: main, instanceAxis: instanceAxis), orthogonal: orthogonal)
        if d.chance(0.4) { s.insets = insets() }
        s.interGroupSpacing = spacingValue()
        if d.chance(0.4) { s.boundary = (0..<d.int(1...3)).map { boundary(main: main, kind: "header\($0)") } }
        if d.chance(0.25) {
            s.decorations = (0..<d.int(1...2)).map { j in
                DecorationModel(elementKind: d.chance(0.03) ? "background0" : "background\(j)", zIndex: d.pick([-1, 0, 0, 2]),
                                contentInsets: d.chance(0.5) ? insets() : .zero)
            }
        }
        s.followInsets = d.chance(0.8)
        s.contentReference = d.pick([.automatic, .automatic, .none, .safeArea, .layoutMargins, .readableContent])
        s.supplementaryReference = d.pick([.automatic, .automatic, .none, .safeArea, .layoutMargins])
        if d.chance(0.08) {
            s.handler = GenHandler(shift: CGPoint(x: d.pick([0, 5, -30]), y: d.pick([0, 12, -400])), scale: d.pick([1, 0.8, 1.2]),
                                   alpha: d.pick([1, 0.5, 0]), hideEvery: d.pick([0, 2, 3]))
        }
        return s
    }

    mutating func topGroup(main: LayoutAxis, instanceAxis: LayoutAxis) -> GenItem {
        let cross = instanceAxis.other
        // The top-level group fills its section across the instance axis more often than not.
        var size = SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
        let across: LayoutDimension = d.chance(0.6) ? (cross == .x ? .fractionalWidth(1) : .fractionalHeight(1)) : sameAxisFraction(cross, max: 1)
        let along: LayoutDimension = d.chance(0.5)
            ? d.pick([.absolute(44), .absolute(100), .absolute(200), .estimated(60), .uniformAcrossSiblings(estimate: 80)])
            : groupDimension(axis: instanceAxis)
        if instanceAxis == .x { size.width = along; size.height = across } else { size.height = along; size.width = across }
        let kind: LayoutAxis? = d.chance(0.08) ? nil : d.pick([LayoutAxis.x, .y])
        var g = group(size: size, axis: kind, depth: 0)
        if d.chance(0.15) { g.edge = edgeSpacing(groupAxis: instanceAxis) }
        return g
    }

    /// A group laid out along `axis` (nil: custom) at nesting depth `depth`.
    mutating func group(size: SizeSpec, axis: LayoutAxis?, depth: Int) -> GenItem {
        var item = GenItem(size: size)
        if d.chance(0.25) { item.insets = insets() }
        if d.chance(0.1) { item.supplementaries = (0..<d.int(1...2)).map { supplementary(kind: "groupBadge\($0)") } }
        guard let axis else {
            let n = bad() ? 0 : d.int(1...5)
            item.group = GenGroup(kind: .custom((0..<n).map { _ in customItem() }), subitems: [])
            return item
        }
        var g = GenGroup(kind: axis == .x ? .horizontal : .vertical, subitems: [])
        let r = d.real(0...1)
        if r < 0.15 {
            g.arrangement = .equalSlots(bad() ? d.pick([0, -1, 20_000]) : d.int(1...4))
        } else if r < 0.27 && !contained {
            // §4.2: overflow is the caller's problem, so repeating groups are left out of contained cases.
            g.arrangement = .repeating(bad() ? d.pick([0, -1, 20_000]) : d.int(1...4))
        }
        if d.chance(0.6) { g.spacing = d.chance(0.5) ? .fixed(spacingValue()) : .flexible(spacingValue()) }
        let count: Int
        if case .pattern = g.arrangement { count = bad() ? 0 : d.int(1...3) } else { count = 1 }
        g.subitems = (0..<count).map { _ in subitem(parentAxis: axis, depth: depth + 1) }
        if contained, case .equalSlots = g.arrangement {
            // §4.1 divides the group by the spacing only: edge spacing along the axis pushes count-group slots out
            // of their group (legitimate overflow, and undocumented in UIKit), so contained cases leave it out.
            if axis == .x { g.subitems[0].edge?.leading = nil; g.subitems[0].edge?.trailing = nil }
            else { g.subitems[0].edge?.top = nil; g.subitems[0].edge?.bottom = nil }
        }
        item.group = g
        return item
    }

    mutating func subitem(parentAxis: LayoutAxis, depth: Int) -> GenItem {
        let cross = parentAxis.other
        var size = SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
        let along = itemDimension(axis: parentAxis)
        let across: LayoutDimension = contained ? sameAxisFraction(cross, max: 1) : itemDimension(axis: cross)
        if parentAxis == .x { size.width = along; size.height = across } else { size.height = along; size.width = across }
        var item: GenItem
        if depth < Self.maxGroupDepth && d.chance(depth == 1 ? 0.35 : 0.25) {
            item = group(size: size, axis: d.chance(0.08) ? nil : d.pick([LayoutAxis.x, .y]), depth: depth)
        } else {
            item = GenItem(size: size)
            if d.chance(0.25) { item.insets = insets() }
            if d.chance(0.15) { item.supplementaries = (0..<d.int(1...2)).map { supplementary(kind: "badge\($0)") } }
        }
        if d.chance(0.2) { item.edge = edgeSpacing(groupAxis: parentAxis) }
        return item
    }

    // MARK: values

    mutating func sameAxisFraction(_ axis: LayoutAxis, max: Double) -> LayoutDimension {
        let f: CGFloat = d.chance(0.6) ? d.pick([0.25, 1.0 / 3, 0.5, 0.75, 1] as [CGFloat]) : d.quarter(0.1...max)
        return axis == .x ? .fractionalWidth(f) : .fractionalHeight(f)
    }

    /// Any kind of dimension for an item along `axis`.
    mutating func itemDimension(axis: LayoutAxis) -> LayoutDimension {
        if bad() { return d.pick([.absolute(badNumber()), .fractionalWidth(-0.5), .estimated(.nan), .fractionalHeight(.infinity)]) }
        let r = d.real(0...1)
        if r < 0.45 {
            if d.chance(0.08) { return d.chance(0.5) ? .fractionalWidth(d.pick([0, 1.2, 2] as [CGFloat])) : .fractionalHeight(d.pick([0, 1.5] as [CGFloat])) }
            // Mostly the same axis's fraction; sometimes the other one (square items: fractionalWidth heights).
            let f: CGFloat = d.pick([0.2, 0.25, 1.0 / 3, 0.5, 0.5, 0.75, 1, d.quarter(0.1...1)])
            let same = d.chance(0.75)
            return (axis == .x) == same ? .fractionalWidth(f) : .fractionalHeight(f)
        } else if r < 0.75 {
            return .absolute(d.chance(0.04) ? d.pick([0, 0.5, 3]) : d.pick([10, 20, 44, 50, 80, 100, 150, 250, 400, d.quarter(5...300)]))
        } else if r < 0.92 {
            return .estimated(d.pick([0, 20, 44, 100, 200, d.quarter(5...300)]))
        } else {
            return .uniformAcrossSiblings(estimate: d.pick([20, 44, 100, d.quarter(5...200)]))
        }
    }

    mutating func groupDimension(axis: LayoutAxis) -> LayoutDimension {
        if bad() { return .absolute(badNumber()) }
        let r = d.real(0...1)
        if r < 0.5 { return axis == .x ? .fractionalWidth(d.pick([0.5, 0.8, 0.9, 1, 1.2])) : .fractionalHeight(d.pick([0.1, 0.25, 0.5, 1])) }
        if r < 0.6 { return axis == .x ? .fractionalHeight(d.pick([0.2, 0.5])) : .fractionalWidth(d.pick([0.3, 0.5, 1])) }
        if r < 0.85 { return .absolute(d.pick([0, 44, 120, 300])) }
        return .estimated(d.pick([44, 100, 250]))
    }

    mutating func spacingValue() -> CGFloat {
        if bad() { return badNumber() }
        if !contained && d.chance(0.1) { return d.pick([-4, -10, -30]) }
        return d.pick([0, 0, 0, 4, 8, 10, 16, d.quarter(0...30)])
    }

    mutating func spacing() -> LayoutSpacing? {
        if d.chance(0.4) { return nil }
        return d.chance(0.5) ? .fixed(spacingValue()) : .flexible(spacingValue())
    }

    /// Edge spacing; contained cases keep it off the cross axis, where it would push an item out of its group.
    mutating func edgeSpacing(groupAxis: LayoutAxis) -> EdgeSpacing {
        var e = EdgeSpacing()
        if groupAxis == .x || !contained { e.leading = spacing(); e.trailing = spacing() }
        if groupAxis == .y || !contained { e.top = spacing(); e.bottom = spacing() }
        return e
    }

    mutating func insets() -> NSDirectionalEdgeInsets {
        func v(_ g: inout LayoutGenerator) -> CGFloat {
            if g.bad() { return g.badNumber() }
            if !g.contained && g.d.chance(0.08) { return g.d.pick([-5, -20]) }
            return g.d.pick([0, 0, 2, 4, 8, 10, 16, 20])
        }
        return NSDirectionalEdgeInsets(top: v(&self), leading: v(&self), bottom: v(&self), trailing: v(&self))
    }

    mutating func anchorEdges() -> NSDirectionalRectEdge {
        d.pick([[.top], [.bottom], [.leading], [.trailing], [.top, .leading], [.top, .trailing], [.bottom, .leading],
                [.bottom, .trailing], [], .all, [.top, .bottom]])
    }

    /// Kinds are distinct per host unless a deliberate clash is drawn (ElementKinds refuses those).
    mutating func kind(_ normal: String) -> String {
        d.chance(0.02) ? d.pick(["badge0", "header0", "UICollectionElementKindSectionHeader"]) : normal
    }

    mutating func supplementary(kind normal: String) -> GenSupplementary {
        let size: SizeSpec = contained
            ? SizeSpec(width: sameAxisFraction(.x, max: 1), height: sameAxisFraction(.y, max: 1))
            : SizeSpec(width: d.chance(0.5) ? .absolute(d.pick([0, 10, 20, 44])) : itemDimension(axis: .x),
                       height: d.chance(0.5) ? .absolute(d.pick([0, 10, 20, 44])) : itemDimension(axis: .y))
        var s = GenSupplementary(kind: kind(normal), size: size,
                                 containerAnchor: LayoutAnchor(edges: anchorEdges()), itemAnchor: nil, zIndex: d.pick([1, 1, 0, 5, -1]))
        if d.chance(0.15) { s.insets = insets() }
        if !contained {
            if d.chance(0.4) {
                s.containerAnchor.offset = d.chance(0.5) ? .absolute(CGPoint(x: d.pick([0, -5, 10]), y: d.pick([0, -10, 5])))
                                                         : .fractional(CGPoint(x: d.pick([0, 0.5, -0.5]), y: d.pick([0, -0.5, 1])))
            }
            if d.chance(0.3) {
                s.itemAnchor = LayoutAnchor(edges: anchorEdges(), offset: d.chance(0.7) ? .absolute(.zero) : .fractional(CGPoint(x: 0.25, y: -0.25)))
            }
            if bad() { s.containerAnchor.offset = .absolute(CGPoint(x: badNumber(), y: 0)) }
        }
        return s
    }

    mutating func customItem() -> GenCustomItem {
        if contained {
            // Inside the group: unit rects within [0, 1]².
            let x = d.quarter(0...0.75), y = d.quarter(0...0.75)
            return GenCustomItem(unit: CGRect(x: x, y: y, width: d.quarter(0...(1 - x)), height: d.quarter(0...(1 - y))),
                                 points: .zero, zIndex: d.pick([0, 0, 1, -1]))
        }
        var points = CGRect(x: d.pick([0, -10, 20]), y: d.pick([0, 30, -5]), width: d.pick([0, 0, 20]), height: d.pick([0, 10]))
        if bad() { points.size.width = d.pick([-30, .nan]) }
        return GenCustomItem(unit: CGRect(x: d.quarter(-0.25...1), y: d.quarter(-0.25...1), width: d.quarter(0...1.25), height: d.quarter(0...1.25)),
                             points: points, zIndex: d.pick([0, 0, 1, -1]))
    }

    mutating func boundary(main: LayoutAxis, kind normal: String) -> GenBoundary {
        let alignments: [NSRectAlignment] = contained
            ? [.top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing, .leading, .trailing]
            : NSRectAlignment.allCases
        var alignment = d.pick(alignments)
        if contained {
            // Keep to the bands along the main axis: side items (and `.none`) may outgrow the section.
            let e = alignment.edges
            let banded = main == .y ? (e.contains(.top) || e.contains(.bottom)) : (e.contains(.leading) || e.contains(.trailing))
            if !banded { alignment = main == .y ? .top : .leading }
        }
        let along: LayoutDimension = d.pick([.absolute(44), .absolute(20), .estimated(50), .absolute(0)])
        let across: LayoutDimension = main == .y ? .fractionalWidth(d.pick([1, 1, 0.5])) : .fractionalHeight(d.pick([1, 0.5]))
        var b = GenBoundary(kind: kind(normal),
                            size: main == .y ? SizeSpec(width: across, height: along) : SizeSpec(width: along, height: across),
                            alignment: alignment)
        b.pinned = d.chance(0.25)
        if d.chance(0.15) { b.insets = insets() }
        b.zIndex = d.pick([1, 2, 10])
        if !contained {
            b.extendsBoundary = d.chance(0.75)
            if d.chance(0.25) { b.offset = CGPoint(x: d.pick([0, 10, -10]), y: d.pick([0, -20, 15])) }
            if bad() { b.offset = CGPoint(x: badNumber(), y: 0) }
        }
        return b
    }
}
