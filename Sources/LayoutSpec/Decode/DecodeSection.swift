import Foundation
import LayoutEngine

/// Sections (`NSCollectionLayoutSection`), width variants and the configuration.
enum SectionDecoder {
    static let sectionKeys = ["group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
                              "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
                              "contentInsetsReference", "supplementaryContentInsetsReference",
                              "visibleItemsInvalidation", "orthogonalScrollingProperties"]

    static let behaviors: [(String, UICollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
    ]

    /// A section: `group:` (an ordinary section) or `list:` (`NSCollectionLayoutSection.list`, built per
    /// environment); the other keys are set on the section afterwards, as an app sets them after `list(using:…)`.
    static func section(_ f: SpecField) throws -> SectionSource {
        let o = try f.object(sectionKeys + ["list"])
        let (kind, field) = try o.exactlyOne(of: ["group", "list"], what: "a section")
        let patch = try self.patch(o)
        if kind == "list" {
            let configuration = try ListDecoder.configuration(field)
            return .list(SpecListConfiguration(value: configuration), patch)
        }
        let group = try ItemDecoder.item(field)
        // A section repeats a group; UIKit's initialiser takes NSCollectionLayoutGroup, not an item.
        guard group.isGroup else {
            throw field.error("a section needs a group: add 'group: horizontal', 'vertical' or 'custom'")
        }
        var s = SectionModel(group: group)
        patch(&s)
        return .model(s)
    }

    /// The section properties besides the group, applied to a section model (ordinary or list).
    private static func patch(_ o: SpecObject) throws -> (inout SectionModel) -> Void {
        let contentInsets = try o["contentInsets"].map(GeometryDecoder.insets)
        // Negative: groups overlap (semantics 20.9), as the engine and UIKit allow.
        let interGroupSpacing = try o["interGroupSpacing"]?.number()
        let behavior = try o["orthogonalScrollingBehavior"]?.choice(behaviors, what: "orthogonalScrollingBehavior")
        let boundary = try o["boundarySupplementaryItems"]?.list().map(SupplementaryDecoder.boundary)
        let decorations = try o["decorationItems"]?.list().map(SupplementaryDecoder.decoration)
        let follows = try o["supplementariesFollowContentInsets"]?.bool()
        let reference = try o["contentInsetsReference"]?.choice(GeometryDecoder.insetsReferences, what: "contentInsetsReference")
        let supplementaryReference = try o["supplementaryContentInsetsReference"]?.choice(
            GeometryDecoder.insetsReferences, what: "supplementaryContentInsetsReference")
        let invalidation = try o["visibleItemsInvalidation"].map(invalidation)
        let properties = try o["orthogonalScrollingProperties"].map(orthogonalProperties)
        return { s in
            if let properties { s.orthogonalScrollingProperties = properties }
            if let contentInsets { s.contentInsets = contentInsets }
            if let interGroupSpacing { s.interGroupSpacing = interGroupSpacing }
            if let behavior { s.orthogonalScrollingBehavior = behavior }
            if let boundary { s.boundarySupplementaryItems = boundary }
            if let decorations { s.decorationItems = decorations }
            if let follows { s.supplementariesFollowContentInsets = follows }
            if let reference { s.contentInsetsReference = reference }
            if let supplementaryReference { s.supplementaryContentInsetsReference = supplementaryReference }
            if let invalidation { s.visibleItemsInvalidationHandler = invalidation }
        }
    }

    /// iOS 17's `orthogonalScrollingProperties`: `{decelerationRate: automatic | normal | fast | 0.995,
    /// bounce: automatic | always | never}`; a number is the velocity kept per millisecond, 0 < rate < 1.
    private static func orthogonalProperties(_ f: SpecField) throws -> OrthogonalScrollingProperties {
        let o = try f.object(["decelerationRate", "bounce"])
        var p = OrthogonalScrollingProperties()
        if let rate = o["decelerationRate"] {
            if let v = try? rate.number() {
                guard v > 0, v < 1 else { throw rate.error("decelerationRate must be automatic, normal, fast or a number between 0 and 1 (velocity kept per millisecond), found \(NumberText.string(v))") }
                p.decelerationRate = v
            } else {
                p.decelerationRate = try rate.choice([("automatic", CGFloat?.none), ("normal", OrthogonalScrollingProperties.normalRate),
                                                      ("fast", OrthogonalScrollingProperties.fastRate)], what: "decelerationRate")
            }
        }
        p.bounce = try o["bounce"]?.choice(OrthogonalScrollingProperties.Bounce.allCases.map { ($0.name, $0) }, what: "bounce") ?? .automatic
        return p
    }

    /// Named effects standing in for a `visibleItemsInvalidationHandler` closure: the seed's `scale`, or what a
    /// handler written in Swift did at one scroll position (`recorded`, written by `layout-render export`).
    private static func invalidation(_ f: SpecField) throws -> VisibleItemsInvalidationHandler {
        let o = try f.object(["scale", "recorded"])
        if o["scale"] != nil && o["recorded"] != nil { throw f.error("give either 'scale' or 'recorded', not both") }
        if let recorded = o["recorded"] { return try RecordedPresentation(entries: recorded.list().map(entry)).handler }
        let s = try o.required("scale").object(["min", "max"])
        let minScale = try s["min"]?.nonNegative() ?? 0.7
        let maxScale = try s["max"]?.nonNegative() ?? 1.0
        if minScale > maxScale { throw f.error("scale min \(minScale) is larger than max \(maxScale)") }
        return ScaleEffect(minimum: minScale, maximum: maxScale).handler
    }

    /// `{category, elementKind, section, item, alpha, zIndex, hidden, centerDelta: {x, y}, transform: {a, b, c, d, tx, ty}}`
    private static func entry(_ f: SpecField) throws -> RecordedPresentation.Entry {
        let o = try f.object(["category", "elementKind", "section", "item", "alpha", "zIndex", "hidden",
                              "centerDelta", "transform"])
        let category = try o.required("category").choice(ElementCategory.allCases.map { ($0.rawValue, $0) },
                                                         what: "category")
        let key = ElementKey(category: category, elementKind: try o.required("elementKind").string(),
                             section: try o.required("section").integer(minimum: 0),
                             item: try o.required("item").integer(minimum: 0))
        var t = CGAffineTransform.identity
        if let tf = o["transform"] {
            let to = try tf.object(["a", "b", "c", "d", "tx", "ty"])
            t = CGAffineTransform(a: try to.required("a").number(), b: try to.required("b").number(),
                                  c: try to.required("c").number(), d: try to.required("d").number(),
                                  tx: try to.required("tx").number(), ty: try to.required("ty").number())
        }
        return RecordedPresentation.Entry(key: key, alpha: try o["alpha"]?.number() ?? 1,
                                          zIndex: try o["zIndex"]?.integer() ?? 0, isHidden: try o["hidden"]?.bool() ?? false,
                                          centerDelta: try o["centerDelta"].map(GeometryDecoder.point) ?? .zero,
                                          transform: t)
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
        if let s = o["interSectionSpacing"] { c.interSectionSpacing = try s.number() }   // negative overlaps (20.9)
        if let b = o["boundarySupplementaryItems"] {
            c.boundarySupplementaryItems = try b.list().map(SupplementaryDecoder.boundary)
        }
        if let r = o["contentInsetsReference"] {
            c.contentInsetsReference = try r.choice(GeometryDecoder.insetsReferences, what: "contentInsetsReference")
        }
        return c
    }
}

/// A decoded section: a model, or a list configuration built for each environment and then patched.
enum SectionSource {
    case model(SectionModel)
    case list(SpecListConfiguration, (inout SectionModel) -> Void)

    func section(for environment: LayoutEnvironment) -> SectionModel {
        switch self {
        case .model(let s): return s
        case .list(let configuration, let patch):
            var s = NSCollectionLayoutSection.list(using: configuration.value, layoutEnvironment: environment).sectionModel()
            patch(&s)
            return s
        }
    }
}

/// A list configuration decoded from a spec. UIKit's type is not Sendable because of its handlers; a spec cannot
/// write closures, so this one has none.
struct SpecListConfiguration {
    let value: UICollectionLayoutListConfiguration
}

/// How a section index gets its section: always the same, or by container width.
enum SectionRule {
    struct Variant {
        /// Chosen when container.effectiveContentSize.width <= maxWidth; nil = any width.
        var maxWidth: CGFloat?
        var section: SectionSource
    }
    case fixed(SectionSource)
    case byWidth([Variant])

    func section(for environment: LayoutEnvironment) -> SectionModel {
        switch self {
        case .fixed(let s): return s.section(for: environment)
        case .byWidth(let variants):
            let width = environment.layoutContainer.effectiveContentSize.width
            return (variants.first { $0.maxWidth.map { width <= $0 } ?? true } ?? variants[variants.count - 1])
                .section.section(for: environment)
        }
    }
}
