import Foundation
import LayoutEngine

/// Two layouts compared element by element (matched by category, element kind and index path):
/// which elements were added or removed, which moved, resized, or changed zIndex, alpha, transform
/// or visibility. A frame change within the tolerance (points) counts as no change.
public struct LayoutComparison: Sendable {
    public let oldContentSize: CGSize
    public let newContentSize: CGSize
    /// Every difference beyond the tolerance, in element order (section, category, kind, item).
    public let changes: [ElementChange]
    /// Elements present in both layouts with no difference beyond the tolerance.
    public let unchangedCount: Int
    public let tolerance: CGFloat

    let oldElements: [LayoutAttributes]
    let newElements: [LayoutAttributes]

    /// Compares two layouts, resolved or recorded, all elements (not only the visible ones).
    public init(old: some LayoutElements, new: some LayoutElements, tolerance: CGFloat = 0) {
        self.init(old: old.allElements, oldContentSize: old.contentSize, new: new.allElements,
                  newContentSize: new.contentSize, tolerance: tolerance)
    }

    /// Compares two flat element lists. When a key occurs twice in one list, the first wins.
    public init(old: [LayoutAttributes], oldContentSize: CGSize, new: [LayoutAttributes], newContentSize: CGSize,
                tolerance: CGFloat = 0) {
        let tolerance = tolerance.isFinite ? max(0, tolerance) : 0
        self.oldContentSize = oldContentSize; self.newContentSize = newContentSize
        self.tolerance = tolerance; self.oldElements = old; self.newElements = new
        var oldByKey: [ElementKey: LayoutAttributes] = [:], newByKey: [ElementKey: LayoutAttributes] = [:]
        for e in old where oldByKey[e.key] == nil { oldByKey[e.key] = e }
        for e in new where newByKey[e.key] == nil { newByKey[e.key] = e }
        var changes: [ElementChange] = []
        var unchanged = 0
        for key in Set(oldByKey.keys).union(newByKey.keys).sorted() {
            switch (oldByKey[key], newByKey[key]) {
            case (let o?, nil): changes.append(ElementChange(key: key, kind: .removed, old: o, new: nil))
            case (nil, let n?): changes.append(ElementChange(key: key, kind: .added, old: nil, new: n))
            case (let o?, let n?):
                var change = ElementChange(key: key, kind: .changed, old: o, new: n)
                // Each component is judged on its own: within tolerance reads as zero.
                func beyond(_ d: CGFloat) -> CGFloat { abs(d) > tolerance + 1e-9 ? d : 0 }
                change.originDelta = (beyond(n.frame.minX - o.frame.minX), beyond(n.frame.minY - o.frame.minY))
                change.sizeDelta = (beyond(n.frame.width - o.frame.width), beyond(n.frame.height - o.frame.height))
                if change.details.isEmpty { unchanged += 1 } else { changes.append(change) }
            case (nil, nil): break
            }
        }
        self.changes = changes
        self.unchangedCount = unchanged
    }

    /// Content size change beyond the tolerance, if any.
    public var contentSizeChange: (old: CGSize, new: CGSize)? {
        let dw = abs(newContentSize.width - oldContentSize.width)
        let dh = abs(newContentSize.height - oldContentSize.height)
        return dw > tolerance + 1e-9 || dh > tolerance + 1e-9 ? (oldContentSize, newContentSize) : nil
    }

    /// No element and no content-size difference beyond the tolerance.
    public var passes: Bool { changes.isEmpty && contentSizeChange == nil }

    public func changes(_ kind: ElementChange.Kind) -> [ElementChange] { changes.filter { $0.kind == kind } }

    /// The change of one element, if it changed.
    public func change(for key: ElementKey) -> ElementChange? { changes.first { $0.key == key } }
}
