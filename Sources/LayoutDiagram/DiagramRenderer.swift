import Foundation
import LayoutEngine
import LayoutRender

/// Draws documentation diagrams of resolved layouts: a blueprint of sections, group instances and items,
/// with box-model shading for insets and spacing, size call-outs, index paths, the layout tree and a legend.
/// Reads the engine's result and debug information only; it never lays anything out itself.
public struct DiagramRenderer: Sendable {
    public var style: DiagramStyle

    public init(style: DiagramStyle = .blueprint) { self.style = style }

    /// What the diagram will draw (outlines, regions, placed labels), without drawing it. `layout` comes from
    /// `LayoutModel.resolveTraced`: the result and the trace of the same pass.
    public func plan(_ layout: (result: LayoutResult, trace: LayoutTrace), options: DiagramOptions = DiagramOptions()) throws -> DiagramPlan {
        let measurer = try TextMeasurer(family: style.fontFamily)
        return try DiagramPlanner(result: layout.result, trace: layout.trace, options: options, style: style, measurer: measurer).plan()
    }

    /// The diagram as file bytes.
    public func render(_ layout: (result: LayoutResult, trace: LayoutTrace), options: DiagramOptions = DiagramOptions(),
                       format: OutputFormat) throws -> Data {
        let plan = try self.plan(layout, options: options)
        return try document(plan, options: options).data(format) { DiagramPainter(plan: plan, style: style, context: $0).draw() }
    }

    /// Writes the diagram to `url` (format from its extension unless given): the file appears complete or not at all.
    public func render(_ layout: (result: LayoutResult, trace: LayoutTrace), options: DiagramOptions = DiagramOptions(), to url: URL,
                       format: OutputFormat? = nil) throws {
        let plan = try self.plan(layout, options: options)
        try document(plan, options: options).write(to: url, format: format) {
            DiagramPainter(plan: plan, style: style, context: $0).draw()
        }
    }

    private func document(_ plan: DiagramPlan, options: DiagramOptions) -> PictureDocument {
        PictureDocument(width: Double(plan.size.width.rounded(.up)), height: Double(plan.size.height.rounded(.up)),
                        scale: options.scale, maxPixels: options.maxPixels)
    }
}
