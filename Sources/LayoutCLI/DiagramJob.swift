import Foundation
import LayoutDiagram
import LayoutEngine
import LayoutRender
import LayoutSpec

/// `layout-render diagram`: options from the command line, then a blueprint written atomically.
public enum DiagramJob {
    /// `--annotate sizes,insets`, `--section N`, `--full-content`, `--scale`.
    public static func options(annotate: String, section: Int?, fullContent: Bool, scale: Double) throws -> DiagramOptions {
        let annotations: DiagramAnnotations
        switch DiagramAnnotations.parse(annotate) {
        case .success(let a): annotations = a
        case .failure(.unknownAnnotation(let word)):
            throw CLIError("--annotate: unknown annotation '\(word)'"
                           + DidYouMean.hint(for: word, among: DiagramAnnotations.names.map(\.0))
                           + "; use sizes, insets, spacing, indexpaths, all or none")
        case .failure(let e): throw CLIError("--annotate: \(e)")
        }
        if let s = section, s < 0 { throw CLIError("--section: \(s) is negative; give a section index such as 0") }
        return DiagramOptions(annotations: annotations, section: section,
                              view: fullContent ? .fullContent(unrollOrthogonal: false) : .screen, scale: scale)
    }

    /// Draws the diagram to `path` (format from the extension); the file appears complete or not at all.
    public static func render(_ layout: (result: LayoutResult, trace: LayoutTrace), options: DiagramOptions, to path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError("\(path): cannot write output: is a directory; give a file name such as out.png")
        }
        do {
            try DiagramRenderer().render(layout, options: options, to: URL(fileURLWithPath: path))
        } catch let e as RenderError {
            throw CLIError(e.description)
        } catch let e as DiagramError {
            throw CLIError((options.section != nil ? "--section: " : "") + e.description)
        }
    }
}
