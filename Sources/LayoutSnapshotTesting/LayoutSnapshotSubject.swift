import Foundation
import LayoutEngine
import LayoutRender

/// What a layout snapshot shows: a compositional layout, the request it is shown with — the one request value
/// (`ViewRequest`: item counts per section, scroll offsets, traits such as direction, text size and iOS release) —
/// and what the cells look like. The screen (device) belongs to the strategy, so one subject can be snapshotted on
/// several devices: the strategy's screen is a request of its own, over the subject's (`ViewRequest.over`).
/// Not Sendable, as its `LayoutModel` is not (docs/architecture.md, "Sendable").
public struct LayoutSnapshotSubject {
    public var model: LayoutModel
    /// How the layout is shown: everything but the screen, which the strategy gives.
    public var request: ViewRequest
    /// Cell colours and titles (default: the samples' seeded random colours).
    public var content: RenderContent

    /// A layout shown as `request` says.
    public init(_ model: LayoutModel, request: ViewRequest, content: RenderContent = .randomColors()) {
        self.model = model; self.request = request; self.content = content
    }

    /// A layout built with the UIKit-named classes, as in app code, shown as `request` says.
    public init(_ layout: UICollectionViewCompositionalLayout, request: ViewRequest, content: RenderContent = .randomColors()) {
        self.init(layout.model(), request: request, content: content)
    }

    public init(_ model: LayoutModel, itemCounts: [Int], contentOffset: CGPoint? = nil,
                orthogonalOffsets: [Int: CGFloat] = [:], content: RenderContent = .randomColors()) {
        self.init(model, request: ViewRequest(offset: contentOffset.map(ViewRequest.Offset.point),
                                              orthogonalOffsets: orthogonalOffsets, itemCounts: itemCounts),
                  content: content)
    }

    /// A layout built with the UIKit-named classes, as in app code.
    public init(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], contentOffset: CGPoint? = nil,
                orthogonalOffsets: [Int: CGFloat] = [:], content: RenderContent = .randomColors()) {
        self.init(layout.model(), itemCounts: itemCounts, contentOffset: contentOffset,
                  orthogonalOffsets: orthogonalOffsets, content: content)
    }

    /// The layout resolved full-screen for `view` over the subject's request (what `view` says wins; a screen it
    /// leaves unsaid is iPhone X's).
    public func resolve(_ view: ViewRequest) throws -> LayoutResult {
        var input = try view.over(request).resolve(defaultDevice: Device.iPhoneX.name, itemCounts: [],
                                                   scrollDirection: model.configuration.scrollDirection).input
        input.textWidth = Renderer.textWidth()
        return try model.resolve(input)
    }

    /// The layout resolved full-screen on `screen` (the strategies' `device:`).
    public func resolve(on screen: DeviceScreen) throws -> LayoutResult {
        try resolve(ViewRequest(screen: .deviceScreen(screen)))
    }
}

// The fields the subject had before it held a `ViewRequest`, kept so code written for them still compiles; each
// reads and writes the request.
extension LayoutSnapshotSubject {
    /// Items per section.
    public var itemCounts: [Int] {
        get { request.itemCounts ?? [] }
        set { request.itemCounts = newValue }
    }
    /// nil: the resting offset (content at the top, below the safe area).
    public var contentOffset: CGPoint? {
        get { if case .point(let p)? = request.offset { return p } else { return nil } }
        set { request.offset = newValue.map(ViewRequest.Offset.point) }
    }
    /// Scroll positions of orthogonal sections, by section index.
    public var orthogonalOffsets: [Int: CGFloat] {
        get { request.orthogonalOffsets }
        set { request.orthogonalOffsets = newValue }
    }
    /// The traits' layout direction: `.rightToLeft` snapshots the mirrored layout (§2.9).
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { request.layoutDirection ?? .leftToRight }
        set { request.layoutDirection = newValue }
    }
    /// The iOS release resolved for (decision 57; default the newest modelled).
    public var iosVersion: IOSVersion {
        get { request.iosVersion ?? .newest }
        set { request.iosVersion = newValue }
    }
}
