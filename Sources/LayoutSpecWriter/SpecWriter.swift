import Foundation
import LayoutEngine

/// Why a layout cannot be written as a spec: the spec path of the part, and what it is.
public struct SpecWriterError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes the engine's value model in the spec format (docs/spec-format.md) — the inverse of `LayoutSpecReader`:
/// reading what this writes gives the same model, hence the same frames (round-trip tested).
///
/// Closures are not data. A section provider is written as the sections it returned (`sections:`, one per index,
/// evaluated by the caller for one environment); a custom group as the items its provider returns for
/// `customEnvironment`; an invalidation handler as what it did at one scroll position (`recordedHandlers`, by the
/// section's spec path), and without a recording it is an error naming its path.
public struct SpecWriter: Sendable {
    public var customEnvironment: LayoutEnvironment
    /// "sections[2]" or "section" → what that section's handler did.
    public var recordedHandlers: [String: RecordedPresentation]

    public init(customEnvironment: LayoutEnvironment, recordedHandlers: [String: RecordedPresentation] = [:]) {
        self.customEnvironment = customEnvironment; self.recordedHandlers = recordedHandlers
    }

    /// A whole document: metadata, environment, configuration, `section` or `sections`, data.
    public func document(name: String?, description: String?, source: String?, environment: [(String, SpecValue)],
                         configuration: ConfigurationModel, sections: [SectionModel], uniform: Bool,
                         itemCounts: [Int]) throws -> SpecValue {
        var top: [(String, SpecValue)] = []
        if let name { top.append(("name", .string(name))) }
        if let description { top.append(("description", .string(description))) }
        if let source { top.append(("source", .string(source))) }
        if !environment.isEmpty { top.append(("environment", .object(environment))) }
        let c = try self.configuration(configuration)
        if case .object(let f) = c, !f.isEmpty { top.append(("configuration", c)) }
        if uniform, let first = sections.first {
            top.append(("section", try section(first, path: "section")))
        } else {
            top.append(("sections", .list(try sections.enumerated().map { try section($1, path: "sections[\($0)]") })))
        }
        top.append(("data", .object([("sections", .list(itemCounts.map { .number(Double($0)) }))])))
        return .object(top)
    }

    public func configuration(_ c: ConfigurationModel) throws -> SpecValue {
        var f: [(String, SpecValue)] = []
        if c.scrollDirection != .vertical { f.append(("scrollDirection", .string("\(c.scrollDirection)"))) }
        if c.interSectionSpacing != 0 { f.append(("interSectionSpacing", .number(Double(c.interSectionSpacing)))) }
        if !c.boundarySupplementaryItems.isEmpty {
            f.append(("boundarySupplementaryItems", .list(c.boundarySupplementaryItems.map(boundary))))
        }
        if c.contentInsetsReference != .automatic {
            f.append(("contentInsetsReference", .string("\(c.contentInsetsReference)")))
        }
        return .object(f)
    }

    public func section(_ s: SectionModel, path: String) throws -> SpecValue {
        var f: [(String, SpecValue)]
        if let style = s.list {
            // A list section is written as `list:` (so it is drawn as a list) followed by its insets and boundary
            // items as they are, which a reader sets after building the list: the frames come out the same.
            f = [("list", list(style)), ("contentInsets", insets(s.contentInsets)),
                 ("boundarySupplementaryItems", .list(s.boundarySupplementaryItems.map(boundary)))]
        } else {
            f = [("group", try item(s.group, path: path + ".group"))]
            if s.contentInsets != .zero { f.append(("contentInsets", insets(s.contentInsets))) }
        }
        if s.interGroupSpacing != 0 { f.append(("interGroupSpacing", .number(Double(s.interGroupSpacing)))) }
        if s.orthogonalScrollingBehavior != .none {
            f.append(("orthogonalScrollingBehavior", .string("\(s.orthogonalScrollingBehavior)")))
        }
        if s.orthogonalScrollingProperties != OrthogonalScrollingProperties() {
            var p: [(String, SpecValue)] = []
            if let rate = s.orthogonalScrollingProperties.decelerationRate {
                p.append(("decelerationRate", rate == OrthogonalScrollingProperties.normalRate ? .string("normal")
                          : rate == OrthogonalScrollingProperties.fastRate ? .string("fast") : .number(Double(rate))))
            }
            if s.orthogonalScrollingProperties.bounce != .automatic {
                p.append(("bounce", .string(s.orthogonalScrollingProperties.bounce.name)))
            }
            f.append(("orthogonalScrollingProperties", .object(p)))
        }
        if s.list == nil && !s.boundarySupplementaryItems.isEmpty {
            f.append(("boundarySupplementaryItems", .list(s.boundarySupplementaryItems.map(boundary))))
        }
        if !s.decorationItems.isEmpty { f.append(("decorationItems", .list(s.decorationItems.map(decoration)))) }
        if !s.supplementariesFollowContentInsets { f.append(("supplementariesFollowContentInsets", .bool(false))) }
        if s.contentInsetsReference != .automatic {
            f.append(("contentInsetsReference", .string("\(s.contentInsetsReference)")))
        }
        if s.supplementaryContentInsetsReference != .automatic {
            f.append(("supplementaryContentInsetsReference", .string("\(s.supplementaryContentInsetsReference)")))
        }
        if s.visibleItemsInvalidationHandler != nil {
            guard let recorded = recordedHandlers[path] else {
                throw SpecWriterError(path: path + ".visibleItemsInvalidationHandler",
                                      reason: "an invalidation handler is code; a spec holds only what it did at one scroll position")
            }
            f.append(("visibleItemsInvalidation", .object([("recorded", .list(recorded.entries.map(entry)))])))
        }
        return .object(f)
    }

    public func item(_ i: ItemModel, path: String) throws -> SpecValue {
        var f: [(String, SpecValue)] = []
        if let g = i.group {
            switch g.kind {
            case .horizontal: f.append(("group", .string("horizontal")))
            case .vertical: f.append(("group", .string("vertical")))
            case .custom: f.append(("group", .string("custom")))
            }
        }
        f.append(("layoutSize", size(i.layoutSize)))
        if i.contentInsets != .zero { f.append(("contentInsets", insets(i.contentInsets))) }
        if let e = i.edgeSpacing { f.append(("edgeSpacing", edgeSpacing(e))) }
        if !i.supplementaryItems.isEmpty { f.append(("supplementaryItems", .list(i.supplementaryItems.map(supplementary)))) }
        if let g = i.group {
            switch g.kind {
            case .custom(let provider):
                let items = provider.provide(customEnvironment)
                f.append(("customItems", .list(items.map { c in
                    .object([("frame", .object([("x", .number(c.frame.minX)), ("y", .number(c.frame.minY)),
                                                ("width", .number(c.frame.width)), ("height", .number(c.frame.height))])),
                             ("zIndex", .number(Double(c.zIndex)))])
                })))
            case .horizontal, .vertical:
                switch g.arrangement {
                case .pattern:
                    f.append(("subitems", .list(try g.subitems.enumerated().map {
                        try item($1, path: path + ".subitems[\($0)]")
                    })))
                case .equalSlots(let n):
                    f.append(("subitem", try item(g.subitems[0], path: path + ".subitem")))
                    f.append(("count", .number(Double(n))))
                case .repeating(let n):
                    f.append(("repeatingSubitem", try item(g.subitems[0], path: path + ".repeatingSubitem")))
                    f.append(("count", .number(Double(n))))
                }
            }
            if let s = g.interItemSpacing { f.append(("interItemSpacing", spacing(s))) }
        }
        return .object(f)
    }

    func entry(_ e: RecordedPresentation.Entry) -> SpecValue {
        let t = e.transform
        var f: [(String, SpecValue)] = [("category", .string(e.key.category.rawValue)),
                                        ("elementKind", .string(e.key.elementKind)),
                                        ("section", .number(Double(e.key.section))), ("item", .number(Double(e.key.item))),
                                        ("alpha", .number(e.alpha)), ("zIndex", .number(Double(e.zIndex)))]
        if e.isHidden { f.append(("hidden", .bool(true))) }
        if e.centerDelta != .zero { f.append(("centerDelta", point(e.centerDelta))) }
        if !t.isIdentity {
            f.append(("transform", .object([("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)),
                                            ("d", .number(t.d)), ("tx", .number(t.tx)), ("ty", .number(t.ty))])))
        }
        return .object(f)
    }

    func size(_ s: SizeSpec) -> SpecValue {
        .object([("widthDimension", dimension(s.width)), ("heightDimension", dimension(s.height))])
    }
    func dimension(_ d: LayoutDimension) -> SpecValue {
        switch d {
        case .fractionalWidth(let v): return .object([("fractionalWidth", .number(v))])
        case .fractionalHeight(let v): return .object([("fractionalHeight", .number(v))])
        case .absolute(let v): return .object([("absolute", .number(v))])
        case .estimated(let v): return .object([("estimated", .number(v))])
        case .uniformAcrossSiblings(let v): return .object([("uniformAcrossSiblings", .number(v))])
        }
    }
    func insets(_ i: NSDirectionalEdgeInsets) -> SpecValue {
        .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)),
                 ("trailing", .number(i.trailing))])
    }
    func spacing(_ s: LayoutSpacing) -> SpecValue {
        switch s {
        case .fixed(let v): return .object([("fixed", .number(v))])
        case .flexible(let v): return .object([("flexible", .number(v))])
        }
    }
    func edgeSpacing(_ e: EdgeSpacing) -> SpecValue {
        var f: [(String, SpecValue)] = []
        if let s = e.leading { f.append(("leading", spacing(s))) }
        if let s = e.top { f.append(("top", spacing(s))) }
        if let s = e.trailing { f.append(("trailing", spacing(s))) }
        if let s = e.bottom { f.append(("bottom", spacing(s))) }
        return .object(f)
    }
    func point(_ p: CGPoint) -> SpecValue { .object([("x", .number(p.x)), ("y", .number(p.y))]) }
    func anchor(_ a: LayoutAnchor) -> SpecValue {
        var edges: [SpecValue] = []
        for (name, edge) in [("top", NSDirectionalRectEdge.top), ("leading", .leading), ("bottom", .bottom),
                             ("trailing", .trailing)] where a.edges.contains(edge) {
            edges.append(.string(name))
        }
        var f: [(String, SpecValue)] = [("edges", .list(edges))]
        switch a.offset {
        case .absolute(let p): if p != .zero { f.append(("absoluteOffset", point(p))) }
        case .fractional(let p): f.append(("fractionalOffset", point(p)))
        }
        return .object(f)
    }
    func supplementary(_ s: SupplementaryModel) -> SpecValue {
        var f: [(String, SpecValue)] = [("elementKind", .string(s.elementKind)), ("layoutSize", size(s.layoutSize)),
                                        ("containerAnchor", anchor(s.containerAnchor))]
        if let i = s.itemAnchor { f.append(("itemAnchor", anchor(i))) }
        f.append(("zIndex", .number(Double(s.zIndex))))
        if s.contentInsets != .zero { f.append(("contentInsets", insets(s.contentInsets))) }
        return .object(f)
    }
    func boundary(_ b: BoundaryItemModel) -> SpecValue {
        var f: [(String, SpecValue)] = [("elementKind", .string(b.elementKind)), ("layoutSize", size(b.layoutSize)),
                                        ("alignment", .string("\(b.alignment)"))]
        if b.absoluteOffset != .zero { f.append(("absoluteOffset", point(b.absoluteOffset))) }
        f.append(("extendsBoundary", .bool(b.extendsBoundary)))
        f.append(("pinToVisibleBounds", .bool(b.pinToVisibleBounds)))
        f.append(("zIndex", .number(Double(b.zIndex))))
        if b.contentInsets != .zero { f.append(("contentInsets", insets(b.contentInsets))) }
        if b.outerPadding != 0 { f.append(("outerPadding", .number(Double(b.outerPadding)))) }
        return .object(f)
    }
    /// A list configuration as the spec's `list:` reads it (docs/spec-format.md, "List sections").
    func list(_ l: ListSectionStyle) -> SpecValue {
        var f: [(String, SpecValue)] = [("appearance", .string("\(l.appearance)")),
                                        ("headerMode", .string("\(l.headerMode)")),
                                        ("footerMode", .string("\(l.footerMode)"))]
        if !l.showsSeparators { f.append(("showsSeparators", .bool(false))) }
        if l.contentHuggingElements.contains(.supplementaryHeader) {
            f.append(("contentHuggingElements", .list([.string("supplementaryHeader")])))
        }
        if let c = l.backgroundColor { f.append(("backgroundColor", color(c))) }
        let sep = l.separatorConfiguration
        var sf: [(String, SpecValue)] = [("topSeparatorVisibility", .string("\(sep.topSeparatorVisibility)")),
                                         ("bottomSeparatorVisibility", .string("\(sep.bottomSeparatorVisibility)"))]
        func separatorInsets(_ i: NSDirectionalEdgeInsets) -> SpecValue {
            i == UIListSeparatorConfiguration.automaticInsets ? .string("automatic")
                : .object([("leading", .number(Double(i.leading))), ("trailing", .number(Double(i.trailing)))])
        }
        sf.append(("topSeparatorInsets", separatorInsets(sep.topSeparatorInsets)))
        sf.append(("bottomSeparatorInsets", separatorInsets(sep.bottomSeparatorInsets)))
        sf.append(("color", color(sep.color)))
        f.append(("separatorConfiguration", .object(sf)))
        if let content = l.content {
            if let r = content.rows { f.append(("rows", rowContent(r))) }
            if !content.items.isEmpty {
                f.append(("items", .object(content.items.sorted { $0.key < $1.key }.map { (String($0.key), rowContent($0.value)) })))
            }
            if let h = content.header { f.append(("header", rowContent(h))) }
            if let h = content.footer { f.append(("footer", rowContent(h))) }
        }
        return .object(f)
    }

    /// One row's content as `list: {rows: …}` reads it (docs/spec-format.md, "List row content").
    func rowContent(_ r: ListRowContent) -> SpecValue {
        let c = r.configuration
        var f: [(String, SpecValue)] = [("style", .string(c.style.rawValue))]
        if let t = c.text { f.append(("text", .string(t))) }
        if let t = c.secondaryText { f.append(("secondaryText", .string(t))) }
        if let i = c.imageName { f.append(("image", .string(i))) }
        if let t = c.textStyle { f.append(("textStyle", .string(t.rawValue))) }
        if r.indentationLevel > 0 { f.append(("indentationLevel", .number(Double(r.indentationLevel)))) }
        if let t = c.secondaryTextStyle { f.append(("secondaryTextStyle", .string(t.rawValue))) }
        if !r.accessories.isEmpty {
            f.append(("accessories", .list(r.accessories.map { a in
                a.kind == .label ? .object([("label", .string(a.text ?? ""))]) : .string(a.kind.rawValue)
            })))
        }
        return .object(f)
    }

    /// A colour by its UIKit name, or "#RRGGBB" of its light appearance.
    func color(_ c: UIColor) -> SpecValue {
        if let name = c.name { return .string(name) }
        let k = c.resolvedComponents(with: UITraitCollection(userInterfaceStyle: .light))
        return .string(ColorNotation.hex(red: Double(k.red), green: Double(k.green), blue: Double(k.blue)))
    }

    func decoration(_ d: DecorationModel) -> SpecValue {
        var f: [(String, SpecValue)] = [("background", .string(d.elementKind)), ("zIndex", .number(Double(d.zIndex)))]
        if d.contentInsets != .zero { f.append(("contentInsets", insets(d.contentInsets))) }
        return .object(f)
    }
}
