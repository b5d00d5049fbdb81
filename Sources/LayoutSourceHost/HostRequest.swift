import Foundation
import LayoutEngine

/// What the CLI asks a layout program for: which layout, in which environment, with which data. Sent as JSON on
/// the program's standard input (never in argv: a request has no size limit there); the answer is a spec
/// document written to descriptor 3, so nothing the layout code prints can mix into it (docs/swift-sources.md).
/// One type for every command: the whole environment a layout can read — view size, safe area, display scale,
/// size classes, idiom, layout direction, interface style — travels in it.
public struct HostRequest: Codable, Sendable {
    public var layout: String
    public var viewWidth: Double
    public var viewHeight: Double
    /// top, left, bottom, right
    public var safeArea: [Double]
    public var displayScale: Double
    public var horizontalSizeClass: Int
    public var verticalSizeClass: Int
    public var idiom: Int
    /// `UITraitEnvironmentLayoutDirection` raw value: 0 left to right, 1 right to left (`--right-to-left`).
    public var layoutDirection: Int?
    /// `UIUserInterfaceStyle` raw value (light or dark).
    public var userInterfaceStyle: Int?
    /// The reader's text size (`--content-size`, `traitCollection.preferredContentSizeCategory`): its short name
    /// (`UIContentSizeCategory.names`, e.g. "accessibility3"); nil reads as large.
    public var contentSizeCategory: String?
    public var itemCounts: [Int]
    public var sectionKinds: [String]?
    /// `--offset`: the content offset along the scroll axis. Only the evaluated layout knows its axis (a spec's
    /// `scrollDirection` is read before resolving; a Swift layout's only once its code has run), so the program
    /// places it: y for a vertical layout, x for a horizontal one.
    public var scrollOffset: Double?
    public var orthogonalOffsets: [String: Double]
    /// "json" or "yaml".
    public var format: String
    /// The spec's `environment:` (what the layout was evaluated for), written into the answer.
    public var environment: SpecEnvironmentFields
    /// Name and source for the spec's metadata.
    public var specName: String?
    public var specSource: String?
    /// `--arg name=value`: the layout function's own parameters (`LayoutArguments`), checked by the CLI.
    public var arguments: [String: String]?
    /// What the app's cell registrations put in the list rows (`CellContentPlan`), set by the front end from the
    /// layout's declaration; nil when it read none.
    public var cellContent: CellContentPlan?

    public init(layout: String, input: LayoutInput, scrollOffset: Double?, sectionKinds: [String]?, format: String,
                environment: SpecEnvironmentFields, specName: String?, specSource: String?) {
        self.layout = layout
        viewWidth = Double(input.viewSize.width); viewHeight = Double(input.viewSize.height)
        let s = input.safeAreaInsets
        safeArea = [s.top, s.left, s.bottom, s.right].map(Double.init)
        displayScale = Double(input.traits.displayScale)
        horizontalSizeClass = input.traits.horizontalSizeClass.rawValue
        verticalSizeClass = input.traits.verticalSizeClass.rawValue
        idiom = input.traits.userInterfaceIdiom.rawValue
        layoutDirection = input.traits.layoutDirection.rawValue
        userInterfaceStyle = input.traits.userInterfaceStyle.rawValue
        let category = input.traits.preferredContentSizeCategory
        contentSizeCategory = category == .large ? nil : category.name
        itemCounts = input.itemCounts
        self.sectionKinds = sectionKinds
        self.scrollOffset = scrollOffset
        orthogonalOffsets = Dictionary(uniqueKeysWithValues: input.orthogonalOffsets.map { (String($0.key), Double($0.value)) })
        self.format = format; self.environment = environment
        self.specName = specName; self.specSource = specSource
    }

    /// The input for a layout scrolling along `direction`: `scrollOffset` on its axis.
    public func input(scrolling direction: UICollectionView.ScrollDirection) -> LayoutInput {
        var input = self.input
        if let s = scrollOffset.map({ CGFloat($0) }) {
            input.contentOffset = direction == .vertical ? CGPoint(x: 0, y: s) : CGPoint(x: s, y: 0)
        }
        return input
    }

    /// The input without a content offset (the scroll axis is not known yet).
    public var input: LayoutInput {
        let traits = UITraitCollection(displayScale: CGFloat(displayScale),
                                       horizontalSizeClass: UIUserInterfaceSizeClass(rawValue: horizontalSizeClass) ?? .compact,
                                       verticalSizeClass: UIUserInterfaceSizeClass(rawValue: verticalSizeClass) ?? .regular,
                                       layoutDirection: UITraitEnvironmentLayoutDirection(rawValue: layoutDirection ?? 0) ?? .leftToRight,
                                       userInterfaceIdiom: UIUserInterfaceIdiom(rawValue: idiom) ?? .phone,
                                       userInterfaceStyle: UIUserInterfaceStyle(rawValue: userInterfaceStyle ?? 0) ?? .light,
                                       preferredContentSizeCategory: contentSizeCategory.flatMap(UIContentSizeCategory.named) ?? .large)
        var orthogonal: [Int: CGFloat] = [:]
        for (k, v) in orthogonalOffsets { if let i = Int(k) { orthogonal[i] = CGFloat(v) } }
        return LayoutInput(viewSize: CGSize(width: viewWidth, height: viewHeight),
                           safeAreaInsets: UIEdgeInsets(top: safeArea[0], left: safeArea[1], bottom: safeArea[2],
                                                        right: safeArea[3]),
                           traits: traits, itemCounts: itemCounts, contentOffset: nil,
                           orthogonalOffsets: orthogonal)
    }
}

/// The `environment:` keys of a spec (docs/spec-format.md) that an evaluated layout carries.
public struct SpecEnvironmentFields: Codable, Sendable {
    public var device: String?
    public var width: Double?
    public var height: Double?
    /// top, left, bottom, right
    public var safeArea: [Double]?
    public var landscape: Bool?
    /// "rightToLeft" when the layout was evaluated right to left (written so the spec resolves the same way).
    public var layoutDirection: String?
    /// The display scale when the command line stated one (`--size 390x844@3`); a device's own is implied by it.
    public var displayScale: Double?
    /// (The scroll position the layout was evaluated at is written by the program, which knows the axis.)
    public var orthogonalOffsets: [String: Double]?
    public init(device: String? = nil, width: Double? = nil, height: Double? = nil, safeArea: [Double]? = nil,
                landscape: Bool? = nil, layoutDirection: String? = nil) {
        self.device = device; self.width = width; self.height = height; self.safeArea = safeArea
        self.landscape = landscape; self.layoutDirection = layoutDirection
    }
}
