import ArgumentParser
import Foundation
import LayoutCLI
import LayoutDiff
import LayoutEngine
import LayoutRender
import LayoutFiles

/// `layout-render`: resolve compositional layouts described in spec files and draw them.
/// Each subcommand parses its options and calls LayoutCLI; the logic lives there.
struct LayoutRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-render",
        abstract: "Resolve UICollectionViewCompositionalLayout specs off Apple platforms and draw them.",
        discussion: """
        A spec is a sample name (see 'layout-render samples') or a path to a .yaml/.json spec file \
        (format: docs/spec-format.md). Exit codes: 0 ok, 1 differences found, 2 bad input or usage.
        """,
        subcommands: [Render.self, Animate.self, Diagram.self, Frames.self, Gallery.self, Samples.self, Validate.self, Diff.self,
                      Layouts.self, Export.self, Cache.self, Check.self, Review.self, Doctor.self])
}

/// The options that describe the view a layout is shown in (shared by render and frames).
struct EnvironmentFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Device preset, e.g. iPhoneX, iPhone13, iPadPro11 (append -landscape to turn it). Default: the spec's device, else iPhoneX.", valueName: "name"), transform: DeviceValue.argument)
    var device: DeviceValue?

    @Option(help: ArgumentHelp("View size in points instead of a device, e.g. 375x812, or with its display scale, 393x852@3 (default @2; no safe area unless --safe-area).", valueName: "WxH[@S]"), transform: ViewSizeValue.argument)
    var size: ViewSizeValue?

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("Safe-area insets in points: top,left,bottom,right, e.g. 44,0,34,0.", valueName: "T,L,B,R"), transform: SafeAreaValue.argument)
    var safeArea: SafeAreaValue?

    @Flag(help: "Hold the device sideways (landscape size, safe area and size classes).")
    var landscape = false

    // .unconditional: "--offset -44" takes -44 as the value rather than as an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Content offset along the scroll axis in points (default: the resting offset, minus the top safe-area inset), e.g. --offset -44.", valueName: "Y"), transform: OffsetValue.argument)
    var offset: OffsetValue?

    @Option(name: .customLong("orthogonal-offset"), help: ArgumentHelp("Scroll an orthogonal section: SECTION=X in points, e.g. 0=187.5. Repeatable.", valueName: "SECTION=X"), transform: OrthogonalOffsetValue.argument)
    var orthogonalOffset: [OrthogonalOffsetValue] = []

    @Option(help: ArgumentHelp("Item count of each section, overriding the spec's data, e.g. 8,8,8.", valueName: "N,N,..."), transform: ItemCountsValue.argument)
    var items: ItemCountsValue?

    @Flag(name: .customLong("right-to-left"), help: "Resolve with right-to-left traits (Arabic, Hebrew): leading edges on the right, every frame mirrored.")
    var rightToLeft = false

    @OptionGroup var contentSize: ContentSizeOption

    @OptionGroup var source: SourceFlags

    var options: EnvironmentOptions {
        var o = EnvironmentOptions(device: device, size: size, safeArea: safeArea, landscape: landscape, offset: offset,
                                   orthogonalOffsets: orthogonalOffset, items: items, rightToLeft: rightToLeft,
                                   layout: source.layout, sectionKinds: source.sectionKinds)
        source.apply(to: &o)
        contentSize.apply(to: &o)
        return o
    }

    func validate() throws { try options.check() }

    /// The output is none of the files the command reads for `spec`: the spec and the `--with` files.
    func checkOutput(_ output: String, spec: String) throws {
        try CommandOutput.check(output, inputs: options.inputFiles(spec))
    }
}

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
            throw ValidationError("--screen cannot be combined with --full-content or --unroll-orthogonal")
        }
        try environment.checkOutput(picture.output, spec: picture.spec)
    }

    func run() throws {
        let document = try LayoutJob.load(picture.spec, environment: environment.options)
        let (result, resolved) = try LayoutJob.resolve(document, environment: environment.options)
        let whole = fullContent || unrollOrthogonal || (document.environment.fullContent == true && !screen)
        let options = RenderOptions(view: whole ? .fullContent(unrollOrthogonal: unrollOrthogonal) : .screen,
                                    scale: scale.pixelsPerPoint(stated: resolved.statedScale), overlays: overlay.overlays,
                                    snapsToPixelGrid: !noPixelSnap)
        try LayoutJob.render(result, data: resolved.data, seed: colours.seed, theme: colours.theme.theme, options: options,
                             to: picture.output, inputs: environment.options.inputFiles(picture.spec),
                             source: document.file ?? picture.spec)
    }
}

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
    var scroll: ScrollValue?

    @Option(help: ArgumentHelp("Swipe an orthogonal section N times (default 1; negative: back), each landing at its behaviour's rest position, e.g. 0:3. Repeatable.", valueName: "SECTION[:N]"), transform: SwipeValue.argument)
    var swipe: [SwipeValue] = []

    @Option(help: ArgumentHelp("Frames per second (at most 50).", valueName: "N"))
    var fps: Double = 15

    @Option(help: ArgumentHelp("Seconds of motion (the last frame is then held for half a second).", valueName: "S"))
    var duration: Double = 2

    @Option(help: ArgumentHelp("Pixels per point. (default: 1.0)", valueName: "N"), transform: ScaleValue.argument)
    var scale: ScaleValue = ScaleValue(1, shown: "1.0")

    @OptionGroup var colours: ColourOptions

    @OptionGroup var overlay: OverlayOption

    var options: AnimateJob.Options {
        AnimateJob.Options(scroll: scroll, swipes: swipe, fps: fps, duration: duration, scale: scale,
                           seed: colours.seed, theme: colours.theme, overlay: overlay.overlay)
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
    var annotate: AnnotationsValue = .all

    @Option(help: ArgumentHelp("Only this section (its whole frame), e.g. 0.", valueName: "N"))
    var section: Int?

    @Flag(name: .customLong("full-content"), help: "Explain the whole scrollable content, not just one screen (the spec's fullContent is for 'render').")
    var fullContent = false

    @OptionGroup var scale: PictureScale

    func validate() throws {
        _ = try DiagramJob.options(annotate: annotate, section: section, fullContent: fullContent, scale: scale.pixelsPerPoint())
        try environment.checkOutput(picture.output, spec: picture.spec)
    }

    func run() throws {
        let document = try LayoutJob.load(picture.spec, environment: environment.options)
        let (result, trace, resolved) = try LayoutJob.resolveTraced(document, environment: environment.options)
        let options = try DiagramJob.options(annotate: annotate, section: section, fullContent: fullContent,
                                             scale: scale.pixelsPerPoint(stated: resolved.statedScale))
        try DiagramJob.render((result, trace), options: options, to: picture.output,
                              inputs: environment.options.inputFiles(picture.spec), source: document.file ?? picture.spec)
    }
}

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the resolved layout as JSON: content size, content offset and every element's frame.",
        discussion: "Frames are in content coordinates as UIKit reports them; transform appears only when not identity.")

    @OptionGroup var input: SpecArgument

    @OptionGroup var environment: EnvironmentFlags

    @Flag(help: "Only the elements that intersect the visible rect (the bounds at the content offset).")
    var visible = false

    func run() throws {
        let document = try LayoutJob.load(input.spec, environment: environment.options)
        let (result, _) = try LayoutJob.resolve(document, environment: environment.options)
        let name = DisplayText.echo(document.file ?? input.spec, limit: 120)
        if visible { try ElementBudget.check(result, in: result.bounds, what: "\(name): frames --visible") }
        else { try ElementBudget.checkAll(result, what: "\(name): frames") }
        try CommandOutput.printData(FramesEncoder.encode(result, visibleOnly: visible))
    }
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every sample (PNG + SVG, light theme, natural device) and write README.md.")

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Gallery directory (created if missing).", valueName: "dir"))
    var output: String = "gallery"

    @Flag(name: .customLong("right-to-left"), help: "Draw every sample with right-to-left traits (mirrored).")
    var rightToLeft = false

    @Flag(name: .customLong("no-pixel-snap"), help: "PNG: draw every element exactly at its frame instead of snapped to the pixel grid.")
    var noPixelSnap = false

    @OptionGroup var contentSize: ContentSizeOption

    func run() throws {
        var builder = GalleryBuilder(catalog: try SampleCatalog.locate(), outputDirectory: output)
        builder.rightToLeft = rightToLeft
        builder.contentSize = contentSize.contentSize
        builder.ios = contentSize.ios
        builder.snapsToPixelGrid = !noPixelSnap
        try builder.build { done, total, entry in
            try? CommandOutput.printLines("[\(done)/\(total)] \(entry.files.map { output + "/" + $0 }.joined(separator: ", "))")
        }
        try CommandOutput.printLines("wrote \(output)/README.md")
    }
}

struct Samples: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the samples with one-line descriptions.")

    func run() throws {
        let catalog = try SampleCatalog.locate()
        let all = try catalog.allDocuments()
        let width = all.map(\.0.count).max() ?? 0
        var text = ""
        for (name, document) in all {
            let pad = String(repeating: " ", count: width - name.count)
            let seed = document.metadata.seed.map { $0 == "apple" ? "apple" : "seed \($0)" } ?? ""
            text += "\(name)\(pad)  \(seed.padding(toLength: 8, withPad: " ", startingAt: 0))  \(document.metadata.description ?? "")\n"
        }
        try CommandOutput.printLines(text)
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a spec: syntax, keys, types and values, then resolve it on its natural device.")

    @OptionGroup var input: SpecArgument

    @Flag(name: .customLong("right-to-left"), help: "Resolve with right-to-left traits (the spec's layoutDirection otherwise).")
    var rightToLeft = false

    @OptionGroup var contentSize: ContentSizeOption

    @OptionGroup var source: SourceFlags

    func run() throws {
        var natural = EnvironmentOptions(rightToLeft: rightToLeft)
        contentSize.apply(to: &natural)
        source.apply(to: &natural)
        let document = try LayoutJob.load(input.spec, environment: natural)
        let (result, resolved) = try LayoutJob.resolve(document, environment: natural)
        // Everything `render` would refuse with the spec's own settings, short of drawing.
        try LayoutJob.preflight(result, document: document, data: resolved.data)
        let counts = resolved.data.itemCounts
        try CommandOutput.printLines("ok: \(DisplayText.echo(document.metadata.name ?? input.spec)): \(counts.count) sections, "
            + "\(counts.reduce(0, +)) items, content \(NumberText.string(result.contentSize.width)) x "
            + "\(NumberText.string(result.contentSize.height)) on \(resolved.screenName)")
    }
}
