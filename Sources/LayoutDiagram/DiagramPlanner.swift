import Foundation
import LayoutEngine
import LayoutRender

/// Turns a resolved layout and its trace into a `DiagramPlan`. Every rectangle comes from the engine
/// (`LayoutTrace.debugInfo`, `elements(in:)`); the planner only chooses what to show and where labels go.
struct DiagramPlanner {
    let result: LayoutResult
    let trace: LayoutTrace
    let options: DiagramOptions
    let style: DiagramStyle
    let measurer: TextMeasurer

    /// Space around the layout area for labels that sit outside boxes.
    static let margin: CGFloat = 24
    /// How far beyond the screen an orthogonal section's peeking groups are shown, as a share of the view.
    static let peekShare: CGFloat = 0.6

    func plan() throws -> DiagramPlan {
        guard !result.sections.isEmpty else { throw DiagramError.noStructure }
        if let s = options.section, !result.sections.indices.contains(s) {
            throw DiagramError.noSuchSection(s, count: result.sections.count)
        }
        let ax = AxisFrame(vertical: result.scrollDirection == .vertical)
        let (contentRect, window, debug) = try region(ax)
        let elements = result.elements(in: contentRect).filter { options.section == nil || $0.section == options.section }

        var plan = DiagramPlan(size: .zero, contentRect: contentRect,
                               contentOrigin: CGPoint(x: Self.margin, y: Self.margin), window: window,
                               orthogonalSections: [], outlines: [], regions: [], labels: [], droppedLabels: [],
                               swatches: [], panel: nil)
        plan.outlines = outlines(debug, elements: elements, in: contentRect)
        plan.regions = regions(debug, in: contentRect)
        plan.orthogonalSections = debug.sections.filter { $0.scrollWindow != nil }.map(\.frame)

        let layoutArea = CGSize(width: contentRect.width + 2 * Self.margin, height: contentRect.height + 2 * Self.margin)
        var panel = DiagramPanelLayout(style: style, measurer: measurer)
        if options.showsPanel {
            // The tree of the sections the picture shows.
            panel.layout(sections: debug.sections.filter { $0.frame.overlapsStrictly(contentRect) }, legend: legend(plan), at: CGPoint(x: layoutArea.width, y: 0),
                         minHeight: layoutArea.height)
            plan.panel = panel.frame
            plan.swatches = panel.swatches
        }
        plan.size = CGSize(width: layoutArea.width + (plan.panel?.width ?? 0),
                           height: max(layoutArea.height, plan.panel?.height ?? 0))

        var placer = LabelPlacer(bounds: CGRect(origin: .zero, size: layoutArea), fixed: [])
        // Labels stay off the faded parts (beyond the screen): they explain what the screen shows.
        let whole = plan.toPicture(contentRect), win = plan.toPicture(window)
        placer.forbidden = [CGRect(x: whole.minX, y: whole.minY, width: win.minX - whole.minX, height: whole.height),
                            CGRect(x: win.maxX, y: whole.minY, width: whole.maxX - win.maxX, height: whole.height),
                            CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: win.minY - whole.minY),
                            CGRect(x: whole.minX, y: win.maxY, width: whole.width, height: whole.maxY - win.maxY)]
            .filter { $0.width > 0 && $0.height > 0 }
        placer.place(labelRequests(plan: plan, debug: debug, elements: elements))
        plan.labels = panel.labels + placer.placed
        plan.droppedLabels = placer.dropped
        return plan
    }

    // MARK: What part of the layout

    /// The content rectangle shown, the screen's window across the scrolling axis, and the debug information
    /// for the instances in it (orthogonal sections widen the rectangle to show groups peeking beyond the screen).
    private func region(_ ax: AxisFrame) throws -> (CGRect, CGRect, LayoutDebugInfo) {
        let bounds = result.bounds
        let main: ClosedRange<CGFloat>
        if let s = options.section {
            main = ax.main(result.sections[s].frame)
        } else if case .fullContent = options.view {
            main = 0...max(ax.mainLength(result.contentSize), 1)
        } else {
            main = ax.main(bounds)
        }
        let cross = ax.cross(bounds)
        let peek = (cross.upperBound - cross.lowerBound) * Self.peekShare
        let wide = ax.rect(main: main, cross: (cross.lowerBound - peek)...(cross.upperBound + peek))
        // The element budget, before the debug information or any element of the region is made.
        let count = result.elementCountBound(in: wide)
        guard count <= options.maxElements else { throw DiagramError.overElementBudget(elements: count, budget: options.maxElements) }
        let debug = trace.debugInfo(in: wide, section: options.section)
        var lo = cross.lowerBound, hi = cross.upperBound
        for s in debug.sections where s.scrollWindow != nil {
            for g in s.groups where g.box.depth == 0 {
                let c = ax.cross(g.box.frame)
                lo = min(lo, max(c.lowerBound, wide.minXY(ax.crossAxis))); hi = max(hi, min(c.upperBound, wide.maxXY(ax.crossAxis)))
            }
        }
        return (ax.rect(main: main, cross: lo...hi), ax.rect(main: main, cross: cross), debug)
    }

    // MARK: Outlines and regions

    private func outlines(_ debug: LayoutDebugInfo, elements: [LayoutAttributes], in rect: CGRect) -> [DiagramOutline] {
        var out: [DiagramOutline] = []
        for s in debug.sections where s.frame.overlapsStrictly(rect) {
            out.append(DiagramOutline(kind: .section, frame: s.frame, section: s.index, index: nil))
        }
        for d in elements where d.category == .decoration {
            out.append(DiagramOutline(kind: .decoration(kind: d.elementKind), frame: d.frame, section: d.section, index: d.item))
        }
        // The same predicate as `LayoutResult.groupBoxes(in:)`: a box that meets the rect, or has no area.
        for s in debug.sections {
            for g in s.groups where g.box.frame.overlapsStrictly(rect) || g.box.frame.width == 0 || g.box.frame.height == 0 {
                out.append(DiagramOutline(kind: .group(depth: g.box.depth), frame: g.box.frame, section: s.index, index: g.box.instance))
            }
        }
        for e in elements where e.category == .cell {
            out.append(DiagramOutline(kind: .item, frame: e.frame, section: e.section, index: e.item))
        }
        for e in elements where e.category == .supplementary {
            out.append(DiagramOutline(kind: .supplementary(kind: e.elementKind), frame: e.frame, section: e.section, index: e.item))
        }
        return out
    }

    private func regions(_ debug: LayoutDebugInfo, in rect: CGRect) -> [DiagramRegion] {
        var out: [DiagramRegion] = []
        if options.annotations.contains(.insets) {
            for s in debug.sections {
                var strips = s.insetRegions
                for g in s.groups { strips += g.insetRegions }
                for i in s.items where i.item != nil { strips += i.insetRegions }
                for r in strips where r.rect.overlapsStrictly(rect) {
                    out.append(DiagramRegion(kind: .padding(r.edge), rect: r.rect, value: r.value))
                }
            }
        }
        if options.annotations.contains(.spacing) {
            for r in debug.sections.flatMap(\.spacing) + debug.sectionSpacing where r.rect.overlapsStrictly(rect) {
                out.append(DiagramRegion(kind: .margin(r.kind), rect: r.rect, value: r.value))
            }
        }
        return out
    }

    private func legend(_ plan: DiagramPlan) -> [DiagramSwatch.Style] {
        var out: [DiagramSwatch.Style] = [.outline(.section)]
        let depths = Set(plan.outlines.compactMap { o -> Int? in if case .group(let d) = o.kind { return d } else { return nil } })
        for d in depths.sorted() { out.append(.outline(.group(depth: d))) }
        out.append(.outline(.item))
        if plan.outlines.contains(where: { if case .supplementary = $0.kind { return true } else { return false } }) {
            out.append(.outline(.supplementary(kind: "")))
        }
        if plan.outlines.contains(where: { if case .decoration = $0.kind { return true } else { return false } }) {
            out.append(.outline(.decoration(kind: "")))
        }
        if plan.regions.contains(where: { if case .padding = $0.kind { return true } else { return false } }) { out.append(.padding) }
        if plan.regions.contains(where: { if case .margin = $0.kind { return true } else { return false } }) { out.append(.margin) }
        if !plan.orthogonalSections.isEmpty { out += [.screenEdge, .faded] }
        return out
    }

    // MARK: Labels

    func measure(_ text: String, size: Double, bold: Bool = false) -> CGSize {
        let s = measurer.size(text, size: size, bold: bold)
        return CGSize(width: s.width + 2 * DiagramLabelMetrics.padX, height: s.height + 2 * DiagramLabelMetrics.padY)
    }

    /// Every label the diagram asks the placer for, in placing order: per section its title, group declarations and
    /// size call-outs; then spacing values, inset values and index paths (DiagramLabels.swift, one step each).
    private func labelRequests(plan: DiagramPlan, debug: LayoutDebugInfo, elements: [LayoutAttributes]) -> [LabelRequest] {
        let view = LabelView(plan: plan)
        let a = options.annotations
        var out: [LabelRequest] = []
        for s in debug.sections {
            out += sectionTitle(s, view: view)
            out += groupDeclarations(s, view: view)
            if a.contains(.sizes) { out += sizeCallouts(s, view: view) }
        }
        if a.contains(.spacing) { out += spacingLabels(debug, view: view) }
        if a.contains(.insets) { out += insetLabels(debug, view: view) }
        if a.contains(.indexPaths) { out += indexPathLabels(elements, view: view) }
        return out
    }

    /// A list section's metrics for its title (docs/semantics-decisions.md i13): appearance, margin, row estimate and
    /// the section padding; the insets themselves are shaded and labelled like any section's.
    func listSummary(section: Int) -> String {
        guard result.sections.indices.contains(section), let list = result.sections[section].list else { return "" }
        let m = list.metrics
        return " · list .\(list.appearance): margin \(fmtPt(m.layoutMargin)), rows est \(fmtPt(m.rowEstimate)), "
            + "padding \(fmtPt(m.sectionPadding))"
    }

    func spacingText(_ r: SpacingRegion) -> String {
        switch r.kind {
        case .interItem: return "spacing \(r.label)"
        case .interGroup: return "interGroup \(r.label)"
        case .interSection: return "interSection \(r.label)"
        case .edgeSpacing(let e): return "edgeSpacing \(e.rawValue) \(r.label)"
        }
    }

    /// "header" for UIKit's section header kind, the kind itself otherwise.
    static func shortKind(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return kind
        }
    }
}

/// Padding inside a label's box around its text.
enum DiagramLabelMetrics {
    static let padX: CGFloat = 2.5
    static let padY: CGFloat = 1
}

/// Points with at most one decimal: 172.5, 113.3, 44.
func fmtPt(_ v: CGFloat) -> String { NumberText.string(v, .decimals(1)) }

/// Main (scrolling) and cross axes of a layout, for building rectangles from ranges.
struct AxisFrame {
    var vertical: Bool
    var crossAxis: LayoutAxis { vertical ? .x : .y }
    func main(_ r: CGRect) -> ClosedRange<CGFloat> { vertical ? r.minY...r.maxY : r.minX...r.maxX }
    func cross(_ r: CGRect) -> ClosedRange<CGFloat> { vertical ? r.minX...r.maxX : r.minY...r.maxY }
    func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    func rect(main: ClosedRange<CGFloat>, cross: ClosedRange<CGFloat>) -> CGRect {
        vertical
            ? CGRect(x: cross.lowerBound, y: main.lowerBound, width: cross.upperBound - cross.lowerBound, height: main.upperBound - main.lowerBound)
            : CGRect(x: main.lowerBound, y: cross.lowerBound, width: main.upperBound - main.lowerBound, height: cross.upperBound - cross.lowerBound)
    }
}

extension CGRect {
    func minXY(_ a: LayoutAxis) -> CGFloat { a == .x ? minX : minY }
    func maxXY(_ a: LayoutAxis) -> CGFloat { a == .x ? maxX : maxY }
}
