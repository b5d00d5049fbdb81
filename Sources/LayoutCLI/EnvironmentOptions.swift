import Foundation
import LayoutEngine
import LayoutSpec

/// The environment options shared by `render` and `frames`, as typed on the command line, and
/// their mapping onto a `LayoutInput`. Command-line values override the spec's `environment:`,
/// which overrides the default device (iPhoneX, portrait).
public struct EnvironmentOptions: Sendable {
    public var device: String?
    /// "WIDTHxHEIGHT" in points, e.g. "375x812".
    public var size: String?
    /// "TOP,LEFT,BOTTOM,RIGHT" in points.
    public var safeArea: String?
    public var landscape: Bool
    /// Content offset along the scroll axis (y for vertical layouts).
    public var offset: String?
    /// "SECTION=X" entries.
    public var orthogonalOffsets: [String]
    /// "N,N,…" item counts per section.
    public var items: String?
    /// With a Swift source file: the layout to evaluate (`--layout`) and the section identifiers a diffable data
    /// source would hold (`--section-kinds a,b,c`) (issue 12, docs/swift-sources.md).
    public var layout: String?
    public var sectionKinds: String?

    public init(device: String? = nil, size: String? = nil, safeArea: String? = nil, landscape: Bool = false,
                offset: String? = nil, orthogonalOffsets: [String] = [], items: String? = nil) {
        self.device = device; self.size = size; self.safeArea = safeArea; self.landscape = landscape
        self.offset = offset; self.orthogonalOffsets = orthogonalOffsets; self.items = items
    }

    public init(device: String? = nil, size: String? = nil, safeArea: String? = nil, landscape: Bool = false,
                offset: String? = nil, orthogonalOffsets: [String] = [], items: String? = nil, layout: String?,
                sectionKinds: String?) {
        self.init(device: device, size: size, safeArea: safeArea, landscape: landscape, offset: offset,
                  orthogonalOffsets: orthogonalOffsets, items: items)
        self.layout = layout; self.sectionKinds = sectionKinds
    }

    public static let defaultDevice = "iPhoneX"

    /// What a spec resolves against once the options are applied.
    public struct Resolved {
        public var input: LayoutInput
        public var data: SpecData
        /// "iPhoneX", "iPadPro11-landscape" or "800x600".
        public var screenName: String
    }

    public func resolve(for document: LayoutSpecDocument) throws -> Resolved {
        if device != nil && size != nil { throw CLIError("--device and --size exclude each other; give one") }
        let landscape = self.landscape || (document.environment.landscape ?? false)
        var viewSize: CGSize
        var safe: UIEdgeInsets
        var traits: UITraitCollection
        var name: String
        // Command line first (--size, then --device), then the spec's size, then its device, then iPhoneX.
        let spec = document.environment
        if size != nil || (device == nil && spec.size != nil) {
            var s = try size.map(Self.parseSize) ?? spec.size!
            if landscape { s = CGSize(width: s.height, height: s.width) }
            viewSize = s
            safe = size == nil ? (spec.safeArea ?? .zero) : .zero
            traits = Self.traits(for: s)
            name = "\(Self.format(s.width))x\(Self.format(s.height))"
        } else {
            let deviceName = device ?? spec.device ?? Self.defaultDevice
            let screen: DeviceScreen
            do {
                let base = try Device.screen(named: deviceName)
                screen = landscape ? base.device.screen(.landscape) : base
            } catch let e as UnknownDeviceError {
                let hint = DidYouMean.hint(for: deviceName, among: Device.presets.map(\.name))
                throw CLIError("unknown device '\(e.name)'\(hint); valid devices: "
                               + Device.presets.map(\.name).joined(separator: ", "))
            }
            viewSize = screen.size; safe = screen.safeAreaInsets; traits = screen.traits; name = screen.description
            if device == nil, let specSafe = spec.safeArea { safe = specSafe }
        }
        if let safeArea { safe = try Self.parseInsets(safeArea) }

        var data = document.data
        if let items { data = data.withItemCounts(try Self.parseItems(items)) }

        var contentOffset = document.environment.contentOffset
        if let offset {
            let v = try Self.parseNumber(offset, option: "--offset")
            contentOffset = document.layout.configuration.scrollDirection == .vertical
                ? CGPoint(x: 0, y: v) : CGPoint(x: v, y: 0)
        }
        var orthogonal = document.environment.orthogonalOffsets
        for entry in orthogonalOffsets {
            let (section, x) = try Self.parseOrthogonal(entry)
            orthogonal[section] = x
        }
        let input = LayoutInput(viewSize: viewSize, safeAreaInsets: safe, traits: traits, itemCounts: data.itemCounts,
                                contentOffset: contentOffset, orthogonalOffsets: orthogonal)
        return Resolved(input: input, data: data, screenName: name)
    }

    /// Size classes for a free `--size`: regular width from 768 pt (an iPad's narrowest full-screen
    /// width), regular height from 500 pt (taller than any phone held sideways).
    static func traits(for size: CGSize) -> UITraitCollection {
        UITraitCollection(displayScale: 2, horizontalSizeClass: size.width >= 768 ? .regular : .compact,
                          verticalSizeClass: size.height >= 500 ? .regular : .compact,
                          userInterfaceIdiom: size.width >= 768 ? .pad : .phone)
    }

    // MARK: parsing, each error naming the option

    /// Largest view side accepted, in points (Cairo's pixel limit at scale 1).
    public static let maxViewSide: CGFloat = 32767

    static func parseNumber(_ text: String, option: String, minimum: CGFloat? = nil) throws -> CGFloat {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError("\(option): '\(text)' is not a number")
        }
        guard v.isFinite else { throw CLIError("\(option): '\(text)' is not finite") }
        if let minimum, CGFloat(v) < minimum {
            throw CLIError("\(option): \(text) is negative (must be 0 or more)")
        }
        return CGFloat(v)
    }

    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw CLIError("--size: '\(text)' is not WIDTHxHEIGHT (e.g. 375x812)") }
        let w = try parseNumber(String(parts[0]), option: "--size", minimum: 0)
        let h = try parseNumber(String(parts[1]), option: "--size", minimum: 0)
        guard w > 0, h > 0, w <= maxViewSide, h <= maxViewSide else {
            throw CLIError("--size: \(text) must be between 1 and \(Int(maxViewSide)) points on each side")
        }
        return CGSize(width: w, height: h)
    }

    static func parseInsets(_ text: String) throws -> UIEdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw CLIError("--safe-area: '\(text)' is not TOP,LEFT,BOTTOM,RIGHT (e.g. 44,0,34,0)") }
        let v = try parts.map { try parseNumber(String($0), option: "--safe-area", minimum: 0) }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    static func parseOrthogonal(_ text: String) throws -> (Int, CGFloat) {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0].trimmingCharacters(in: .whitespaces)), section >= 0 else {
            throw CLIError("--orthogonal-offset: '\(text)' is not SECTION=X (e.g. 1=187.5)")
        }
        return (section, try parseNumber(String(parts[1]), option: "--orthogonal-offset"))
    }

    static func parseItems(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.map { p in
            let s = p.trimmingCharacters(in: .whitespaces)
            guard let n = Int(s) else { throw CLIError("--items: '\(s)' is not a whole number (e.g. --items 8,8,8)") }
            guard n >= 0 else { throw CLIError("--items: \(n) is negative (must be 0 or more)") }
            return n
        }
    }

    static func format(_ v: CGFloat) -> String { FramesEncoder.number(Double(v)) }
}
