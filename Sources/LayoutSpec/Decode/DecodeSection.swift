import Foundation
import LayoutEngine

/// Sections (`NSCollectionLayoutSection`), width variants and the configuration.
enum SectionDecoder {
    static let sectionKeys = ["group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
                              "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
                              "contentInsetsReference", "supplementaryContentInsetsReference",
                              "visibleItemsInvalidation"]

    static let behaviors: [(String, UICollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
    ]

    static func section(_ f: SpecField) throws -> SectionModel {
        let o = try f.object(sectionKeys)
        let groupField = try o.required("group")
        let group = try ItemDecoder.item(groupField)
        // A section repeats a group; UIKit's initialiser takes NSCollectionLayoutGroup, not an item.
        guard group.isGroup else {
            throw groupField.error("a section needs a group: add 'group: horizontal', 'vertical' or 'custom'")
        }
        var s = SectionModel(group: group)
        if let c = o["contentInsets"] { s.contentInsets = try GeometryDecoder.insets(c) }
        if let g = o["interGroupSpacing"] { s.interGroupSpacing = try g.nonNegative() }
        if let b = o["orthogonalScrollingBehavior"] {
            s.orthogonalScrollingBehavior = try b.choice(behaviors, what: "orthogonalScrollingBehavior")
        }
        if let b = o["boundarySupplementaryItems"] {
            s.boundarySupplementaryItems = try b.list().map(SupplementaryDecoder.boundary)
        }
        if let d = o["decorationItems"] { s.decorationItems = try d.list().map(SupplementaryDecoder.decoration) }
        if let v = o["supplementariesFollowContentInsets"] { s.supplementariesFollowContentInsets = try v.bool() }
        if let r = o["contentInsetsReference"] {
            s.contentInsetsReference = try r.choice(GeometryDecoder.insetsReferences, what: "contentInsetsReference")
        }
        if let r = o["supplementaryContentInsetsReference"] {
            s.supplementaryContentInsetsReference = try r.choice(GeometryDecoder.insetsReferences,
                                                                 what: "supplementaryContentInsetsReference")
        }
        if let v = o["visibleItemsInvalidation"] { s.visibleItemsInvalidationHandler = try invalidation(v) }
        return s
    }

    /// Named effects standing in for a `visibleItemsInvalidationHandler` closure.
    private static func invalidation(_ f: SpecField) throws -> VisibleItemsInvalidationHandler {
        let o = try f.object(["scale"])
        let s = try o.required("scale").object(["min", "max"])
        let minScale = try s["min"]?.nonNegative() ?? 0.7
        let maxScale = try s["max"]?.nonNegative() ?? 1.0
        if minScale > maxScale { throw f.error("scale min \(minScale) is larger than max \(maxScale)") }
        return ScaleEffect(minimum: minScale, maximum: maxScale).handler
    }

    /// One entry of `sections:` (or the `section:` for all): a section, or `{byWidth: [...]}` choosing
    /// a section from the container's effective width, as Apple's "Adaptive Sections" provider does.
    static func rule(_ f: SpecField) throws -> SectionRule {
        if case .mapping(let pairs, _) = f.node, pairs.contains(where: { $0.key == "byWidth" }) {
            let o = try f.object(["byWidth"])
            let list = try o.required("byWidth").list()
            if list.isEmpty { throw o.fields["byWidth"]!.error("byWidth needs at least one variant") }
            var variants: [SectionRule.Variant] = []
            for (i, v) in list.enumerated() {
                let vo = try v.object(["maxWidth", "section"])
                let maxWidth = try vo["maxWidth"]?.nonNegative()
                if maxWidth == nil && i != list.count - 1 {
                    throw v.error("only the last byWidth variant may omit maxWidth (it is the fallback)")
                }
                variants.append(.init(maxWidth: maxWidth, section: try section(try vo.required("section"))))
            }
            if variants.last?.maxWidth != nil {
                throw list.last!.error("the last byWidth variant must omit maxWidth so every width has a section")
            }
            return .byWidth(variants)
        }
        return .fixed(try section(f))
    }

    static func configuration(_ f: SpecField) throws -> ConfigurationModel {
        let o = try f.object(["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems",
                              "contentInsetsReference"])
        var c = ConfigurationModel()
        if let d = o["scrollDirection"] {
            c.scrollDirection = try d.choice([("vertical", .vertical), ("horizontal", .horizontal)],
                                             what: "scrollDirection")
        }
        if let s = o["interSectionSpacing"] { c.interSectionSpacing = try s.nonNegative() }
        if let b = o["boundarySupplementaryItems"] {
            c.boundarySupplementaryItems = try b.list().map(SupplementaryDecoder.boundary)
        }
        if let r = o["contentInsetsReference"] {
            c.contentInsetsReference = try r.choice(GeometryDecoder.insetsReferences, what: "contentInsetsReference")
        }
        return c
    }
}

/// How a section index gets its section: always the same, or by container width.
enum SectionRule {
    struct Variant {
        /// Chosen when container.effectiveContentSize.width <= maxWidth; nil = any width.
        var maxWidth: CGFloat?
        var section: SectionModel
    }
    case fixed(SectionModel)
    case byWidth([Variant])

    func section(for environment: LayoutEnvironment) -> SectionModel {
        switch self {
        case .fixed(let s): return s
        case .byWidth(let variants):
            let width = environment.layoutContainer.effectiveContentSize.width
            return (variants.first { $0.maxWidth.map { width <= $0 } ?? true } ?? variants[variants.count - 1]).section
        }
    }
}
