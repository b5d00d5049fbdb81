import Foundation
import LayoutEngine

/// Seed 004's reusable section: one `TiledGroup` as wide as the container's effective content
/// width, groups 8 pt apart. Built per section from the provider's environment, so it follows
/// the view's width (and its safe area, through the container's insets).
public struct TiledSection: LayoutSection, Sendable {
    public let environment: any NSCollectionLayoutEnvironment
    public let inset: CGFloat

    public init(environment: any NSCollectionLayoutEnvironment, inset: CGFloat = 8) {
        self.environment = environment
        self.inset = inset
    }

    public var layoutSection: any LayoutSection {
        GroupSection {
            TiledGroup(width: environment.container.effectiveContentSize.width, inset: inset)
        }
        .interGroupSpacing(inset)
    }
}
