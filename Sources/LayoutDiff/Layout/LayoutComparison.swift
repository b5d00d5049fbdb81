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
        var changes: [ElementChange] = []
        var unchanged = 0
        func compare(_ key: ElementKey, _ o: LayoutAttributes, _ n: LayoutAttributes) {
            var change = ElementChange(key: key, kind: .changed, old: o, new: n)
            // Each component is judged on its own: within tolerance reads as zero.
            func beyond(_ d: CGFloat) -> CGFloat { abs(d) > tolerance + 1e-9 ? d : 0 }
            change.originDelta = (beyond(n.frame.minX - o.frame.minX), beyond(n.frame.minY - o.frame.minY))
            change.sizeDelta = (beyond(n.frame.width - o.frame.width), beyond(n.frame.height - o.frame.height))
            if change.differs { changes.append(change) } else { unchanged += 1 }
        }
        if Self.sameKeysInOrder(old, new) {
            // The common case (a layout against itself, before and after a change of sizes): the same keys in the
            // same strictly increasing order, so unique and already in report order. Compared pairwise, no hashing:
            // a 200 000-element diff costs one pass.
            for (o, n) in zip(old, new) { compare(o.key, o, n) }
        } else {
            var oldByKey: [ElementKey: LayoutAttributes] = [:], newByKey: [ElementKey: LayoutAttributes] = [:]
            for e in old where oldByKey[e.key] == nil { oldByKey[e.key] = e }
            for e in new where newByKey[e.key] == nil { newByKey[e.key] = e }
            // Each key is looked up once on the other side; only the changes are sorted.
            for (key, o) in oldByKey {
                if let n = newByKey[key] { compare(key, o, n) } else {
                    changes.append(ElementChange(key: key, kind: .removed, old: o, new: nil))
                }
            }
            for (key, n) in newByKey where oldByKey[key] == nil {
                changes.append(ElementChange(key: key, kind: .added, old: nil, new: n))
            }
            changes.sort { $0.key < $1.key }
        }
        self.changes = changes
        self.unchangedCount = unchanged
    }

    /// Whether both lists hold the same keys at the same places, strictly increasing (so each key once).
    static func sameKeysInOrder(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices {
            guard a[i].key == b[i].key else { return false }
            if i > 0 && !(a[i - 1].key < a[i].key) { return false }
        }
        return true
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

    /// How many changes are of `kind` (without copying them).
    public func count(_ kind: ElementChange.Kind) -> Int { changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    /// The change of one element, if it changed.
    public func change(for key: ElementKey) -> ElementChange? { changes.first { $0.key == key } }
}
