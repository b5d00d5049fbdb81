import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scroll through a layout (or swipe its orthogonal sections) into an animated GIF or WebP.",
        discussion: """
        Every frame is resolved by the engine at its offsets (pinned headers, invalidation handlers, orthogonal \
        offsets) and drawn as 'render' draws one screen. Offsets ease out like UIScrollView's deceleration; a \
        swipe lands where the section's orthogonalScrollingBehavior comes to rest. Default: scroll from the top \
        to the bottom of the content. The file appears complete or not at all.
        """)

    @Argument(help: ArgumentHelp("Sample name or spec file (.yaml, .json).", valueName: "sample-or-spec"))
    var spec: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Output file; its extension (.gif, .webp) picks the format.", valueName: "file"))
    var output: String

    @OptionGroup var environment: EnvironmentFlags

    // .unconditional: "--scroll -44:600" takes the value rather than reading it as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll the main axis from one content offset to another, in points (either side may be empty: top / bottom), e.g. -44:800.", valueName: "FROM:TO"), transform: ScrollValue.argument)
    var scroll: OptionInput<ScrollValue>?

    @Option(help: ArgumentHelp("Swipe an orthogonal section N times (default 1; negative: back), each landing at its behaviour's rest position, e.g. 0:3. Repeatable.", valueName: "SECTION[:N]"), transform: SwipeValue.argument)
    var swipe: [OptionInput<SwipeValue>] = []

    @Option(help: ArgumentHelp("Frames per second (at most 50).", valueName: "N"))
    var fps: Double = 15

    @Option(help: ArgumentHelp("Seconds of motion (the last frame is then held for half a second).", valueName: "S"))
    var duration: Double = 2

    @Option(help: ArgumentHelp("Pixels per point. (default: 1.0)", valueName: "N"), transform: ScaleValue.argument)
    var scale: OptionInput<ScaleValue> = OptionInput(ScaleValue(1, shown: "1.0"))

    @OptionGroup var colours: ColourOptions

    @OptionGroup var overlay: OverlayOption

    var options: AnimateJob.Options {
        get throws {
            AnimateJob.Options(scroll: try scroll?.value(), swipes: try swipe.values(), fps: fps, duration: duration,
                               scale: try scale.value(), seed: colours.seed, theme: try colours.theme.value(),
                               overlay: try overlay.overlay?.value())
        }
    }

    // Every typed value was parsed with the command line; the format, output place and frame count are checked
    // here, so no bad option costs a read of the spec.
    func validate() throws {
        try AnimateJob.check(options, to: output, inputs: environment.options.inputFiles(spec))
    }

    func run() throws {
        try AnimateJob.run(spec, environment: environment.options, options: options, to: output)
    }
}
