import Foundation
import LayoutDiagram
import LayoutEngine
import LayoutRender
import LayoutSpec

/// Blueprint diagrams in the gallery (issue 7): one per seed sample, in `diagrams/`, PNG and SVG, showing what
/// the sample's screen shows so each picture stays readable (orthogonal sections with their peeking groups).
extension GalleryBuilder {
    static let diagramDirectory = "diagrams"

    /// Samples that reproduce a seed article get a diagram (Apple's sample-code layouts do not).
    static func hasDiagram(_ metadata: SpecMetadata) -> Bool {
        guard let seed = metadata.seed else { return false }
        return seed != "apple"
    }

    /// Writes `diagrams/<name>.png` and `.svg`; returns their paths relative to the gallery.
    func renderDiagram(_ layout: (result: LayoutResult, trace: LayoutTrace), name: String) throws -> [String] {
        var files: [String] = []
        for ext in ["png", "svg"] {
            let file = "\(Self.diagramDirectory)/\(name).\(ext)"
            try DiagramJob.render(layout, options: DiagramOptions(scale: scale), to: outputDirectory + "/" + file)
            files.append(file)
        }
        return files
    }
}
