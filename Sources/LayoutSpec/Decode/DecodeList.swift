import Foundation
import LayoutEngine
import LayoutSystem

/// `list:` sections (`UICollectionLayoutListConfiguration`, docs/spec-format.md "List sections").
enum ListDecoder {
    static let keys = ["appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators",
                       "separatorConfiguration", "backgroundColor", "rows", "items", "header", "footer",
                       "contentHuggingElements"]
    /// The keys of one row's content (`UIListContentConfiguration` and the cell's accessories).
    static let contentKeys = ["style", "text", "secondaryText", "image", "textStyle", "secondaryTextStyle", "indentationLevel", "accessories"]
    static let styles: [(String, UIListContentConfiguration.Style)] = UIListContentConfiguration.Style.allCases.map { ($0.rawValue, $0) }
    static let accessoryKinds: [(String, UICellAccessory.Kind)] = UICellAccessory.Kind.allCases.filter { $0 != .label }
        .map { ($0.rawValue, $0) }
    static let appearances: [(String, UICollectionLayoutListConfiguration.Appearance)] = [
        ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
        ("sidebarPlain", .sidebarPlain),
    ]
    static let headerModes: [(String, UICollectionLayoutListConfiguration.HeaderMode)] = [
        ("none", .none), ("supplementary", .supplementary), ("firstItemInSection", .firstItemInSection),
    ]
    static let footerModes: [(String, UICollectionLayoutListConfiguration.FooterMode)] = [
        ("none", .none), ("supplementary", .supplementary),
    ]
    static let visibilities: [(String, UIListSeparatorConfiguration.Visibility)] = [
        ("automatic", .automatic), ("visible", .visible), ("hidden", .hidden),
    ]
    /// The colours a spec may name (`UIColor.named`: fixed and system colours), or "#RRGGBB".
    static let colors: [(String, UIColor)] = UIColor.named.map { ($0.name, $0.color) }

    static func configuration(_ f: SpecField) throws -> UICollectionLayoutListConfiguration {
        let o = try f.object(keys)
        var c = UICollectionLayoutListConfiguration(
            appearance: try o.required("appearance").choice(appearances, what: "list appearance"))
        if let h = o["headerMode"] { c.headerMode = try h.choice(headerModes, what: "headerMode") }
        if let h = o["footerMode"] { c.footerMode = try h.choice(footerModes, what: "footerMode") }
        if let p = o["headerTopPadding"] { c.headerTopPadding = try p.nonNegative() }
        if let s = o["showsSeparators"] { c.showsSeparators = try s.bool() }
        if let h = o["contentHuggingElements"] {
            // iOS 18: `[supplementaryHeader]` (or `[]`).
            for e in try h.list() {
                c.contentHuggingElements.insert(try e.choice([("supplementaryHeader", UICollectionLayoutListConfiguration.ContentHuggingElements.supplementaryHeader)],
                                                             what: "content hugging element"))
            }
        }
        if let b = o["backgroundColor"] { c.backgroundColor = try color(b) }
        if let s = o["separatorConfiguration"] {
            let so = try s.object(["topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets",
                                   "bottomSeparatorInsets", "color"])
            var sep = c.separatorConfiguration
            if let v = so["topSeparatorVisibility"] { sep.topSeparatorVisibility = try v.choice(visibilities, what: "visibility") }
            if let v = so["bottomSeparatorVisibility"] {
                sep.bottomSeparatorVisibility = try v.choice(visibilities, what: "visibility")
            }
            if let i = so["topSeparatorInsets"] { sep.topSeparatorInsets = try separatorInsets(i) }
            if let i = so["bottomSeparatorInsets"] { sep.bottomSeparatorInsets = try separatorInsets(i) }
            if let v = so["color"] { sep.color = try color(v) }
            c.separatorConfiguration = sep
        }
        try decodeContent(o, into: &c)
        return c
    }

    /// `rows:` (every row), `items:` (per item index), `header:`, `footer:` — what the rows hold; each entry's
    /// style defaults to the appearance's (cell or sidebarCell; its header and footer styles; a first-item header
    /// row takes the header style).
    private static func decodeContent(_ o: SpecObject, into c: inout UICollectionLayoutListConfiguration) throws {
        let cellStyle = UIListContentConfiguration.Style.defaultCell(for: c.appearance)
        let headerStyle = UIListContentConfiguration.Style.defaultHeader(for: c.appearance)
        let footerStyle = UIListContentConfiguration.Style.defaultFooter(for: c.appearance)
        if let r = o["rows"] { c.content.rows = try rowContent(r, defaultStyle: cellStyle) }
        if let h = o["header"] { c.content.header = try rowContent(h, defaultStyle: headerStyle) }
        if let f = o["footer"] { c.content.footer = try rowContent(f, defaultStyle: footerStyle) }
        if let items = o["items"] {
            for (key, value) in try items.entries() {
                guard let item = Int(key), item >= 0, item < DocumentDecoder.maxItemsPerSection else {
                    throw value.error("items keys are item indices (0, 1, …), found '\(DisplayText.echo(key))'")
                }
                let isHeaderRow = item == 0 && c.headerMode == .firstItemInSection
                c.content.items[item] = try rowContent(value, defaultStyle: isHeaderRow ? headerStyle : cellStyle)
            }
        }
    }

    /// UIKit accepts any level; past this the content would start off any screen.
    static let maxIndentationLevel = 100

    /// One row's content: `{style, text, secondaryText, image, textStyle, secondaryTextStyle, accessories}`.
    static func rowContent(_ f: SpecField, defaultStyle: UIListContentConfiguration.Style) throws -> ListRowContent {
        let o = try f.object(contentKeys)
        var configuration = UIListContentConfiguration(
            style: try o["style"]?.choice(styles, what: "list content style") ?? defaultStyle)
        configuration.text = try o["text"]?.string()
        configuration.secondaryText = try o["secondaryText"]?.string()
        configuration.imageName = try o["image"]?.string()
        let textStyles = DynamicTypeStyle.allCases.map { ($0.rawValue, $0) }
        configuration.textStyle = try o["textStyle"]?.choice(textStyles, what: "text style")
        configuration.secondaryTextStyle = try o["secondaryTextStyle"]?.choice(textStyles, what: "text style")
        var accessories: [UICellAccessory] = []
        for a in try o["accessories"]?.list() ?? [] {
            if case .scalar = a.node {
                accessories.append(UICellAccessory(kind: try a.choice(accessoryKinds, what: "cell accessory")))
            } else {
                accessories.append(.label(text: try a.object(["label"]).required("label").string()))
            }
        }
        return ListRowContent(configuration, accessories: accessories,
                              indentationLevel: try o["indentationLevel"]?.integer(minimum: 0, maximum: maxIndentationLevel) ?? 0)
    }

    /// Separator insets are horizontal only; `automatic` keeps UIKit's automatic insets.
    private static func separatorInsets(_ f: SpecField) throws -> NSDirectionalEdgeInsets {
        if case .scalar = f.node {
            _ = try f.choice([("automatic", 0)], what: "separator insets")
            return UIListSeparatorConfiguration.automaticInsets
        }
        let o = try f.object(["leading", "trailing"])
        return NSDirectionalEdgeInsets(top: 0, leading: try o["leading"]?.nonNegative() ?? 0, bottom: 0,
                                       trailing: try o["trailing"]?.nonNegative() ?? 0)
    }

    /// A system colour name or "#RRGGBB".
    static func color(_ f: SpecField) throws -> UIColor {
        let text = try f.string()
        if text.hasPrefix("#") {
            guard let rgb = RGBColor(hex: text) else { throw f.error("colour '\(DisplayText.echo(text))' is not of the form \"#RRGGBB\"") }
            return UIColor(red: CGFloat(rgb.red) / 255, green: CGFloat(rgb.green) / 255, blue: CGFloat(rgb.blue) / 255,
                           alpha: 1)
        }
        return try f.choice(colors, what: "colour (a system colour name or \"#RRGGBB\")")
    }
}
