import CCairo
import Foundation
import LayoutEngine

/// Owns one `cairo_t` drawing into a `CairoSurface`. The only place drawing code meets Cairo:
/// painters call these methods, never Cairo directly.
package final class CairoContext: DrawingContext {
    private let raw: OpaquePointer
    private let surface: CairoSurface   // kept alive as long as the context draws into it

    package init(_ surface: CairoSurface) throws {
        self.surface = surface
        raw = cairo_create(surface.raw)!
        try checkCairo(cairo_status(raw), "create context")
        // Unhinted outlines and metrics: glyph positions scale linearly, so a label sits at the same
        // place at @1x, @3x and in SVG/PDF, and the result does not depend on the machine's font settings.
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(raw, options)
        cairo_font_options_destroy(options)
    }

    deinit { cairo_destroy(raw) }

    /// Cairo errors are sticky: checking once after drawing reports the first failure.
    package func check(_ operation: String) throws { try checkCairo(cairo_status(raw), operation) }

    // MARK: State

    /// Runs `body` with the graphics state saved and restored around it.
    package func withState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(raw)
        // The font is part of Cairo's saved state: the record of it (the advance cache's key) is restored with it.
        let savedFont = font, savedFontID = fontID
        defer { cairo_restore(raw); font = savedFont; fontID = savedFontID }
        return try body()
    }

    package func translate(_ x: Double, _ y: Double) { cairo_translate(raw, x, y) }

    /// The current transform from user space to the surface's space (set: replaces it).
    package var matrix: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(raw, &m)
            return CGAffineTransform(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy),
                                     tx: CGFloat(m.x0), ty: CGFloat(m.y0))
        }
        set {
            var m = Self.matrix(newValue)
            cairo_set_matrix(raw, &m)
        }
    }
    package func scale(_ s: Double) { cairo_scale(raw, s, s) }

    /// Applies a Core Graphics transform (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    package func concat(_ t: CGAffineTransform) {
        var m = Self.matrix(t)
        cairo_transform(raw, &m)
    }

    private static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    /// Whether `concat(t)` would leave an invertible matrix: `t` and its product with the current matrix have a
    /// finite, non-zero determinant (what Cairo requires; it puts the context in a permanent error state otherwise).
    package func canConcat(_ t: CGAffineTransform) -> Bool {
        var m = Self.matrix(t)
        var current = cairo_matrix_t()
        cairo_get_matrix(raw, &current)
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &m, &current)
        func invertible(_ x: cairo_matrix_t) -> Bool {
            var copy = x
            let det = x.xx * x.yy - x.yx * x.xy
            return det.isFinite && det != 0 && [x.x0, x.y0].allSatisfy(\.isFinite)
                && cairo_matrix_invert(&copy) == CAIRO_STATUS_SUCCESS
        }
        return invertible(m) && invertible(product)
    }

    package func setColor(_ c: RGBA) { cairo_set_source_rgba(raw, c.red, c.green, c.blue, c.alpha) }

    // MARK: Paths

    package func rectangle(_ r: CGRect) {
        cairo_rectangle(raw, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// A rectangle with circular corners; the radius is capped at half the shorter side.
    package func roundedRectangle(_ r: CGRect, radius: Double) {
        let rad = max(0, min(radius, Double(min(r.width, r.height)) / 2))
        guard rad > 0 else { return rectangle(r) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        cairo_new_sub_path(raw)
        cairo_arc(raw, x1 - rad, y0 + rad, rad, -Double.pi / 2, 0)
        cairo_arc(raw, x1 - rad, y1 - rad, rad, 0, Double.pi / 2)
        cairo_arc(raw, x0 + rad, y1 - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(raw, x0 + rad, y0 + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(raw)
    }

    /// A rectangle whose top corners and bottom corners have their own radii (0 = square), e.g. the first and
    /// last rows of an inset-grouped list section.
    package func roundedRectangle(_ r: CGRect, topRadius: Double, bottomRadius: Double) {
        let limit = Double(min(r.width, r.height)) / 2
        let top = max(0, min(topRadius, limit)), bottom = max(0, min(bottomRadius, limit))
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        cairo_new_sub_path(raw)
        if top > 0 { cairo_arc(raw, x1 - top, y0 + top, top, -Double.pi / 2, 0) } else { cairo_line_to(raw, x1, y0) }
        if bottom > 0 { cairo_arc(raw, x1 - bottom, y1 - bottom, bottom, 0, Double.pi / 2) } else { cairo_line_to(raw, x1, y1) }
        if bottom > 0 { cairo_arc(raw, x0 + bottom, y1 - bottom, bottom, Double.pi / 2, Double.pi) } else { cairo_line_to(raw, x0, y1) }
        if top > 0 { cairo_arc(raw, x0 + top, y0 + top, top, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(raw, x0, y0) }
        cairo_close_path(raw)
    }

    package func moveTo(_ x: Double, _ y: Double) { cairo_move_to(raw, x, y) }
    package func lineTo(_ x: Double, _ y: Double) { cairo_line_to(raw, x, y) }
    package func closePath() { cairo_close_path(raw) }
    package func newPath() { cairo_new_path(raw) }

    package func fill(evenOdd: Bool) {
        cairo_set_fill_rule(raw, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(raw)
    }

    package func stroke(width: Double, dash: [Double]) {
        cairo_set_line_width(raw, width)
        dash.withUnsafeBufferPointer { cairo_set_dash(raw, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(raw)
    }

    /// Restricts drawing to the current path (even-odd: inside an odd number of its sub-paths).
    package func clip(evenOdd: Bool) {
        cairo_set_fill_rule(raw, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(raw)
    }

    /// Fills the whole (clipped) surface with the source colour.
    package func paint() { cairo_paint(raw) }

    /// Draws everything `body` draws as one layer composited at `alpha`, so overlapping
    /// parts of one element (label over fill) do not show through each other.
    package func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows {
        guard alpha < 1 else { return try body() }
        cairo_push_group(raw)   // saves the state; popping restores it, and the font with it
        let savedFont = font, savedFontID = fontID
        try body()
        font = savedFont; fontID = savedFontID
        cairo_pop_group_to_source(raw)
        cairo_paint_with_alpha(raw, max(0, alpha))
    }

    // MARK: Text (Cairo's toy font API over fontconfig)

    package func selectFont(family: String, bold: Bool, size: Double) {
        // `font` follows Cairo's state (restored with it): selecting the font in use again changes nothing.
        if let font, font.family == family, font.bold == bold, font.size == size { return }
        cairo_select_font_face(raw, family, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(raw, size)
        font = (family, bold, size)
        let key = FontKey(family: family, bold: bold, size: size)
        if let id = fontIDs[key] { fontID = id; return }
        fontID = fontIDs.count
        fontIDs[key] = fontID
    }

    /// The font last selected (nil before any).
    private var font: (family: String, bold: Bool, size: Double)?
    /// A number per distinct font selected (the advance tables' key: no string hashed per measurement).
    private var fontID = -1
    private var fontIDs: [FontKey: Int] = [:]
    private struct FontKey: Hashable { var family: String, bold: Bool, size: Double }

    /// A font as drawn: face and size (by `fontID`) and the current matrix's linear part (glyph metrics depend on
    /// it; translation does not).
    private struct ScaledFontKey: Hashable {
        var font: Int
        var xx: Double, yx: Double, xy: Double, yy: Double
    }

    /// Glyph advances per scaled font, by scalar. Cairo's toy text API maps each scalar to one glyph and places
    /// glyph k at the current point plus the advances of glyphs 0..<k, added left to right; a text's advance is the
    /// last glyph's position plus its advance, minus the first's. Summing cached advances in that order gives the
    /// same Double as `cairo_text_extents` (checked in `TextAdvanceTests`) without shaping the string again: label
    /// fitting asks for a dozen prefixes of every label.
    private final class AdvanceTable {
        /// By ASCII scalar; NaN until measured.
        var ascii = [Double](repeating: .nan, count: 128)
        /// Other scalars, by the scalar as given (before `cairoScalar`).
        var other: [UInt32: Double] = [:]
    }
    private var advances: [ScaledFontKey: AdvanceTable] = [:]
    /// The table last used: consecutive measurements in one font and transform (every label) skip the lookup.
    private var lastTable: (key: ScaledFontKey, table: AdvanceTable)?
    /// Scaled fonts kept at most (a transform per element could make one each).
    private static let maxCachedFonts = 64

    /// Horizontal advance of `text` in the current font, as Cairo measures the whole string (`textAdvance` adds
    /// cached glyph advances to the same result).
    package func measuredAdvance(_ text: String) -> Double {
        var e = cairo_text_extents_t()
        cairo_text_extents(raw, text.cairoText, &e)
        return e.x_advance
    }

    /// Horizontal advance of `text` followed by `suffix`, as one string, in the current font.
    package func textAdvance(_ text: Substring, then suffix: String) -> Double {
        guard font != nil else { return measuredAdvance(String(text) + suffix) }
        var m = cairo_matrix_t()
        cairo_get_matrix(raw, &m)
        let key = ScaledFontKey(font: fontID, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy)
        let table: AdvanceTable
        if let last = lastTable, last.key == key {
            table = last.table
        } else {
            if let known = advances[key] {
                table = known
            } else {
                if advances.count >= Self.maxCachedFonts { advances.removeAll() }
                table = AdvanceTable()
                advances[key] = table
            }
            lastTable = (key, table)
        }
        var x = 0.0, y = 0.0
        if cairo_has_current_point(raw) != 0 { cairo_get_current_point(raw, &x, &y) }
        var sum = x
        func add(_ u: Unicode.Scalar) {
            if u.value < 128 {
                let a = table.ascii[Int(u.value)]
                if !a.isNaN { sum += a; return }
            } else if let a = table.other[u.value] {
                sum += a; return
            }
            var e = cairo_text_extents_t()
            cairo_scaled_font_text_extents(cairo_get_scaled_font(raw), String(u.cairoScalar), &e)
            if u.value < 128 { table.ascii[Int(u.value)] = e.x_advance } else { table.other[u.value] = e.x_advance }
            sum += e.x_advance
        }
        // ASCII text (most labels) is read byte by byte; from the first other byte on, by scalar.
        var rest = text.utf8.startIndex
        let ascii = table.ascii
        for b in text.utf8 {
            guard b < 0x80, !ascii[Int(b)].isNaN else { break }
            sum += ascii[Int(b)]
            rest = text.utf8.index(after: rest)
        }
        for u in text[rest...].unicodeScalars { add(u) }
        for u in suffix.unicodeScalars { add(u) }
        return sum - x
    }

    /// Ascent and descent of the current font.
    package var fontMetrics: (ascent: Double, descent: Double) {
        var e = cairo_font_extents_t()
        cairo_font_extents(raw, &e)
        return (e.ascent, e.descent)
    }

    /// The glyph Cairo's toy text API draws for `u` in the current font (one glyph per scalar; 0 when the font has
    /// none: its missing-glyph box).
    package func glyphIndex(_ u: Unicode.Scalar) -> UInt32 {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let utf8 = String(u.cairoScalar)
        let status = cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(raw), 0, 0, utf8, -1, &glyphs, &count,
                                                      nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, count >= 1, let glyphs else { return 0 }
        return UInt32(truncatingIfNeeded: glyphs[0].index)
    }

    /// Glyph `index` of the current font as Cairo fills it: its outline in user space with the glyph origin at
    /// (0, 0) and y down, and its horizontal advance.
    package func glyphOutline(_ index: UInt32) -> GlyphOutline {
        var glyph = cairo_glyph_t(index: UInt(index), x: 0, y: 0)
        var e = cairo_text_extents_t()
        cairo_glyph_extents(raw, &glyph, 1, &e)
        cairo_new_path(raw)
        cairo_glyph_path(raw, &glyph, 1)
        var outline = GlyphOutline(advance: e.x_advance, elements: [])
        if let path = cairo_copy_path(raw) {
            defer { cairo_path_destroy(path) }
            var i = 0
            while path.pointee.status == CAIRO_STATUS_SUCCESS, i < Int(path.pointee.num_data) {
                let data = path.pointee.data + i
                let point = { (k: Int) in (data[k].point.x, data[k].point.y) }
                switch data.pointee.header.type {
                case CAIRO_PATH_MOVE_TO: outline.elements.append(.move(point(1)))
                case CAIRO_PATH_LINE_TO: outline.elements.append(.line(point(1)))
                case CAIRO_PATH_CURVE_TO: outline.elements.append(.curve(point(1), point(2), point(3)))
                default: outline.elements.append(.close)
                }
                i += Int(data.pointee.header.length)
            }
        }
        cairo_new_path(raw)
        return outline
    }

    /// Draws `text` with its baseline starting at (x, y).
    package func showText(_ text: String, x: Double, y: Double) {
        cairo_move_to(raw, x, y)
        cairo_show_text(raw, text.cairoText)
        cairo_new_path(raw)
    }
}

/// One glyph's outline (y down, origin at the glyph origin) and advance, in the user space it was asked in.
package struct GlyphOutline {
    package enum Element {
        case move((Double, Double)), line((Double, Double))
        case curve((Double, Double), (Double, Double), (Double, Double))
        case close
    }
    package var advance: Double
    package var elements: [Element]
}

extension Unicode.Scalar {
    /// The scalar Cairo is given for this one (`String.cairoText`).
    var cairoScalar: Unicode.Scalar {
        if value < 0x80 { return value == 0 ? "\u{FFFD}" : self }
        return properties.isNoncharacterCodePoint ? "\u{FFFD}" : self
    }
}

extension String {
    /// What Cairo accepts as UTF-8: it rejects Unicode noncharacters (U+FFFE, U+FFFF, U+FDD0…U+FDEF and the last
    /// two of every plane) as "invalid UTF-8", failing the whole picture, and a NUL ends its C string. Those
    /// become U+FFFD (the replacement character), so a title with one still draws (issue 15).
    var cairoText: String {
        // Noncharacters are encoded from lead byte 0xEF up: text without NUL or such bytes is kept as is.
        if utf8.allSatisfy({ $0 != 0 && $0 < 0xEF }) { return self }
        guard unicodeScalars.contains(where: { $0.properties.isNoncharacterCodePoint || $0 == "\0" }) else { return self }
        var out = String.UnicodeScalarView()
        for u in unicodeScalars {
            out.append(u.properties.isNoncharacterCodePoint || u == "\0" ? "\u{FFFD}" : u)
        }
        return String(out)
    }
}
