import Foundation
import LayoutEngine

/// Text and JSON reports of a layout comparison.
extension LayoutComparison {
    /// One summary line, then one line per change.
    public func textReport() -> String {
        let added = count(.added), removed = count(.removed), changed = count(.changed)
        var out = passes ? "layouts match" : "layouts differ"
        out += ": \(changed) changed, \(added) added, \(removed) removed, \(unchangedCount) unchanged"
        if tolerance > 0 { out += " (tolerance \(ElementChange.number(tolerance)) pt)" }
        out += "\n"
        if let c = contentSizeChange {
            out += "  content size \(ElementChange.number(c.old.width)) × \(ElementChange.number(c.old.height)) → "
                + "\(ElementChange.number(c.new.width)) × \(ElementChange.number(c.new.height))\n"
        }
        out.reserveCapacity(out.utf8.count + changes.count * 100)
        for change in changes {
            out += "  "
            change.write(to: &out)
            out += "\n"
        }
        return out
    }

    /// A JSON object with sorted keys; numbers in points.
    public func jsonReport() -> String {
        func frame(_ e: LayoutAttributes?) -> RectJSON? {
            e.map { RectJSON(x: Double($0.frame.minX), y: Double($0.frame.minY),
                             width: Double($0.frame.width), height: Double($0.frame.height)) }
        }
        let items = changes.map { c in
            ChangeJSON(category: c.key.category.rawValue, elementKind: c.key.elementKind, section: c.key.section,
                       item: c.key.item, change: c.kind.rawValue, oldFrame: frame(c.old), newFrame: frame(c.new),
                       moved: c.moved.map { DeltaJSON(dx: Double($0.dx), dy: Double($0.dy)) },
                       resized: c.resized.map { SizeDeltaJSON(dw: Double($0.dw), dh: Double($0.dh)) },
                       zIndex: c.zIndexChange.map { [$0.old, $0.new] },
                       alpha: c.alphaChange.map { [Double($0.old), Double($0.new)] },
                       transformChanged: c.transformChange == nil ? nil : true,
                       hidden: c.hiddenChange.map { [$0.old, $0.new] })
        }
        let report = LayoutJSON(
            kind: "layout", passes: passes, tolerance: Double(tolerance),
            contentSize: ContentSizeJSON(old: SizeJSON(oldContentSize), new: SizeJSON(newContentSize)),
            summary: SummaryJSON(added: count(.added), removed: count(.removed),
                                 changed: count(.changed), unchanged: unchangedCount),
            changes: items)
        return DiffJSON.encode(report)
    }
}

private struct LayoutJSON: Encodable {
    var kind: String
    var passes: Bool
    var tolerance: Double
    var contentSize: ContentSizeJSON
    var summary: SummaryJSON
    var changes: [ChangeJSON]
}
private struct SummaryJSON: Encodable { var added, removed, changed, unchanged: Int }
private struct ContentSizeJSON: Encodable { var old, new: SizeJSON }
private struct SizeJSON: Encodable {
    var width, height: Double
    init(_ s: CGSize) { width = Double(s.width); height = Double(s.height) }
}
private struct RectJSON: Encodable { var x, y, width, height: Double }
private struct DeltaJSON: Encodable { var dx, dy: Double }
private struct SizeDeltaJSON: Encodable { var dw, dh: Double }
private struct ChangeJSON: Encodable {
    var category: String
    var elementKind: String
    var section: Int
    var item: Int
    var change: String
    var oldFrame: RectJSON?
    var newFrame: RectJSON?
    var moved: DeltaJSON?
    var resized: SizeDeltaJSON?
    var zIndex: [Int]?
    var alpha: [Double]?
    var transformChanged: Bool?
    var hidden: [Bool]?
}
