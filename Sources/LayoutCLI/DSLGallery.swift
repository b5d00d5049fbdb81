import Foundation
import LayoutDSL
import LayoutEngine
import LayoutRender
import LayoutSpec

/// The gallery's samples written in Swift with the result-builder DSL (issue 6): they have no spec
/// file, so the gallery resolves their `CompositionalLayout` directly and draws the whole content.
extension GalleryBuilder {
    func renderDSLSamples() throws -> [Entry] {
        try DSLSamples.all.map { sample in
            let result = try sample.layout().resolve(sample.input)
            var files: [String] = []
            for ext in ["png", "svg"] {
                let file = "\(sample.name).\(ext)"
                do {
                    try Renderer(theme: .light).render(result, content: .randomColors(seed: 0),
                                                       options: RenderOptions(view: .fullContent(unrollOrthogonal: false), scale: scale),
                                                       to: URL(fileURLWithPath: outputDirectory + "/" + file))
                } catch let e as RenderError {
                    throw CLIError(e.description)
                }
                files.append(file)
            }
            let metadata = SpecMetadata(name: sample.name, description: sample.summary, seed: sample.seed,
                                        source: "written in the Swift DSL, Sources/LayoutDSL/Samples")
            let diagrams = Self.hasDiagram(metadata) ? try renderDiagram(result, name: sample.name) : []
            return Entry(name: sample.name, metadata: metadata, files: files, diagrams: diagrams)
        }
    }
}
