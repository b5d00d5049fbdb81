import Foundation
import LayoutEngine
import LayoutRender

/// Which annotations a diagram prints besides its outlines, legend and layout tree.
public struct DiagramAnnotations: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Dimension call-outs: resolved sizes and the declarations they came from ("0.5 fw → 172.5 pt").
    public static let sizes = DiagramAnnotations(rawValue: 1 << 0)
    /// Content insets shaded as padding, with their values.
    public static let insets = DiagramAnnotations(rawValue: 1 << 1)
    /// Edge spacing and inter-item, inter-group and inter-section gaps hatched as margins, with their values.
    public static let spacing = DiagramAnnotations(rawValue: 1 << 2)
    /// Index paths on cells and supplementaries.
    public static let indexPaths = DiagramAnnotations(rawValue: 1 << 3)
    public static let all: DiagramAnnotations = [.sizes, .insets, .spacing, .indexPaths]

    /// The names the CLI accepts, in order.
    public static let names: [(String, DiagramAnnotations)] =
        [("sizes", .sizes), ("insets", .insets), ("spacing", .spacing), ("indexpaths", .indexPaths)]

    /// From a comma-separated list ("sizes,insets"); "all" and "none" also work. Nil names the first unknown word.
    public static func parse(_ list: String) -> Result<DiagramAnnotations, DiagramError> {
        var out: DiagramAnnotations = []
        for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !word.isEmpty {
            if word == "all" { out.formUnion(.all); continue }
            if word == "none" { continue }
            guard let a = names.first(where: { $0.0 == word || ($0.0 == "indexpaths" && word == "index-paths") }) else {
                return .failure(.unknownAnnotation(word))
            }
            out.formUnion(a.1)
        }
        return .success(out)
    }
}

/// How to draw one diagram.
public struct DiagramOptions: Hashable, Sendable {
    public var annotations: DiagramAnnotations
    /// Only this section (its whole frame); nil: what the screen shows, every section in it.
    public var section: Int?
    /// `.screen` (default) or `.fullContent`: the part of the layout the diagram explains along the scrolling axis.
    public var view: RenderView
    /// Pixels per point for PNG.
    public var scale: Double
    /// Draw the side panel with the layout tree and the legend.
    public var showsPanel: Bool
    public var maxPixels: Int
    /// Most elements a diagram explains, checked before any is made (docs/limits.md).
    public var maxElements: Int

    public init(annotations: DiagramAnnotations = .all, section: Int? = nil, view: RenderView = .screen, scale: Double = 2,
                showsPanel: Bool = true, maxPixels: Int = RenderOptions.defaultMaxPixels,
                maxElements: Int = RenderOptions.defaultMaxElements) {
        self.annotations = annotations; self.section = section; self.view = view; self.scale = scale
        self.showsPanel = showsPanel; self.maxPixels = maxPixels; self.maxElements = maxElements
    }
}

/// Why a diagram could not be made; one line each.
public enum DiagramError: Error, CustomStringConvertible, Equatable {
    case unknownAnnotation(String)
    case noSuchSection(Int, count: Int)
    /// The layout has no sections (no item counts): nothing to explain. (Frames read back from disk cannot get this
    /// far: a diagram takes a resolved `LayoutResult` and its `LayoutTrace`, never a `RecordedLayout`.)
    case noStructure
    /// More elements than `DiagramOptions.maxElements` in the region explained.
    case overElementBudget(elements: Int, budget: Int)

    public var description: String {
        switch self {
        case .unknownAnnotation(let w):
            return "unknown annotation '\(w)': use a comma-separated list of sizes, insets, spacing, indexpaths (or all, none)"
        case .noSuchSection(let s, let n):
            return "section \(s) does not exist: the layout has \(n) section\(n == 1 ? "" : "s") (0…\(max(0, n - 1)))"
        case .noStructure:
            return "the layout has no sections to diagram"
        case .overElementBudget(let n, let b):
            return "the diagram would explain \(n >= Int.max / 8 ? "too many" : "\(n)") elements, over the element budget of \(b) "
                + "(docs/limits.md); diagram one screen, one --section, or fewer items"
        }
    }
}
