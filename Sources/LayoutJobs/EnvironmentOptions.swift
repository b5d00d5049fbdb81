import LayoutSystem
import Foundation
import LayoutEngine
import LayoutRender
import LayoutSpec
import LayoutSourceHost

/// The environment options shared by `render` and `frames`, as typed on the command line, and
/// their mapping onto a `LayoutInput`. Command-line values override the spec's `environment:`,
/// which overrides the default device (iPhoneX, portrait).
public struct EnvironmentOptions: Sendable {
    public var device: DeviceValue?
    public var size: ViewSizeValue?
    public var safeArea: SafeAreaValue?
    public var landscape: Bool
    /// Content offset along the scroll axis (y for vertical layouts).
    public var offset: OffsetValue?
    public var orthogonalOffsets: [OrthogonalOffsetValue]
    /// Item counts per section.
    public var items: ItemCountsValue?
    /// Resolve with right-to-left traits whatever the spec says (`--right-to-left`, §2.9).
    public var rightToLeft: Bool
    /// The reader's text size (`--content-size`), overriding the spec's `environment.contentSizeCategory`.
    public var contentSize: ContentSizeValue?
    /// The iOS release (`--ios`), overriding the spec's `environment.ios`; neither = `IOSVersion.newest`.
    public var ios: IOSVersionValue?
    /// A value the text initialiser could not parse, reported by `check()` (and so by `resolve`).
    private var deferredError: CLIError?
    /// With a Swift source file: the layout to evaluate (`--layout`) and the section identifiers a diffable data
    /// source would hold (`--section-kinds a,b,c`) (issue 12, docs/swift-sources.md).
    public var layout: String?
    public var sectionKinds: SectionKindsValue?
    /// With a Swift source file: other Swift files its layout's code uses (`--with`), e.g. the file holding its
    /// `enum Section` or metric constants.
    public var companions: [String] = []
    /// With a Swift source file: seconds the layout program may run (`--timeout`, default 20), and whether what
    /// its code prints is passed on to stderr (`--verbose`). docs/swift-sources.md.
    public var timeout: Double?
    public var verbose = false
    /// With a Swift source file: the folder of its module (`--module-root`), else found from the file.
    public var moduleRoot: String?
    /// With a Swift source file: values of the layout function's own parameters (`--arg name=value`).
    public var arguments: [String: String] = [:]
    /// Whose options the front end's advice names: the command line's, or `check`'s configuration file.
    public var advice: SourceAdvice = .commandLine

    /// `--arg` values as typed; a malformed or repeated one is reported by `check()`.
    public mutating func setArguments(_ typed: [String]) {
        arguments = [:]
        for a in typed {
            guard let eq = a.firstIndex(of: "="), eq != a.startIndex else {
                if deferredError == nil { deferredError = CLIError("--arg \(DisplayText.echo(a)): expected NAME=VALUE, e.g. size=375x200") }
                continue
            }
            let name = String(a[..<eq]), value = String(a[a.index(after: eq)...])
            if arguments[name] != nil, deferredError == nil { deferredError = CLIError("--arg \(DisplayText.echo(name)): given twice") }
            arguments[name] = value
        }
    }

    /// Typed values, as the command line parses them.
    public init(device: DeviceValue?, size: ViewSizeValue?, safeArea: SafeAreaValue?, landscape: Bool,
                offset: OffsetValue?, orthogonalOffsets: [OrthogonalOffsetValue], items: ItemCountsValue?,
                rightToLeft: Bool = false, layout: String? = nil, sectionKinds: SectionKindsValue? = nil) {
        self.device = device; self.size = size; self.safeArea = safeArea; self.landscape = landscape
        self.offset = offset; self.orthogonalOffsets = orthogonalOffsets; self.items = items
        self.rightToLeft = rightToLeft; self.layout = layout; self.sectionKinds = sectionKinds
    }

    /// Values as typed ("375x812", "44,0,34,0", "1=55.5", "8,8,8"); a malformed one is reported by `check()`.
    public init(device: String? = nil, size: String? = nil, safeArea: String? = nil, landscape: Bool = false,
                offset: String? = nil, orthogonalOffsets: [String] = [], items: String? = nil, rightToLeft: Bool = false,
                contentSize: String? = nil) {
        self.landscape = landscape
        self.rightToLeft = rightToLeft
        self.orthogonalOffsets = []
        do {
            self.device = try device.map(DeviceValue.init(parsing:))
            self.size = try size.map(ViewSizeValue.init(parsing:))
            self.safeArea = try safeArea.map(SafeAreaValue.init(parsing:))
            self.offset = try offset.map(OffsetValue.init(parsing:))
            self.orthogonalOffsets = try orthogonalOffsets.map(OrthogonalOffsetValue.init(parsing:))
            self.items = try items.map(ItemCountsValue.init(parsing:))
            self.contentSize = try contentSize.map(ContentSizeValue.init(parsing:))
        } catch {
            deferredError = error as? CLIError ?? CLIError("\(error)")
        }
    }

    /// What can be known before any spec is read: each value parsed, and no contradicting pair.
    public func check() throws {
        if let deferredError { throw deferredError }
        if device != nil && size != nil { throw CLIError("--device and --size exclude each other; give one") }
    }

    public init(device: String? = nil, size: String? = nil, safeArea: String? = nil, landscape: Bool = false,
                offset: String? = nil, orthogonalOffsets: [String] = [], items: String? = nil, rightToLeft: Bool = false,
                layout: String?, sectionKinds: String?) {
        self.init(device: device, size: size, safeArea: safeArea, landscape: landscape, offset: offset,
                  orthogonalOffsets: orthogonalOffsets, items: items, rightToLeft: rightToLeft)
        self.layout = layout
        do { self.sectionKinds = try sectionKinds.map(SectionKindsValue.init(parsing:)) } catch {
            if deferredError == nil { deferredError = error as? CLIError ?? CLIError("\(error)") }
        }
    }

    /// The first option that only applies to a Swift source file (`--layout`, `--section-kinds`, `--with`) that was
    /// given, as typed; nil when none was.
    public var sourceOnlyOption: String? {
        if layout != nil { return "--layout" }
        if sectionKinds != nil { return "--section-kinds" }
        if let file = companions.first { return "--with \(DisplayText.echo(file))" }
        return nil
    }

    /// Refuses the source-only options when none of `arguments` is a Swift source file: on a spec they would
    /// be ignored, so the answer would not be the one asked for.
    public func refuseSourceOnlyOptions(_ arguments: String...) throws {
        guard let option = sourceOnlyOption, !arguments.contains(where: SwiftSourceJob.isSwiftSource) else { return }
        let named = arguments.map { "'\(DisplayText.echo($0))'" }.joined(separator: " and ")
        throw CLIError("\(option) applies to a Swift source file (.swift), and \(named) \(arguments.count == 1 ? "is" : "are") "
                       + "not one: drop the option or give the .swift file")
    }

    /// The same options without the source-only ones (for an argument that is not a Swift file, beside one that is).
    public var withoutSourceOptions: EnvironmentOptions {
        var o = self
        o.layout = nil; o.sectionKinds = nil; o.companions = []
        return o
    }

    /// Every file a command reads for `arguments`: each argument that names a file, and the `--with` files. An
    /// output is refused when it is any of them (same device and inode: another spelling or a hard link too).
    public func inputFiles(_ arguments: String...) -> [String] {
        CommandOutput.inputs(arguments + companions)
    }

    public static let defaultDevice = "iPhoneX"

    /// The request these options stand for (`ViewRequest`, the one request value): the typed command-line values
    /// over `given` (what a caller such as `check` asked for without a command line).
    public var request: ViewRequest {
        var r = ViewRequest()
        if let size {
            r.screen = .size(size.size)
            r.displayScale = size.scale
        } else if let device {
            r.screen = .device(device.screen.device.name)
            if device.screen.orientation == .landscape { r.landscape = true }
        }
        if landscape { r.landscape = true }
        r.safeArea = safeArea?.insets
        if rightToLeft { r.layoutDirection = .rightToLeft }
        r.contentSizeCategory = contentSize?.category
        r.iosVersion = ios?.version
        r.offset = offset.map { .alongScrollAxis($0.value) }
        for entry in orthogonalOffsets { r.orthogonalOffsets[entry.section] = entry.offset }
        r.itemCounts = items?.counts
        r.sectionKinds = sectionKinds?.kinds
        if !arguments.isEmpty { r.arguments = arguments }
        return r.over(given)
    }

    /// What a caller asked for without a command line (check's variant, with its configured data); the typed
    /// values above go over it.
    public var given = ViewRequest()

    /// Options that stand for `request` alone (no command line): `check`'s variants.
    public init(request: ViewRequest) {
        self.init()
        given = request
    }

    /// What a spec resolves against once the options are applied.
    public struct Resolved: Sendable {
        public var input: LayoutInput
        public var data: SpecData
        /// "iPhoneX", "iPadPro11-landscape" or "800x600"; ", right to left" follows when it is.
        public var screenName: String
        /// The display scale the command line (`--size 393x852@3`) or the spec (`environment.displayScale`) states,
        /// nil when neither does: a picture without `--scale` is drawn at it, so its pixel grid is the device's.
        public var statedScale: CGFloat?
    }

    /// The spec resolved for these options: the request over the spec's `environment:`, its item counts over
    /// the spec's data, made into the engine's input by `ViewRequest.resolve` (the one place).
    public func resolve(for document: LayoutSpecDocument) throws -> Resolved {
        try check()
        let request = self.request.over(document.environment.request)
        var data = document.data
        if let counts = self.request.itemCounts { data = data.withItemCounts(counts) }
        let resolved = try Self.resolve(request, itemCounts: data.itemCounts,
                                        scrollDirection: document.layout.configuration.scrollDirection)
        var input = resolved.input
        // Frames that follow text width (a hugging list header) measure it in the fonts pictures are drawn with.
        input.textWidth = Renderer.textWidth()
        return Resolved(input: input, data: data, screenName: resolved.screenName, statedScale: resolved.statedScale)
    }

    /// `request.resolve` with a device no preset has said as `--device` says it (with the valid names).
    static func resolve(_ request: ViewRequest, itemCounts: [Int], scrollDirection: UICollectionView.ScrollDirection)
        throws -> ViewRequest.Resolved {
        do {
            return try request.resolve(defaultDevice: defaultDevice, itemCounts: itemCounts, scrollDirection: scrollDirection)
        } catch let e as UnknownDeviceError {
            _ = try DeviceValue(parsing: e.name)
            throw CLIError("\(e)")
        }
    }
}
