import Foundation

/// UIKit's `NSCollectionLayoutDecorationItem`: a section background (semantics.md §14).
/// Created only through `background(elementKind:)`; `zIndex` and the inherited `contentInsets`
/// may change afterwards.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Default 0: below the section's cells, which are promoted to 1 (§14.5).
    open var zIndex: Int = 0

    public required init(elementKind: String) {
        self.elementKind = elementKind
        // A background covers the whole section geometry (§14.1, §14.2).
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    open class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

    /// The value-model decoration this object describes now.
    public func decorationModel() -> DecorationModel {
        DecorationModel(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets)
    }
}
