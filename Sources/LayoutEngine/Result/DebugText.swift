import Foundation

/// The words diagrams print: declarations in the short dimension notation ("0.5 fw", "abs 44"), size
/// call-outs and the layout tree.
enum DebugText {
    static func fmt(_ v: CGFloat) -> String {
        // One decimal at most reads well in call-outs (172.5, 113.3); whole numbers stay whole.
        NumberText.string((v * 10).rounded() / 10, .significant(6))
    }

    /// "0.5 fw → 172.5 pt", "abs 44", "est 44 → 61 pt", "1/3 of group → 110 pt", "custom → 80 pt".
    static func callout(_ d: LayoutDimension?, axis: Axis, resolved: CGFloat, forced: Bool, count: Int? = nil) -> SizeCallout {
        let pt = "\(fmt(resolved)) pt"
        let text: String
        if forced {
            text = (count.map { "1/\($0) of group" } ?? "equal slot") + " → " + pt
            return SizeCallout(axis: axis, declared: nil, resolved: resolved, text: text)
        }
        guard let d else { return SizeCallout(axis: axis, declared: nil, resolved: resolved, text: "custom → \(pt)") }
        switch d {
        case .absolute(let v) where abs(v - resolved) < 1e-6:
            text = d.shortDescription
        case .estimated(let v) where abs(v - resolved) < 1e-6, .uniformAcrossSiblings(let v) where abs(v - resolved) < 1e-6:
            text = d.shortDescription
        default:
            text = "\(d.shortDescription) → \(pt)"
        }
        return SizeCallout(axis: axis, declared: d, resolved: resolved, text: text)
    }

    /// "16" when all four sides agree, otherwise the non-zero sides: "top 8, leading 16".
    static func insets(_ i: NSDirectionalEdgeInsets) -> String {
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return fmt(i.top) }
        return [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(fmt($0.1))" }.joined(separator: ", ")
    }

    static func spacing(_ s: Spacing) -> String { s.isFlexible ? "≥ \(fmt(s.value))" : fmt(s.value) }

    static func edgeSpacing(_ e: EdgeSpacing) -> String {
        [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
            .compactMap { name, s in s.map { "\(name) \(spacing($0))" } }.joined(separator: ", ")
    }

    static func section(_ s: SectionModel) -> String { "Section(" + sectionParts(s).joined(separator: ", ") + ")" }

    static func sectionParts(_ s: SectionModel) -> [String] {
        var parts: [String] = []
        if s.contentInsets != .zero { parts.append("insets \(insets(s.contentInsets))") }
        if s.interGroupSpacing != 0 { parts.append("interGroupSpacing \(fmt(s.interGroupSpacing))") }
        if s.orthogonalScrollingBehavior != .none { parts.append("orthogonal \(s.orthogonalScrollingBehavior.name)") }
        return parts
    }

    /// "Group(h, 1 fw × 0.5 fw, count 2)" or "Item(0.5 fw × abs 44)".
    static func declaration(_ item: ItemModel) -> String {
        guard let g = item.group else { return "Item(\(item.layoutSize.shortDescription))" }
        let kind: String
        switch g.kind {
        case .horizontal: kind = "h"
        case .vertical: kind = "v"
        case .custom: kind = "custom"
        }
        var s = "Group(\(kind), \(item.layoutSize.shortDescription)"
        switch g.arrangement {
        case .pattern: break
        case .equalSlots(let n): s += ", count \(n)"
        case .repeating(let n): s += ", repeating \(n)"
        }
        return s + ")"
    }

    /// Modifiers shown after a node's declaration: insets, spacing, edge spacing, supplementaries.
    static func modifiers(_ item: ItemModel) -> String {
        var parts: [String] = []
        if item.contentInsets != .zero { parts.append("insets \(insets(item.contentInsets))") }
        if let s = item.group?.interItemSpacing, s.value != 0 || s.isFlexible { parts.append("spacing \(spacing(s))") }
        if let e = item.edgeSpacing, !edgeSpacing(e).isEmpty { parts.append("edge \(edgeSpacing(e))") }
        for s in item.supplementaryItems { parts.append("+ \(s.elementKind) \(s.layoutSize.shortDescription)") }
        return parts.isEmpty ? "" : " · " + parts.joined(separator: " · ")
    }

    /// "Section 0 · 12 items in 6 groups · …" then "› Group(…)" with each nesting level indented by two spaces.
    static func tree(_ s: SectionModel, index: Int, itemCount: Int, instances: Int) -> [String] {
        var head = "Section \(index) · \(itemCount) item\(itemCount == 1 ? "" : "s") in \(instances) group\(instances == 1 ? "" : "s")"
        for p in sectionParts(s) { head += " · " + p }
        for b in s.boundarySupplementaryItems { head += " · + \(b.elementKind) \(b.layoutSize.shortDescription)" }
        if !s.decorationItems.isEmpty { head += " · + background" }
        var lines = [head]
        func walk(_ item: ItemModel, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "› " + declaration(item) + modifiers(item))
            item.group?.subitems.forEach { walk($0, depth: depth + 1) }
        }
        walk(s.group, depth: 1)
        return lines
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The UIKit case name ("groupPaging").
    public var name: String {
        switch self {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }
}
