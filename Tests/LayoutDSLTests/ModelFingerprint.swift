import Foundation
import LayoutEngine

/// A canonical text form of the value model, so two models can be compared field by field even
/// though they hold closures (custom groups, invalidation handlers, providers), which can only be
/// noted as present. Used to check the DSL and the UIKit-style classes build the same model.
enum Fingerprint {
    static func of(_ item: ItemModel) -> String {
        var lines: [String] = []
        describe(item, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    static func of(_ section: SectionModel) -> String {
        var lines = [
            "section insets \(section.contentInsets) interGroup \(section.interGroupSpacing)"
                + " orthogonal \(section.orthogonalScrollingBehavior) followInsets \(section.supplementariesFollowContentInsets)"
                + " reference \(section.contentInsetsReference) supplementaryReference \(section.supplementaryContentInsetsReference)"
                + " handler \(section.visibleItemsInvalidationHandler != nil)",
        ]
        lines += section.boundarySupplementaryItems.map(describe)
        lines += section.decorationItems.map { "decoration \($0.elementKind) z\($0.zIndex) insets \($0.contentInsets)" }
        describe(section.group, depth: 1, into: &lines)
        return lines.joined(separator: "\n")
    }

    static func of(_ configuration: ConfigurationModel) -> String {
        (["configuration \(configuration.scrollDirection) interSection \(configuration.interSectionSpacing)"
            + " reference \(configuration.contentInsetsReference)"]
            + configuration.boundarySupplementaryItems.map(describe)).joined(separator: "\n")
    }

    /// A uniform layout entirely; a provider layout through the sections it returns for the given
    /// indices and environment.
    static func of(_ layout: LayoutModel, sections indices: Range<Int> = 0..<1,
                   environment: LayoutEnvironment = environment()) -> String {
        var lines = [of(layout.configuration)]
        switch layout.sections {
        case .uniform(let section):
            lines.append("uniform")
            lines.append(of(section))
        case .provider(let provider):
            for index in indices {
                lines.append("provider[\(index)]")
                lines.append(provider(index, environment).map(of) ?? "nil")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func environment(width: CGFloat = 393, height: CGFloat = 852) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
                          traitCollection: UITraitCollection())
    }

    private static func describe(_ item: ItemModel, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        var line = pad + (item.group.map(groupHead) ?? "item")
        line += " \(item.layoutSize.shortDescription) insets \(item.contentInsets)"
        if let e = item.edgeSpacing {
            line += " edges(\(String(describing: e.leading)), \(String(describing: e.top)), "
                + "\(String(describing: e.trailing)), \(String(describing: e.bottom)))"
        }
        lines.append(line)
        for s in item.supplementaryItems {
            lines.append(pad + "  supplementary \(s.elementKind) \(s.layoutSize.shortDescription) container \(s.containerAnchor)"
                + " item \(String(describing: s.itemAnchor)) z\(s.zIndex) insets \(s.contentInsets)")
        }
        for sub in item.group?.subitems ?? [] { describe(sub, depth: depth + 1, into: &lines) }
    }

    private static func groupHead(_ group: GroupModel) -> String {
        let kind: String
        switch group.kind {
        case .horizontal: kind = "hgroup"
        case .vertical: kind = "vgroup"
        case .custom: kind = "custom"
        }
        return "\(kind) \(group.arrangement) spacing \(String(describing: group.interItemSpacing))"
    }

    private static func describe(_ b: BoundaryItemModel) -> String {
        "boundary \(b.elementKind) \(b.layoutSize.shortDescription) \(b.alignment) offset \(b.absoluteOffset)"
            + " extends \(b.extendsBoundary) pin \(b.pinToVisibleBounds) z\(b.zIndex) insets \(b.contentInsets)"
    }
}
