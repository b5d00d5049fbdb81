import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

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
    var scale: OptionInput<ScaleValue>?

    func validate() throws { _ = try scale?.value() }

    /// The scale given, else the one the environment states, else 2.
    func pixelsPerPoint(stated: CGFloat? = nil) throws -> Double { try scale?.value().scale ?? stated.map(Double.init) ?? 2 }
}

/// `--content-size` and `--ios` (every command that resolves a layout): the reader's text size, UIKit's content size
/// category, and the iOS release resolved for (decision 57).
struct ContentSizeOption: ParsableArguments {
    @Option(name: .customLong("content-size"), help: ArgumentHelp("Text size (UIContentSizeCategory): xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5. Self-sized list rows and headers grow with it.", valueName: "size"), transform: ContentSizeValue.argument)
    var contentSize: OptionInput<ContentSizeValue>?

    @Option(name: .customLong("ios"), help: ArgumentHelp("iOS release to resolve for, 13 … 18 (default: the spec's environment.ios, else 18, the newest modelled). From 16 fractional sizes are rounded down to the pixel grid.", valueName: "version"), transform: IOSVersionValue.argument)
    var ios: OptionInput<IOSVersionValue>?

    /// Both values onto `options` (every command that resolves takes them together).
    func apply(to options: inout EnvironmentOptions) throws {
        options.contentSize = try contentSize?.value()
        options.ios = try ios?.value()
    }

    func validate() throws { _ = try contentSize?.value(); _ = try ios?.value() }
}

/// The colours of the cells (`render`, `animate`).
struct ColourOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Seed of the random cell colours (default: the spec's colorSeed, else 0).", valueName: "N"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("Colour theme: light or dark. (default: light)", valueName: "light|dark"), transform: ThemeValue.argument)
    var theme: OptionInput<ThemeValue> = OptionInput(.light)

    func validate() throws { _ = try theme.value() }
}

/// `--overlay` debug outlines (`render`, `animate`).
struct OverlayOption: ParsableArguments {
    @Option(help: ArgumentHelp("Debug outlines: any of sections, groups, insets (comma-separated), or all.", valueName: "list"), transform: OverlayValue.argument)
    var overlay: OptionInput<OverlayValue>?

    func validate() throws { _ = try overlay?.value() }

    var overlays: DebugOverlays { get throws { try overlay?.value().overlays ?? [] } }
}

/// The options that describe the view a layout is shown in (shared by render and frames).
struct EnvironmentFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Device preset, e.g. iPhoneX, iPhone13, iPadPro11 (append -landscape to turn it). Default: the spec's device, else iPhoneX.", valueName: "name"), transform: DeviceValue.argument)
    var device: OptionInput<DeviceValue>?

    @Option(help: ArgumentHelp("View size in points instead of a device, e.g. 375x812, or with its display scale, 393x852@3 (default @2; no safe area unless --safe-area).", valueName: "WxH[@S]"), transform: ViewSizeValue.argument)
    var size: OptionInput<ViewSizeValue>?

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("Safe-area insets in points: top,left,bottom,right, e.g. 44,0,34,0.", valueName: "T,L,B,R"), transform: SafeAreaValue.argument)
    var safeArea: OptionInput<SafeAreaValue>?

    @Flag(help: "Hold the device sideways (landscape size, safe area and size classes).")
    var landscape = false

    // .unconditional: "--offset -44" takes -44 as the value rather than as an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Content offset along the scroll axis in points (default: the resting offset, minus the top safe-area inset), e.g. --offset -44.", valueName: "Y"), transform: OffsetValue.argument)
    var offset: OptionInput<OffsetValue>?

    @Option(name: .customLong("orthogonal-offset"), help: ArgumentHelp("Scroll an orthogonal section: SECTION=X in points, e.g. 0=187.5. Repeatable.", valueName: "SECTION=X"), transform: OrthogonalOffsetValue.argument)
    var orthogonalOffset: [OptionInput<OrthogonalOffsetValue>] = []

    @Option(help: ArgumentHelp("Item count of each section, overriding the spec's data, e.g. 8,8,8.", valueName: "N,N,..."), transform: ItemCountsValue.argument)
    var items: OptionInput<ItemCountsValue>?

    @Flag(name: .customLong("right-to-left"), help: "Resolve with right-to-left traits (Arabic, Hebrew): leading edges on the right, every frame mirrored.")
    var rightToLeft = false

    @OptionGroup var contentSize: ContentSizeOption

    @OptionGroup var source: SourceFlags

    var options: EnvironmentOptions {
        get throws {
            var o = EnvironmentOptions(device: try device?.value(), size: try size?.value(), safeArea: try safeArea?.value(),
                                       landscape: landscape, offset: try offset?.value(),
                                       orthogonalOffsets: try orthogonalOffset.values(), items: try items?.value(),
                                       rightToLeft: rightToLeft)
            try source.apply(to: &o)
            try contentSize.apply(to: &o)
            return o
        }
    }

    func validate() throws { try options.check() }

    /// The output is none of the files the command reads for `spec`: the spec and the `--with` files.
    func checkOutput(_ output: String, spec: String) throws {
        try CommandOutput.check(output, inputs: try options.inputFiles(spec))
    }
}

/// Options that pick a layout out of a Swift source file (issue 12, docs/swift-sources.md).
struct SourceFlags: ParsableArguments {
    @Option(help: ArgumentHelp("With a .swift file: the layout to use, e.g. createLayout or FeedViewController.createLayout (see 'layout-render layouts').", valueName: "name"))
    var layout: String?

    @Option(name: .customLong("section-kinds"), help: ArgumentHelp("With a .swift file whose layout reads a diffable data source: the section identifiers, one enum case per section, e.g. featured,list,list.", valueName: "a,b,..."), transform: SectionKindsValue.argument)
    var sectionKinds: OptionInput<SectionKindsValue>?

    @Option(name: .customLong("with"), help: ArgumentHelp("With a .swift file: another Swift file whose declarations its layout uses (a section enum, metric constants, helpers); repeatable.", valueName: "file.swift"))
    var companions: [String] = []

    @Option(name: .customLong("module-root"), help: ArgumentHelp("With a .swift file: the folder of its module, whose Swift files hold the declarations its layout uses (default: the nearest Sources/<Target> of a Package.swift, folder of an .xcodeproj, or git root).", valueName: "dir"))
    var moduleRoot: String?

    @Option(name: .customLong("arg"), help: ArgumentHelp("With a .swift file: a value for a parameter of the layout function, e.g. size=375x200, columns=3, style=compact, dense=true; repeatable (see 'layout-render layouts').", valueName: "name=value"))
    var arguments: [String] = []

    @Option(help: ArgumentHelp("With a .swift file: seconds the layout program may run before it and everything it started are stopped (default 20).", valueName: "seconds"))
    var timeout: Double?

    @Flag(help: "With a .swift file: pass what the layout code prints on to stderr, and say how it is contained.")
    var verbose = false

    @Option(help: ArgumentHelp("With a .swift file: how its code is contained: auto (namespaces, else Landlock), namespaces, landlock, or off (unconfined). See 'layout-render doctor'.", valueName: "auto|namespaces|landlock|off"))
    var sandbox: String?

    func validate() throws {
        if let sandbox, SandboxChoice(rawValue: sandbox) == nil {
            throw CLIError("--sandbox \(DisplayText.echo(sandbox)): give auto, namespaces, landlock or off")
        }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw CLIError("--timeout \(timeout): give seconds between 0 and 3600, e.g. --timeout 60")
        }
        _ = try sectionKinds?.value()
    }

    /// Copies the Swift-source options into `options`.
    func apply(to options: inout EnvironmentOptions) throws {
        options.layout = layout
        options.sectionKinds = try sectionKinds?.value()
        options.companions = companions
        options.moduleRoot = moduleRoot
        options.setArguments(arguments)
        options.timeout = timeout
        options.verbose = verbose
        // The choice travels to the front end (and the jail) in the environment (`SandboxChoice.adopt`).
        if let choice = sandbox.flatMap(SandboxChoice.init(rawValue:)) { SandboxChoice.adopt(choice) }
    }
}
