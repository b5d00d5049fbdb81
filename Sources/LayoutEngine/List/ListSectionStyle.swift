import Foundation

/// A list section's configuration as UIKit exposes it (appearance, header and footer modes, separators and their
/// handler, background colour) with the metrics the layout used: carried by `SectionModel.list` to
/// `SectionGeometry.list` so a renderer can draw rows as iOS does without re-computing layout. Frames never depend
/// on it. How it is drawn — backgrounds, which separators show, the card's rows — is LayoutRender's
/// (`Style/ListDrawing.swift`).
/// Not Sendable: it holds the configuration's `itemSeparatorHandler`, UIKit code's closure, which the renderer
/// calls on the thread that draws.
public struct ListSectionStyle {
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The configuration's `itemSeparatorHandler`, asked per drawn item.
    public var itemSeparatorHandler: ItemSeparatorHandlerBox?
    /// nil: the appearance's background.
    public var backgroundColor: UIColor?
    public var metrics: ListMetrics
    /// Right-to-left layouts mirror frames (decision 17); the renderer mirrors leading insets and text with them.
    public var isRightToLeft: Bool
    /// What the rows hold (`UICollectionLayoutListConfiguration.content`), nil when nothing was said: rows size to it
    /// (`ListContentMetrics`) and the renderer draws it.
    public var content: ListContent?
    /// iOS 18 `contentHuggingElements`: which elements hug their content (`.supplementaryHeader`).
    public var contentHuggingElements: UICollectionLayoutListConfiguration.ContentHuggingElements = []
    /// The text measurer the rows were sized with (`LayoutInput.textWidth`, set by the resolve): drawing breaks
    /// their text with it (`ListContentMetrics.labelLayout`), so a row draws the lines it was sized for. nil: 0.55 em
    /// a character, as in sizing.
    public var textWidth: ListContentMetrics.TextWidth?
    /// A supplementary header hugs its content instead of spanning the row width.
    public var hugsHeader: Bool { headerMode == .supplementary && contentHuggingElements.contains(.supplementaryHeader) }

    public init(configuration: UICollectionLayoutListConfiguration, metrics: ListMetrics, isRightToLeft: Bool = false) {
        self.isRightToLeft = isRightToLeft
        appearance = configuration.appearance; headerMode = configuration.headerMode
        footerMode = configuration.footerMode; showsSeparators = configuration.showsSeparators
        separatorConfiguration = configuration.separatorConfiguration
        itemSeparatorHandler = configuration.itemSeparatorHandler.map(ItemSeparatorHandlerBox.init)
        backgroundColor = configuration.backgroundColor; self.metrics = metrics
        content = configuration.content.isEmpty ? nil : configuration.content
        contentHuggingElements = configuration.contentHuggingElements
    }
}

/// Holds an `itemSeparatorHandler` closure (not Sendable, as UIKit's is not).
public struct ItemSeparatorHandlerBox {
    public let handler: UICollectionLayoutListConfiguration.ItemSeparatorHandler
    public init(_ handler: @escaping UICollectionLayoutListConfiguration.ItemSeparatorHandler) { self.handler = handler }
}
