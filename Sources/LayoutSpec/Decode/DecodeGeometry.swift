import Foundation
import LayoutEngine

/// The small value types: sizes, insets, spacing, points, edges (UIKit's names as keys).
enum GeometryDecoder {
    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// `{fractionalWidth: 0.5}`, `{absolute: 44}`, `{estimated: 50}`, `{uniformAcrossSiblings: 50}`.
    /// Negative values are rejected: UIKit raises on negative sizes (semantics.md §20.2).
    static func dimension(_ f: SpecField) throws -> LayoutDimension {
        let o = try f.object(dimensionKinds)
        let (kind, value) = try o.exactlyOne(of: dimensionKinds, what: "a dimension")
        let v = try value.nonNegative()
        switch kind {
        case "fractionalWidth": return .fractionalWidth(v)
        case "fractionalHeight": return .fractionalHeight(v)
        case "absolute": return .absolute(v)
        case "estimated": return .estimated(v)
        default: return .uniformAcrossSiblings(estimate: v)
        }
    }

    /// `{widthDimension: …, heightDimension: …}` (NSCollectionLayoutSize).
    static func size(_ f: SpecField) throws -> SizeSpec {
        let o = try f.object(["widthDimension", "heightDimension"])
        return SizeSpec(width: try dimension(try o.required("widthDimension")),
                        height: try dimension(try o.required("heightDimension")))
    }

    /// `{top, leading, bottom, trailing}`, any subset, missing edges 0. Negative insets are legal
    /// in UIKit (they let content overlap), so only finiteness is checked.
    static func insets(_ f: SpecField) throws -> NSDirectionalEdgeInsets {
        let o = try f.object(["top", "leading", "bottom", "trailing"])
        return NSDirectionalEdgeInsets(top: try o["top"]?.number() ?? 0, leading: try o["leading"]?.number() ?? 0,
                                       bottom: try o["bottom"]?.number() ?? 0,
                                       trailing: try o["trailing"]?.number() ?? 0)
    }

    /// `{fixed: 8}` or `{flexible: 0}` (NSCollectionLayoutSpacing). Either may be negative, as in UIKit and the
    /// engine: a negative fixed spacing pulls the next item over this one (semantics 6.2; `bottom: .fixed(-24)` in
    /// a waterfall), a negative flexible one is a minimum below zero. What a layout made in Swift holds, its spec
    /// holds too.
    static func spacing(_ f: SpecField) throws -> LayoutSpacing {
        let o = try f.object(["fixed", "flexible"])
        let (kind, value) = try o.exactlyOne(of: ["fixed", "flexible"], what: "a spacing")
        return kind == "fixed" ? .fixed(try value.number()) : .flexible(try value.number())
    }

    /// `{leading: {flexible: 0}, top: …, trailing: …, bottom: …}`; missing edges are nil (UIKit's default).
    static func edgeSpacing(_ f: SpecField) throws -> EdgeSpacing {
        let o = try f.object(["leading", "top", "trailing", "bottom"])
        return EdgeSpacing(leading: try o["leading"].map(spacing), top: try o["top"].map(spacing),
                           trailing: try o["trailing"].map(spacing), bottom: try o["bottom"].map(spacing))
    }

    /// `{x, y}`; either may be omitted (0).
    static func point(_ f: SpecField) throws -> CGPoint {
        let o = try f.object(["x", "y"])
        return CGPoint(x: try o["x"]?.number() ?? 0, y: try o["y"]?.number() ?? 0)
    }

    static let edgeNames: [(String, NSDirectionalRectEdge)] =
        [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all)]

    /// `[top, trailing]` (NSDirectionalRectEdge); a single name is accepted too.
    static func edges(_ f: SpecField) throws -> NSDirectionalRectEdge {
        if case .scalar = f.node { return try f.choice(edgeNames, what: "edge") }
        var result: NSDirectionalRectEdge = []
        for e in try f.list() { result.formUnion(try e.choice(edgeNames, what: "edge")) }
        return result
    }

    /// `{edges: [top, trailing], fractionalOffset: {x, y}}` or `absoluteOffset` (NSCollectionLayoutAnchor).
    static func anchor(_ f: SpecField) throws -> LayoutAnchor {
        let o = try f.object(["edges", "absoluteOffset", "fractionalOffset"])
        let edges = try edges(try o.required("edges"))
        if o["absoluteOffset"] != nil && o["fractionalOffset"] != nil {
            throw f.error("an anchor takes absoluteOffset or fractionalOffset, not both")
        }
        if let a = o["absoluteOffset"] { return LayoutAnchor(edges: edges, offset: .absolute(try point(a))) }
        if let r = o["fractionalOffset"] { return LayoutAnchor(edges: edges, offset: .fractional(try point(r))) }
        return LayoutAnchor(edges: edges)
    }

    static let alignments: [(String, NSRectAlignment)] = [
        ("top", .top), ("topLeading", .topLeading), ("leading", .leading), ("bottomLeading", .bottomLeading),
        ("bottom", .bottom), ("bottomTrailing", .bottomTrailing), ("trailing", .trailing),
        ("topTrailing", .topTrailing), ("none", .none),
    ]

    static let insetsReferences: [(String, UIContentInsetsReference)] = [
        ("automatic", .automatic), ("none", .none), ("safeArea", .safeArea), ("layoutMargins", .layoutMargins),
        ("readableContent", .readableContent),
    ]
}
