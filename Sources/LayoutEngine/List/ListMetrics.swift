import Foundation

/// Where a list section puts things, for one appearance, container width and trait collection.
/// Every number is a decision in docs/semantics-decisions.md (i13) with its source and confidence.
/// Geometry only: how rows are drawn inside these frames (text inset, separator thickness, corners) is
/// LayoutRender's (`Style/ListDrawing.swift`).
public struct ListMetrics: Hashable, Sendable {
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The list's layout margin: the system layout margin, 20 pt when the view is wider than 375 pt or regular width,
    /// else 16 (`systemLayoutMargin`, decisions 20 and 36).
    /// Cell text, header text and automatic separator insets start this far inside a row.
    public var layoutMargin: CGFloat
    /// Side inset of the rows inside the container: the margin for insetGrouped, 16 for sidebar, else 0 (decision 37).
    public var rowInset: CGFloat
    /// Space above the first row (no header) and below the last row (no footer): 17.5 pt rounded up to the
    /// pixel grid for grouped and insetGrouped (17.667 at 3×, decision 38), 12 for sidebar, 0 for plain lists.
    /// A first-item header row carries its own space above it, as a supplementary header does (decision 42).
    public var sectionPadding: CGFloat
    /// Rows are estimated 44 pt tall (decision 39).
    public var rowEstimate: CGFloat
    /// Header and footer views' estimated heights (decision 40).
    public var headerEstimate: CGFloat
    public var footerEstimate: CGFloat
    /// What `headerTopPadding = nil` means: 22 pt above plain-list headers (iOS 15), 0 elsewhere (decision 41).
    public var automaticHeaderTopPadding: CGFloat
    /// The traits the list was made for: row content is drawn at their text size (`ListContentMetrics`).
    public var traits: UITraitCollection

    /// Where text and automatic separators start inside a row: the margin, except in sidebars, whose rows are
    /// already inset 16 pt: there 12 pt inside the row's rounded background (decided). Drawing reads it, and so
    /// does a header that hugs its content (`contentHuggingElements`, issue 34: text inset + text + text inset).
    public var textInset: CGFloat { appearance == .sidebar ? 12 : layoutMargin }

    public init(appearance: UICollectionLayoutListConfiguration.Appearance, containerWidth: CGFloat,
                traits: UITraitCollection) {
        self.appearance = appearance
        self.traits = traits
        let scale = traits.pixelScale
        layoutMargin = systemLayoutMargin(viewWidth: containerWidth, horizontalSizeClass: traits.horizontalSizeClass)
        rowEstimate = 44
        switch appearance {
        case .plain:
            rowInset = 0; sectionPadding = 0; headerEstimate = 28; footerEstimate = 28
            // Decision 41: iOS 15 added the automatic space above plain headers; iOS 14 lists had none.
            automaticHeaderTopPadding = traits.iosVersion.addsPlainHeaderTopPadding ? 22 : 0
        case .grouped:
            rowInset = 0; sectionPadding = (17.5 * scale).rounded(.up) / scale
            headerEstimate = 38; footerEstimate = 38; automaticHeaderTopPadding = 0
        case .insetGrouped:
            rowInset = layoutMargin; sectionPadding = (17.5 * scale).rounded(.up) / scale
            headerEstimate = 38; footerEstimate = 38; automaticHeaderTopPadding = 0
        case .sidebar:
            rowInset = 16; sectionPadding = 12; headerEstimate = 38; footerEstimate = 38
            automaticHeaderTopPadding = 0
        case .sidebarPlain:
            rowInset = 0; sectionPadding = 0; headerEstimate = 28; footerEstimate = 28
            automaticHeaderTopPadding = 0
        }
    }
}
