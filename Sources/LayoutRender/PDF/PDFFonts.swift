import Foundation

/// The fonts of a PDF: every glyph a picture shows, embedded as Cairo outlines it (unhinted, at 1000 units per em)
/// in Type 3 fonts of up to 256 glyphs each, with a ToUnicode map so the text can be searched and copied. Glyphs
/// are exactly the ones Cairo draws in a PNG of the same picture: the same face, one glyph per scalar, and each
/// glyph's width is its Cairo advance, so glyph k lands at the sum of the advances before it as in Cairo.
final class PDFFonts {
    /// A face as painters select it.
    struct Face: Hashable {
        var family: String
        var bold: Bool
    }

    /// One Type 3 font: up to 256 glyphs, code = position.
    struct Subset {
        var glyphs: [UInt32] = []
        /// The first scalar seen for each code (ToUnicode).
        var scalars: [Unicode.Scalar] = []
    }

    /// Where a scalar is drawn from: a subset (its resource index) and its code there, and the advance per unit of
    /// font size.
    struct Placement {
        var subset: Int
        var code: UInt8
        var advance: Double
    }

    private final class FaceGlyphs {
        let context: CairoContext
        /// Glyph index → placement.
        var byGlyph: [UInt32: Placement] = [:]
        /// Scalar → placement (ASCII in an array).
        var ascii = [Placement?](repeating: nil, count: 128)
        var other: [UInt32: Placement] = [:]
        /// The subset still taking glyphs.
        var openSubset: Int?
        init(context: CairoContext) { self.context = context }
    }

    static let unitsPerEm = 1000.0

    private(set) var subsets: [Subset] = []
    /// Outlines by subset and code, at 1000 units per em, y down.
    private(set) var outlines: [[GlyphOutline]] = []
    private var faces: [Face: FaceGlyphs] = [:]
    private(set) var failure: Error?

    /// Placements of `text`'s scalars in `face` into `out` (emptied first), adding glyphs the document does not
    /// hold yet.
    func placements(_ text: String, face: Face, into out: inout [Placement]) {
        out.removeAll(keepingCapacity: true)
        guard let glyphs = faceGlyphs(face) else { return }
        for u in text.unicodeScalars {
            let u = u.cairoScalar
            if u.value < 128, let p = glyphs.ascii[Int(u.value)] { out.append(p); continue }
            if u.value >= 128, let p = glyphs.other[u.value] { out.append(p); continue }
            let p = placement(of: u, in: glyphs)
            if u.value < 128 { glyphs.ascii[Int(u.value)] = p } else { glyphs.other[u.value] = p }
            out.append(p)
        }
    }

    private var lastFace: (face: Face, glyphs: FaceGlyphs)?

    private func faceGlyphs(_ face: Face) -> FaceGlyphs? {
        if let last = lastFace, last.face == face { return last.glyphs }
        if let g = faces[face] { lastFace = (face, g); return g }
        do {
            let context = try CairoContext(try CairoSurface.image(width: 1, height: 1))
            context.selectFont(family: face.family, bold: face.bold, size: Self.unitsPerEm)
            let g = FaceGlyphs(context: context)
            faces[face] = g
            lastFace = (face, g)
            return g
        } catch {
            failure = failure ?? error
            return nil
        }
    }

    private func placement(of u: Unicode.Scalar, in glyphs: FaceGlyphs) -> Placement {
        let index = glyphs.context.glyphIndex(u)
        if let known = glyphs.byGlyph[index] { return known }
        let subset: Int
        if let open = glyphs.openSubset, subsets[open].glyphs.count < 256 {
            subset = open
        } else {
            subsets.append(Subset())
            outlines.append([])
            subset = subsets.count - 1
            glyphs.openSubset = subset
        }
        let outline = glyphs.context.glyphOutline(index)
        let code = UInt8(subsets[subset].glyphs.count)
        subsets[subset].glyphs.append(index)
        subsets[subset].scalars.append(u)
        outlines[subset].append(outline)
        let p = Placement(subset: subset, code: code, advance: outline.advance / Self.unitsPerEm)
        glyphs.byGlyph[index] = p
        return p
    }

    // MARK: Writing

    /// Writes every subset's font objects; returns each subset's font object number, in subset order.
    func write(into document: inout PDFDocumentWriter) -> [Int] {
        subsets.indices.map { writeSubset($0, into: &document) }
    }

    private func writeSubset(_ s: Int, into document: inout PDFDocumentWriter) -> Int {
        let glyphOutlines = outlines[s]
        var procNumbers: [Int] = []
        var fontBox: (Double, Double, Double, Double)?
        for outline in glyphOutlines {
            let proc = PDFBuffer()
            // Glyph space is y up: Cairo's outline (y down) is flipped.
            let box = Self.bounds(outline)
            proc.numbers(outline.advance, 0)
            if let box {
                proc.numbers(box.0, -box.3, box.2, -box.1)
                fontBox = fontBox.map { (min($0.0, box.0), min($0.1, -box.3), max($0.2, box.2), max($0.3, -box.1)) }
                    ?? (box.0, -box.3, box.2, -box.1)
            } else {
                proc.numbers(0, 0, 0, 0)
            }
            proc.append("d1\n")
            if box != nil {
                for e in outline.elements {
                    switch e {
                    case .move(let p): proc.numbers(p.0, -p.1); proc.append("m\n")
                    case .line(let p): proc.numbers(p.0, -p.1); proc.append("l\n")
                    case .curve(let a, let b, let c):
                        proc.numbers(a.0, -a.1, b.0, -b.1, c.0, -c.1); proc.append("c\n")
                    case .close: proc.append("h\n")
                    }
                }
                proc.append("f\n")
            }
            procNumbers.append(document.addStream(dictionary: "", content: proc.bytes, compress: false))
        }
        let procs = PDFBuffer()
        procs.append("<<")
        for (code, number) in procNumbers.enumerated() {
            procs.append(" /g"); procs.integer(code); procs.byte(32); procs.integer(number); procs.append(" 0 R")
        }
        procs.append(" >>")
        let charProcs = document.addObject(procs.bytes)
        let toUnicode = document.addStream(dictionary: "", content: Self.toUnicode(subsets[s].scalars), compress: true)

        let font = PDFBuffer()
        let box = fontBox ?? (0, 0, 0, 0)
        font.append("<< /Type /Font /Subtype /Type3 /FontBBox [")
        font.numbers(box.0, box.1, box.2, box.3)
        font.append("] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs ")
        font.integer(charProcs)
        font.append(" 0 R /Encoding << /Type /Encoding /Differences [0")
        for code in glyphOutlines.indices { font.append(" /g"); font.integer(code) }
        font.append("] >> /FirstChar 0 /LastChar ")
        font.integer(glyphOutlines.count - 1)
        font.append(" /Widths [")
        for outline in glyphOutlines { font.numbers(outline.advance) }
        font.append("] /ToUnicode ")
        font.integer(toUnicode)
        font.append(" 0 R /Resources << >> >>")
        return document.addObject(font.bytes)
    }

    /// The outline's bounding box of its points (control points included: the curve lies inside), nil when empty.
    static func bounds(_ outline: GlyphOutline) -> (Double, Double, Double, Double)? {
        var box: (Double, Double, Double, Double)?
        func add(_ p: (Double, Double)) {
            box = box.map { (min($0.0, p.0), min($0.1, p.1), max($0.2, p.0), max($0.3, p.1)) } ?? (p.0, p.1, p.0, p.1)
        }
        for e in outline.elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let c): add(a); add(b); add(c)
            case .close: break
            }
        }
        return box
    }

    /// A CMap from one-byte codes to the scalars they show (UTF-16BE), for text extraction.
    static func toUnicode(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let b = PDFBuffer()
        b.append("""
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <00> <FF>
        endcodespacerange

        """)
        for start in stride(from: 0, to: scalars.count, by: 100) {
            let chunk = scalars[start..<min(scalars.count, start + 100)]
            b.integer(chunk.count); b.append(" beginbfchar\n")
            for (k, u) in zip(start..., chunk) {
                b.hexString([UInt8(k)])
                b.byte(32)
                b.hexString(Array(String(u).utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
                b.byte(10)
            }
            b.append("endbfchar\n")
        }
        b.append("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
        return b.bytes
    }
}
