import Foundation
import PropertyBased
import PropertySeedSupport
import LayoutRender
import Testing
@testable import LayoutEngine

/// Properties every generated layout must have (issue 8). Each case is resolved in-process; a crash fails
/// the run, an error must be a `LayoutError` naming a path, and a case must finish within `timeBound`.
///
/// "contentSize covers" is checked on *contained* cases only (LayoutGenerator.contained: no negative
/// insets, spacing or edge spacing, no offsets, cross-axis fractions ≤ 1, supplementaries inside their host,
/// custom frames inside their group, no repeating groups, only banded boundary items). In those, every
/// element except pinned boundary items and elements moved by an invalidation handler lies inside
/// [0, contentSize] along the main axis, with 1 pt of slack for the fit tolerance (§3.3: a last slot may
/// overshoot its group by less than a point). Outside contained cases overflow is legitimate (negative edge
/// spacing, `fractionalHeight(1.2)`, badges offset outside their item, §16.4) and only finiteness is asserted.
@Suite("Layout properties", .fixedPropertySeeds)
struct LayoutPropertyTests {
    static let timeBound: Double = 2
    static let coverageSlack: CGFloat = 1

    @Test func generatedLayoutsKeepEveryProperty() async {
        let stats = PropertyStats()
        let n = PropertyCases.count
        await propertyCheck(count: n, input: LayoutGenerator.cases) { c in
            for problem in Self.check(c, stats: stats) { Issue.record(Comment(rawValue: problem)) }
        }
        print("Layout properties: \(stats.summary)")
        if stats.cases >= 1_000 {
            // The generators must keep reaching the interesting paths.
            #expect(stats.resolved * 2 > stats.cases, "\(stats.summary)")
            #expect(stats.slotChecks * 5 > stats.cases, "\(stats.summary)")
            #expect(stats.coverageChecks * 10 > stats.cases, "\(stats.summary)")
        }
    }

    /// Every property of one case; returns one line per violation.
    static func check(_ c: LayoutCase, stats: PropertyStats) -> [String] {
        stats.cases += 1
        var problems: [String] = []
        let clock = ContinuousClock()
        let started = clock.now
        let result: LayoutResult
        do {
            result = try c.model().resolve(c.input())
        } catch let e as LayoutError {
            stats.errors[stats.errorKind(e), default: 0] += 1
            if e.path.description.isEmpty { problems.append("error without a path: \(e)") }
            return problems
        } catch {
            return ["resolve threw a non-LayoutError: \(error)"]
        }
        let all = result.allElements
        let elapsed = (clock.now - started) / .seconds(1)
        stats.maxSeconds = max(stats.maxSeconds, elapsed)
        if elapsed > timeBound { problems.append("resolution took \(elapsed) s") }
        stats.resolved += 1
        stats.elements += all.count

        problems += finiteness(result, all)
        if !problems.isEmpty { return problems }
        problems += determinism(c, result, all)
        problems += cells(c, result, all)
        problems += slots(c, result, stats: stats)
        problems += coverage(c, result, all, stats: stats)
        problems += queries(c, result, all, stats: stats)
        return problems
    }

    // MARK: every frame is finite

    static func finiteness(_ r: LayoutResult, _ all: [LayoutAttributes]) -> [String] {
        var out: [String] = []
        if !(r.contentSize.width.isFinite && r.contentSize.height.isFinite && r.contentSize.width >= 0 && r.contentSize.height >= 0) {
            out.append("contentSize \(r.contentSize)")
        }
        for a in all {
            let t = a.transform
            if !a.frame.isFiniteRect || !a.alpha.isFinite || ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                out.append("non-finite element \(a)")
            }
            // CGRect standardises a negative size into a rect flipped outside the element: never report one.
            if a.frame.size.width < 0 || a.frame.size.height < 0 { out.append("negative frame size \(a)") }
        }
        for s in r.sections where !(s.frame.isFiniteRect && s.contentFrame.isFiniteRect && s.orthogonalOffset.isFinite && s.orthogonalContentLength.isFinite) {
            out.append("non-finite section geometry \(s)")
        }
        return out
    }

    // MARK: the same input gives the same output

    static func determinism(_ c: LayoutCase, _ r: LayoutResult, _ all: [LayoutAttributes]) -> [String] {
        guard let again = try? c.model().resolve(c.input()) else { return ["a second resolution of the same input threw"] }
        var out: [String] = []
        if again.contentSize != r.contentSize || again.contentOffset != r.contentOffset { out.append("contentSize/offset differ between runs") }
        if again.allElements != all { out.append("allElements differ between runs") }
        if again.sections.map(\.frame) != r.sections.map(\.frame) || again.sections.map(\.contentFrame) != r.sections.map(\.contentFrame) {
            out.append("section geometry differs between runs")
        }
        if again.visibleElements != r.visibleElements { out.append("visibleElements differ between runs") }
        return out
    }

    // MARK: one cell per item

    static func cells(_ c: LayoutCase, _ r: LayoutResult, _ all: [LayoutAttributes]) -> [String] {
        var out: [String] = []
        if all.count != r.elementCount { out.append("elementCount \(r.elementCount) but allElements has \(all.count)") }
        for (i, n) in c.environment.itemCounts.enumerated() {
            let items = all.filter { $0.category == .cell && $0.section == i }.map(\.item)
            if items.sorted() != Array(0..<n) { out.append("section \(i): cells \(items.count) for \(n) items") }
            if r.cellFrames(inSection: i) != all.filter({ $0.category == .cell && $0.section == i }).sorted(by: { $0.item < $1.item }).map(\.frame) {
                out.append("section \(i): cellFrames differ from allElements")
            }
        }
        return out
    }

    // MARK: each group instance holds the number of items the model says

    static func slots(_ c: LayoutCase, _ r: LayoutResult, stats: PropertyStats) -> [String] {
        var out: [String] = []
        for (i, n) in c.environment.itemCounts.enumerated() {
            guard let shape = ExpectedSlots.topLevel(c, section: i) else { continue }
            stats.slotChecks += 1
            let store = r.store.sections[i]
            if store.slotsPerInstance != shape.leaves {
                out.append("section \(i): \(store.slotsPerInstance) slots per instance, the model says \(shape.leaves)")
            }
            let instances = n == 0 ? 0 : (n + shape.leaves - 1) / shape.leaves
            if r.sections[i].groupInstanceCount != instances {
                out.append("section \(i): \(r.sections[i].groupInstanceCount) instances for \(n) items of \(shape.leaves), expected \(instances)")
            }
            for k in 0..<instances {
                // The store's boxes of instance k: one per group laid out (the top-level one and nested ones).
                let mine = store.groupBoxes(instance: k)
                if mine.count != shape.groups { out.append("section \(i) instance \(k): \(mine.count) group boxes, the model has \(shape.groups) groups"); break }
            }
        }
        return out
    }

    // MARK: contentSize covers every element along the main axis (contained cases)

    static func coverage(_ c: LayoutCase, _ r: LayoutResult, _ all: [LayoutAttributes], stats: PropertyStats) -> [String] {
        guard c.contained else { return [] }
        stats.coverageChecks += 1
        let main: LayoutAxis = c.scrollDirection == .vertical ? .y : .x
        let length = r.contentSize[main]
        var out: [String] = []
        for a in all {
            let section = a.section < c.environment.itemCounts.count ? c.section(a.section) : nil
            if section?.handler != nil { continue }
            if a.category == .supplementary {
                // Pinned boundary items follow the visible bounds (§13); layout-level ones report section 0.
                let pinned = Set((section?.boundary ?? []).filter(\.pinned).map(\.kind) + c.layoutBoundary.filter(\.pinned).map(\.kind))
                if pinned.contains(a.elementKind) { continue }
            }
            let lo = a.frame.start(main), hi = a.frame.end(main)
            if lo < -coverageSlack || hi > length + coverageSlack {
                out.append("\(a) outside the content [0, \(length)] along \(main)")
                if out.count > 3 { break }
            }
        }
        return out
    }

    // MARK: elements(in:) is exactly the brute-force set

    static func queries(_ c: LayoutCase, _ r: LayoutResult, _ all: [LayoutAttributes], stats: PropertyStats) -> [String] {
        var d = Dice(rng: SplitMix64(seed: c.seed ^ 0x5EED))
        let size = r.contentSize
        var rects: [CGRect] = [r.bounds, CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), .zero]
        for _ in 0..<4 {
            let w = d.pick([0, 1, 50, 375, 2_000, d.real(0...1_000)])
            let h = d.pick([0, 1, 50, 812, 5_000, d.real(0...3_000)])
            rects.append(CGRect(x: d.real(-500...(Double(size.width) + 500)), y: d.real(-500...(Double(size.height) + 500)), width: w, height: h))
        }
        // A rect whose edges coincide with an element's edges: open intervals must exclude mere touching.
        if let e = all.randomElement(using: &d.rng) { rects.append(CGRect(x: e.frame.maxX, y: e.frame.minY, width: 30, height: e.frame.height)) }
        var out: [String] = []
        for q in rects {
            stats.queryChecks += 1
            let fast = multiset(r.elements(in: q))
            let brute = multiset(all.filter { $0.frame.overlaps(q) })
            if fast != brute {
                let missing = brute.keys.filter { fast[$0] != brute[$0] }.prefix(3)
                let extra = fast.keys.filter { brute[$0] != fast[$0] }.prefix(3)
                out.append("elements(in: \(q)) differs from brute force: missing \(Array(missing)), extra \(Array(extra))")
            }
            // The element budget is checked on a count made without materialising (docs/limits.md): it must never
            // be below what the brute force finds, or a picture could make more elements than it was allowed.
            let total = brute.values.reduce(0, +)
            if r.elementCountBound(in: q) < total {
                out.append("elementCountBound(in: \(q)) = \(r.elementCountBound(in: q)) but \(total) elements overlap it")
            }
        }
        return out
    }

    static func multiset(_ a: [LayoutAttributes]) -> [LayoutAttributes: Int] {
        var m: [LayoutAttributes: Int] = [:]
        for x in a { m[x, default: 0] += 1 }
        return m
    }
}
