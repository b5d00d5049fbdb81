import Foundation
import LayoutEngine
import LayoutRender

/// Draws a `DiagramPlan` with the Cairo wrapper. Positions are the plan's; this only chooses ink.
struct DiagramPainter {
    let plan: DiagramPlan
    let style: DiagramStyle
    let context: any DrawingContext

    func draw() {
        context.rectangle(CGRect(origin: .zero, size: plan.size))
        context.setColor(style.background)
        context.fill()
        context.withState {
            let o = plan.contentOrigin, r = plan.contentRect
            context.translate(Double(o.x - r.minX), Double(o.y - r.minY))
            context.rectangle(r)
            context.clip()
            // What the screen shows at full strength; what orthogonal sections hold beyond it, faded.
            context.withState {
                context.rectangle(plan.window)
                context.clip()
                drawLayout()
            }
            if !plan.window.encloses(r) {
                context.withState {
                    context.rectangle(r)
                    context.rectangle(plan.window)
                    context.clip(evenOdd: true)
                    context.withOpacity(style.fadedAlpha) { drawLayout() }
                }
            }
            drawScreenEdges()
        }
        drawPanelBackground()
        for l in plan.labels { drawLabel(l) }
        for s in plan.swatches { drawSwatch(s.style, in: s.rect) }
    }

    private func drawLayout() {
        for o in plan.outlines where o.kind == .section {
            context.rectangle(o.frame)
            context.setColor(style.sectionFill)
            context.fill()
        }
        for o in plan.outlines {
            if case .decoration = o.kind {
                context.roundedRectangle(o.frame.insetBy(dx: 0.5, dy: 0.5), radius: 8)
                context.setColor(style.decoration)
                context.fill()
            }
        }
        for r in plan.regions {
            switch r.kind {
            case .padding:
                context.rectangle(r.rect)
                context.setColor(style.padding)
                context.fill()
            case .margin:
                context.rectangle(r.rect)
                context.setColor(style.margin)
                context.fill()
                context.hatch(r.rect, gap: 4, lineWidth: 0.75, color: style.marginHatch)
            }
        }
        for o in plan.outlines where o.kind == .item {
            context.rectangle(o.frame)
            context.setColor(style.content)
            context.fill()
            stroke(o.frame, color: style.contentStroke, width: 0.75)
        }
        for o in plan.outlines {
            switch o.kind {
            case .decoration:
                stroke(o.frame, color: style.decorationStroke, width: 0.75, dash: [2, 2])
            case .supplementary:
                context.rectangle(o.frame)
                context.setColor(style.supplementary)
                context.fill()
                stroke(o.frame, color: style.supplementaryStroke, width: 1)
            default: break
            }
        }
        // Groups above their items, deeper groups last, so every nesting level's outline shows.
        let groups = plan.outlines.compactMap { o -> (Int, CGRect)? in
            if case .group(let d) = o.kind { return (d, o.frame) } else { return nil }
        }
        for (d, f) in groups.sorted(by: { $0.0 < $1.0 }) {
            stroke(f, color: style.groupColor(depth: d), width: d == 0 ? 1.75 : 1.25, dash: d == 0 ? [] : [5, 2])
        }
        for o in plan.outlines where o.kind == .section {
            stroke(o.frame, color: style.section, width: 1.5, dash: [7, 3])
        }
    }

    /// Strokes just inside `frame` so neighbouring outlines do not paint over each other.
    private func stroke(_ frame: CGRect, color: RGBA, width: Double, dash: [Double] = []) {
        let i = CGFloat(width / 2)
        guard frame.width > 2 * i, frame.height > 2 * i else { return }
        context.rectangle(frame.insetBy(dx: i, dy: i))
        context.setColor(color)
        context.stroke(width: width, dash: dash)
    }

    /// The screen's edges across orthogonal sections: what lies beyond them is scrolled away or peeking.
    private func drawScreenEdges() {
        let w = plan.window
        for s in plan.orthogonalSections {
            let vertical = w.height >= plan.contentRect.height - 1e-6
            for edge in vertical ? [w.minX, w.maxX] : [w.minY, w.maxY] {
                if vertical {
                    context.moveTo(Double(edge), Double(s.minY)); context.lineTo(Double(edge), Double(s.maxY))
                } else {
                    context.moveTo(Double(s.minX), Double(edge)); context.lineTo(Double(s.maxX), Double(edge))
                }
            }
            context.setColor(style.screenEdge)
            context.stroke(width: 1.5, dash: [3, 3])
        }
    }

    private func drawPanelBackground() {
        guard let p = plan.panel else { return }
        context.rectangle(p)
        context.setColor(style.panelBackground)
        context.fill()
        context.moveTo(Double(p.minX) + 0.5, Double(p.minY)); context.lineTo(Double(p.minX) + 0.5, Double(p.maxY))
        context.setColor(RGBA(rgb: 0xD1D1D6))
        context.stroke(width: 1)
    }

    private func color(_ l: DiagramLabel) -> RGBA {
        switch l.role {
        case .panel, .indexPath: return style.text
        case .sectionTitle: return style.section
        case .groupDeclaration: return style.groupColor(depth: l.depth)
        case .sizeCallout: return style.contentStroke
        case .spacingValue: return RGBA(rgb: 0x9A4A00)
        case .insetValue: return RGBA(rgb: 0x2E6B1F)
        }
    }

    private func drawLabel(_ l: DiagramLabel) {
        if l.role != .panel {
            context.roundedRectangle(l.box, radius: 2.5)
            context.setColor(style.labelBackground)
            context.fill()
            // Titles carry their box's tint as a border, so a reader sees which outline they name.
            if l.role == .groupDeclaration || l.role == .sectionTitle {
                context.roundedRectangle(l.box.insetBy(dx: 0.4, dy: 0.4), radius: 2.5)
                context.setColor(color(l).withAlpha(0.8))
                context.stroke(width: 0.8)
            }
        }
        let font = FontSpec(family: l.monospaced ? DiagramPanelLayout.monoFamily : style.fontFamily, size: l.fontSize, bold: l.bold)
        context.selectFont(family: font.family, bold: font.bold, size: font.size)
        let ascent = context.fontMetrics.ascent
        context.drawText(l.text, x: Double(l.box.minX + DiagramLabelMetrics.padX), y: Double(l.box.minY + DiagramLabelMetrics.padY) + ascent,
                         font: font, color: color(l))
    }

    private func drawSwatch(_ s: DiagramSwatch.Style, in r: CGRect) {
        switch s {
        case .outline(.section):
            context.rectangle(r); context.setColor(style.sectionFill); context.fill()
            stroke(r, color: style.section, width: 1.5, dash: [4, 2])
        case .outline(.group(let d)):
            stroke(r, color: style.groupColor(depth: d), width: d == 0 ? 1.75 : 1.25, dash: d == 0 ? [] : [5, 2])
        case .outline(.item):
            context.rectangle(r); context.setColor(style.content); context.fill()
            stroke(r, color: style.contentStroke, width: 0.75)
        case .outline(.supplementary):
            context.rectangle(r); context.setColor(style.supplementary); context.fill()
            stroke(r, color: style.supplementaryStroke, width: 1)
        case .outline(.decoration):
            context.roundedRectangle(r, radius: 3); context.setColor(style.decoration); context.fill()
            stroke(r, color: style.decorationStroke, width: 0.75, dash: [2, 2])
        case .padding:
            context.rectangle(r); context.setColor(style.padding); context.fill()
        case .margin:
            context.rectangle(r); context.setColor(style.margin); context.fill()
            context.hatch(r, gap: 4, lineWidth: 0.75, color: style.marginHatch)
        case .screenEdge:
            context.moveTo(Double(r.midX), Double(r.minY)); context.lineTo(Double(r.midX), Double(r.maxY))
            context.setColor(style.screenEdge); context.stroke(width: 1.5, dash: [3, 3])
        case .faded:
            context.withOpacity(style.fadedAlpha) {
                context.rectangle(r); context.setColor(style.content); context.fill()
                stroke(r, color: style.contentStroke, width: 0.75)
            }
        }
    }
}
