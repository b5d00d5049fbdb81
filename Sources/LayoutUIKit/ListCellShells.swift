import Foundation
import LayoutEngine

// What a list cell registration's handler writes beside a layout (`content.textProperties.font = …`,
// `.outlineDisclosure(options: .init(style: .header))`). The front end reads handlers from their source
// (docs/swift-sources.md, "Row content from cell registrations"); a program that holds a handler — the owner's
// initialiser sets up the data source — must still compile, and a handler never runs (no cell is made).

extension UIListContentConfiguration {
    /// UIKit's `UIListContentConfiguration.TextProperties`. Its font is the row's Dynamic Type style when it is
    /// one (`.preferredFont(forTextStyle:)`), as the front end reads it; the other properties are accepted and
    /// not kept (a row's labels are one line of the style's font: docs/semantics-decisions.md, decision 56).
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
        public var transform: TextTransform = .none
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var showsExpansionTextWhenTruncated = false
        init(style: DynamicTypeStyle) { font = .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style.rawValue)) }
    }

    /// The primary text's properties: the font of its Dynamic Type style (the one set, else the style's own).
    public var textProperties: TextProperties {
        get { TextProperties(style: textStyle ?? ListContentMetrics.metrics(of: style).textStyle) }
        set { if let s = newValue.font.textStyle.flatMap({ DynamicTypeStyle(rawValue: $0.rawValue) }) { textStyle = s } }
    }
    /// The secondary text's, as `textProperties`.
    public var secondaryTextProperties: TextProperties {
        get { TextProperties(style: secondaryTextStyle ?? ListContentMetrics.metrics(of: style).secondaryTextStyle) }
        set { if let s = newValue.font.textStyle.flatMap({ DynamicTypeStyle(rawValue: $0.rawValue) }) { secondaryTextStyle = s } }
    }
}

extension UICellAccessory {
    /// UIKit's `OutlineDisclosureOptions`: a header row's disclosure is drawn as any outline disclosure.
    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// The options of the other standard accessories: accepted, not drawn differently.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions,
                                         actionHandler: (() -> Void)? = nil) -> Self { outlineDisclosure(displayed: displayed) }
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions) -> Self {
        disclosureIndicator(displayed: displayed)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions) -> Self { checkmark(displayed: displayed) }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions, actionHandler: (() -> Void)? = nil) -> Self {
        detail(displayed: displayed)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions) -> Self {
        label(text: text, displayed: displayed)
    }
}
