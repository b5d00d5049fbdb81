import Foundation
import LayoutDiff
import LayoutEngine
import LayoutRender

/// `layout-render check`'s reference folder, read and written by snapshot tests too, so a team can run
/// `check` in CI and `assertLayoutReference` in its test target against the same files:
///
///     <root>/<source file>/<layout>.<variant>.png           the picture (scale 2 unless check's config says)
///     <root>/<source file>/<layout>.<variant>.frames.json   every element's frame (`layout-render frames` JSON)
///     <root>/<source file>/<layout>.meta.json               source place, variants, tool version
///
/// `<variant>` is check's variant id, `iPhone13.portrait.light.ltr` (`.offset600` when scrolled).
public struct CheckReferenceFolder: Sendable {
    public static let defaultName = "__LayoutSnapshots__"
    public static let checkConfigName = "layout-render.yml"

    /// Absolute.
    public var root: URL

    public init(_ root: URL) { self.root = root.standardizedFileURL }

    /// `__LayoutSnapshots__` in the checked root above `file` (a test's `#filePath`): the nearest folder
    /// holding `layout-render.yml`, else the nearest holding `Package.swift`, else `file`'s own folder.
    public static func nearest(to file: StaticString = #filePath, name: String = defaultName) -> CheckReferenceFolder {
        let start = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        let fm = FileManager.default
        for marker in [checkConfigName, "Package.swift"] {
            var dir = start
            while dir.path != "/" {
                if fm.fileExists(atPath: dir.appendingPathComponent(marker).path) {
                    return CheckReferenceFolder(dir.appendingPathComponent(name, isDirectory: true))
                }
                dir.deleteLastPathComponent()
            }
        }
        return CheckReferenceFolder(start.appendingPathComponent(name, isDirectory: true))
    }

    /// The reference files of `layout` declared in `sourceFile` (relative to the checked root) on `variant`.
    public func files(sourceFile: String, layout: String, variant: String) -> (png: URL, frames: URL, meta: URL) {
        let folder = root.appendingPathComponent(sourceFile, isDirectory: true)
        return (folder.appendingPathComponent("\(layout).\(variant).png"),
                folder.appendingPathComponent("\(layout).\(variant).frames.json"),
                folder.appendingPathComponent("\(layout).meta.json"))
    }
}

/// One of check's variants: a device preset, its orientation, the theme, the layout direction and an
/// optional scrolled offset. `id` is the name check gives its files.
public struct CheckVariant: Sendable, Hashable {
    public var device: Device
    public var orientation: DeviceOrientation
    public var theme: RenderTheme
    public var direction: UITraitEnvironmentLayoutDirection
    /// The content offset's y (points), nil: at rest.
    public var offset: Double?

    public init(device: Device = .iPhone13, orientation: DeviceOrientation = .portrait, theme: RenderTheme = .light,
                direction: UITraitEnvironmentLayoutDirection = .leftToRight, offset: Double? = nil) {
        self.device = device; self.orientation = orientation; self.theme = theme; self.direction = direction
        self.offset = offset
    }

    /// check's default with no configuration: one phone (iPhone 13), portrait, light, left to right.
    public static let `default` = CheckVariant()

    /// `iPhone13.portrait.light.ltr`, `….offset600` when scrolled.
    public var id: String {
        var s = "\(device.name).\(orientation == .portrait ? "portrait" : "landscape").\(theme == .dark ? "dark" : "light")."
            + (direction == .rightToLeft ? "rtl" : "ltr")
        if let offset { s += ".offset" + PointText.number(CGFloat(offset)) }
        return s
    }

    public static func == (a: CheckVariant, b: CheckVariant) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
