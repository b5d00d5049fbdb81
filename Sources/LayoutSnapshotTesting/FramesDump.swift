import Foundation
import LayoutDiff
import LayoutEngine

/// The `.frames` snapshot text: the content size, then one line per element in the engine's order,
/// numbers as `PointText` writes them, so a reference file reads and diffs line by line:
///
///     content 375 × 1200, offset (0, -44)
///     cell [0, 0] (0, 0, 187.5, 100)
///     supplementary header [0, 0] (0, -44, 375, 44) z2 alpha 0.5 hidden
enum FramesDump {
    static func text(_ result: LayoutResult) -> String {
        var out = "content \(number(result.contentSize.width)) × \(number(result.contentSize.height)), "
            + "offset (\(number(result.contentOffset.x)), \(number(result.contentOffset.y)))\n"
        for e in result.allElements { out += line(e) + "\n" }
        return out
    }

    static func line(_ e: LayoutAttributes) -> String {
        var s = e.category == .cell ? "cell" : "\(e.category.rawValue) \(e.elementKind)"
        s += " [\(e.section), \(e.item)] (\(number(e.frame.minX)), \(number(e.frame.minY)), "
            + "\(number(e.frame.width)), \(number(e.frame.height)))"
        if e.zIndex != 0 { s += " z\(e.zIndex)" }
        if e.alpha != 1 { s += " alpha \(number(e.alpha))" }
        if !e.transform.isIdentity {
            let t = e.transform
            s += " transform [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
        }
        if e.isHidden { s += " hidden" }
        return s
    }

    static func number(_ v: CGFloat) -> String { PointText.number(v) }
}
