import Foundation
import LayoutEngine

/// What painters draw with: Cairo's imaging model (a current path, a source colour, a transform and a clip saved and
/// restored together, one-line text in a toy font). Two implementations: `CairoContext` (PNG and SVG, through Cairo)
/// and `PDFContext` (PDF, written by us: docs/architecture.md, "PDF"). Painters never know which one they draw on;
/// text is measured by Cairo in both, so a label is cut at the same character in every format.
package protocol DrawingContext: AnyObject {
    /// The first failure while drawing, if any (drawing calls themselves never throw).
    func check(_ operation: String) throws

    /// Runs `body` with the graphics state (transform, clip, colour, font) saved and restored around it.
    func withState<T>(_ body: () throws -> T) rethrows -> T
    func translate(_ x: Double, _ y: Double)
    func scale(_ s: Double)
    /// Applies a Core Graphics transform (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    func concat(_ t: CGAffineTransform)
    /// Whether `concat(t)` would leave an invertible transform.
    func canConcat(_ t: CGAffineTransform) -> Bool
    func setColor(_ c: RGBA)

    func rectangle(_ r: CGRect)
    /// A rectangle with circular corners; the radius is capped at half the shorter side.
    func roundedRectangle(_ r: CGRect, radius: Double)
    /// A rectangle whose top corners and bottom corners have their own radii (0 = square).
    func roundedRectangle(_ r: CGRect, topRadius: Double, bottomRadius: Double)
    func moveTo(_ x: Double, _ y: Double)
    func lineTo(_ x: Double, _ y: Double)
    func closePath()
    func newPath()

    /// Fills the current path with the source colour and clears it (non-zero winding, or even-odd).
    func fill(evenOdd: Bool)
    /// Strokes the current path `width` wide (`dash`: on/off lengths, empty for solid) and clears it.
    func stroke(width: Double, dash: [Double])
    /// Restricts drawing to the current path and clears it.
    func clip(evenOdd: Bool)
    /// Fills the whole (clipped) picture with the source colour.
    func paint()
    /// Draws everything `body` draws as one layer composited at `alpha`.
    func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows

    func selectFont(family: String, bold: Bool, size: Double)
    /// Horizontal advance of `text` followed by `suffix`, as one string, in the current font (label fitting asks
    /// for prefixes with an ellipsis without making each string).
    func textAdvance(_ text: Substring, then suffix: String) -> Double
    /// Ascent and descent of the current font.
    var fontMetrics: (ascent: Double, descent: Double) { get }
    /// Draws `text` with its baseline starting at (x, y) in the source colour.
    func showText(_ text: String, x: Double, y: Double)
}

extension DrawingContext {
    package func fill() { fill(evenOdd: false) }
    package func stroke(width: Double) { stroke(width: width, dash: []) }
    package func clip() { clip(evenOdd: false) }
    /// Horizontal advance of `text` in the current font.
    package func textAdvance(_ text: String) -> Double { textAdvance(text[...], then: "") }
}
