import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a layout to a PNG, SVG or PDF file.",
        discussion: "The file appears complete or not at all (written beside the target, then renamed).")

    @OptionGroup var picture: SpecToPicture

    @OptionGroup var environment: EnvironmentFlags

    @OptionGroup var scale: PictureScale

    @OptionGroup var colours: ColourOptions

    @Flag(name: .customLong("full-content"), help: "Draw the whole scrollable content, not just one screen.")
    var fullContent = false

    @Flag(name: .customLong("unroll-orthogonal"), help: "With the whole content, also show orthogonal sections' off-screen cells (implies --full-content).")
    var unrollOrthogonal = false

    @Flag(name: .customLong("screen"), help: "Draw one screen even when the spec asks for the whole content (e.g. app-store with --offset).")
    var screen = false

    @OptionGroup var overlay: OverlayOption

    @Flag(name: .customLong("no-pixel-snap"), help: "PNG: draw every element exactly at its frame instead of snapped to the pixel grid as UIKit draws the main scroll view.")
    var noPixelSnap = false

    func validate() throws {
        if screen && (fullContent || unrollOrthogonal) {
            throw CLIError("--screen cannot be combined with --full-content or --unroll-orthogonal")
        }
        try environment.checkOutput(picture.output, spec: picture.spec)
    }

    func run() throws {
        let document = try LayoutJob.load(picture.spec, environment: environment.options)
        let (result, resolved) = try LayoutJob.resolve(document, environment: environment.options)
        let whole = fullContent || unrollOrthogonal || (document.environment.fullContent == true && !screen)
        let options = try RenderOptions(view: whole ? .fullContent(unrollOrthogonal: unrollOrthogonal) : .screen,
                                    scale: scale.pixelsPerPoint(stated: resolved.statedScale), overlays: overlay.overlays,
                                    snapsToPixelGrid: !noPixelSnap)
        try LayoutJob.render(result, data: resolved.data, seed: colours.seed, theme: colours.theme.value().theme, options: options,
                             to: picture.output, inputs: environment.options.inputFiles(picture.spec),
                             source: document.file ?? picture.spec)
    }
}
