import UIKit

/// Attributed text: keys, paragraph styles and text measuring, each called once.
enum TextFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 2
        style.alignment = .center
        style.firstLineHeadIndent = 1
        style.headIndent = 1
        style.tailIndent = -1
        style.lineBreakMode = .byTruncatingTail
        style.minimumLineHeight = 10
        style.maximumLineHeight = 40
        style.lineHeightMultiple = 1
        style.paragraphSpacingBefore = 0
        _ = NSParagraphStyle.default.alignment
        let font = UIFont.systemFont(ofSize: 20)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .paragraphStyle: style, .foregroundColor: UIColor.red, .backgroundColor: UIColor.blue,
            .ligature: 1, .kern: 1, .tracking: 1, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
            .underlineStyle: NSUnderlineStyle.thick.rawValue, .strokeColor: UIColor.red, .strokeWidth: 1, .shadow: 0,
            .textEffect: "", .attachment: 0, .link: "https://example.com", .baselineOffset: 0,
            .underlineColor: UIColor.red, .strikethroughColor: UIColor.red, .writingDirection: [0],
        ]
        let text = NSAttributedString(string: "Hello world", attributes: attributes)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        _ = context.actualScaleFactor + context.totalBounds.width
        _ = text.size()
        _ = "Hello".size(withAttributes: [.font: font])
        _ = ("Hello" as NSString).size(withAttributes: [.font: font]).width + ("Hello" as NSString).boundingRect(with: .zero, context: nil).width
        _ = NSUnderlineStyle.double
        _ = NSStringDrawingOptions.truncatesLastVisibleLine.union([.usesFontLeading, .usesDeviceMetrics])
        // "Hello world" (11 characters) at 20 pt, 10 pt a character, wrapped at 60 pt: 6 a line, 2 lines of 24 with
        // 4 between: 52.
        let rect = text.boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, context: context)
        let same = "Hello world".boundingRect(with: CGSize(width: 60, height: 1000), options: [.usesLineFragmentOrigin],
                                             attributes: attributes, context: nil)
        return FamilyLayout.make(height: max(rect.height, same.height))
    }
}
