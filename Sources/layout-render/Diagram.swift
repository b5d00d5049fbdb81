import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Diagram: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a blueprint that explains how a layout is built (sections, groups, items, insets, spacing).",
        discussion: """
        Outlines every section, group instance (nested groups too), item, supplementary and decoration; shades \
        content insets as padding (green) and hatches spacing as margins (orange); prints size call-outs \
        ("0.5 fw → 172.5 pt"), index paths and the layout tree. The file appears complete or not at all.
        """)

    @OptionGroup var picture: SpecToPicture

    @OptionGroup var environment: EnvironmentFlags

    @Option(help: ArgumentHelp("Annotations: any of sizes, insets, spacing, indexpaths (comma-separated), all or none. (default: all)", valueName: "list"), transform: AnnotationsValue.argument)
    var annotate: OptionInput<AnnotationsValue> = OptionInput(.all)

    @Option(help: ArgumentHelp("Only this section (its whole frame), e.g. 0.", valueName: "N"))
    var section: Int?

    @Flag(name: .customLong("full-content"), help: "Explain the whole scrollable content, not just one screen (the spec's fullContent is for 'render').")
    var fullContent = false

    @OptionGroup var scale: PictureScale

    func validate() throws {
        _ = try DiagramJob.options(annotate: annotate.value(), section: section, fullContent: fullContent, scale: scale.pixelsPerPoint())
        try environment.checkOutput(picture.output, spec: picture.spec)
    }

    func run() throws {
        let document = try LayoutJob.load(picture.spec, environment: environment.options)
        let (result, trace, resolved) = try LayoutJob.resolveTraced(document, environment: environment.options)
        let options = try DiagramJob.options(annotate: annotate.value(), section: section, fullContent: fullContent,
                                             scale: scale.pixelsPerPoint(stated: resolved.statedScale))
        try DiagramJob.render((result, trace), options: options, to: picture.output,
                              inputs: environment.options.inputFiles(picture.spec), source: document.file ?? picture.spec)
    }
}
