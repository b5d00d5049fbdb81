import Foundation

/// A path element as the PDF writer records it (Cairo's path, plus PDF's rectangle operator).
enum PDFPathOp: UInt8, Hashable {
    case move, line, curve, close, rect

    /// Coordinates the element takes.
    var coordinateCount: Int {
        switch self {
        case .move, .line: return 2
        case .curve: return 6
        case .close: return 0
        case .rect: return 4
        }
    }
}

/// The named resources of a PDF page: alpha constants (graphics-state dictionaries), form XObjects for repeated
/// shapes and for opacity groups. Fonts are `PDFFonts`'s; their names are `/T<subset>`.
struct PDFResources {
    private struct AlphaPair: Hashable { var fill: Double, stroke: Double }
    private var alphaIndex: [AlphaPair: Int] = [:]
    private var alphas: [AlphaPair] = []

    /// A form XObject: its content and bounding box; a transparency group or a plain shape.
    private struct Form {
        var content: [UInt8]
        var bbox: (Double, Double, Double, Double)
        var isGroup: Bool
    }
    private var forms: [Form] = []

    /// A filled shape (moves, lines, curves) up to translation: its elements and coordinates relative to its first point, in the units
    /// the page is written in (thousandths of a point), and the fill rule.
    private struct Shape: Hashable {
        var ops: [PDFPathOp]
        var coords: [Int64]
        var evenOdd: Bool
    }
    /// Shapes seen once (nil) or made a form (its index).
    private var shapes: [Shape: Int?] = [:]
    /// The last shape placed as a form: a run of equal cells is matched without making or hashing a key.
    private var lastForm: (shape: Shape, index: Int, deltas: [Double])?
    /// Shapes remembered at most: enough for every kind of cell a picture has; a picture of all-different shapes
    /// stops looking after this many (memory stays bounded, output stays correct).
    static let maxShapes = 4096
    /// Elements a path needs before placing a form is shorter than writing it (a rectangle is one `re`).
    static let minElements = 4

    private(set) var usesTransparency = false

    mutating func alphaState(_ alpha: Double) -> Int { alphaState(fill: alpha, stroke: alpha) }

    /// The index of the graphics-state dictionary setting these alpha constants (`/G<index>`).
    mutating func alphaState(fill: Double, stroke: Double) -> Int {
        let pair = AlphaPair(fill: fill, stroke: stroke)
        if fill < 1 || stroke < 1 { usesTransparency = true }
        if let i = alphaIndex[pair] { return i }
        alphas.append(pair)
        alphaIndex[pair] = alphas.count - 1
        return alphas.count - 1
    }

    /// An opacity group's content as a transparency group form (`/X<index>`).
    mutating func addGroup(content: [UInt8], bbox: (Double, Double, Double, Double)) -> Int {
        usesTransparency = true
        forms.append(Form(content: content, bbox: bbox, isGroup: true))
        return forms.count - 1
    }

    /// Where to place a form holding this filled path (`/P<index>` at a translation), or nil to write it in place:
    /// the first time a shape is seen it is written in place and remembered; from the second time on it is a form.
    mutating func pathForm(ops: [PDFPathOp], coords: [Double], evenOdd: Bool)
        -> (index: Int, dx: Double, dy: Double)? {
        guard ops.count >= Self.minElements, ops.first == .move, !ops.contains(.rect) else { return nil }
        let x0 = Self.quantised(coords[0]), y0 = Self.quantised(coords[1])
        let place = (Double(x0) / 1000, Double(y0) / 1000)
        if let last = lastForm, last.shape.evenOdd == evenOdd, last.shape.ops == ops,
           last.deltas.count == coords.count, Self.matches(last.deltas, coords) {
            return (last.index, place.0, place.1)
        }
        var relative = [Int64](repeating: 0, count: coords.count)
        for i in stride(from: 0, to: coords.count, by: 2) {
            relative[i] = Self.quantised(coords[i]) &- x0
            relative[i + 1] = Self.quantised(coords[i + 1]) &- y0
        }
        let shape = Shape(ops: ops, coords: relative, evenOdd: evenOdd)
        switch shapes[shape] {
        case .some(.some(let index)):
            lastForm = (shape, index, Self.deltas(coords))
            return (index, place.0, place.1)
        case .some(.none):
            forms.append(Self.shapeForm(shape))
            shapes[shape] = .some(forms.count - 1)
            lastForm = (shape, forms.count - 1, Self.deltas(coords))
            return (forms.count - 1, place.0, place.1)
        case .none:
            if shapes.count < Self.maxShapes { shapes[shape] = .some(nil) }
            return nil
        }
    }

    /// Each coordinate less the first point's.
    private static func deltas(_ coords: [Double]) -> [Double] {
        var d = coords
        for i in stride(from: 0, to: d.count, by: 2) { d[i] -= coords[0]; d[i + 1] -= coords[1] }
        return d
    }

    /// Whether `coords` are the shape whose `deltas` were taken last, drawn elsewhere: every point within a
    /// millionth of a point of it (far below what a page shows; the form itself is written from rounded values).
    private static func matches(_ deltas: [Double], _ coords: [Double]) -> Bool {
        let x0 = coords[0], y0 = coords[1]
        for i in stride(from: 2, to: coords.count, by: 2) {
            if abs(coords[i] - x0 - deltas[i]) > 1e-6 || abs(coords[i + 1] - y0 - deltas[i + 1]) > 1e-6 { return false }
        }
        return true
    }

    /// A coordinate in thousandths of a point, as the page writes it.
    private static func quantised(_ v: Double) -> Int64 { PDFBuffer.fixedPoint(v) }

    private static func shapeForm(_ shape: Shape) -> Form {
        let b = PDFBuffer()
        var i = 0
        var lo = (0.0, 0.0), hi = (0.0, 0.0)
        for op in shape.ops {
            for k in 0..<op.coordinateCount {
                let v = Double(shape.coords[i + k]) / 1000
                b.number(v); b.byte(32)
                if k % 2 == 0 { lo.0 = min(lo.0, v); hi.0 = max(hi.0, v) } else { lo.1 = min(lo.1, v); hi.1 = max(hi.1, v) }
            }
            i += op.coordinateCount
            switch op {
            case .move: b.append("m\n")
            case .line: b.append("l\n")
            case .curve: b.append("c\n")
            case .close: b.append("h\n")
            case .rect: b.append("re\n")
            }
        }
        b.append(shape.evenOdd ? "f*\n" : "f\n")
        // A point of margin: viewers may clip a form's anti-aliased edge to its box.
        return Form(content: b.bytes, bbox: (lo.0 - 1, lo.1 - 1, hi.0 + 1, hi.1 + 1), isGroup: false)
    }

    /// Writes the forms and the resource dictionary as object `number`.
    func write(into doc: inout PDFDocumentWriter, number: Int, fontObjects: [Int]) {
        var formObjects: [Int] = []
        for form in forms {
            let d = PDFBuffer()
            d.append("/Type /XObject /Subtype /Form /BBox [")
            d.numbers(form.bbox.0, form.bbox.1, form.bbox.2, form.bbox.3)
            d.append("]")
            if form.isGroup {
                d.append(" /Group << /Type /Group /S /Transparency /I true >> /Resources ")
                d.integer(number)
                d.append(" 0 R")
            }
            formObjects.append(doc.addStream(dictionary: String(decoding: d.bytes, as: UTF8.self), content: form.content,
                                             compress: form.content.count > 512))
        }
        let r = PDFBuffer()
        r.append("<<")
        if !alphas.isEmpty {
            r.append(" /ExtGState <<")
            for (i, a) in alphas.enumerated() {
                r.append(" /G"); r.integer(i); r.append(" << /ca "); r.number(a.fill); r.append(" /CA ")
                r.number(a.stroke); r.append(" >>")
            }
            r.append(" >>")
        }
        if !forms.isEmpty {
            r.append(" /XObject <<")
            for (i, form) in forms.enumerated() {
                r.append(form.isGroup ? " /X" : " /P")
                r.integer(i); r.byte(32); r.integer(formObjects[i]); r.append(" 0 R")
            }
            r.append(" >>")
        }
        if !fontObjects.isEmpty {
            r.append(" /Font <<")
            for (i, object) in fontObjects.enumerated() {
                r.append(" /T"); r.integer(i); r.byte(32); r.integer(object); r.append(" 0 R")
            }
            r.append(" >>")
        }
        r.append(" >>")
        doc.set(number, r.bytes)
    }
}
