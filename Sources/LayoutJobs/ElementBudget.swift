import Foundation
import LayoutEngine
import LayoutRender

/// The element budget of the commands that materialise elements (docs/limits.md): `frames`, `diagram` and a layout
/// `diff` list or draw every element they cover, about 100 bytes each in memory and more in their output, so the
/// count is checked on the resolved layout, without making any element, before the work. Pictures check the same
/// budget in the renderer (`RenderOptions.maxElements`).
public enum ElementBudget {
    /// Elements one command may materialise.
    public static let defaultMax = RenderOptions.defaultMaxElements

    /// Throws when `count` elements are over `max`; `what` says what would have been made ("frames of …").
    public static func check(_ count: Int, max: Int = defaultMax, what: String, hint: String) throws {
        guard count <= max else {
            let n = count >= Int.max / 8 ? "too many" : "\(count)"
            throw CLIError("\(what) would list \(n) elements, over the element budget of \(max) (docs/limits.md); \(hint)")
        }
    }

    /// Every element of `result` (frames, diff).
    public static func checkAll(_ result: some LayoutElements, max: Int = defaultMax, what: String) throws {
        try check(result.elementCount, max: max, what: what, hint: "give fewer items (--items)")
    }

    /// The elements of `result` in `rect` (a screen, a section), counted as candidates.
    public static func check(_ result: LayoutResult, in rect: CGRect, max: Int = defaultMax, what: String) throws {
        try check(result.elementCountBound(in: rect), max: max, what: what,
                  hint: "sub-point items put too many on screen; give fewer items or larger ones")
    }
}
