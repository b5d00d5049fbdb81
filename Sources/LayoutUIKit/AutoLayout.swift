import Foundation
import LayoutEngine

// Auto Layout (UIKit's "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "UILayoutGuide" and the
// constraint members of UIView), as their Swift declarations are documented. Constraints are made and keep what is
// set on them; no view solves them: a compositional layout's geometry does not come from constraints (a self-sized
// item is the engine's estimate), so nothing here can change it.

/// A constraint: its items, attributes, relation, multiplier and constant as made; `isActive` as set.
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin,
             trailingMargin, centerXWithinMargins, centerYWithinMargins
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    open var isActive = false
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false
    public let multiplier: CGFloat
    public let relation: Relation
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1; secondAttribute = attr2
        self.relation = relation; self.multiplier = multiplier; constant = c
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
    /// The visual format language is not parsed: no constraint comes of it.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { [] }
}

/// A constraint's priority (UIKit's levels: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// An anchor of a view or layout guide: it makes constraints relating its attribute to another anchor's.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    public init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item; self.attribute = attribute
        super.init()
    }
    open var name: String { "\(attribute)" }
    open var hasAmbiguousLayout: Bool { false }
    open var constraintsAffectingLayout: [NSLayoutConstraint] { [] }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: .width)
    }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: 8)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 8)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 8)
    }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: .height)
    }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: 8)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 8)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 8)
    }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors every constrained thing has (a view, a layout guide, the collection view).
public protocol __LayoutRenderAnchored: AnyObject {}
extension __LayoutRenderAnchored {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// A rectangle constraints can refer to; its frame is never solved (zero).
open class UILayoutGuide: NSObject, __LayoutRenderAnchored {
    open var identifier = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { .zero }
    open var hasAmbiguousLayout: Bool { false }
    public override init() { super.init() }
}

extension UIView: __LayoutRenderAnchored {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var safeAreaLayoutGuide: UILayoutGuide { guide(owning: self) }
    public var layoutMarginsGuide: UILayoutGuide { guide(owning: self) }
    public var readableContentGuide: UILayoutGuide { guide(owning: self) }
    /// Constraints added to a view are not kept (none is solved): the list is empty.
    public var constraints: [NSLayoutConstraint] { [] }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    public var layoutGuides: [UILayoutGuide] { [] }
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = nil }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize { systemLayoutSizeFitting(targetSize) }
    public func updateConstraintsIfNeeded() {}
    public func setNeedsUpdateConstraints() {}
    public func needsUpdateConstraints() -> Bool { false }
    public var hasAmbiguousLayout: Bool { false }
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
    private func guide(owning view: UIView) -> UILayoutGuide {
        let g = UILayoutGuide()
        g.owningView = view
        return g
    }
}

extension UIScrollView {
    public var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}
