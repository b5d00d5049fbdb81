import Foundation
import LayoutEngine

/// The words diagrams print: declarations in the short dimension notation ("0.5 fw", "abs 44"), size
/// call-outs, spacing labels and the layout tree, made from the geometry and models of a `LayoutTrace`.
public enum DiagramText {
    public static func fmt(_ v: CGFloat) -> String {
        // One decimal at most reads well in call-outs (172.5, 113.3); whole numbers stay whole.
        NumberText.string((v * 10).rounded() / 10, .significant(6))
    }

    /// "0.5 fw → 172.5 pt", "abs 44", "est 44 → 61 pt", "1/3 of group → 110 pt", "custom → 80 pt".
    public static func callout(_ c: SizeCallout) -> String {
        let pt = "\(fmt(c.resolved)) pt"
        if c.isForced { return (c.forcedCount.map { "1/\($0) of group" } ?? "equal slot") + " → " + pt }
        guard let d = c.declared else { return "custom → \(pt)" }
        switch d {
        case .absolute(let v) where abs(v - c.resolved) < 1e-6:
            return d.shortDescription
        case .estimated(let v) where abs(v - c.resolved) < 1e-6, .uniformAcrossSiblings(let v) where abs(v - c.resolved) < 1e-6:
            return d.shortDescription
        default:
            return "\(d.shortDescription) → \(pt)"
        }
    }

    /// "8", or "≥ 8 → 20" for flexible spacing that received leftover space (one decimal at most).
    public static func label(_ r: SpacingRegion) -> String {
        let v = fmt(r.value)
        guard r.declared.isFlexible else { return v }
        let d = fmt(r.declared.value)
        return abs(r.value - r.declared.value) < 1e-6 ? "≥ \(d)" : "≥ \(d) → \(v)"
    }

    /// "Item(0.5 fw × abs 44)", or "CustomItem" for an item a custom group's provider returned.
    public static func declaration(_ item: ItemDebugInfo) -> String {
        item.model.map { "Item(\($0.layoutSize.shortDescription))" } ?? "CustomItem"
    }

    /// "Section(insets 16, interGroupSpacing 8, orthogonal groupPaging)".
    public static func declaration(_ s: SectionDebugInfo) -> String { s.model.map(section) ?? "Section" }

    /// The layout tree: "Section 0 · …", then one indented "› Group(…)" / "› Item(…)" line per model node.
    public static func tree(_ s: SectionDebugInfo) -> [String] {
        s.model.map { tree($0, index: s.index, itemCount: s.itemCount, instances: s.instanceCount) } ?? []
    }

    /// "16" when all four sides agree, otherwise the non-zero sides: "top 8, leading 16".
    static func insets(_ i: NSDirectionalEdgeInsets) -> String {
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return fmt(i.top) }
        return [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(fmt($0.1))" }.joined(separator: ", ")
    }

    static func spacing(_ s: LayoutSpacing) -> String { s.isFlexible ? "≥ \(fmt(s.value))" : fmt(s.value) }

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
    public static func declaration(_ item: ItemModel) -> String {
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

// The same words as properties of the trace's values, for diagrams and their readers.
extension SizeCallout {
    /// "0.5 fw → 172.5 pt", "abs 44", … (`DiagramText.callout`).
    public var text: String { DiagramText.callout(self) }
}

extension SpacingRegion {
    /// "8", or "≥ 8 → 20" (`DiagramText.label`).
    public var label: String { DiagramText.label(self) }
}

extension ItemDebugInfo {
    /// "Item(abs 170 × 1 fh)" or "CustomItem".
    public var declaration: String { DiagramText.declaration(self) }
}

extension GroupDebugInfo {
    /// "Group(h, 1 fw × abs 100)".
    public var declaration: String { model.map(DiagramText.declaration) ?? "Group" }
}

extension SectionDebugInfo {
    /// "Section(insets 16, …)".
    public var declaration: String { DiagramText.declaration(self) }
    /// The layout tree of the section (`DiagramText.tree`).
    public var tree: [String] { DiagramText.tree(self) }
}
