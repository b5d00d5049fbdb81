import Foundation
@testable import LayoutEngine

// A generated layout as plain values. The engine's model holds closures (custom groups, section providers,
// invalidation handlers, measurement), which cannot be compared or printed; this description can, and
// `model()` / `input()` build fresh engine values from it every time, so two builds are independent.

/// An item or, when `group` is set, a group.
struct GenItem: Hashable, Sendable {
    var size: SizeSpec
    var insets = NSDirectionalEdgeInsets.zero
    var edge: EdgeSpacing?
    var supplementaries: [GenSupplementary] = []
    var group: GenGroup?
}

struct GenGroup: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case horizontal, vertical
        /// Frames as fractions of the provider's container size plus points (deterministic provider).
        case custom([GenCustomItem])
    }
    var kind: Kind
    var subitems: [GenItem]
    var arrangement: GroupModel.Arrangement = .pattern
    var spacing: LayoutSpacing?

    var axis: LayoutAxis? {
        switch kind {
        case .horizontal: return .x
        case .vertical: return .y
        case .custom: return nil
        }
    }
}

struct GenCustomItem: Hashable, Sendable {
    var unit: CGRect
    var points: CGRect
    var zIndex: Int
    func frame(in size: CGSize) -> CGRect {
        CGRect(x: unit.minX * size.width + points.minX, y: unit.minY * size.height + points.minY,
               width: unit.width * size.width + points.width, height: unit.height * size.height + points.height)
    }
}

struct GenSupplementary: Hashable, Sendable {
    var kind: String
    var size: SizeSpec
    var containerAnchor: LayoutAnchor
    var itemAnchor: LayoutAnchor?
    var zIndex: Int
    var insets = NSDirectionalEdgeInsets.zero
}

struct GenBoundary: Hashable, Sendable {
    var kind: String
    var size: SizeSpec
    var alignment: NSRectAlignment
    var offset: CGPoint = .zero
    var extendsBoundary = true
    var pinned = false
    var zIndex = 1
    var insets = NSDirectionalEdgeInsets.zero
}

/// A deterministic invalidation handler: shifts, scales (and, for the world properties, shears and
/// translates), fades and hides some items.
struct GenHandler: Hashable, Sendable {
    var shift: CGPoint
    var scale: CGFloat
    var alpha: CGFloat
    var hideEvery: Int
    /// The transform's b, c and tx (0 from the generator): a transform that a mirror image must conjugate.
    var shear = CGPoint.zero
    var translation: CGFloat = 0
}

struct GenSection: Hashable, Sendable {
    var group: GenItem
    var insets = NSDirectionalEdgeInsets.zero
    var interGroupSpacing: CGFloat = 0
    var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    var boundary: [GenBoundary] = []
    var decorations: [DecorationModel] = []
    var followInsets = true
    var contentReference: UIContentInsetsReference = .automatic
    var supplementaryReference: UIContentInsetsReference = .automatic
    var handler: GenHandler?
}

/// Self-sizing: a measured size derived from the element's index and the proposal.
struct GenMeasure: Hashable, Sendable {
    var factors: [CGFloat]
    var extra: CGFloat
    func measure(_ key: ElementKey, _ proposed: CGSize) -> CGSize {
        let f = factors[key.item % factors.count]
        return CGSize(width: proposed.width * f, height: proposed.height * f + extra * CGFloat(key.item % 3))
    }
}

struct GenEnvironment: Hashable, Sendable {
    var viewSize: CGSize
    var safeArea = UIEdgeInsets.zero
    var layoutMargins: UIEdgeInsets?
    var readableInsets: UIEdgeInsets?
    var traits = UITraitCollection()
    var itemCounts: [Int]
    var contentOffset: CGPoint?
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var measure: GenMeasure?
}

/// One generated case: a layout and the environment it is resolved in.
struct LayoutCase: Hashable, Sendable, CustomStringConvertible {
    var seed: UInt64
    /// Every value keeps elements inside their containers (no negative lengths, no overflowing
    /// fractions, no offsets): the content-size coverage property applies (see LayoutPropertyTests).
    var contained: Bool
    /// Section i uses sections[i % sections.count]; a single entry is a uniform layout.
    var sections: [GenSection]
    var useProvider: Bool
    /// The provider returns nil for this section index (exercises `missingSection`).
    var providerNilAt: Int?
    var scrollDirection: UICollectionView.ScrollDirection = .vertical
    var interSectionSpacing: CGFloat = 0
    var layoutBoundary: [GenBoundary] = []
    var contentReference: UIContentInsetsReference = .safeArea
    var environment: GenEnvironment

    func section(_ i: Int) -> GenSection { sections[i % sections.count] }

    // MARK: building engine values

    func model() -> LayoutModel {
        let config = ConfigurationModel(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
                                        boundarySupplementaryItems: layoutBoundary.map(Self.boundary),
                                        contentInsetsReference: contentReference)
        if !useProvider && providerNilAt == nil {
            return LayoutModel(section: Self.section(sections[0]), configuration: config)
        }
        let built = sections.map(Self.section)
        let nilAt = providerNilAt
        return LayoutModel(configuration: config) { i, _ in i == nilAt ? nil : built[i % built.count] }
    }

    func input() -> LayoutInput {
        let e = environment
        // The world these properties compare with (ExpectedSlots, the twins, scaling) is the unrounded arithmetic of
        // the rules: iOS 15's. The floor to the pixel grid of iOS 16+ (decision 57) is IOSVersionTests', by hand.
        var traits = e.traits
        traits.iosVersion = IOSVersion(15)
        return LayoutInput(viewSize: e.viewSize, safeAreaInsets: e.safeArea, layoutMargins: e.layoutMargins,
                           readableContentInsets: e.readableInsets, traits: traits, itemCounts: e.itemCounts,
                           contentOffset: e.contentOffset, orthogonalOffsets: e.orthogonalOffsets,
                           measure: e.measure.map { m in { key, size in m.measure(key, size) } })
    }

    static func item(_ g: GenItem) -> ItemModel {
        var m = ItemModel(layoutSize: g.size, contentInsets: g.insets, edgeSpacing: g.edge,
                          supplementaryItems: g.supplementaries.map(supplementary))
        if let gg = g.group {
            let kind: GroupModel.Kind
            switch gg.kind {
            case .horizontal: kind = .horizontal
            case .vertical: kind = .vertical
            case .custom(let items):
                kind = .custom(CustomGroupProvider { env in
                    items.map { CustomItem(frame: $0.frame(in: env.layoutContainer.contentSize), zIndex: $0.zIndex) }
                })
            }
            m.group = GroupModel(kind: kind, subitems: gg.subitems.map(item), arrangement: gg.arrangement,
                                 interItemSpacing: gg.spacing)
        }
        return m
    }

    static func supplementary(_ s: GenSupplementary) -> SupplementaryModel {
        SupplementaryModel(elementKind: s.kind, layoutSize: s.size, containerAnchor: s.containerAnchor,
                           itemAnchor: s.itemAnchor, zIndex: s.zIndex, contentInsets: s.insets)
    }

    static func boundary(_ b: GenBoundary) -> BoundaryItemModel {
        BoundaryItemModel(elementKind: b.kind, layoutSize: b.size, alignment: b.alignment, absoluteOffset: b.offset,
                          extendsBoundary: b.extendsBoundary, pinToVisibleBounds: b.pinned, zIndex: b.zIndex,
                          contentInsets: b.insets)
    }

    static func section(_ s: GenSection) -> SectionModel {
        var handler: VisibleItemsInvalidationHandler?
        if let h = s.handler {
            handler = { items, _, _ in
                for (n, v) in items.enumerated() {
                    v.center = CGPoint(x: v.center.x + h.shift.x, y: v.center.y + h.shift.y)
                    v.transform = CGAffineTransform(a: h.scale, b: h.shear.x, c: h.shear.y, d: h.scale, tx: h.translation, ty: 0)
                    v.alpha = h.alpha
                    if h.hideEvery > 0 && n % h.hideEvery == 0 { v.isHidden = true }
                }
            }
        }
        return SectionModel(group: item(s.group), contentInsets: s.insets, interGroupSpacing: s.interGroupSpacing,
                            orthogonalScrollingBehavior: s.orthogonal, boundarySupplementaryItems: s.boundary.map(boundary),
                            decorationItems: s.decorations, supplementariesFollowContentInsets: s.followInsets,
                            contentInsetsReference: s.contentReference, supplementaryContentInsetsReference: s.supplementaryReference,
                            visibleItemsInvalidationHandler: handler)
    }

    // MARK: printing (for reproducing a failure by hand)

    var description: String {
        var out = "LayoutCase(seed: \(seed), contained: \(contained), \(scrollDirection), interSectionSpacing \(interSectionSpacing), reference \(contentReference)"
        if useProvider || providerNilAt != nil { out += ", provider (nil at \(providerNilAt.map(String.init) ?? "-"))" }
        out += ")\n  env: \(environment)"
        for b in layoutBoundary { out += "\n  layout boundary \(b)" }
        for (i, s) in sections.enumerated() {
            out += "\n  section[\(i)]: insets \(s.insets) interGroup \(s.interGroupSpacing) ortho \(s.orthogonal) follow \(s.followInsets) ref \(s.contentReference)/\(s.supplementaryReference)"
            if let h = s.handler { out += " handler \(h)" }
            for b in s.boundary { out += "\n    boundary \(b)" }
            for d in s.decorations { out += "\n    decoration \(d)" }
            out += Self.describe(s.group, indent: "    ")
        }
        return out
    }

    static func describe(_ g: GenItem, indent: String) -> String {
        var out = "\n\(indent)\(g.group.map { "group \($0.kind) \($0.arrangement) spacing \(String(describing: $0.spacing))" } ?? "item") \(g.size.shortDescription)"
        if g.insets != .zero { out += " insets \(g.insets)" }
        if let e = g.edge { out += " edge \(e)" }
        for s in g.supplementaries { out += "\n\(indent)  supp \(s)" }
        for sub in g.group?.subitems ?? [] { out += describe(sub, indent: indent + "  ") }
        return out
    }
}
