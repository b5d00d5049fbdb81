import Foundation
import LayoutEngine

/// Header, footer, badge and other supplementary views, drawn inside the element's frame.
/// The App Store kinds reproduce seed 002's views: main header (large bold title + image on the right),
/// sub-header (medium title + "See All"), sub-header with image, plain header, Quick Links footer (two buttons).
extension Painter {
    func drawSupplementary(_ e: LayoutAttributes) {
        let style = content.supplementaryStyle(e.key)
        let f = e.frame
        let text = title(for: e, style: style)
        switch style {
        case .spacer:
            return
        case .header:
            band(f)
            titleLine(text, in: inner(f), size: min(20, Double(f.height) * 0.55), bold: true)
        case .mainHeader:
            drawMainHeader(text, in: f)
        case .subHeader(let button):
            band(f)
            let used = buttonLabel(button, in: inner(f), size: min(15, Double(f.height) * 0.4))
            var titleBox = inner(f)
            titleBox.size.width = max(0, titleBox.width - used - 12)
            titleLine(text, in: titleBox, size: min(20, Double(f.height) * 0.5), bold: true)
        case .subHeaderWithImage(let button):
            drawSubHeaderWithImage(text, button: button, in: f)
        case .footer:
            band(f)
            context.drawTextLine(text ?? "", in: inner(f),
                                 font: FontSpec(family: font, size: min(13, Double(f.height) * 0.5)),
                                 color: theme.secondaryText)
        case .buttonsFooter(let titles):
            band(f)
            buttonRow(titles, in: inner(f))
        case .badge:
            drawBadge(text, in: f)
        case .box:
            drawBox(text, in: f)
        }
    }

    /// Seed 002's main header: a large bold title, an image on the right.
    private func drawMainHeader(_ text: String?, in f: CGRect) {
        band(f)
        let vpad = min(8, Double(f.height) * 0.1)
        let imageHeight = Double(f.height) - 2 * vpad
        let imageWidth = min(imageHeight * 1.6, Double(f.width) * 0.4)
        let image = CGRect(x: Double(inner(f).maxX) - imageWidth, y: Double(f.minY) + vpad,
                           width: imageWidth, height: imageHeight)
        imagePlaceholder(image)
        var titleBox = inner(f)
        titleBox.size.width = max(0, image.minX - 12 - titleBox.minX)
        titleLine(text, in: titleBox, size: min(34, Double(f.height) * 0.45), bold: true)
    }

    /// A sub-header with a square image on the left, the title, and a button label on the right.
    private func drawSubHeaderWithImage(_ text: String?, button: String, in f: CGRect) {
        band(f)
        let vpad = min(6, Double(f.height) * 0.1)
        let side = min(Double(f.height) - 2 * vpad, 60, Double(f.width) * 0.25)
        let image = CGRect(x: Double(inner(f).minX), y: Double(f.midY) - side / 2, width: side, height: side)
        imagePlaceholder(image)
        let used = buttonLabel(button, in: inner(f), size: min(15, Double(f.height) * 0.4))
        let titleBox = CGRect(x: image.maxX + 10, y: f.minY,
                              width: max(0, inner(f).maxX - used - 12 - (image.maxX + 10)), height: f.height)
        titleLine(text, in: titleBox, size: min(20, Double(f.height) * 0.5), bold: true)
    }

    /// A badge: a capsule in the badge fill with its text centred.
    private func drawBadge(_ text: String?, in f: CGRect) {
        context.roundedRectangle(f, radius: Double(min(f.width, f.height)) / 2)
        context.setColor(theme.badgeFill)
        context.fill()
        context.drawTextLine(text ?? "", in: f.insetBy(dx: min(4, f.width / 6), dy: 0),
                             font: FontSpec(family: font, size: min(12, Double(f.height) * 0.6), bold: true),
                             color: theme.badgeText, alignment: .center)
    }

    /// Any other kind: a filled, outlined box with its kind's text centred.
    private func drawBox(_ text: String?, in f: CGRect) {
        context.rectangle(f.insetBy(dx: 0.5, dy: 0.5))
        context.setColor(theme.supplementaryFill)
        context.fill()
        context.rectangle(f.insetBy(dx: 0.5, dy: 0.5))
        context.setColor(theme.supplementaryStroke)
        context.stroke(width: 1)
        context.drawTextLine(text ?? "", in: f.insetBy(dx: min(4, f.width / 6), dy: 0),
                             font: FontSpec(family: font, size: min(11, Double(f.height) * 0.6)),
                             color: theme.primaryText, alignment: .center)
    }

    /// The frame less the side padding of a header view's content (16 pt, less on narrow views).
    private func inner(_ f: CGRect) -> CGRect { f.insetBy(dx: min(16, f.width / 10), dy: 0) }

    /// A header view's background band.
    private func band(_ f: CGRect) {
        context.rectangle(f)
        context.setColor(theme.headerFill)
        context.fill()
    }

    private func titleLine(_ text: String?, in box: CGRect, size: Double, bold: Bool) {
        guard let text else { return }
        context.drawTextLine(text, in: box, font: FontSpec(family: font, size: size, bold: bold),
                             color: theme.primaryText)
    }

    /// A trailing button label in the tint colour; returns the width it took.
    private func buttonLabel(_ label: String, in box: CGRect, size: Double) -> Double {
        guard showsLabels else { return 0 }
        var b = box
        b.size.width = box.width * 0.4
        b.origin.x = box.maxX - b.width
        let used = context.drawTextLine(label, in: b, font: FontSpec(family: font, size: size), color: theme.tint,
                                        alignment: .trailing)
        return used
    }

    /// An image placeholder: a rounded tile with a sun and a mountain.
    private func imagePlaceholder(_ r: CGRect) {
        guard r.width > 0, r.height > 0 else { return }
        context.roundedRectangle(r, radius: Double(min(r.width, r.height)) * 0.12)
        context.setColor(theme.placeholderFill)
        context.fill()
        let w = Double(r.width), h = Double(r.height), x = Double(r.minX), y = Double(r.minY)
        context.setColor(theme.placeholderGlyph)
        context.moveTo(x + w * 0.15, y + h * 0.8)
        context.lineTo(x + w * 0.45, y + h * 0.4)
        context.lineTo(x + w * 0.62, y + h * 0.62)
        context.lineTo(x + w * 0.72, y + h * 0.5)
        context.lineTo(x + w * 0.85, y + h * 0.8)
        context.closePath()
        context.fill()
        let sun = min(w, h) * 0.1
        context.roundedRectangle(CGRect(x: x + w * 0.7 - sun, y: y + h * 0.25 - sun, width: 2 * sun, height: 2 * sun),
                                 radius: sun)
        context.fill()
    }

    /// Buttons side by side sharing the width (the Quick Links footer's two buttons), labels centred.
    private func buttonRow(_ titles: [String], in box: CGRect) {
        guard !titles.isEmpty else { return }
        let gap = 8.0, n = Double(titles.count)
        let width = (Double(box.width) - gap * (n - 1)) / n
        let height = min(Double(box.height) - 8, 44)
        guard width > 0, height > 0 else { return }
        for (i, label) in titles.enumerated() {
            let r = CGRect(x: Double(box.minX) + Double(i) * (width + gap), y: Double(box.midY) - height / 2,
                           width: width, height: height)
            context.roundedRectangle(r, radius: min(10, height / 2))
            context.setColor(theme.buttonFill)
            context.fill()
            if showsLabels {
                context.drawTextLine(label, in: r.insetBy(dx: 8, dy: 0),
                                     font: FontSpec(family: font, size: min(15, height * 0.45)), color: theme.tint,
                                     alignment: .center)
            }
        }
    }
}
