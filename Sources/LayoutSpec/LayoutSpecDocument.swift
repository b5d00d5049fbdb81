import Foundation
import LayoutEngine

/// Everything a spec file holds: the layout, the data it shows, how to present supplementaries,
/// the environment it is meant for, and what it is (docs/spec-format.md).
/// Not Sendable: it holds a `LayoutModel` (docs/architecture.md, "Sendable"); send the path or the text it was read from.
public struct LayoutSpecDocument {
    public var metadata: SpecMetadata
    /// The layout as the engine's value model (what UIKit's classes would build).
    public var layout: LayoutModel
    public var data: SpecData
    /// Defaults for the view the layout is shown in; command-line options override them.
    public var environment: SpecEnvironment
    /// The file it was read from, when it was read from one.
    public var file: String?
    /// The parsed file, kept to point later errors (the resolver's, which name a `ModelPath`) at a line:
    /// `location(of:)`. nil when the document was not read from spec text.
    public var syntax: SpecNode?

    public init(metadata: SpecMetadata, layout: LayoutModel, data: SpecData, environment: SpecEnvironment,
                file: String? = nil, syntax: SpecNode? = nil) {
        self.metadata = metadata; self.layout = layout; self.data = data; self.environment = environment
        self.file = file; self.syntax = syntax
    }
}

/// What a spec is: shown by `layout-render samples` and in the gallery table.
public struct SpecMetadata: Hashable, Sendable {
    public var name: String?
    public var description: String?
    /// The article a sample reproduces: "000"…"004" for the seed articles, "apple" for Apple's sample code.
    public var seed: String?
    /// Free text naming the source more precisely (article title, sample name).
    public var source: String?
    public init(name: String? = nil, description: String? = nil, seed: String? = nil, source: String? = nil) {
        self.name = name; self.description = description; self.seed = seed; self.source = source
    }
}

/// Environment defaults a spec may carry (e.g. app-store is an iPad layout).
public struct SpecEnvironment: Hashable, Sendable {
    /// A device preset name (see `layout-render render --help`).
    public var device: String?
    /// A view size instead of a device (e.g. a collection view below the status bar, seed 000).
    public var size: CGSize?
    /// Safe-area insets of the view; with `device`, they replace the device's.
    public var safeArea: UIEdgeInsets?
    public var landscape: Bool?
    /// The collection view's content offset; nil = resting offset.
    public var contentOffset: CGPoint?
    /// Orthogonal scroll offset per section index.
    public var orthogonalOffsets: [Int: CGFloat]
    /// Pictures show the whole scrollable content rather than one screen (e.g. the 13-section App Store page).
    public var fullContent: Bool?
    /// The traits' layout direction (`leftToRight` or `rightToLeft`); nil = left to right (§2.9).
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The display scale (1…4), replacing the device's (a free size's is 2): list paddings on the pixel grid and
    /// the picture's pixel grid follow it.
    public var displayScale: CGFloat?
    /// The reader's text size (`xSmall` … `accessibility5`); nil = large, iOS's default.
    public var contentSizeCategory: UIContentSizeCategory?
    /// The iOS release to resolve for (13 … 18, `IOSVersion`); nil = the newest modelled (decision 57).
    public var ios: IOSVersion?
    public init(device: String? = nil, size: CGSize? = nil, safeArea: UIEdgeInsets? = nil, landscape: Bool? = nil,
                contentOffset: CGPoint? = nil, orthogonalOffsets: [Int: CGFloat] = [:], fullContent: Bool? = nil,
                layoutDirection: UITraitEnvironmentLayoutDirection? = nil) {
        self.device = device; self.size = size; self.safeArea = safeArea
        self.landscape = landscape; self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets; self.fullContent = fullContent
        self.layoutDirection = layoutDirection
    }
}

extension SpecEnvironment {
    /// The spec's face of the one request value (`ViewRequest`): what its `environment:` says, for the command
    /// line's request to go over. A size wins over a device when a spec gives both.
    public var request: ViewRequest {
        var r = ViewRequest(landscape: landscape, displayScale: displayScale, safeArea: safeArea,
                            layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
                            iosVersion: ios, offset: contentOffset.map { .point($0) }, orthogonalOffsets: orthogonalOffsets)
        if let size { r.screen = .size(size) } else if let device { r.screen = .device(device) }
        return r
    }
}
