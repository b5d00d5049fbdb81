import Foundation
import PropertyBased
import PropertySeedSupport
import LayoutRender
import Testing
@testable import LayoutEngine

/// Decision 57 (issue 34) against a world model that shares no code with the engine: a chain of nested horizontal
/// groups, each holding one fractional subitem, the innermost an item. On iOS 16 and later each level's width and
/// height is its fraction of the level above **rounded down to the pixel grid** before the next level is laid out;
/// on iOS 15 nothing is rounded. The model computes the floored chain in whole pixels with integer arithmetic —
/// fractions are a/b, the view is whole points, so level k is ⌊a·P/b⌋ pixels of the P pixels above it — and the
/// unrounded chain as the plain product; the engine must agree with both, on the first item's frame and the next
/// item along its innermost group.
@Suite("Pixel-grid floor properties", .fixedPropertySeeds)
struct PixelGridPropertyTests {
    /// A fraction a/b of the level above.
    struct Fraction: CustomStringConvertible, Sendable {
        var a: Int, b: Int
        var value: CGFloat { CGFloat(a) / CGFloat(b) }
        var description: String { "\(a)/\(b)" }
    }

    struct Case: CustomStringConvertible, Sendable {
        var width: Int, height: Int, scale: Int
        /// Top-level group's height in points (absolute: never floored).
        var groupHeight: Int
        /// Widths and heights of each level, outermost (the top-level group's width) first; the last is the item.
        var widths: [Fraction], heights: [Fraction]
        var description: String {
            "view \(width)×\(height)@\(scale), group height \(groupHeight), widths \(widths), heights \(heights)"
        }
    }

    static var count: Int { max(1, PropertyCases.count / 14) }

    static var cases: Generator<Case, [Case]> {
        Generator(run: { rng in
            var r = SplitMix64(seed: PropertySeeds.next(&rng))
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &r) }
            func fraction() -> Fraction {
                let b = [2, 3, 4, 5, 6, 7, 8, 10, 12, 20, 100][int(0...10)]
                return Fraction(a: int(max(1, b / 5)...b), b: b)
            }
            let depth = int(1...4)
            // Inner groups' heights are fractions of the group above; the top-level group's is absolute.
            return Case(width: int(200...1100), height: int(300...1000), scale: int(1...3), groupHeight: int(40...400),
                        widths: (0...depth).map { _ in fraction() }, heights: (0..<depth).map { _ in fraction() })
        }, shrink: { _ in [] })
    }

    /// The section: `widths.count − 1` nested groups and an item, each one subitem of the level above.
    static func model(_ c: Case) -> LayoutModel {
        var level = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(c.widths.last!.value),
                                                   height: .fractionalHeight(c.heights.last?.value ?? 1)))
        for k in stride(from: c.widths.count - 2, through: 0, by: -1) {
            let height: LayoutDimension = k == 0 ? .absolute(CGFloat(c.groupHeight)) : .fractionalHeight(c.heights[k - 1].value)
            level = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(c.widths[k].value), height: height),
                              group: GroupModel(kind: .horizontal, subitems: [level]))
        }
        if c.widths.count == 1 {   // depth 0 cannot happen (depth ≥ 1), kept total
            level = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(CGFloat(c.groupHeight))),
                              group: GroupModel(kind: .horizontal, subitems: [level]))
        }
        return LayoutModel(section: SectionModel(group: level))
    }

    /// The world: each level's size in pixels (floored) or in points (unrounded), outermost first.
    static func floored(_ c: Case) -> (widths: [Int], heights: [Int]) {
        var w = c.width * c.scale, h = c.groupHeight * c.scale
        var widths: [Int] = [], heights: [Int] = []
        for (k, f) in c.widths.enumerated() {
            w = f.a * w / f.b                   // ⌊a·P/b⌋: integer division of non-negative numbers floors
            if k > 0 { h = c.heights[k - 1].a * h / c.heights[k - 1].b }
            widths.append(w); heights.append(h)
        }
        return (widths, heights)
    }

    static func unrounded(_ c: Case) -> (widths: [CGFloat], heights: [CGFloat]) {
        var w = CGFloat(c.width), h = CGFloat(c.groupHeight)
        var widths: [CGFloat] = [], heights: [CGFloat] = []
        for (k, f) in c.widths.enumerated() {
            w = w * CGFloat(f.a) / CGFloat(f.b)
            if k > 0 { h = h * CGFloat(c.heights[k - 1].a) / CGFloat(c.heights[k - 1].b) }
            widths.append(w); heights.append(h)
        }
        return (widths, heights)
    }

    static func resolve(_ c: Case, ios: IOSVersion) -> LayoutResult? {
        var traits = UITraitCollection(displayScale: CGFloat(c.scale))
        traits.iosVersion = ios
        let input = LayoutInput(viewSize: CGSize(width: c.width, height: c.height), traits: traits, itemCounts: [1_000])
        return try? model(c).resolve(input)
    }

    /// The first item's frame and the next item in its innermost group (when two fit).
    static func check(_ r: LayoutResult, widths: [CGFloat], heights: [CGFloat], innermostSlots: Int) -> [String] {
        var problems: [String] = []
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }
        let item = widths.count - 1
        guard let first = r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 0))?.frame else {
            return ["no item 0"]
        }
        if !(near(first.minX, 0) && near(first.minY, 0) && near(first.width, widths[item]) && near(first.height, heights[item])) {
            problems.append("item 0 at \(first), the world gives 0, 0, \(widths[item]) × \(heights[item])")
        }
        if innermostSlots > 1, let second = r.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: 1))?.frame,
           !(near(second.minX, widths[item]) && near(second.minY, 0)) {
            problems.append("item 1 at \(second.origin), the world gives \(widths[item]), 0")
        }
        return problems
    }

    @Test func fromIOS16EachLevelIsItsFractionFlooredToThePixelGrid() async {
        var compared = 0
        await propertyCheck(count: Self.count, input: Self.cases) { c in
            let world = Self.floored(c), s = CGFloat(c.scale)
            // A level floored to no pixel at all leaves an empty item repeating without end: not this property's.
            guard !world.widths.contains(0), !world.heights.contains(0) else { return }
            guard let r = Self.resolve(c, ios: IOSVersion(18)) else { Issue.record("does not resolve: \(c)"); return }
            let widths = world.widths.map { CGFloat($0) / s }, heights = world.heights.map { CGFloat($0) / s }
            // Two items fit the innermost group when twice the item's pixels fit its parent's.
            let n = world.widths.count
            let parent = n >= 2 ? world.widths[n - 2] : c.width * c.scale
            let problems = Self.check(r, widths: widths, heights: heights, innermostSlots: 2 * world.widths[n - 1] <= parent ? 2 : 1)
            if !problems.isEmpty { Issue.record(Comment(rawValue: problems.joined(separator: "\n") + "\n\(c)")) }
            compared += 1
        }
        // Most cases keep a pixel at every level; the generator must keep reaching them.
        #expect(compared * 4 >= Self.count * 3, "only \(compared) of \(Self.count) cases compared")
    }

    @Test func onIOS15NothingIsRounded() async {
        await propertyCheck(count: Self.count, input: Self.cases) { c in
            guard let r = Self.resolve(c, ios: IOSVersion(15)) else { Issue.record("does not resolve: \(c)"); return }
            let world = Self.unrounded(c)
            let n = world.widths.count
            let parent = n >= 2 ? world.widths[n - 2] : CGFloat(c.width)
            // Clear cases only: two items fit with room to spare, or miss by more than rounding.
            let twice = 2 * world.widths[n - 1]
            guard abs(twice - parent) > 1e-6 else { return }
            let problems = Self.check(r, widths: world.widths, heights: world.heights, innermostSlots: twice < parent ? 2 : 1)
            if !problems.isEmpty { Issue.record(Comment(rawValue: problems.joined(separator: "\n") + "\n\(c)")) }
        }
    }
}
