import Foundation

/// Step 3 of a section: where it and its content lie along the layout's main axis (semantics.md §9.1–9.4):
/// the header band, the leading inset, the groups, the trailing inset, the footer band.
///
/// §9.4 (UIKit, observed; decision 10): a section without items takes no extent along the scroll axis — its
/// content insets take no space, so its boundary items lie back to back.
struct SectionExtents {
    let sectionStart: CGFloat
    let contentStart: CGFloat
    let contentEnd: CGFloat
    let sectionEnd: CGFloat
    /// The content inset after the groups (0 in an empty section); end-aligned boundary items sit after it.
    let insetEnd: CGFloat

    init(start: CGFloat, bands: (start: CGFloat, end: CGFloat), insets: NSDirectionalEdgeInsets, main m: LayoutAxis,
         groupsExtent: CGFloat, isEmpty: Bool) {
        let insetStart = isEmpty ? 0 : insets.start(m)
        insetEnd = isEmpty ? 0 : insets.end(m)
        sectionStart = start
        contentStart = start + bands.start + insetStart
        contentEnd = contentStart + groupsExtent
        sectionEnd = contentEnd + insetEnd + bands.end
    }
}
