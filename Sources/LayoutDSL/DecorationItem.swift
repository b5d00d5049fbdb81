import Foundation
import LayoutEngine

/// A section background (UIKit's `NSCollectionLayoutDecorationItem.background(elementKind:)`,
/// semantics.md §14), attached with `.decorationItems { … }`.
public struct DecorationItem: Sendable {
    public private(set) var model: DecorationModel

    public init(elementKind: String) {
        model = DecorationModel(elementKind: elementKind)
    }
    /// UIKit's spelling; the only kind of decoration item UIKit offers.
    public static func background(elementKind: String) -> DecorationItem { DecorationItem(elementKind: elementKind) }

    func with(_ change: (inout DecorationModel) -> Void) -> DecorationItem {
        var copy = self
        change(&copy.model)
        return copy
    }

    public func zIndex(_ zIndex: Int) -> Self { with { $0.zIndex = zIndex } }

    public func withContentInsets(_ change: (inout NSDirectionalEdgeInsets) -> Void) -> Self {
        with { change(&$0.contentInsets) }
    }
}

extension DecorationItem: ContentInsetsModifiable {}
