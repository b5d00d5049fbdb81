import Foundation
import LayoutEngine

/// A label waiting for a place: its text, measured size and candidate boxes in order of preference.
struct LabelRequest {
    var text: String
    var role: LabelRole
    var size: CGSize
    var candidates: [CGRect]
    var fontSize: Double
    var bold = false
    var depth = 0
    var monospaced = false
    /// Order among equally important labels (earlier wins).
    var order = 0
}

/// Greedy placement: the most important labels choose first; each takes its first candidate that stays in
/// `bounds` and keeps `gap` points from every label already placed, or is dropped. Documentation pictures
/// prefer a missing label to two unreadable ones.
struct LabelPlacer {
    var bounds: CGRect
    var gap: CGFloat = 1
    /// Areas no label may touch.
    var forbidden: [CGRect] = []
    private(set) var placed: [DiagramLabel] = []
    private(set) var dropped: [String] = []

    init(bounds: CGRect, fixed: [DiagramLabel] = []) {
        self.bounds = bounds
        placed = fixed
    }

    mutating func place(_ requests: [LabelRequest]) {
        let sorted = requests.enumerated().sorted { l, r in
            (l.element.role, l.element.order, l.offset) < (r.element.role, r.element.order, r.offset)
        }.map(\.element)
        for req in sorted {
            guard let box = req.candidates.first(where: fits) else { dropped.append(req.text); continue }
            placed.append(DiagramLabel(text: req.text, role: req.role, box: box, fontSize: req.fontSize, bold: req.bold,
                                       depth: req.depth, monospaced: req.monospaced))
        }
    }

    private func fits(_ box: CGRect) -> Bool {
        guard bounds.encloses(box), !forbidden.contains(where: { $0.overlapsStrictly(box) }) else { return false }
        let padded = box.insetBy(dx: -gap, dy: -gap)
        return !placed.contains { $0.box.overlapsStrictly(padded) }
    }
}

extension CGRect {
    /// Whether `r` lies inside (Foundation's `contains(_:)` on Linux compares an intersection for equality,
    /// which floating-point rounding can defeat).
    func encloses(_ r: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        r.minX >= minX - tolerance && r.maxX <= maxX + tolerance && r.minY >= minY - tolerance && r.maxY <= maxY + tolerance
    }

    /// Open-interval overlap: boxes that merely touch do not overlap.
    func overlapsStrictly(_ r: CGRect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }

    /// Candidate boxes of `size` inside `self`: centred, then along the top, bottom and sides.
    func anchored(_ size: CGSize, _ spots: [LabelSpot], inset: CGFloat = 2) -> [CGRect] {
        spots.map { spot in
            let x = spot.h.origin(min: minX, mid: midX, max: maxX, length: size.width, inset: inset)
            let y = spot.v.origin(min: minY, mid: midY, max: maxY, length: size.height, inset: inset)
            return CGRect(x: x, y: y + spot.lines * (size.height + 1), width: size.width, height: size.height)
        }
    }

    /// Boxes of `size` centred on points along the longer side (middle first, then quarters, then near the ends).
    func spread(_ size: CGSize) -> [CGRect] {
        [0.5, 0.25, 0.75, 0.1, 0.9].map { (f: CGFloat) -> CGRect in
            let c = width >= height ? CGPoint(x: minX + width * f, y: midY) : CGPoint(x: midX, y: minY + height * f)
            return CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// On a thin region: along it first, then beside it (a label wider than a strip sits next to it).
    func around(_ size: CGSize) -> [CGRect] {
        spread(size) + anchored(size, [LabelSpot(.outsideTrailing, .center), LabelSpot(.outsideLeading, .center),
                                       LabelSpot(.center, .below), LabelSpot(.center, .above)], inset: 1)
    }

    /// Whether `size` fits inside with `inset` on every side.
    func holds(_ size: CGSize, inset: CGFloat = 1) -> Bool {
        size.width + 2 * inset <= width && size.height + 2 * inset <= height
    }
}

/// Where a label goes relative to a box.
struct LabelSpot {
    /// Where the label lies along one axis of the box, by the same rule across (leading … trailing) and down
    /// (top … bottom): inside at either end with an inset, centred, or just outside either end.
    enum Span {
        case start, center, end, beforeStart, afterEnd
        static let leading = start, trailing = end, outsideLeading = beforeStart, outsideTrailing = afterEnd
        static let top = start, bottom = end, above = beforeStart, below = afterEnd

        /// The label's first coordinate on an axis where the box spans `min`…`max` (centre `mid`).
        func origin(min: CGFloat, mid: CGFloat, max: CGFloat, length: CGFloat, inset: CGFloat) -> CGFloat {
            switch self {
            case .start: return min + inset
            case .center: return mid - length / 2
            case .end: return max - inset - length
            case .beforeStart: return min - inset - length
            case .afterEnd: return max + inset
            }
        }
    }
    /// Across, then down.
    var h: Span
    var v: Span
    /// Moved down (positive) or up by this many label heights: stacks labels that share a corner.
    var lines: CGFloat
    init(_ h: Span, _ v: Span, lines: CGFloat = 0) { self.h = h; self.v = v; self.lines = lines }
}
