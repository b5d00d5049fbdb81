import Foundation
import LayoutEngine
import LayoutRender

/// The side panel: the layout tree of the sections shown (how the layout is declared) and a legend of the
/// colours (how to read the picture). Its text lines are labels like the others, at fixed places.
struct DiagramPanelLayout {
    let style: DiagramStyle
    let measurer: TextMeasurer
    private(set) var labels: [DiagramLabel] = []
    private(set) var swatches: [DiagramSwatch] = []
    private(set) var frame: CGRect = .zero

    static let padding: CGFloat = 16
    static let minTextWidth: CGFloat = 260
    static let maxTextWidth: CGFloat = 440
    static let monoFamily = "DejaVu Sans Mono"

    init(style: DiagramStyle, measurer: TextMeasurer) {
        self.style = style; self.measurer = measurer
    }

    /// Where the next panel line goes: the text column's left edge and width, the running top, and the monospaced
    /// measurer for tree lines (nil: the prose one).
    private struct Cursor {
        var x: CGFloat, y: CGFloat, textWidth: CGFloat
        let mono: TextMeasurer?
    }

    /// The panel at `origin`: its title, the sections' trees, the notation and the legend, one label a line.
    mutating func layout(sections: [SectionDebugInfo], legend: [DiagramSwatch.Style], at origin: CGPoint, minHeight: CGFloat) {
        let mono = try? TextMeasurer(family: Self.monoFamily)
        let treeLines = sections.flatMap(\.tree)
        let prose = Self.notation + legend.map(Self.legendText)
        let natural = max(treeLines.map { mono?.size($0, size: style.panelSize).width ?? 0 }.max() ?? 0,
                          prose.map { measurer.size($0, size: style.panelSize).width + 30 }.max() ?? 0)
        var at = Cursor(x: origin.x + Self.padding, y: origin.y + Self.padding,
                        textWidth: min(Self.maxTextWidth, max(Self.minTextWidth, natural)), mono: mono)
        line("How this layout is built", size: style.titleSize + 1, bold: true, at: &at)
        at.y += 4
        layOutTrees(sections, at: &at)
        at.y += 4
        for n in Self.notation { line(n, size: style.panelSize, at: &at) }
        at.y += 10
        line("Legend", size: style.titleSize + 1, bold: true, at: &at)
        at.y += 2
        layOutLegend(legend, at: &at)
        at.y += Self.padding
        frame = CGRect(x: origin.x, y: origin.y, width: at.textWidth + 2 * Self.padding, height: max(minHeight, at.y - origin.y))
    }

    /// One line of text fitted to the column (a label; nothing for an empty fit), then the cursor below it.
    private mutating func line(_ text: String, size: Double, bold: Bool = false, monospaced: Bool = false,
                               indent: CGFloat = 0, at: inout Cursor) {
        let m = monospaced ? (at.mono ?? measurer) : measurer
        let fitted = m.fitted(text, width: Double(at.textWidth - indent), size: size, bold: bold) ?? ""
        let s = m.size(fitted, size: size, bold: bold)
        let box = CGRect(x: at.x + indent, y: at.y, width: s.width + 2 * DiagramLabelMetrics.padX,
                         height: s.height + 2 * DiagramLabelMetrics.padY)
        if !fitted.isEmpty {
            labels.append(DiagramLabel(text: fitted, role: .panel, box: box, fontSize: size, bold: bold, depth: 0,
                                       monospaced: monospaced))
        }
        at.y += box.height + 1
    }

    /// Each section's tree, wrapped to the column. Sections declared alike (a uniform layout, or a provider
    /// returning one kind) are named, not repeated.
    private mutating func layOutTrees(_ sections: [SectionDebugInfo], at: inout Cursor) {
        var seen: [[String]: Int] = [:]
        for s in sections {
            guard let head = s.tree.first else { continue }
            let parts = head.components(separatedBy: " · ")
            let signature = Array(parts.dropFirst(2)) + s.tree.dropFirst()
            if let first = seen[signature] {
                line(parts.prefix(2).joined(separator: " · ") + " · as Section \(first)", size: style.panelSize,
                     monospaced: true, at: &at)
                continue
            }
            seen[signature] = s.index
            for (n, t) in s.tree.enumerated() {
                for (k, piece) in wrap(t, width: at.textWidth, measurer: at.mono ?? measurer).enumerated() {
                    line(piece, size: style.panelSize, bold: n == 0 && k == 0, monospaced: true, at: &at)
                }
            }
            at.y += 6
        }
    }

    /// A swatch and its words per legend entry.
    private mutating func layOutLegend(_ legend: [DiagramSwatch.Style], at: inout Cursor) {
        for entry in legend {
            let sw = CGRect(x: at.x, y: at.y + 1, width: 22, height: 12)
            swatches.append(DiagramSwatch(style: entry, rect: sw))
            let text = Self.legendText(entry)
            let s = measurer.size(text, size: style.panelSize)
            labels.append(DiagramLabel(text: text, role: .panel,
                                       box: CGRect(x: at.x + 28, y: at.y, width: s.width + 2 * DiagramLabelMetrics.padX,
                                                   height: s.height + 2 * DiagramLabelMetrics.padY),
                                       fontSize: style.panelSize, bold: false, depth: 0, monospaced: false))
            at.y += max(16, s.height + 4)
        }
    }

    /// A tree line broken at " · " so it fits `width`; continuation lines are indented under the node.
    private func wrap(_ text: String, width: CGFloat, measurer m: TextMeasurer) -> [String] {
        let size = style.panelSize
        if m.size(text, size: size).width <= width { return [text] }
        let indent = String(text.prefix { $0 == " " }) + "    "
        var parts = text.components(separatedBy: " · ")
        var lines: [String] = []
        var current = parts.removeFirst()
        for p in parts {
            let candidate = current + " · " + p
            if m.size(candidate, size: size).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = indent + "· " + p
            }
        }
        lines.append(current)
        return lines
    }

    static let notation = [
        "fw / fh: fraction of the container's width / height; abs: points;",
        "est: estimated. Call-outs: w / h declared → resolved size.",
    ]

    static func legendText(_ s: DiagramSwatch.Style) -> String {
        switch s {
        case .outline(.section): return "Section frame (headers, insets and groups)"
        case .outline(.group(let d)): return d == 0 ? "Group instance (the section's top-level group)" : "Nested group, depth \(d)"
        case .outline(.item): return "Item (cell) frame"
        case .outline(.supplementary): return "Supplementary view (header, footer, badge)"
        case .outline(.decoration): return "Decoration (section background)"
        case .padding: return "Padding: contentInsets"
        case .margin: return "Margin: edgeSpacing, interItem/interGroup/interSection spacing"
        case .screenEdge: return "Screen edge: orthogonal sections scroll past it"
        case .faded: return "Faded: scrolled beyond the screen"
        }
    }
}
