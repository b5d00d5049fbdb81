import Foundation
import LayoutEngine

/// Supplementary, boundary and decoration items.
enum SupplementaryDecoder {
    /// `NSCollectionLayoutSupplementaryItem`: attached to an item or group by anchors (§11).
    static func anchored(_ f: SpecField) throws -> SupplementaryModel {
        let o = try f.object(["elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex", "contentInsets"])
        var s = SupplementaryModel(elementKind: try o.required("elementKind").string(),
                                   layoutSize: try GeometryDecoder.size(try o.required("layoutSize")),
                                   containerAnchor: try GeometryDecoder.anchor(try o.required("containerAnchor")))
        s.itemAnchor = try o["itemAnchor"].map(GeometryDecoder.anchor)
        if let z = o["zIndex"] { s.zIndex = try z.integer() }
        if let c = o["contentInsets"] { s.contentInsets = try GeometryDecoder.insets(c) }
        return s
    }

    /// `NSCollectionLayoutBoundarySupplementaryItem`: section or layout headers, footers, side items (§12).
    static func boundary(_ f: SpecField) throws -> BoundaryItemModel {
        let o = try f.object(["elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary",
                              "pinToVisibleBounds", "zIndex", "contentInsets", "outerPadding"])
        var b = BoundaryItemModel(elementKind: try o.required("elementKind").string(),
                                  layoutSize: try GeometryDecoder.size(try o.required("layoutSize")),
                                  alignment: try o.required("alignment").choice(GeometryDecoder.alignments,
                                                                                 what: "alignment"))
        if let a = o["absoluteOffset"] { b.absoluteOffset = try GeometryDecoder.point(a) }
        if let e = o["extendsBoundary"] { b.extendsBoundary = try e.bool() }
        if let p = o["pinToVisibleBounds"] { b.pinToVisibleBounds = try p.bool() }
        if let z = o["zIndex"] { b.zIndex = try z.integer() }
        if let c = o["contentInsets"] { b.contentInsets = try GeometryDecoder.insets(c) }
        // Space outside the band before the item (a list's headerTopPadding), decision 41.
        if let p = o["outerPadding"] { b.outerPadding = try p.nonNegative() }
        return b
    }

    /// `{background: kind, zIndex, contentInsets}` (`NSCollectionLayoutDecorationItem.background(elementKind:)`, §14).
    static func decoration(_ f: SpecField) throws -> DecorationModel {
        let o = try f.object(["background", "zIndex", "contentInsets"])
        var d = DecorationModel(elementKind: try o.required("background").string())
        if let z = o["zIndex"] { d.zIndex = try z.integer() }
        if let c = o["contentInsets"] { d.contentInsets = try GeometryDecoder.insets(c) }
        return d
    }
}
