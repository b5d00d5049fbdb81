import Foundation

/// What part of a resolved layout a picture shows.
public enum RenderView: Hashable, Sendable {
    /// Exactly what the screen shows at the result's content offset: the bounds, clipped.
    case screen
    /// The whole scrollable content as one image. Orthogonal sections are clipped to the content
    /// width (what the screen can show across); `unrollOrthogonal` widens the canvas to show
    /// every orthogonally scrolling cell.
    case fullContent(unrollOrthogonal: Bool)
}

/// Debug overlays drawn above the elements.
public struct DebugOverlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Outline each section's frame.
    public static let sections = DebugOverlays(rawValue: 1 << 0)
    /// Outline each group instance and nested group.
    public static let groups = DebugOverlays(rawValue: 1 << 1)
    /// Shade the content insets: between a section's frame and its content frame.
    public static let contentInsets = DebugOverlays(rawValue: 1 << 2)
    public static let all: DebugOverlays = [.sections, .groups, .contentInsets]
}

/// How to draw one picture.
public struct RenderOptions: Hashable, Sendable {
    public var view: RenderView
    /// Pixels per point for PNG (1, 2, 3 …). SVG and PDF are drawn in points whatever the scale.
    public var scale: Double
    public var overlays: DebugOverlays
    /// Draw titles on cells and views.
    public var showsLabels: Bool
    /// Largest image accepted, in pixels (width × height at the scale), checked before allocating.
    public var maxPixels: Int
    /// PNG only: draw elements of the main scroll view at frames snapped to the pixel grid of `scale`, as
    /// UIKit draws them (semantics.md §2.8a, `PixelGrid`); orthogonal sections' cells stay unrounded.
    /// Off: every element exactly at its attributes' frame. SVG and PDF never snap.
    public var snapsToPixelGrid: Bool
    /// Most elements drawn, checked on `RenderableLayout.elementCountBound(in:)` before any is made.
    public var maxElements: Int = RenderOptions.defaultMaxElements

    public static let maxSide = 32767
    public static let defaultMaxPixels = 100_000_000
    /// Scales a picture may be drawn at. Cairo refuses a matrix it cannot invert ("invalid matrix"): 1e-300 squared
    /// underflows to a zero determinant. Below 1/100 a phone screen is a few pixels; above 100 one point is a
    /// 100-pixel square (the side and pixel limits then apply).
    public static let scaleRange: ClosedRange<Double> = 0.01...100
    /// Elements one picture may draw (each a few Cairo shapes; an SVG or PDF holds them all): docs/limits.md.
    public static let defaultMaxElements = 1_000_000

    /// The scale, or `RenderError.invalidScale`; every picture checks it before a surface is made.
    public static func checkScale(_ scale: Double) throws {
        guard scale.isFinite, scaleRange.contains(scale) else { throw RenderError.invalidScale(scale) }
    }

    public init(view: RenderView = .screen, scale: Double = 1, overlays: DebugOverlays = [],
                showsLabels: Bool = true, maxPixels: Int = RenderOptions.defaultMaxPixels,
                snapsToPixelGrid: Bool = true) {
        self.view = view; self.scale = scale; self.overlays = overlays; self.showsLabels = showsLabels
        self.maxPixels = maxPixels; self.snapsToPixelGrid = snapsToPixelGrid
    }
}

/// A file format the renderer writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    case png, svg, pdf

    /// From a file extension, case-insensitively ("PNG", "svg"); nil for others.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// From a file's extension, or an error naming it.
    public init(url: URL) throws {
        guard let f = OutputFormat(pathExtension: url.pathExtension) else {
            throw RenderError.unknownFormat(url.pathExtension)
        }
        self = f
    }
}
