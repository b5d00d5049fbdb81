import Foundation

/// The one request value: the view a layout is shown in and the data it shows — a device or a free size, held
/// upright or sideways, its display scale and safe area, the traits (direction, text size, iOS release), where it is scrolled,
/// how many items each section has, the section identifiers and the layout function's own arguments.
///
/// Every face of the tool makes one: the command line (`EnvironmentOptions.request`), a spec's `environment:`
/// (`SpecEnvironment.request`), `check`'s variant matrix (`Variant.request`), the snapshot strategies, and the
/// wire to a layout program (`HostRequest.view`, Codable). Each field is optional: nil means "not said here".
/// Two requests combine by one rule (`over`), and the engine's `LayoutInput` is made from a request in one
/// place (`resolve`), so a trait added here reaches every command and both input kinds (spec and Swift).
public struct ViewRequest: Hashable, Sendable {
    /// Where the view's size and traits come from.
    public enum Screen: Hashable, Sendable {
        /// A device preset as `Device.screen(named:)` reads it ("iPhone13", "iPadPro11-landscape").
        case device(String)
        /// A free size in points (upright; `landscape` swaps it); traits as `UITraitCollection.forFreeSize`.
        case size(CGSize)
        /// A device given as a value, a preset or one of the caller's own, in the orientation given (`landscape`
        /// turns it sideways): the snapshot strategies' `device:`. On the wire it travels by its name, so a device
        /// of the caller's own stays in its process.
        case deviceScreen(DeviceScreen)
    }

    /// Where the collection view is scrolled: a point, or a distance along the scroll axis (the command line's
    /// `--offset`; only the evaluated layout knows its axis, so it is placed when the input is made).
    public enum Offset: Hashable, Sendable {
        case point(CGPoint)
        case alongScrollAxis(CGFloat)
    }

    public var screen: Screen?
    /// Sideways. Sideways anywhere is sideways: a spec that says so is not turned upright by a request that
    /// does not say (the command line's `--landscape` is a flag, not a choice of two).
    public var landscape: Bool?
    /// The display scale (1…4), replacing the device's (a free size's is 2).
    public var displayScale: CGFloat?
    /// Safe-area insets; with a device they replace the device's. A request that names its own screen does not
    /// take another request's safe area (that one belonged to another screen).
    public var safeArea: UIEdgeInsets?
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    public var contentSizeCategory: UIContentSizeCategory?
    /// The iOS release resolved for (rules UIKit changed between releases follow it; decision 57).
    public var iosVersion: IOSVersion?
    public var offset: Offset?
    /// Orthogonal scroll offsets by section index; combined entry by entry.
    public var orthogonalOffsets: [Int: CGFloat]
    /// Items per section (its length is the number of sections).
    public var itemCounts: [Int]?
    /// The section identifiers a diffable data source holds (Swift sources).
    public var sectionKinds: [String]?
    /// Values of a layout function's own parameters, as typed (`--arg name=value`, `args:`).
    public var arguments: [String: String]?

    public init(screen: Screen? = nil, landscape: Bool? = nil, displayScale: CGFloat? = nil, safeArea: UIEdgeInsets? = nil,
                layoutDirection: UITraitEnvironmentLayoutDirection? = nil, contentSizeCategory: UIContentSizeCategory? = nil,
                iosVersion: IOSVersion? = nil, offset: Offset? = nil, orthogonalOffsets: [Int: CGFloat] = [:],
                itemCounts: [Int]? = nil, sectionKinds: [String]? = nil, arguments: [String: String]? = nil) {
        self.screen = screen; self.landscape = landscape; self.displayScale = displayScale; self.safeArea = safeArea
        self.layoutDirection = layoutDirection; self.contentSizeCategory = contentSizeCategory
        self.iosVersion = iosVersion; self.offset = offset
        self.orthogonalOffsets = orthogonalOffsets; self.itemCounts = itemCounts; self.sectionKinds = sectionKinds
        self.arguments = arguments
    }

    /// This request over `base`: what this one says wins, what it leaves unsaid comes from `base` (the command
    /// line over a spec's `environment:`). The one precedence rule of every command.
    public func over(_ base: ViewRequest) -> ViewRequest {
        var r = base
        if let screen { r.screen = screen; r.safeArea = nil }
        if landscape == true { r.landscape = true } else if r.landscape == nil { r.landscape = landscape }
        if let displayScale { r.displayScale = displayScale }
        if let safeArea { r.safeArea = safeArea }
        if let layoutDirection { r.layoutDirection = layoutDirection }
        if let contentSizeCategory { r.contentSizeCategory = contentSizeCategory }
        if let iosVersion { r.iosVersion = iosVersion }
        if let offset { r.offset = offset }
        r.orthogonalOffsets.merge(orthogonalOffsets) { $1 }
        if let itemCounts { r.itemCounts = itemCounts }
        if let sectionKinds { r.sectionKinds = sectionKinds }
        if let arguments { r.arguments = arguments }
        return r
    }

    /// What a request resolves to: the engine's input, the screen's name for people ("iPhoneX", "iPadPro11-landscape",
    /// "800x600@3", then ", right to left" and ", text accessibility3" when they apply), and the display scale the
    /// request stated (a picture drawn without its own scale is drawn at it).
    public struct Resolved: Sendable {
        public var input: LayoutInput
        public var screenName: String
        public var statedScale: CGFloat?
    }

    /// The engine's input for this request: the one place a `LayoutInput` is made from what a user asked for.
    /// `defaultDevice` stands in when no screen was said; `itemCounts` when no counts were; `scrollDirection`
    /// places an offset given along the scroll axis. Throws `UnknownDeviceError` for a device no preset has.
    public func resolve(defaultDevice: String, itemCounts fallbackCounts: [Int],
                        scrollDirection: UICollectionView.ScrollDirection) throws -> Resolved {
        let sideways = landscape ?? false
        var viewSize: CGSize, safe: UIEdgeInsets, traits: UITraitCollection, name: String
        switch screen ?? .device(defaultDevice) {
        case .size(let upright):
            viewSize = sideways ? CGSize(width: upright.height, height: upright.width) : upright
            safe = safeArea ?? .zero
            traits = .forFreeSize(viewSize)
            name = "\(NumberText.string(viewSize.width))x\(NumberText.string(viewSize.height))"
            if let displayScale { name += "@\(NumberText.string(displayScale))" }
        case .device(let device):
            (viewSize, safe, traits, name) = onDevice(try Device.screen(named: device), sideways: sideways)
        case .deviceScreen(let given):
            (viewSize, safe, traits, name) = onDevice(given, sideways: sideways)
        }
        traits.layoutDirection = layoutDirection ?? .leftToRight
        if traits.layoutDirection == .rightToLeft { name += ", right to left" }
        if let displayScale { traits.displayScale = displayScale }
        traits.preferredContentSizeCategory = contentSizeCategory ?? .large
        if traits.preferredContentSizeCategory != .large { name += ", text \(traits.preferredContentSizeCategory.name)" }
        traits.iosVersion = iosVersion ?? .newest
        if traits.iosVersion != .newest { name += ", \(traits.iosVersion)" }

        let contentOffset: CGPoint?
        switch offset {
        case .point(let p): contentOffset = p
        case .alongScrollAxis(let d): contentOffset = scrollDirection == .vertical ? CGPoint(x: 0, y: d) : CGPoint(x: d, y: 0)
        case nil: contentOffset = nil
        }
        let input = LayoutInput(viewSize: viewSize, safeAreaInsets: safe, traits: traits,
                                itemCounts: itemCounts ?? fallbackCounts, contentOffset: contentOffset,
                                orthogonalOffsets: orthogonalOffsets)
        return Resolved(input: input, screenName: name, statedScale: displayScale)
    }

    /// A device's view: its size, safe area (unless this request gives one), traits and name, turned sideways.
    private func onDevice(_ given: DeviceScreen, sideways: Bool) -> (CGSize, UIEdgeInsets, UITraitCollection, String) {
        let s = sideways ? given.device.screen(.landscape) : given
        return (s.size, safeArea ?? s.safeAreaInsets, s.traits, s.description)
    }
}

// The wire face: a layout program receives the request as JSON (`HostRequest.view`). Keys are the spec format's
// words where it has them (docs/spec-format.md, `environment:`).
extension ViewRequest: Codable {
    enum Key: String, CodingKey {
        case device, width, height, landscape, displayScale, safeArea, layoutDirection, contentSizeCategory, ios
        case contentOffset, scrollOffset, orthogonalOffsets, itemCounts, sectionKinds, arguments
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        self.init()
        if let d = try c.decodeIfPresent(String.self, forKey: .device) { screen = .device(d) }
        if let w = try c.decodeIfPresent(Double.self, forKey: .width), let h = try c.decodeIfPresent(Double.self, forKey: .height) {
            screen = .size(CGSize(width: w, height: h))
        }
        landscape = try c.decodeIfPresent(Bool.self, forKey: .landscape)
        displayScale = try c.decodeIfPresent(Double.self, forKey: .displayScale).map { CGFloat($0) }
        if let s = try c.decodeIfPresent([Double].self, forKey: .safeArea) {
            guard s.count == 4 else {
                throw DecodingError.dataCorruptedError(forKey: .safeArea, in: c, debugDescription: "four insets: top, left, bottom, right")
            }
            safeArea = UIEdgeInsets(top: s[0], left: s[1], bottom: s[2], right: s[3])
        }
        if let d = try c.decodeIfPresent(String.self, forKey: .layoutDirection) {
            layoutDirection = d == "rightToLeft" ? .rightToLeft : .leftToRight
        }
        if let n = try c.decodeIfPresent(String.self, forKey: .contentSizeCategory) {
            guard let category = UIContentSizeCategory.named(n) else {
                throw DecodingError.dataCorruptedError(forKey: .contentSizeCategory, in: c, debugDescription: "unknown text size '\(n)'")
            }
            contentSizeCategory = category
        }
        if let major = try c.decodeIfPresent(Int.self, forKey: .ios) {
            guard let version = IOSVersion(exactly: Double(major)) else {
                throw DecodingError.dataCorruptedError(forKey: .ios, in: c, debugDescription: "ios must be \(IOSVersion.modelledText), found \(major)")
            }
            iosVersion = version
        }
        if let p = try c.decodeIfPresent([Double].self, forKey: .contentOffset), p.count == 2 {
            offset = .point(CGPoint(x: p[0], y: p[1]))
        } else if let d = try c.decodeIfPresent(Double.self, forKey: .scrollOffset) {
            offset = .alongScrollAxis(CGFloat(d))
        }
        for (k, v) in try c.decodeIfPresent([String: Double].self, forKey: .orthogonalOffsets) ?? [:] {
            if let i = Int(k) { orthogonalOffsets[i] = CGFloat(v) }
        }
        itemCounts = try c.decodeIfPresent([Int].self, forKey: .itemCounts)
        sectionKinds = try c.decodeIfPresent([String].self, forKey: .sectionKinds)
        arguments = try c.decodeIfPresent([String: String].self, forKey: .arguments)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch screen {
        case .device(let d): try c.encode(d, forKey: .device)
        case .deviceScreen(let s): try c.encode(s.description, forKey: .device)
        case .size(let s): try c.encode(Double(s.width), forKey: .width); try c.encode(Double(s.height), forKey: .height)
        case nil: break
        }
        try c.encodeIfPresent(landscape, forKey: .landscape)
        try c.encodeIfPresent(displayScale.map(Double.init), forKey: .displayScale)
        if let s = safeArea { try c.encode([s.top, s.left, s.bottom, s.right].map(Double.init), forKey: .safeArea) }
        if let d = layoutDirection { try c.encode(d == .rightToLeft ? "rightToLeft" : "leftToRight", forKey: .layoutDirection) }
        try c.encodeIfPresent(contentSizeCategory?.name, forKey: .contentSizeCategory)
        try c.encodeIfPresent(iosVersion?.major, forKey: .ios)
        switch offset {
        case .point(let p): try c.encode([Double(p.x), Double(p.y)], forKey: .contentOffset)
        case .alongScrollAxis(let d): try c.encode(Double(d), forKey: .scrollOffset)
        case nil: break
        }
        if !orthogonalOffsets.isEmpty {
            try c.encode(Dictionary(uniqueKeysWithValues: orthogonalOffsets.map { (String($0.key), Double($0.value)) }),
                         forKey: .orthogonalOffsets)
        }
        try c.encodeIfPresent(itemCounts, forKey: .itemCounts)
        try c.encodeIfPresent(sectionKinds, forKey: .sectionKinds)
        try c.encodeIfPresent(arguments, forKey: .arguments)
    }
}
