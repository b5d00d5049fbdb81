import Foundation
import LayoutEngine

/// Debug overlays from the result's section and group geometry (what the engine reports; nothing recomputed).
extension Painter {
    func drawOverlays(_ overlays: DebugOverlays, result: some RenderableLayout, visible: CGRect) {
        let sections = result.sections.filter { $0.frame.intersects(visible) }
        if overlays.contains(.contentInsets) {
            // The band between the section frame and its content frame: boundary bands plus content insets.
            for s in sections where s.contentFrame != s.frame {
                context.rectangle(s.frame)
                context.rectangle(s.contentFrame)
                context.setColor(theme.insetShade)
                context.fill(evenOdd: true)
            }
        }
        if overlays.contains(.groups) {
            for box in result.groupBoxes(in: visible) {
                context.rectangle(box.frame.insetBy(dx: 0.5, dy: 0.5))
                context.setColor(theme.groupOutline.withAlpha(box.depth == 0 ? 1 : 0.6))
                context.stroke(width: 1, dash: box.depth == 0 ? [] : [4, 2])
            }
        }
        if overlays.contains(.sections) {
            for s in sections {
                context.rectangle(s.frame.insetBy(dx: 1, dy: 1))
                context.setColor(theme.sectionOutline)
                context.stroke(width: 2, dash: [6, 3])
            }
        }
    }
}
