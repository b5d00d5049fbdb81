import Foundation

/// One axis of a layout size (semantics.md §2.4, §17).
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width (may size either axis).
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height (may size either axis).
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    /// The estimate is the size unless a measurement replaces it (§17.1).
    case estimated(CGFloat)
    /// iOS 17: like `estimated`, then grown to the largest sibling (§17.7).
    case uniformAcrossSiblings(estimate: CGFloat)

    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
    /// The number the dimension carries, whatever its kind.
    public var value: CGFloat {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v):
            return v
        case .uniformAcrossSiblings(let v): return v
        }
    }

    /// §2.4: fractions of the container's effective size, points otherwise.
    public func resolve(in container: CGSize) -> CGFloat {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v): return v
        case .uniformAcrossSiblings(let v): return v
        }
    }

    /// A short human form, e.g. "0.5 fw", "abs 44" (used in diagrams and errors).
    public var shortDescription: String {
        switch self {
        case .fractionalWidth(let v): return "\(Self.fmt(v)) fw"
        case .fractionalHeight(let v): return "\(Self.fmt(v)) fh"
        case .absolute(let v): return "abs \(Self.fmt(v))"
        case .estimated(let v): return "est \(Self.fmt(v))"
        case .uniformAcrossSiblings(let v): return "uniform est \(Self.fmt(v))"
        }
    }
    /// The notation's numbers: six significant digits, whole values without a decimal point (NumberText).
    public static func fmt(_ v: CGFloat) -> String { NumberText.string(v, .significant(6)) }
}

/// Width and height dimensions of an item, group or supplementary.
public struct SizeSpec: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension
    public init(width: LayoutDimension, height: LayoutDimension) { self.width = width; self.height = height }

    public func resolve(in container: CGSize) -> CGSize {
        CGSize(width: width.resolve(in: container), height: height.resolve(in: container))
    }
    public func dimension(_ axis: LayoutAxis) -> LayoutDimension { axis == .x ? width : height }
    public var shortDescription: String { "\(width.shortDescription) × \(height.shortDescription)" }
}

/// A geometric axis; x is horizontal.
public enum LayoutAxis: Hashable, Sendable {
    case x, y
    public var other: LayoutAxis { self == .x ? .y : .x }
}
