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
            var input = sample.input
            input.traits.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let (result, trace) = try sample.layout().model.resolveTraced(input)
            var files: [String] = []
            for ext in ["png", "svg"] {
                let file = "\(sample.name).\(ext)"
                do {
                    try Renderer(theme: .light).render(result, content: .randomColors(seed: 0),
                                                       options: RenderOptions(view: .fullContent(unrollOrthogonal: false), scale: scale,
                                                                              snapsToPixelGrid: snapsToPixelGrid),
                                                       to: URL(fileURLWithPath: outputDirectory + "/" + file))
                } catch let e as RenderError {
                    throw CLIError(e.description)
                }
                files.append(file)
            }
            let metadata = SpecMetadata(name: sample.name, description: sample.summary, seed: sample.seed,
                                        source: "written in the Swift DSL, Sources/LayoutDSL/Samples")
            try writeFrames(result, name: sample.name)
            let diagrams = Self.hasDiagram(metadata) ? try renderDiagram((result, trace), name: sample.name) : []
            return Entry(name: sample.name, metadata: metadata, files: files, diagrams: diagrams)
        }
    }
}

/// DSL samples behave like spec samples on the command line (`render dsl-mosaic`, `frames dsl-mosaic`, …):
/// each becomes a document with its layout model, item counts, device and full-content view.
extension DSLSample {
    public var document: LayoutSpecDocument {
        LayoutSpecDocument(metadata: SpecMetadata(name: name, description: summary, seed: seed,
                                                  source: "written in the Swift DSL, Sources/LayoutDSL/Samples"),
                           layout: layout().model,
                           data: SpecData(sections: itemCounts.map { SectionData(itemCount: $0) }),
                           environment: SpecEnvironment(device: screen.description, fullContent: true))
    }
}

extension SampleCatalog {
    /// Every sample by name, the spec files first, then the DSL samples (what `layout-render samples` lists).
    public func allDocuments() throws -> [(name: String, document: LayoutSpecDocument)] {
        try loadAll().map { ($0.sample.name, $0.document) } + DSLSamples.all.map { ($0.name, $0.document) }
    }
}
