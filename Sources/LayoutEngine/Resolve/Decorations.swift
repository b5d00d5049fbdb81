import Foundation

/// Step 5 of a section: its decoration items (semantics.md §14). A background spans the whole section, bands
/// included, across the full layout width, inset by its own content insets; cells draw above it (§14.5).
/// §9.4: an empty section shows no background (UIKit, observed; decision 10).
enum Decorations {
    static func place(_ section: SectionModel, index: Int, frame: CGRect, isEmpty: Bool, path: ModelPath) throws -> [LayoutAttributes] {
        try section.decorationItems.enumerated().compactMap { j, d in
            guard d.contentInsets.isFinite else {
                throw LayoutError.nonFinite(path: path + .decoration(j) + .contentInsets, detail: "\(d.contentInsets)")
            }
            guard !isEmpty else { return nil }
            return LayoutAttributes(category: .decoration, elementKind: d.elementKind, section: index, item: 0,
                                    frame: frame.insetElement(by: d.contentInsets), zIndex: d.zIndex)
        }
    }

    /// §14.5: cells draw above a section background.
    static func cellZ(_ section: SectionModel) -> Int { section.decorationItems.isEmpty ? 0 : 1 }
}
