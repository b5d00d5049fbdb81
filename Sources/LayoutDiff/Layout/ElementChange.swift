import Foundation
import LayoutEngine

/// How one element differs between two layouts. Elements are matched by what identifies them in
/// UIKit — category, element kind and index path — so "cell [0, 3]" before is compared with
/// "cell [0, 3]" after, wherever each one landed.
public struct ElementChange: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Only in the new layout.
        case added
        /// Only in the old layout.
        case removed
        /// In both, with different attributes.
        case changed
    }

    public var key: ElementKey
    public var kind: Kind
    public var old: LayoutAttributes?
    public var new: LayoutAttributes?

    public init(key: ElementKey, kind: Kind, old: LayoutAttributes?, new: LayoutAttributes?) {
        self.key = key; self.kind = kind; self.old = old; self.new = new
    }

    /// Origin change (new − old) in points, when the element moved beyond the tolerance.
    public var moved: (dx: CGFloat, dy: CGFloat)? {
        guard let d = originDelta, !(d.dx == 0 && d.dy == 0) else { return nil }
        return d
    }
    /// Size change (new − old) in points, when the element was resized beyond the tolerance.
    public var resized: (dw: CGFloat, dh: CGFloat)? {
        guard let d = sizeDelta, !(d.dw == 0 && d.dh == 0) else { return nil }
        return d
    }
    public var zIndexChange: (old: Int, new: Int)? {
        guard let o = old, let n = new, o.zIndex != n.zIndex else { return nil }
        return (o.zIndex, n.zIndex)
    }
    public var alphaChange: (old: CGFloat, new: CGFloat)? {
        guard let o = old, let n = new, abs(o.alpha - n.alpha) > ElementChange.alphaEpsilon else { return nil }
        return (o.alpha, n.alpha)
    }
    public var transformChange: (old: CGAffineTransform, new: CGAffineTransform)? {
        guard let o = old, let n = new, !ElementChange.sameTransform(o.transform, n.transform) else { return nil }
        return (o.transform, n.transform)
    }
    public var hiddenChange: (old: Bool, new: Bool)? {
        guard let o = old, let n = new, o.isHidden != n.isHidden else { return nil }
        return (o.isHidden, n.isHidden)
    }

    // Filled in by the comparison after applying the tolerance (zero when within it).
    var originDelta: (dx: CGFloat, dy: CGFloat)?
    var sizeDelta: (dw: CGFloat, dh: CGFloat)?

    /// Alpha is a fraction, not a length: the point tolerance does not apply; this absorbs float noise.
    static let alphaEpsilon: CGFloat = 1e-6

    static func sameTransform(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        let e: CGFloat = 1e-6
        return abs(a.a - b.a) <= e && abs(a.b - b.b) <= e && abs(a.c - b.c) <= e && abs(a.d - b.d) <= e
            && abs(a.tx - b.tx) <= e && abs(a.ty - b.ty) <= e
    }

    /// Whether anything differs beyond the tolerance: `details` is not empty (decided without making the words).
    var differs: Bool {
        moved != nil || resized != nil || zIndexChange != nil || alphaChange != nil || transformChange != nil
            || hiddenChange != nil
    }

    /// Words for what changed: "moved (0, 1)", "resized (+10, 0)", "zIndex 0 → 1", …
    public var details: [String] {
        var out: [String] = []
        forEachDetail { out.append($0) }
        return out
    }

    /// The words of `details`, one at a time (a report of 200 000 changes makes no arrays).
    func forEachDetail(_ body: (String) -> Void) {
        if let m = moved { body("moved (\(Self.number(m.dx)), \(Self.number(m.dy)))") }
        if let r = resized { body("resized (\(Self.signed(r.dw)), \(Self.signed(r.dh)))") }
        if let z = zIndexChange { body("zIndex \(z.old) → \(z.new)") }
        if let a = alphaChange { body("alpha \(Self.number(a.old)) → \(Self.number(a.new))") }
        if transformChange != nil { body("transform changed") }
        if let h = hiddenChange { body(h.new ? "hidden" : "shown") }
    }

    /// The element as a reviewer names it: "cell [1, 3]", "supplementary header [0, 0]".
    public var name: String {
        "\(key.category.rawValue) \(key.category == .cell ? "" : key.elementKind + " ")[\(key.section), \(key.item)]"
    }

    /// One short line without frames, for lists of changes (`layout-render check`): "cell [1, 3] moved (0, 12)",
    /// "cell [2, 0] added", "supplementary header [0, 0] removed".
    public var summary: String {
        switch kind {
        case .added: return "\(name) added"
        case .removed: return "\(name) removed"
        case .changed: return "\(name) \(details.joined(separator: ", "))"
        }
    }

    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// `description`, appended to `out` (the text report writes every change into one string).
    func write(to out: inout String) {
        switch kind {
        case .added:
            out += "added    "; out += name; out += " at "; Self.write(new!.frame, to: &out)
        case .removed:
            out += "removed  "; out += name; out += " from "; Self.write(old!.frame, to: &out)
        case .changed:
            out += "changed  "; out += name; out += " "
            var first = true
            forEachDetail { word in
                if !first { out += ", " }
                out += word
                first = false
            }
            out += ": "; Self.write(old!.frame, to: &out); out += " → "; Self.write(new!.frame, to: &out)
        }
    }

    static func rect(_ r: CGRect) -> String {
        var out = ""
        write(r, to: &out)
        return out
    }

    static func write(_ r: CGRect, to out: inout String) {
        out += "("; out += number(r.minX); out += ", "; out += number(r.minY); out += ", "
        out += number(r.width); out += ", "; out += number(r.height); out += ")"
    }

    static func number(_ v: CGFloat) -> String { PointText.number(v) }

    static func signed(_ v: CGFloat) -> String { (v > 0 ? "+" : "") + number(v) }

    public static func == (a: ElementChange, b: ElementChange) -> Bool {
        a.key == b.key && a.kind == b.kind && a.old == b.old && a.new == b.new
    }
    public func hash(into h: inout Hasher) { h.combine(key); h.combine(kind); h.combine(old); h.combine(new) }
}
