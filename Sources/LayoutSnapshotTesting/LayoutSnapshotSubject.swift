import Foundation
import LayoutEngine
import LayoutRender

/// What a layout snapshot shows: a compositional layout plus the data it lays out (item counts per
/// section, scroll offsets) and what the cells look like. The screen (device) belongs to the strategy,
/// so one subject can be snapshotted on several devices.
/// Not Sendable, as its `LayoutModel` is not (docs/architecture.md, "Sendable").
public struct LayoutSnapshotSubject {
    public var model: LayoutModel
    public var itemCounts: [Int]
    /// nil: the resting offset (content at the top, below the safe area).
    public var contentOffset: CGPoint?
    /// Scroll positions of orthogonal sections, by section index.
    public var orthogonalOffsets: [Int: CGFloat]
    /// Cell colours and titles (default: the samples' seeded random colours).
    public var content: RenderContent
    /// The traits' layout direction: `.rightToLeft` snapshots the mirrored layout (§2.9).
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The iOS release resolved for (decision 57; default the newest modelled): every strategy (`.png`, `.svg`,
    /// `.frames`) resolves the subject with it.
    public var iosVersion: IOSVersion = .newest

    public init(_ model: LayoutModel, itemCounts: [Int], contentOffset: CGPoint? = nil,
                orthogonalOffsets: [Int: CGFloat] = [:], content: RenderContent = .randomColors()) {
        self.model = model; self.itemCounts = itemCounts; self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets; self.content = content
    }

    /// A layout built with the UIKit-named classes, as in app code.
    public init(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], contentOffset: CGPoint? = nil,
                orthogonalOffsets: [Int: CGFloat] = [:], content: RenderContent = .randomColors()) {
        self.init(layout.model(), itemCounts: itemCounts, contentOffset: contentOffset,
                  orthogonalOffsets: orthogonalOffsets, content: content)
    }

    /// The layout resolved full-screen on `screen`.
    public func resolve(on screen: DeviceScreen) throws -> LayoutResult {
        var input = screen.layoutInput(itemCounts: itemCounts, contentOffset: contentOffset,
                                       orthogonalOffsets: orthogonalOffsets, layoutDirection: layoutDirection,
                                       iosVersion: iosVersion)
        input.textWidth = Renderer.textWidth()
        return try model.resolve(input)
    }
}
