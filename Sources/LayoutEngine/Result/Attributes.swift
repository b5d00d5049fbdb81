import Foundation

/// The three kinds of element a collection view shows.
///
/// Ordered for reports: within a section, keys list decorations, then cells, then supplementaries (`ElementKey`'s
/// order, which frames files and layout diffs follow). How elements are painted is the renderer's choice
/// (LayoutRender's `paintOrder`), not this order.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case cell, supplementary, decoration
    private var reportOrder: Int { self == .decoration ? 0 : self == .cell ? 1 : 2 }
    public static func < (a: Self, b: Self) -> Bool { a.reportOrder < b.reportOrder }
}

/// Identifies an element the way UIKit does: category, kind, index path.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var category: ElementCategory
    public var elementKind: String
    public var section: Int
    public var item: Int
    public init(category: ElementCategory, elementKind: String, section: Int, item: Int) {
        self.category = category; self.elementKind = elementKind; self.section = section; self.item = item
    }
    public static func < (a: Self, b: Self) -> Bool {
        (a.section, a.category, a.elementKind, a.item) < (b.section, b.category, b.elementKind, b.item)
    }
    public var description: String { "\(category.rawValue) \(elementKind) [\(section), \(item)]" }
}

/// Cells report this element kind.
public let cellElementKind = "cell"

/// One resolved element, mirroring `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    public var category: ElementCategory
    public var elementKind: String
    public var section: Int
    public var item: Int
    /// In content coordinates, as UIKit reports it (orthogonal offset applied, pinned items pinned).
    public var frame: CGRect
    public var zIndex: Int
    public var alpha: CGFloat
    public var transform: CGAffineTransform
    public var isHidden: Bool

    public init(category: ElementCategory, elementKind: String, section: Int, item: Int, frame: CGRect,
                zIndex: Int = 0, alpha: CGFloat = 1, transform: CGAffineTransform = .identity, isHidden: Bool = false) {
        self.category = category; self.elementKind = elementKind; self.section = section; self.item = item
        self.frame = frame; self.zIndex = zIndex; self.alpha = alpha; self.transform = transform
        self.isHidden = isHidden
    }

    public var key: ElementKey { ElementKey(category: category, elementKind: elementKind, section: section, item: item) }
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    public var description: String {
        "\(category.rawValue) \(elementKind) [\(section),\(item)] \(frame) z\(zIndex)"
            + (alpha != 1 ? " alpha \(alpha)" : "") + (transform.isIdentity ? "" : " t\(transform)")
            + (isHidden ? " hidden" : "")
    }
}
