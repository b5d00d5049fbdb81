import Foundation
import LayoutEngine
import LayoutSystem

/// The top level of a spec file (docs/spec-format.md).
enum DocumentDecoder {
    /// `shared` is never decoded itself: it holds YAML anchors (&name) that sections reuse with
    /// aliases (*name), so repeated groups are written once; they are checked where they are used.
    static let topKeys = ["$schema", "name", "description", "seed", "source", "shared", "environment",
                          "configuration", "section", "sections", "data"]

    /// Items per section at most; larger layouts belong in code, not a spec file.
    static let maxItemsPerSection = 10_000_000

    static func document(_ root: SpecField) throws -> LayoutSpecDocument {
        let o = try root.object(topKeys)
        let metadata = SpecMetadata(name: try o["name"]?.string(), description: try o["description"]?.string(),
                                    seed: try o["seed"]?.string(), source: try o["source"]?.string())
        let configuration = try o["configuration"].map(SectionDecoder.configuration) ?? ConfigurationModel()

        let layout: LayoutModel
        var layoutCount: Int? = nil
        if o["section"] != nil && o["sections"] != nil {
            throw o.fields["sections"]!.error("give either 'section' (one layout for all sections) or 'sections', not both")
        }
        if let one = o["section"] {
            switch try SectionDecoder.rule(one) {
            case .fixed(.model(let s)): layout = LayoutModel(section: s, configuration: configuration)
            case let rule: layout = LayoutModel(configuration: configuration) { _, env in rule.section(for: env) }
            }
        } else if let many = o["sections"] {
            let rules = try many.list().map(SectionDecoder.rule)
            if rules.isEmpty { throw many.error("'sections' needs at least one section") }
            layoutCount = rules.count
            layout = LayoutModel(configuration: configuration) { index, env in
                index >= 0 && index < rules.count ? rules[index].section(for: env) : nil
            }
        } else {
            throw root.error("missing key 'section' (one layout for all sections) or 'sections' (one per section)")
        }

        let dataField = try o.required("data")
        let data = try self.data(dataField)
        if let layoutCount, data.sections.count > layoutCount {
            throw dataField.child(dataField.node, "sections").error(
                "data has \(data.sections.count) sections but 'sections' lists only \(layoutCount) section layouts")
        }
        let environment = try o["environment"].map(self.environment) ?? SpecEnvironment()
        return LayoutSpecDocument(metadata: metadata, layout: layout, data: data, environment: environment,
                                  file: root.context.file, syntax: root.node)
    }

    static func data(_ f: SpecField) throws -> SpecData {
        let o = try f.object(["sections", "supplementaryTitles", "supplementaryStyles", "colorSeed"])
        let sections = try o.required("sections").list().map(sectionData)
        var d = SpecData(sections: sections)
        if let t = o["supplementaryTitles"] { d.supplementaryTitles = try titles(t) }
        if let s = o["supplementaryStyles"] { d.supplementaryStyles = try styles(s) }
        if let c = o["colorSeed"] { d.colorSeed = UInt64(try c.integer(minimum: 0)) }
        return d
    }

    /// A section's data: a bare item count, or `{items: count | [items], supplementaryTitles, supplementaryStyles}`.
    private static func sectionData(_ f: SpecField) throws -> SectionData {
        if case .scalar = f.node { return SectionData(itemCount: try f.integer(minimum: 0, maximum: maxItemsPerSection)) }
        let o = try f.object(["items", "supplementaryTitles", "supplementaryStyles"])
        let itemsField = try o.required("items")
        var s: SectionData
        if case .sequence = itemsField.node {
            let items = try itemsField.list().map(item)
            s = SectionData(itemCount: items.count, items: items)
        } else {
            s = SectionData(itemCount: try itemsField.integer(minimum: 0, maximum: maxItemsPerSection))
        }
        if let t = o["supplementaryTitles"] { s.supplementaryTitles = try titles(t) }
        if let st = o["supplementaryStyles"] { s.supplementaryStyles = try styles(st) }
        return s
    }

    private static func item(_ f: SpecField) throws -> ItemData {
        let o = try f.object(["color", "title"])
        var item = ItemData(title: try o["title"]?.string())
        if let c = o["color"] {
            let text = try c.string()
            guard let color = RGBColor(hex: text) else { throw c.error("colour '\(DisplayText.echo(text))' is not of the form \"#RRGGBB\"") }
            item.color = color
        }
        return item
    }

    private static func titles(_ f: SpecField) throws -> [String: String] {
        var result: [String: String] = [:]
        for (kind, value) in try f.entries() { result[kind] = try value.string() }
        return result
    }

    private static func styles(_ f: SpecField) throws -> [String: SupplementaryAppearance] {
        let names = SupplementaryAppearance.allCases.map { ($0.rawValue, $0) }
        var result: [String: SupplementaryAppearance] = [:]
        for (kind, value) in try f.entries() { result[kind] = try value.choice(names, what: "supplementary style") }
        return result
    }

    static func environment(_ f: SpecField) throws -> SpecEnvironment {
        let o = try f.object(["device", "size", "safeArea", "landscape", "contentOffset", "orthogonalOffsets",
                              "fullContent", "layoutDirection", "displayScale", "contentSizeCategory", "ios"])
        var e = SpecEnvironment(device: try o["device"]?.string(), landscape: try o["landscape"]?.bool(),
                                fullContent: try o["fullContent"]?.bool())
        e.layoutDirection = try o["layoutDirection"]?.choice(
            [("leftToRight", UITraitEnvironmentLayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)],
            what: "layout direction")
        if let scale = o["displayScale"] {
            let v = try scale.number(minimum: 1)
            guard v <= 4, v == v.rounded() else { throw scale.error("displayScale must be 1, 2, 3 or 4, found \(NumberText.string(v))") }
            e.displayScale = v
        }
        e.contentSizeCategory = try o["contentSizeCategory"]?.choice(
            UIContentSizeCategory.names.map { ($0.name, $0.category) }, what: "content size category")
        if let ios = o["ios"] { e.ios = try ios.iosVersion() }
        if o["device"] != nil && o["size"] != nil {
            throw o.fields["size"]!.error("give either 'device' or 'size', not both")
        }
        if let size = o["size"] {
            let so = try size.object(["width", "height"])
            e.size = CGSize(width: try so.required("width").number(minimum: 1),
                            height: try so.required("height").number(minimum: 1))
        }
        if let safe = o["safeArea"] {
            let so = try safe.object(["top", "left", "bottom", "right"])
            e.safeArea = UIEdgeInsets(top: try so["top"]?.nonNegative() ?? 0, left: try so["left"]?.nonNegative() ?? 0,
                                      bottom: try so["bottom"]?.nonNegative() ?? 0,
                                      right: try so["right"]?.nonNegative() ?? 0)
        }
        e.contentOffset = try o["contentOffset"].map(GeometryDecoder.point)
        if let offsets = o["orthogonalOffsets"] {
            for (key, value) in try offsets.entries() {
                guard let section = Int(key), section >= 0 else {
                    throw value.error("orthogonalOffsets keys are section indices (0, 1, …), found '\(DisplayText.echo(key))'")
                }
                e.orthogonalOffsets[section] = try value.number()
            }
        }
        return e
    }
}
