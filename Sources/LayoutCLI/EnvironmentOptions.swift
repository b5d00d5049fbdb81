import LayoutFiles
import Foundation
import LayoutEngine
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

    public func resolve(for document: LayoutSpecDocument) throws -> Resolved {
        try check()
        let landscape = self.landscape || (document.environment.landscape ?? false)
        var viewSize: CGSize
        var safe: UIEdgeInsets
        var traits: UITraitCollection
        var name: String
        // Command line first (--size, then --device), then the spec's size, then its device, then iPhoneX.
        let spec = document.environment
        if size != nil || (device == nil && spec.size != nil) {
            var s = size?.size ?? spec.size!
            if landscape { s = CGSize(width: s.height, height: s.width) }
            viewSize = s
            safe = size == nil ? (spec.safeArea ?? .zero) : .zero
            traits = .forFreeSize(s)
            name = "\(NumberText.string(s.width))x\(NumberText.string(s.height))"
        } else {
            var screen = try device?.screen ?? DeviceValue(parsing: spec.device ?? Self.defaultDevice).screen
            if landscape { screen = screen.device.screen(.landscape) }
            viewSize = screen.size; safe = screen.safeAreaInsets; traits = screen.traits; name = screen.description
            if device == nil, let specSafe = spec.safeArea { safe = specSafe }
        }
        if let safeArea { safe = safeArea.insets }
        // The flag forces right to left; otherwise the spec's direction, else left to right.
        traits.layoutDirection = rightToLeft ? .rightToLeft : (spec.layoutDirection ?? .leftToRight)
        if traits.layoutDirection == .rightToLeft { name += ", right to left" }
        // The display scale: `--size …@S`, else the spec's, else the device's (a free size: 2).
        let statedScale = size?.scale ?? spec.displayScale
        if let statedScale {
            traits.displayScale = statedScale
            if device == nil && (size != nil || spec.size != nil) { name += "@\(NumberText.string(statedScale))" }
        }
        traits.preferredContentSizeCategory = contentSize?.category ?? spec.contentSizeCategory ?? .large
        if traits.preferredContentSizeCategory != .large { name += ", text \(traits.preferredContentSizeCategory.name)" }

        var data = document.data
        if let items { data = data.withItemCounts(items.counts) }

        var contentOffset = document.environment.contentOffset
        if let offset {
            contentOffset = document.layout.configuration.scrollDirection == .vertical
                ? CGPoint(x: 0, y: offset.value) : CGPoint(x: offset.value, y: 0)
        }
        var orthogonal = document.environment.orthogonalOffsets
        for entry in orthogonalOffsets { orthogonal[entry.section] = entry.offset }
        let input = LayoutInput(viewSize: viewSize, safeAreaInsets: safe, traits: traits, itemCounts: data.itemCounts,
                                contentOffset: contentOffset, orthogonalOffsets: orthogonal)
        return Resolved(input: input, data: data, screenName: name, statedScale: statedScale)
    }
}
