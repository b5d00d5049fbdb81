import Foundation
import LayoutEngine
import LayoutRender
import LayoutSpec

/// What a spec's data says about the picture, in the renderer's terms: item colours and titles,
/// supplementary titles and views. Items without a colour get the seeded palette's.
public enum SpecRenderContent {
    public static func content(for data: SpecData, seed: UInt64? = nil) -> RenderContent {
        let palette = SeededPalette(seed: seed ?? data.colorSeed ?? 0)
        return RenderContent(
            cellColor: { path in
                if let c = data.item(section: path.section, item: path.item)?.color {
                    return RGBA(rgb: UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue))
                }
                return palette.color(section: path.section, item: path.item)
            },
            title: { key in
                switch key.category {
                case .cell: return data.item(section: key.section, item: key.item)?.title
                case .supplementary: return data.title(kind: key.elementKind, section: key.section)
                case .decoration: return nil
                }
            },
            supplementaryStyle: { key in
                data.style(kind: key.elementKind, section: key.section).map(style)
                    ?? SupplementaryStyle.inferred(fromKind: key.elementKind)
            })
    }

    /// The seed articles' views: App Store headers carry a "See All" button, its Quick Links footer
    /// two buttons (seed 002).
    static func style(_ appearance: SupplementaryAppearance) -> SupplementaryStyle {
        switch appearance {
        case .plain: return .header
        case .main: return .mainHeader
        case .sub: return .subHeader(button: "See All")
        case .subWithImage: return .subHeaderWithImage(button: "See All")
        case .quickLinksFooter: return .buttonsFooter(["Redeem", "Send Gift"])
        case .spacer: return .spacer
        case .badge: return .badge
        }
    }
}
