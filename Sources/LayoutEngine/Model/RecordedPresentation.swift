import Foundation

/// What a `visibleItemsInvalidationHandler` did at one scroll position, element by element: the alpha, zIndex,
/// hidden flag and transform it left on each, and how far it moved its centre (§18). Replayed as a handler, it gives the same attributes
/// for that position — how a handler written in Swift travels in a spec (issue 12, docs/swift-sources.md).
public struct RecordedPresentation: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: ElementKey
        public var alpha: CGFloat
        public var zIndex: Int
        public var isHidden: Bool
        /// The change of centre: a delta, because the handler sees centres before an orthogonal section's scroll.
        public var centerDelta: CGPoint
        public var transform: CGAffineTransform
        public init(key: ElementKey, alpha: CGFloat, zIndex: Int, isHidden: Bool, centerDelta: CGPoint,
                    transform: CGAffineTransform) {
            self.key = key; self.alpha = alpha; self.zIndex = zIndex; self.isHidden = isHidden
            self.centerDelta = centerDelta; self.transform = transform
        }
        /// The presentation a resolved element carries, against the same element resolved without the handler.
        public init(_ a: LayoutAttributes, without base: LayoutAttributes) {
            self.init(key: a.key, alpha: a.alpha, zIndex: a.zIndex, isHidden: a.isHidden,
                      centerDelta: CGPoint(x: a.frame.midX - base.frame.midX, y: a.frame.midY - base.frame.midY),
                      transform: a.transform)
        }
    }
    public var entries: [Entry]
    public init(entries: [Entry]) { self.entries = entries }

    public var handler: VisibleItemsInvalidationHandler {
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, later in later })
        return { items, _, _ in
            for item in items {
                let category: ElementCategory = switch item.representedElementCategory {
                case .cell: .cell
                case .supplementaryView: .supplementary
                case .decorationView: .decoration
                }
                let key = ElementKey(category: category, elementKind: item.name, section: item.indexPath.section,
                                     item: item.indexPath.item)
                guard let e = byKey[key] else { continue }
                item.alpha = e.alpha; item.zIndex = e.zIndex; item.isHidden = e.isHidden
                item.center = CGPoint(x: item.center.x + e.centerDelta.x, y: item.center.y + e.centerDelta.y)
                item.transform = e.transform
            }
        }
    }
}
