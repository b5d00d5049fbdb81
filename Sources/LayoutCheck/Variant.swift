import Foundation
import LayoutReferences
import LayoutSystem
import LayoutEngine

/// One way a layout is shown: a device (a preset or a free `WxH` size), held upright or sideways, a light or
/// dark theme, left-to-right or right-to-left, and optionally scrolled to an offset. Its `id` names the reference
/// files (`FeedViewController.createLayout.iPhone13.portrait.light.ltr.png`).
public struct Variant: Hashable, Sendable, Comparable {
    public enum Orientation: String, Sendable, CaseIterable { case portrait, landscape }
    public enum Theme: String, Sendable, CaseIterable { case light, dark }
    public enum Direction: String, Sendable, CaseIterable { case ltr, rtl }

    /// A preset's name as `Device.presets` spells it ("iPhone13"), or "390x844".
    public var device: String
    public var orientation: Orientation
    public var theme: Theme
    public var direction: Direction
    /// Content offset along the scroll axis, in points; nil is the resting position.
    public var offset: Double?
    /// The iOS release resolved for (the matrix's `ios:`); nil: the newest modelled (`IOSVersion.newest`).
    public var ios: IOSVersion?

    /// No configuration: one phone, upright, light, left to right.
    public static let defaultDevice = "iPhone13"
    public static let `default` = Variant(device: defaultDevice, orientation: .portrait, theme: .light, direction: .ltr)

    public init(device: String, orientation: Orientation, theme: Theme, direction: Direction, offset: Double? = nil,
                ios: IOSVersion? = nil) {
        self.device = device; self.orientation = orientation; self.theme = theme; self.direction = direction
        self.offset = offset; self.ios = ios
    }

    /// "iPhone13.portrait.light.ltr", with ".ios15" when the matrix names a release and ".offset600" (".offset-44")
    /// when scrolled.
    public var id: String {
        ReferenceNames.variant(device: device, landscape: orientation == .landscape, dark: theme == .dark,
                               rightToLeft: direction == .rtl, offset: offset, ios: ios?.major)
    }

    public static func < (a: Variant, b: Variant) -> Bool { a.id < b.id }

    /// The preset named `device`, or nil for a `WxH` size.
    public var preset: Device? { Device.presets.first { $0.name == device } }

    /// The free size of a `WxH` device, upright.
    public var freeSize: CGSize? {
        guard preset == nil else { return nil }
        let parts = device.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The view this variant shows a layout in (`ViewRequest`, the one request value): its screen, sideways or
    /// not, its direction and its scroll position. The theme is how it is drawn, not what the code reads.
    public var request: ViewRequest {
        ViewRequest(screen: preset != nil ? .device(device) : .size(freeSize ?? .zero),
                    landscape: orientation == .landscape ? true : nil,
                    layoutDirection: direction == .rtl ? .rightToLeft : nil, iosVersion: ios,
                    offset: offset.map { .alongScrollAxis(CGFloat($0)) })
    }

    /// The view's size in points as shown (sideways swaps the sides).
    public var viewSize: CGSize {
        let upright = preset?.portraitSize ?? freeSize ?? .zero
        return orientation == .landscape ? CGSize(width: upright.height, height: upright.width) : upright
    }

    /// Reads a device as the configuration writes it: a preset (any case; the preset's own spelling is kept) or
    /// `WxH` in points. Nil with the reason otherwise.
    public static func device(named text: String) -> Result<String, Glob.Problem> {
        if let d = Device.presets.first(where: { $0.name.lowercased() == text.lowercased() }) { return .success(d.name) }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
           w >= 1, h >= 1, w <= 8192, h <= 8192 {
            return .success(NumberText.string(w) + "x" + NumberText.string(h))
        }
        return .failure(Glob.Problem(description: "unknown device '\(DisplayText.echo(text))'"))
    }
}
