import Foundation
import LayoutEngine

/// How a supplementary view looks. The App Store kinds follow seed 002's header and footer views.
public enum SupplementaryStyle: Hashable, Sendable {
    /// Plain header: a medium title only.
    case header
    /// App Store main header: large bold title with an image placeholder on the right.
    case mainHeader
    /// App Store sub-header: medium title with a trailing button label (e.g. "See All").
    case subHeader(button: String)
    /// App Store sub-header with image: image placeholder, medium title, trailing button label.
    case subHeaderWithImage(button: String)
    /// Plain footer: a small secondary title.
    case footer
    /// Footer holding buttons side by side (App Store "Quick Links" footer: two buttons).
    case buttonsFooter([String])
    /// A small capsule with a short label (item badges).
    case badge
    /// Takes space, draws nothing.
    case spacer
    /// Any other supplementary: a translucent outlined box labelled with its title.
    case box

    /// The style a supplementary of `elementKind` gets when the content does not say:
    /// kinds naming a spacer, badge, main header, header or footer get that view; others a box.
    public static func inferred(fromKind elementKind: String) -> SupplementaryStyle {
        let kind = elementKind.lowercased()
        if kind.contains("spacer") { return .spacer }
        if kind.contains("badge") { return .badge }
        if kind.contains("mainheader") || kind.contains("main-header") || kind.contains("main_header") {
            return .mainHeader
        }
        if kind.contains("header") { return .header }
        if kind.contains("footer") { return .footer }
        return .box
    }
}

/// What the data says about each element: the colour and title of cells, the style and title of
/// supplementaries, the colour of decorations. The renderer asks it per element; layout never does.
public struct RenderContent: Sendable {
    /// Fill of a cell; nil uses the theme's cell colour.
    public var cellColor: @Sendable (IndexPath) -> RGBA?
    /// Title of an element; nil uses the default ("s,i" for cells, "Section s" for headers and footers,
    /// the element kind for other supplementaries, nothing for badges).
    public var title: @Sendable (ElementKey) -> String?
    /// Style of a supplementary view.
    public var supplementaryStyle: @Sendable (ElementKey) -> SupplementaryStyle
    /// Fill of a decoration of an element kind (section background); nil uses the theme's.
    public var decorationColor: @Sendable (ElementKey) -> RGBA?

    public init(cellColor: @escaping @Sendable (IndexPath) -> RGBA? = { _ in nil },
                title: @escaping @Sendable (ElementKey) -> String? = { _ in nil },
                supplementaryStyle: @escaping @Sendable (ElementKey) -> SupplementaryStyle = {
                    SupplementaryStyle.inferred(fromKind: $0.elementKind) },
                decorationColor: @escaping @Sendable (ElementKey) -> RGBA? = { _ in nil }) {
        self.cellColor = cellColor; self.title = title
        self.supplementaryStyle = supplementaryStyle; self.decorationColor = decorationColor
    }

    /// The random-colour grid of the samples: every cell a seeded colour (same seed, same picture).
    public static func randomColors(seed: UInt64 = 0) -> RenderContent {
        let palette = SeededPalette(seed: seed)
        return RenderContent(cellColor: { palette.color(section: $0.section, item: $0.item) })
    }

    /// The label drawn on an element when the data gives no title.
    static func defaultTitle(for key: ElementKey, style: SupplementaryStyle?) -> String? {
        switch key.category {
        case .cell: return "\(key.section),\(key.item)"
        case .decoration: return nil
        case .supplementary:
            switch style {
            case .badge?, .spacer?, .buttonsFooter?: return nil
            case .box?: return key.elementKind
            default: return "Section \(key.section)"
            }
        }
    }
}
