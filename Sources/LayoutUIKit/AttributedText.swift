import Foundation
import LayoutEngine

// Attributed text as UIKit extends Foundation's (UIKit's "NSAttributedString.Key", "NSParagraphStyle",
// "NSStringDrawing"): the attribute keys, paragraph styles, and the text-measuring calls layout code makes to size
// an item (`boundingRect(with:options:attributes:context:)`). Nothing is typeset here: a measured text is an
// estimate from the font's size — each character half a point size wide on average, lines wrapped at the given
// width, each line the font's line height (UIFont: 1.2 × its size) — so a layout sized by text gets plausible
// sizes that follow the font and the width, never the real glyph metrics.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

public enum NSTextAlignment: Int, Sendable { case left = 0, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

open class NSParagraphStyle: NSObject {
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
}

public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

/// The estimated size of `text` in `font`, wrapped at `width` when the options ask for line fragments (see the
/// file's comment): each character 0.5 × the point size wide, each line the font's line height plus the style's
/// line spacing.
func estimatedTextSize(_ text: String, font: UIFont, width: CGFloat, wraps: Bool, style: NSParagraphStyle?) -> CGSize {
    let advance = font.pointSize * 0.5
    let spacing = style?.lineSpacing ?? 0
    var lines = 0
    var widest: CGFloat = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let natural = CGFloat(paragraph.count) * advance
        if wraps, width > 0, natural > width {
            let perLine = max(1, Int(width / advance))
            lines += (paragraph.count + perLine - 1) / perLine
            widest = max(widest, CGFloat(perLine) * advance)
        } else {
            lines += 1
            widest = max(widest, natural)
        }
    }
    let height = CGFloat(lines) * font.lineHeight + CGFloat(max(0, lines - 1)) * spacing
    return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
}

extension NSAttributedString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let s = estimatedTextSize(string, font: font, width: size.width, wraps: options.contains(.usesLineFragmentOrigin),
                                  style: attributes[.paragraphStyle] as? NSParagraphStyle)
        return CGRect(origin: .zero, size: CGSize(width: min(s.width, size.width), height: min(s.height, size.height)))
    }
    public func size() -> CGSize { boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), context: nil).size }
}

extension String {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let s = estimatedTextSize(self, font: font, width: size.width, wraps: options.contains(.usesLineFragmentOrigin),
                                  style: attributes?[.paragraphStyle] as? NSParagraphStyle)
        return CGRect(origin: .zero, size: CGSize(width: min(s.width, size.width), height: min(s.height, size.height)))
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        return estimatedTextSize(self, font: font, width: 0, wraps: false, style: nil)
    }
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}
