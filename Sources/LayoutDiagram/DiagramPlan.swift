import Foundation
import LayoutEngine

/// Everything a diagram draws, decided before drawing: outlines, shaded regions and placed labels.
/// Tests read it to check the picture's structure (an outline per group instance, label boxes apart).
public struct DiagramPlan: Sendable {
    /// The whole picture, in points.
    public var size: CGSize
    /// The content coordinates the layout area shows.
    public var contentRect: CGRect
    /// Where `contentRect.origin` lands in the picture.
    public var contentOrigin: CGPoint
    /// The screen's span across the scrolling axis (content coordinates): what lies outside it — orthogonal
    /// groups scrolled away or peeking — is drawn faded.
    public var window: CGRect
    /// Orthogonal sections' frames: the screen edges are marked across them.
    public var orthogonalSections: [CGRect]
    public var outlines: [DiagramOutline]
    public var regions: [DiagramRegion]
    /// Placed labels, picture coordinates; no two boxes overlap.
    public var labels: [DiagramLabel]
    /// Labels that found no free place (least important first to go).
    public var droppedLabels: [String]
    /// Legend swatches in the side panel (picture coordinates).
    public var swatches: [DiagramSwatch]
    /// The side panel's rectangle, if drawn.
    public var panel: CGRect?

    /// Picture coordinates of a content rectangle.
    public func toPicture(_ r: CGRect) -> CGRect {
        r.offsetBy(dx: contentOrigin.x - contentRect.minX, dy: contentOrigin.y - contentRect.minY)
    }
}

/// What an outline stands for; each kind has its own tint.
public enum OutlineKind: Hashable, Sendable {
    case section
    /// A group instance (depth 0) or a nested group (depth ≥ 1).
    case group(depth: Int)
    case item
    case supplementary(kind: String)
    case decoration(kind: String)
}

public struct DiagramOutline: Hashable, Sendable {
    public var kind: OutlineKind
    /// Content coordinates.
    public var frame: CGRect
    public var section: Int
    /// The top-level group instance (groups) or item index (items, supplementaries).
    public var index: Int?
}

/// Box-model shading: padding (content insets) or margin (spacing).
public enum RegionKind: Hashable, Sendable {
    case padding(BoxEdge)
    case margin(SpacingKind)
}

public struct DiagramRegion: Hashable, Sendable {
    public var kind: RegionKind
    /// Content coordinates.
    public var rect: CGRect
    public var value: CGFloat
}

/// What a label says, in decreasing importance.
public enum LabelRole: Int, Hashable, Sendable, Comparable {
    case panel, sectionTitle, groupDeclaration, indexPath, sizeCallout, spacingValue, insetValue
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

public struct DiagramLabel: Hashable, Sendable {
    public var text: String
    public var role: LabelRole
    /// The label's box (text plus its padding), picture coordinates.
    public var box: CGRect
    public var fontSize: Double
    public var bold: Bool
    /// Group depth for group declarations (their tint), 0 otherwise.
    public var depth: Int
    public var monospaced: Bool
}

/// A legend entry's colour sample.
public struct DiagramSwatch: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case outline(OutlineKind), padding, margin, faded, screenEdge
    }
    public var style: Style
    public var rect: CGRect
}
