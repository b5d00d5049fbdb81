import CCairo
import Foundation
import LayoutEngine

/// Owns one `cairo_t` drawing into a `CairoSurface`. The only place drawing code meets Cairo:
/// painters call these methods, never Cairo directly.
package final class CairoContext {
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
        defer { cairo_restore(raw) }
        return try body()
    }

    package func translate(_ x: Double, _ y: Double) { cairo_translate(raw, x, y) }
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

    package func fill(evenOdd: Bool = false) {
        cairo_set_fill_rule(raw, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(raw)
    }

    package func stroke(width: Double, dash: [Double] = []) {
        cairo_set_line_width(raw, width)
        dash.withUnsafeBufferPointer { cairo_set_dash(raw, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(raw)
    }

    /// Restricts drawing to the current path (even-odd: inside an odd number of its sub-paths).
    package func clip(evenOdd: Bool = false) {
        cairo_set_fill_rule(raw, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(raw)
    }

    /// Fills the whole (clipped) surface with the source colour.
    package func paint() { cairo_paint(raw) }

    /// Draws everything `body` draws as one layer composited at `alpha`, so overlapping
    /// parts of one element (label over fill) do not show through each other.
    package func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows {
        guard alpha < 1 else { return try body() }
        cairo_push_group(raw)
        try body()
        cairo_pop_group_to_source(raw)
        cairo_paint_with_alpha(raw, max(0, alpha))
    }

    // MARK: Text (Cairo's toy font API over fontconfig)

    package func selectFont(family: String, bold: Bool, size: Double) {
        cairo_select_font_face(raw, family, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(raw, size)
        font = (family, bold, size)
    }

    /// The font last selected (nil before any).
    private var font: (family: String, bold: Bool, size: Double)?

    /// A font as drawn: face, size and the current matrix's linear part (glyph metrics depend on it; translation
    /// does not).
    private struct ScaledFontKey: Hashable {
        var family: String, bold: Bool, size: Double
        var xx: Double, yx: Double, xy: Double, yy: Double
    }

    /// Glyph advances per scaled font, by scalar. Cairo's toy text API maps each scalar to one glyph and places
    /// glyph k at the current point plus the advances of glyphs 0..<k, added left to right; a text's advance is the
    /// last glyph's position plus its advance, minus the first's. Summing cached advances in that order gives the
    /// same Double as `cairo_text_extents` (checked in `TextAdvanceTests`) without shaping the string again: label
    /// fitting asks for a dozen prefixes of every label.
    private var advances: [ScaledFontKey: [UInt32: Double]] = [:]
    /// Scaled fonts kept at most (a transform per element could make one each).
    private static let maxCachedFonts = 64

    /// Horizontal advance of `text` in the current font, as Cairo measures the whole string (`textAdvance` adds
    /// cached glyph advances to the same result).
    package func measuredAdvance(_ text: String) -> Double {
        var e = cairo_text_extents_t()
        cairo_text_extents(raw, text.cairoText, &e)
        return e.x_advance
    }

    /// Horizontal advance of `text` in the current font.
    package func textAdvance(_ text: String) -> Double {
        guard let font else { return measuredAdvance(text) }
        var m = cairo_matrix_t()
        cairo_get_matrix(raw, &m)
        let key = ScaledFontKey(family: font.family, bold: font.bold, size: font.size, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy)
        if advances[key] == nil && advances.count >= Self.maxCachedFonts { advances.removeAll() }
        var x = 0.0, y = 0.0
        if cairo_has_current_point(raw) != 0 { cairo_get_current_point(raw, &x, &y) }
        var sum = x
        let scaled = cairo_get_scaled_font(raw)
        var table = advances.removeValue(forKey: key) ?? [:]
        for u in text.unicodeScalars {
            let u = u.cairoScalar
            if let a = table[u.value] { sum += a; continue }
            var e = cairo_text_extents_t()
            cairo_scaled_font_text_extents(scaled, String(u), &e)
            table[u.value] = e.x_advance
            sum += e.x_advance
        }
        advances[key] = table
        return sum - x
    }

    /// Ascent and descent of the current font.
    package var fontMetrics: (ascent: Double, descent: Double) {
        var e = cairo_font_extents_t()
        cairo_font_extents(raw, &e)
        return (e.ascent, e.descent)
    }

    /// Draws `text` with its baseline starting at (x, y).
    package func showText(_ text: String, x: Double, y: Double) {
        cairo_move_to(raw, x, y)
        cairo_show_text(raw, text.cairoText)
        cairo_new_path(raw)
    }
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
