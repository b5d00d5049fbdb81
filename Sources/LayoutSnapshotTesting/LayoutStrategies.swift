import Foundation
import LayoutDiff
import LayoutEngine
import LayoutRender
import SnapshotTesting

extension Snapshotting where Value == LayoutSnapshotSubject, Format == LayoutPicture {
    /// The layout drawn as a PNG on `device` (default iPhone X, portrait) at `scale` pixels per point
    /// (default: the device's), compared perceptually (`Diffing.perceptualPicture`). The value carries the
    /// drawn picture along with its PNG, so the comparison decodes only the reference.
    public static func png(device: DeviceScreen = Device.iPhoneX.screen(), scale: Double? = nil,
                           theme: RenderTheme = .light, view: RenderView = .screen, threshold: Double = 0.1,
                           tolerance: DiffTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .perceptualPicture(threshold: threshold, tolerance: tolerance),
                     asyncSnapshot: { subject in
            SnapshotFailure.snapshot {
                let result = try subject.resolve(on: device)
                let options = RenderOptions(view: view, scale: scale ?? Double(device.device.displayScale))
                let drawn = try Renderer(theme: theme).renderPNGImage(result, content: subject.content,
                                                                      options: options)
                return LayoutPicture(png: drawn.png, drawn: drawn.image)
            }
        })
    }
}

extension Snapshotting where Value == LayoutSnapshotSubject, Format == String {
    /// The layout drawn as SVG (in points), compared line by line.
    public static func svg(device: DeviceScreen = Device.iPhoneX.screen(), theme: RenderTheme = .light,
                           view: RenderView = .screen) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines, asyncSnapshot: { subject in
            SnapshotFailure.snapshot {
                let result = try subject.resolve(on: device)
                let data = try Renderer(theme: theme).render(result, content: subject.content,
                                                             options: RenderOptions(view: view), format: .svg)
                return String(decoding: data, as: UTF8.self)
            }
        })
    }

    /// Every element's frame as text, one line per element (see `FramesDump`): the most precise
    /// snapshot — a half-point move shows as a changed line — and independent of fonts and rendering.
    public static func frames(device: DeviceScreen = Device.iPhoneX.screen()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines, asyncSnapshot: { subject in
            SnapshotFailure.snapshot { FramesDump.text(try subject.resolve(on: device)) }
        })
    }
}

// `.png(device: .iPhone13)`: a device preset held upright, for the common case.
extension Snapshotting where Value == LayoutSnapshotSubject, Format == LayoutPicture {
    public static func png(device: Device, scale: Double? = nil, theme: RenderTheme = .light, view: RenderView = .screen,
                           threshold: Double = 0.1, tolerance: DiffTolerance = .exact) -> Snapshotting {
        png(device: device.screen(), scale: scale, theme: theme, view: view, threshold: threshold, tolerance: tolerance)
    }
}

extension Snapshotting where Value == LayoutSnapshotSubject, Format == String {
    public static func svg(device: Device, theme: RenderTheme = .light, view: RenderView = .screen) -> Snapshotting {
        svg(device: device.screen(), theme: theme, view: view)
    }

    public static func frames(device: Device) -> Snapshotting {
        frames(device: device.screen())
    }
}
