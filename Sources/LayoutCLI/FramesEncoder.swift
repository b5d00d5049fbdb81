import Foundation
import LayoutSpecWriter
import LayoutEngine

/// The `frames` command's JSON (issue 4): content size, content offset and every element, in the
/// engine's order, one element per line. Keys in a fixed order and numbers in their shortest exact
/// form, so the same layout always prints the same bytes and diffs line by line.
public enum FramesEncoder {
    public static func encode(_ result: LayoutResult, visibleOnly: Bool = false) -> String {
        let elements = visibleOnly ? result.visibleElements : result.allElements
        var out = "{\n"
        out += "  \"contentSize\": {\"width\": \(number(result.contentSize.width)), \"height\": \(number(result.contentSize.height))},\n"
        out += "  \"contentOffset\": {\"x\": \(number(result.contentOffset.x)), \"y\": \(number(result.contentOffset.y))},\n"
        out += "  \"elements\": ["
        out += elements.isEmpty ? "]\n" : "\n"
        for (i, e) in elements.enumerated() {
            out += "    " + element(e) + (i == elements.count - 1 ? "\n  ]\n" : ",\n")
        }
        return out + "}\n"
    }

    static func element(_ e: LayoutAttributes) -> String {
        var s = "{\"category\": \"\(e.category.rawValue)\", \"elementKind\": \(string(e.elementKind)), "
        s += "\"section\": \(e.section), \"item\": \(e.item), "
        s += "\"frame\": {\"x\": \(number(e.frame.minX)), \"y\": \(number(e.frame.minY)), "
        s += "\"width\": \(number(e.frame.width)), \"height\": \(number(e.frame.height))}, "
        s += "\"zIndex\": \(e.zIndex), \"alpha\": \(number(e.alpha)), "
        if !e.transform.isIdentity {
            let t = e.transform
            s += "\"transform\": [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: ", "))], "
        }
        s += "\"hidden\": \(e.isHidden)}"
        return s
    }

    /// Whole numbers without a fraction ("44"), others in Swift's shortest round-trip form ("172.5");
    /// −0 prints as 0. Non-finite values cannot occur in a resolved layout; they print as null.
    public static func number(_ v: CGFloat) -> String { number(Double(v)) }

    public static func number(_ v: Double) -> String {
        v.isFinite ? NumberText.string(v) : "null"
    }

    /// A JSON string literal (also valid as a YAML double-quoted scalar).
    public static func string(_ s: String) -> String { SpecValue.quoted(s) }
}
