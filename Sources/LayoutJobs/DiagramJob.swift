import LayoutSystem
import Foundation
import LayoutDiagram
import LayoutEngine
import LayoutRender
import LayoutSpec

/// `layout-render diagram`: options from the command line, then a blueprint written atomically.
public enum DiagramJob {
    /// `--annotate sizes,insets`, `--section N`, `--full-content`, `--scale`.
    public static func options(annotate: AnnotationsValue, section: Int?, fullContent: Bool, scale: Double) throws -> DiagramOptions {
        if let s = section, s < 0 { throw CLIError("--section: \(s) is negative; give a section index such as 0") }
        return DiagramOptions(annotations: annotate.annotations, section: section,
                              view: fullContent ? .fullContent(unrollOrthogonal: false) : .screen, scale: scale)
    }

    /// Draws the diagram to `path` (format from the extension); the file appears complete or not at all.
    public static func render(_ layout: (result: LayoutResult, trace: LayoutTrace), options: DiagramOptions, to path: String,
                              inputs: [String] = [], source: String? = nil) throws {
        try CommandOutput.check(path, inputs: inputs)
        do {
            try DiagramRenderer().render(layout, options: options, to: URL(fileURLWithPath: path))
        } catch let e as RenderError {
            throw LayoutJob.error(e, source: source)
        } catch let e as DiagramError {
            if case .noSuchSection = e { throw CLIError("--section: " + e.description) }
            // What the spec asks for (its size, its sections): named by its file.
            throw CLIError((source.map { DisplayText.echo($0, limit: 120) + ": " } ?? "") + e.description)
        }
    }
}
