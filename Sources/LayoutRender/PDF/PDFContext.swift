import Foundation
import LayoutEngine

/// Draws into a one-page PDF that this module writes itself (Cairo's PDF surface spent ~87 % of a large picture's
/// time formatting and compressing its content: docs/limits.md, "PDF of 300 000 cells"). It keeps Cairo's imaging
/// model exactly — what `CairoContext` does to a PNG, this does to the page — with these choices:
/// - User space is Cairo's: points, y down, origin at the top left (one flip at the top of the page).
/// - Operators are written only when they change something: a colour, line width, dash, alpha or font the page
///   already has is not written again, and a saved state (`q`) is written only when the transform or clip changes.
/// - A filled path drawn again elsewhere (the same shape translated: every cell of a grid) is written once as a
///   form XObject and placed with a translation.
/// - Group opacity is a transparency group XObject painted at the alpha, as Cairo's push/pop group.
/// - Text: glyphs Cairo draws, embedded as Type 3 fonts (`PDFFonts`); measured by Cairo, so labels are cut where
///   the PNG cuts them.
package final class PDFContext: DrawingContext {
    private let width: Double, height: Double
    /// Text measurement, and the transform as Cairo would have it (the same calls are made on it).
    private let measurer: CairoContext
    private let fonts = PDFFonts()
    // The drawing state is touched a few dozen times per element and never by two accesses at once: no dynamic
    // exclusivity checks (they were ~6 % of a large PDF's time).
    @exclusivity(unchecked) private var resources = PDFResources()

    // MARK: State

    /// What Cairo's state would hold (saved and restored by `withState`).
    private struct Logical {
        var color = RGBA(red: 0, green: 0, blue: 0)
        var font: PDFFonts.Face?
        var fontSize = 10.0
    }

    /// What the content stream has set at this point (unknown = nil: written before use).
    private struct Emitted {
        var fill: RGBA?
        var stroke: RGBA?
        var fillAlpha: Double? = 1
        var strokeAlpha: Double? = 1
        var lineWidth: Double?
        var dash: [Double]?
        var font: Int?
    }

    /// One `withState` level: the logical state to restore and, when a `q` was written for it, the emitted state to
    /// restore at its `Q`.
    private struct Level {
        var logical: Logical
        var emittedAtSave: Emitted?
        /// The measurer's transform before this level first changed it.
        var matrix: CGAffineTransform?
    }

    /// A content stream being written: the page's, or an opacity group's.
    private struct Stream {
        var buffer: PDFBuffer
        var emitted: Emitted
        var levels: [Level] = []
    }

    @exclusivity(unchecked) private var logical = Logical()
    @exclusivity(unchecked) private var stream: Stream
    private var outer: [Stream] = []

    // MARK: Path (user-space coordinates of the current transform)

    @exclusivity(unchecked) private var ops: [PDFPathOp] = []
    @exclusivity(unchecked) private var coords: [Double] = []
    /// Scratch space for a text's glyphs.
    @exclusivity(unchecked) private var placements: [PDFFonts.Placement] = []
    private var current: (Double, Double)?
    private var subpathStart: (Double, Double)?

    package init(width: Double, height: Double) throws {
        self.width = width; self.height = height
        measurer = try CairoContext(try CairoSurface.image(width: 1, height: 1))
        let page = PDFBuffer(capacity: 1 << 16)
        // Cairo's user space: y down from the top-left corner.
        page.append("1 0 0 -1 0 ")
        page.number(height)
        page.append(" cm\n")
        stream = Stream(buffer: page, emitted: Emitted())
    }

    package func check(_ operation: String) throws {
        if let failure = fonts.failure { throw failure }
    }

    // MARK: Graphics state

    package func withState<T>(_ body: () throws -> T) rethrows -> T {
        // The measurer's state is restored by hand (its transform when one was changed, its font when another was
        // selected): a Cairo save per element would allocate a state each time.
        stream.levels.append(Level(logical: logical, emittedAtSave: nil, matrix: nil))
        let depth = stream.levels.count
        defer {
            let path = pendingPathInDevice()   // in the inner transform, before the outer one returns
            precondition(stream.levels.count == depth, "unbalanced drawing state")
            let level = stream.levels.removeLast()
            if let m = level.matrix { measurer.matrix = m }
            if let font = level.logical.font,
               font != logical.font || level.logical.fontSize != logical.fontSize {
                measurer.selectFont(family: font.family, bold: font.bold, size: level.logical.fontSize)
            }
            logical = level.logical
            if let saved = level.emittedAtSave {
                stream.buffer.append("Q\n")
                stream.emitted = saved
            }
            restorePath(path)
        }
        return try body()
    }

    /// Writes `q` for the innermost level if it has none yet (before the transform or clip changes).
    private func saveForChange() {
        guard let last = stream.levels.indices.last, stream.levels[last].emittedAtSave == nil else { return }
        stream.levels[last].emittedAtSave = stream.emitted
        stream.buffer.append("q\n")
    }

    package func translate(_ x: Double, _ y: Double) {
        transform(CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y))) { measurer.translate(x, y) }
    }

    package func scale(_ s: Double) {
        transform(CGAffineTransform(scaleX: CGFloat(s), y: CGFloat(s))) { measurer.scale(s) }
    }

    package func concat(_ t: CGAffineTransform) { transform(t) { measurer.concat(t) } }

    package func canConcat(_ t: CGAffineTransform) -> Bool { measurer.canConcat(t) }

    private func transform(_ t: CGAffineTransform, apply: () -> Void) {
        guard !t.isIdentity else { return }
        let path = pendingPathInDevice()
        if let last = stream.levels.indices.last, stream.levels[last].matrix == nil {
            stream.levels[last].matrix = measurer.matrix
        }
        apply()
        saveForChange()
        for v in [t.a, t.b, t.c, t.d] { stream.buffer.number(Double(v), places: 6); stream.buffer.byte(32) }
        stream.buffer.number(Double(t.tx)); stream.buffer.byte(32)
        stream.buffer.number(Double(t.ty))
        stream.buffer.append(" cm\n")
        restorePath(path)
    }

    package func setColor(_ c: RGBA) { logical.color = c }

    // MARK: Paths

    package func rectangle(_ r: CGRect) {
        ops.append(.rect)
        coords.append(Double(r.minX)); coords.append(Double(r.minY))
        coords.append(Double(r.width)); coords.append(Double(r.height))
        current = (Double(r.minX), Double(r.minY))
        subpathStart = current
    }

    package func roundedRectangle(_ r: CGRect, radius: Double) {
        roundedRectangle(r, topRadius: radius, bottomRadius: radius)
    }

    package func roundedRectangle(_ r: CGRect, topRadius: Double, bottomRadius: Double) {
        let limit = Double(min(r.width, r.height)) / 2
        let top = max(0, min(topRadius, limit)), bottom = max(0, min(bottomRadius, limit))
        guard top > 0 || bottom > 0 else { return rectangle(r) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        current = nil
        // The same corners, in the same order, as CairoContext's arcs (clockwise on screen from the top right).
        if top > 0 { corner(x1 - top, y0 + top, top, from: 3) } else { lineTo(x1, y0) }
        if bottom > 0 { corner(x1 - bottom, y1 - bottom, bottom, from: 0) } else { lineTo(x1, y1) }
        if bottom > 0 { corner(x0 + bottom, y1 - bottom, bottom, from: 1) } else { lineTo(x0, y1) }
        if top > 0 { corner(x0 + top, y0 + top, top, from: 2) } else { lineTo(x0, y0) }
        closePath()
    }

    /// Unit vectors at 0, ¼, ½ and ¾ of a turn (y down: a quarter turn points down the page).
    private static let quadrants: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    /// A quarter turn's control-point distance for a unit radius: 4/3·tan(π/8).
    private static let quarterTurnControl = 4.0 / 3.0 * tan(Double.pi / 8)

    /// A quarter circle about (cx, cy) from quadrant `q` to the next (clockwise on screen), as one cubic Bézier with
    /// its control points on the tangents; a line joins it from the current point, as Cairo's `cairo_arc`. The end
    /// points are exact (they lie on the rectangle's sides).
    private func corner(_ cx: Double, _ cy: Double, _ r: Double, from q: Int) {
        let a = Self.quadrants[q], b = Self.quadrants[(q + 1) % 4]
        let k = Self.quarterTurnControl * r
        let start = (cx + r * a.0, cy + r * a.1)
        if current == nil { moveTo(start.0, start.1) } else { lineTo(start.0, start.1) }
        curveTo(start.0 - k * a.1, start.1 + k * a.0,
                cx + r * b.0 + k * b.1, cy + r * b.1 - k * b.0,
                cx + r * b.0, cy + r * b.1)
    }

    package func moveTo(_ x: Double, _ y: Double) {
        ops.append(.move); coords.append(x); coords.append(y)
        current = (x, y); subpathStart = current
    }

    package func lineTo(_ x: Double, _ y: Double) {
        guard current != nil else { return moveTo(x, y) }   // Cairo: a line with no current point is a move
        ops.append(.line); coords.append(x); coords.append(y)
        current = (x, y)
    }

    private func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        if current == nil { moveTo(x1, y1) }
        ops.append(.curve)
        coords.append(x1); coords.append(y1); coords.append(x2); coords.append(y2); coords.append(x3); coords.append(y3)
        current = (x3, y3)
    }

    package func closePath() {
        guard current != nil else { return }
        ops.append(.close)
        current = subpathStart
    }

    package func newPath() { clearPath() }

    private func clearPath() {
        ops.removeAll(keepingCapacity: true)
        coords.removeAll(keepingCapacity: true)
        current = nil; subpathStart = nil
    }

    /// The pending path in device coordinates, when the transform is about to change (Cairo keeps a path where it
    /// was drawn; PDF cannot change the transform inside a path). Nil when there is no path.
    private func pendingPathInDevice() -> PendingPath? {
        ops.isEmpty ? nil : PendingPath(ops: ops, coords: coords, matrix: measurer.matrix)
    }

    private struct PendingPath {
        var ops: [PDFPathOp], coords: [Double], matrix: CGAffineTransform
    }

    /// Puts a path taken by `pendingPathInDevice` back in the current user space.
    private func restorePath(_ path: PendingPath?) {
        guard let path else { return }
        let toUser = path.matrix.concatenating(measurer.matrix.inverted())
        clearPath()
        var i = 0
        func point() -> (Double, Double) {
            let p = CGPoint(x: path.coords[i], y: path.coords[i + 1]).applying(toUser)
            i += 2
            return (Double(p.x), Double(p.y))
        }
        for op in path.ops {
            switch op {
            case .move: let p = point(); moveTo(p.0, p.1)
            case .line: let p = point(); lineTo(p.0, p.1)
            case .curve: let a = point(), b = point(), c = point(); curveTo(a.0, a.1, b.0, b.1, c.0, c.1)
            case .close: closePath()
            case .rect:
                // A rectangle under a rotation is no longer one: its four corners.
                let x = path.coords[i], y = path.coords[i + 1], w = path.coords[i + 2], h = path.coords[i + 3]
                let corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)].map {
                    CGPoint(x: $0.0, y: $0.1).applying(toUser)
                }
                i += 4
                moveTo(Double(corners[0].x), Double(corners[0].y))
                for c in corners.dropFirst() { lineTo(Double(c.x), Double(c.y)) }
                closePath()
            }
        }
    }

    // MARK: Painting

    package func fill(evenOdd: Bool) {
        guard !ops.isEmpty else { return }
        setFillColor()
        if let form = resources.pathForm(ops: ops, coords: coords, evenOdd: evenOdd) {
            // The same shape again: placed, not redrawn.
            stream.buffer.append("q 1 0 0 1 ")
            stream.buffer.number(form.dx); stream.buffer.byte(32)
            stream.buffer.number(form.dy)
            stream.buffer.append(" cm /P")
            stream.buffer.integer(form.index)
            stream.buffer.append(" Do Q\n")
        } else {
            writePath(into: stream.buffer)
            stream.buffer.append(evenOdd ? "f*\n" : "f\n")
        }
        clearPath()
    }

    package func stroke(width: Double, dash: [Double]) {
        guard !ops.isEmpty else { return }
        setStrokeColor()
        if stream.emitted.lineWidth != width {
            stream.buffer.number(width); stream.buffer.append(" w\n")
            stream.emitted.lineWidth = width
        }
        if stream.emitted.dash != dash {
            stream.buffer.byte(UInt8(ascii: "["))
            for (k, d) in dash.enumerated() { if k > 0 { stream.buffer.byte(32) }; stream.buffer.number(d) }
            stream.buffer.append("] 0 d\n")
            stream.emitted.dash = dash
        }
        writePath(into: stream.buffer)
        stream.buffer.append("S\n")
        clearPath()
    }

    package func clip(evenOdd: Bool) {
        saveForChange()
        if ops.isEmpty {
            // Cairo: clipping to an empty path leaves nothing visible.
            stream.buffer.append("0 0 0 0 re W n\n")
        } else {
            writePath(into: stream.buffer)
            stream.buffer.append(evenOdd ? "W* n\n" : "W n\n")
        }
        clearPath()
    }

    package func paint() {
        let path = pendingPathInDevice()
        clearPath()
        // The whole page, in user space.
        let toUser = measurer.matrix.inverted()
        let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map {
            CGPoint(x: $0.0, y: $0.1).applying(toUser)
        }
        moveTo(Double(corners[0].x), Double(corners[0].y))
        for c in corners.dropFirst() { lineTo(Double(c.x), Double(c.y)) }
        closePath()
        setFillColor()
        writePath(into: stream.buffer)
        stream.buffer.append("f\n")
        clearPath()
        restorePath(path)
    }

    package func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows {
        guard alpha < 1 else { return try body() }
        let path = pendingPathInDevice()
        clearPath()
        // The group's content in its own stream; inside it alpha starts at 1 (PDF resets the alpha constant in a
        // transparency group) and nothing else is known to be set.
        outer.append(stream)
        stream = Stream(buffer: PDFBuffer(), emitted: Emitted(fillAlpha: nil, strokeAlpha: nil))
        defer {
            let group = stream
            stream = outer.removeLast()
            let form = resources.addGroup(content: group.buffer.bytes, bbox: pageInUserSpace())
            let gs = resources.alphaState(max(0, alpha))
            stream.buffer.append("/G"); stream.buffer.integer(gs); stream.buffer.append(" gs /X")
            stream.buffer.integer(form); stream.buffer.append(" Do\n")
            stream.emitted.fillAlpha = max(0, alpha)
            stream.emitted.strokeAlpha = max(0, alpha)
            restorePath(path)
        }
        // As Cairo's push_group, the group saves the state: what the body changes ends with it.
        try withState(body)
    }

    /// The page's bounding box in the current user space.
    private func pageInUserSpace() -> (Double, Double, Double, Double) {
        let toUser = measurer.matrix.inverted()
        let points = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map {
            CGPoint(x: $0.0, y: $0.1).applying(toUser)
        }
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    private func setFillColor() { setSourceColor(stroking: false) }
    private func setStrokeColor() { setSourceColor(stroking: true) }

    /// Makes the page's fill (or stroke) colour and alpha the source colour, writing only what differs.
    private func setSourceColor(stroking: Bool) {
        let c = logical.color
        let e = stream.emitted
        if (stroking ? e.strokeAlpha : e.fillAlpha) != c.alpha {
            setAlpha(fill: stroking ? e.fillAlpha : c.alpha, stroke: stroking ? c.alpha : e.strokeAlpha)
        }
        let rgb = RGBA(red: c.red, green: c.green, blue: c.blue)
        guard (stroking ? e.stroke : e.fill) != rgb else { return }
        stream.buffer.number(c.red); stream.buffer.byte(32)
        stream.buffer.number(c.green); stream.buffer.byte(32)
        stream.buffer.number(c.blue); stream.buffer.append(stroking ? " RG\n" : " rg\n")
        if stroking { stream.emitted.stroke = rgb } else { stream.emitted.fill = rgb }
    }

    /// Sets the fill and stroke alpha constants together (one graphics-state dictionary per pair).
    private func setAlpha(fill: Double?, stroke: Double?) {
        let f = fill ?? 1, s = stroke ?? 1
        let gs = resources.alphaState(fill: f, stroke: s)
        stream.buffer.append("/G"); stream.buffer.integer(gs); stream.buffer.append(" gs\n")
        stream.emitted.fillAlpha = f
        stream.emitted.strokeAlpha = s
    }

    private func writePath(into b: PDFBuffer) {
        var i = 0
        for op in ops {
            switch op {
            case .move: b.number(coords[i]); b.byte(32); b.number(coords[i + 1]); b.append(" m\n"); i += 2
            case .line: b.number(coords[i]); b.byte(32); b.number(coords[i + 1]); b.append(" l\n"); i += 2
            case .curve:
                for k in 0..<6 { b.number(coords[i + k]); b.byte(32) }
                b.append("c\n"); i += 6
            case .close: b.append("h\n")
            case .rect:
                for k in 0..<4 { b.number(coords[i + k]); b.byte(32) }
                b.append("re\n"); i += 4
            }
        }
    }

    // MARK: Text

    package func selectFont(family: String, bold: Bool, size: Double) {
        measurer.selectFont(family: family, bold: bold, size: size)
        logical.font = PDFFonts.Face(family: family, bold: bold)
        logical.fontSize = size
    }

    package func textAdvance(_ text: Substring, then suffix: String) -> Double {
        measurer.textAdvance(text, then: suffix)
    }

    package var fontMetrics: (ascent: Double, descent: Double) { measurer.fontMetrics }

    package func showText(_ text: String, x: Double, y: Double) {
        guard let face = logical.font, !text.isEmpty else { return }
        fonts.placements(text.cairoText, face: face, into: &placements)
        guard !placements.isEmpty else { return }
        let path = pendingPathInDevice()
        clearPath()
        setFillColor()
        let size = logical.fontSize
        let b = stream.buffer
        b.append("BT\n")
        var start = 0, pen = x
        while start < placements.count {
            // A run of glyphs in one subset.
            var end = start + 1
            while end < placements.count && placements[end].subset == placements[start].subset { end += 1 }
            let subset = placements[start].subset
            if stream.emitted.font != subset {
                b.append("/T"); b.integer(subset); b.append(" 1 Tf\n")
                stream.emitted.font = subset
            }
            b.number(size); b.append(" 0 0 "); b.number(-size); b.byte(32)
            b.number(pen); b.byte(32); b.number(y); b.append(" Tm ")
            b.hexString(placements[start..<end].lazy.map(\.code))
            b.append(" Tj\n")
            for p in placements[start..<end] { pen += p.advance * size }
            start = end
        }
        b.append("ET\n")
        stream.buffer = b
        restorePath(path)
    }

    // MARK: The file

    /// The finished PDF file.
    package func document() throws -> Data {
        precondition(outer.isEmpty && stream.levels.isEmpty, "document() while drawing")
        try check("drawing")
        var doc = PDFDocumentWriter(capacity: stream.buffer.count / 3 + (1 << 16))
        let catalog = doc.reserve(), pages = doc.reserve(), page = doc.reserve(), resourcesObject = doc.reserve()
        let content = doc.addStream(dictionary: "", content: stream.buffer.bytes, compress: true)
        let fontObjects = fonts.write(into: &doc)
        resources.write(into: &doc, number: resourcesObject, fontObjects: fontObjects)
        let b = PDFBuffer()
        b.append("<< /Type /Page /Parent "); b.integer(pages)
        b.append(" 0 R /MediaBox [0 0 "); b.number(width); b.byte(32); b.number(height)
        b.append("] /Resources "); b.integer(resourcesObject)
        b.append(" 0 R /Contents "); b.integer(content); b.append(" 0 R")
        if resources.usesTransparency { b.append(" /Group << /Type /Group /S /Transparency /CS /DeviceRGB >>") }
        b.append(" >>")
        doc.set(page, b.bytes)
        let p = PDFBuffer()
        p.append("<< /Type /Pages /Kids ["); p.integer(page); p.append(" 0 R] /Count 1 >>")
        doc.set(pages, p.bytes)
        let c = PDFBuffer()
        c.append("<< /Type /Catalog /Pages "); c.integer(pages); c.append(" 0 R >>")
        doc.set(catalog, c.bytes)
        let i = PDFBuffer()
        i.append("<< /Creator "); i.literalString("layout-render"); i.append(" /Producer ")
        i.literalString("layout-render"); i.append(" >>")
        let info = doc.addObject(i.bytes)
        return doc.finish(root: catalog, info: info)
    }
}
