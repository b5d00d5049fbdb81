import Foundation

extension LayoutModel {
    /// Resolves the layout for a view, its data and its scroll state.
    public func resolve(_ input: LayoutInput) throws -> LayoutResult {
        throw LayoutError.limitExceeded(path: "layout", detail: "resolver not written yet")
    }
}
