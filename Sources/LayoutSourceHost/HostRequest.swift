import Foundation
import LayoutEngine

/// What the CLI asks a layout program for: which layout, in which environment, with which data. Sent as JSON in
/// the program's only argument; the answer is a spec document on stdout (docs/swift-sources.md).
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
    public var itemCounts: [Int]
    public var sectionKinds: [String]?
    public var contentOffset: [Double]?
    public var orthogonalOffsets: [String: Double]
    /// "json" or "yaml".
    public var format: String
    /// The spec's `environment:` (what the layout was evaluated for), written into the answer.
    public var environment: SpecEnvironmentFields
    /// Name and source for the spec's metadata.
    public var specName: String?
    public var specSource: String?

    public init(layout: String, input: LayoutInput, sectionKinds: [String]?, format: String,
                environment: SpecEnvironmentFields, specName: String?, specSource: String?) {
        self.layout = layout
        viewWidth = Double(input.viewSize.width); viewHeight = Double(input.viewSize.height)
        let s = input.safeAreaInsets
        safeArea = [s.top, s.left, s.bottom, s.right].map(Double.init)
        displayScale = Double(input.traits.displayScale)
        horizontalSizeClass = input.traits.horizontalSizeClass.rawValue
        verticalSizeClass = input.traits.verticalSizeClass.rawValue
        idiom = input.traits.userInterfaceIdiom.rawValue
        itemCounts = input.itemCounts
        self.sectionKinds = sectionKinds
        contentOffset = input.contentOffset.map { [Double($0.x), Double($0.y)] }
        orthogonalOffsets = Dictionary(uniqueKeysWithValues: input.orthogonalOffsets.map { (String($0.key), Double($0.value)) })
        self.format = format; self.environment = environment
        self.specName = specName; self.specSource = specSource
    }

    public var input: LayoutInput {
        let traits = UITraitCollection(displayScale: CGFloat(displayScale),
                                       horizontalSizeClass: UIUserInterfaceSizeClass(rawValue: horizontalSizeClass) ?? .compact,
                                       verticalSizeClass: UIUserInterfaceSizeClass(rawValue: verticalSizeClass) ?? .regular,
                                       userInterfaceIdiom: UIUserInterfaceIdiom(rawValue: idiom) ?? .phone)
        var orthogonal: [Int: CGFloat] = [:]
        for (k, v) in orthogonalOffsets { if let i = Int(k) { orthogonal[i] = CGFloat(v) } }
        return LayoutInput(viewSize: CGSize(width: viewWidth, height: viewHeight),
                           safeAreaInsets: UIEdgeInsets(top: safeArea[0], left: safeArea[1], bottom: safeArea[2],
                                                        right: safeArea[3]),
                           traits: traits, itemCounts: itemCounts,
                           contentOffset: contentOffset.map { CGPoint(x: $0[0], y: $0[1]) },
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
    /// x, y: the scroll position the layout was evaluated at (an invalidation handler's recording holds for it).
    public var contentOffset: [Double]?
    public var orthogonalOffsets: [String: Double]?
    public init(device: String? = nil, width: Double? = nil, height: Double? = nil, safeArea: [Double]? = nil,
                landscape: Bool? = nil) {
        self.device = device; self.width = width; self.height = height; self.safeArea = safeArea
        self.landscape = landscape
    }
}
