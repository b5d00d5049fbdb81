import ArgumentParser
import Foundation
import LayoutCLI
import LayoutRender

// The options several commands take, declared once (issue 16): a command adopts one with `@OptionGroup`, so its
// spelling, help and validation are the same everywhere. Options whose help differs between commands (the
// `-o` of `animate`, `gallery`'s `--right-to-left`) say different things and stay with their command.

/// The spec argument of the commands that read a sample, a spec file or a Swift source file.
struct SpecArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("Sample name, spec file (.yaml, .json) or Swift source file (.swift).", valueName: "sample-or-spec"))
    var spec: String

    /// The files the argument reads (none for a sample name), so an output can refuse to overwrite one.
    var inputs: [String] { CommandOutput.inputs(spec) }
}

/// A spec drawn into a picture file (`render`, `diagram`): the spec argument and `-o`, checked together before
/// anything is read (writable, not the input, a known format).
struct SpecToPicture: ParsableArguments {
    @OptionGroup var input: SpecArgument

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Output file; its extension (.png, .svg, .pdf) picks the format.", valueName: "file"))
    var output: String

    var spec: String { input.spec }

    func validate() throws {
        try CommandOutput.checkPicture(output, inputs: input.inputs)
    }
}

/// `--scale` of a picture (`render`, `diagram`).
struct PictureScale: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point for PNG output (SVG and PDF are in points). Default: the display scale --size or the spec states (393x852@3), else 2.", valueName: "N"), transform: ScaleValue.argument)
    var scale: ScaleValue?

    /// The scale given, else the one the environment states, else 2.
    func pixelsPerPoint(stated: CGFloat? = nil) -> Double { scale?.scale ?? stated.map(Double.init) ?? 2 }
}

/// `--content-size` and `--ios` (every command that resolves a layout): the reader's text size, UIKit's content size
/// category, and the iOS release resolved for (decision 57).
struct ContentSizeOption: ParsableArguments {
    @Option(name: .customLong("content-size"), help: ArgumentHelp("Text size (UIContentSizeCategory): xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5. Self-sized list rows and headers grow with it.", valueName: "size"), transform: ContentSizeValue.argument)
    var contentSize: ContentSizeValue?

    @Option(name: .customLong("ios"), help: ArgumentHelp("iOS release to resolve for, 13 … 18 (default: the spec's environment.ios, else 18, the newest modelled). From 16 fractional sizes are rounded down to the pixel grid.", valueName: "version"), transform: IOSVersionValue.argument)
    var ios: IOSVersionValue?

    /// Both values onto `options` (every command that resolves takes them together).
    func apply(to options: inout EnvironmentOptions) {
        options.contentSize = contentSize
        options.ios = ios
    }
}

/// The colours of the cells (`render`, `animate`).
struct ColourOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Seed of the random cell colours (default: the spec's colorSeed, else 0).", valueName: "N"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("Colour theme: light or dark. (default: light)", valueName: "light|dark"), transform: ThemeValue.argument)
    var theme: ThemeValue = .light
}

/// `--overlay` debug outlines (`render`, `animate`).
struct OverlayOption: ParsableArguments {
    @Option(help: ArgumentHelp("Debug outlines: any of sections, groups, insets (comma-separated), or all.", valueName: "list"), transform: OverlayValue.argument)
    var overlay: OverlayValue?

    var overlays: DebugOverlays { overlay?.overlays ?? [] }
}
