import Foundation
import LayoutEngine
import LayoutSystem

/// Why a picture could not be made. Every case reads as one line naming what was wrong.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// A canvas with no area, or a non-finite size or scale.
    case emptyCanvas(width: Double, height: Double)
    case invalidScale(Double)
    /// Cairo cannot address more than 32767 pixels on a side.
    case canvasTooLarge(width: Int, height: Int, maxSide: Int)
    /// Over the configured pixel budget (`RenderOptions.maxPixels`).
    case overPixelBudget(pixels: Int, budget: Int)
    /// Cairo reported an error status.
    case cairo(operation: String, status: String)
    /// A file name whose extension is not png, svg or pdf.
    case unknownFormat(String)
    /// More elements than `RenderOptions.maxElements` would be drawn.
    case overElementBudget(elements: Int, budget: Int)
    /// The PNG writer could not allocate its compressor or compress the image.
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .emptyCanvas(let w, let h):
            return "canvas is empty or not finite (\(w) x \(h) points): nothing to draw"
        case .invalidScale(let s):
            return "scale \(s) is invalid: use a value from \(NumberText.string(RenderOptions.scaleRange.lowerBound)) "
                + "to \(NumberText.string(RenderOptions.scaleRange.upperBound)) (e.g. 1, 2 or 3)"
        case .canvasTooLarge(let w, let h, let m):
            return "image of \(w) x \(h) pixels exceeds Cairo's limit of \(m) pixels per side"
        case .overPixelBudget(let p, let b):
            return "image of \(p) pixels exceeds the pixel budget of \(b) (docs/limits.md): lower --scale "
                + "(or, with --full-content, draw one screen)"
        case .cairo(let op, let status):
            return "cairo \(op) failed: \(status)"
        case .unknownFormat(let ext):
            return ext.isEmpty ? "the output name has no extension: end it with .png, .svg or .pdf"
                : "unknown output format '\(DisplayText.echo(ext))': use .png, .svg or .pdf"
        case .encodingFailed(let why):
            return why
        case .overElementBudget(let n, let b):
            return "the picture would draw \(n >= Int.max / 8 ? "too many" : "\(n)") elements, over the budget of \(b) "
                + "(sub-point items or a huge layout): draw one screen, or give fewer items with --items"
        }
    }
}
