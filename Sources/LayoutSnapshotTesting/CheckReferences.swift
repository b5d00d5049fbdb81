import Foundation
import LayoutDiff
import LayoutEngine
import LayoutReferences
import LayoutRender

/// `layout-render check`'s reference folder, read and written by snapshot tests too, so a team can run
/// `check` in CI and `assertLayoutReference` in its test target against the same files:
///
///     <root>/<source file>/<layout>.<variant>.png           the picture (scale 2 unless check's config says)
///     <root>/<source file>/<layout>.<variant>.frames.json   every element's frame (`layout-render frames` JSON)
///     <root>/<source file>/<layout>.meta.json               source place, variants, tool version
///
/// `<variant>` is check's variant id, `iPhone13.portrait.light.ltr` (`.offset600` when scrolled). The names and the
/// metadata are LayoutReferences' (`ReferenceNames`, `ReferenceMetadata`), the rule check and review use.
public struct CheckReferenceFolder: Sendable {
    public static let defaultName = ReferenceNames.defaultFolder
    public static let checkConfigName = ReferenceNames.configFile

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
        let p = ReferenceNames.paths(file: sourceFile, layout: layout, variant: variant)
        return (root.appendingPathComponent(p.png), root.appendingPathComponent(p.frames), root.appendingPathComponent(p.meta))
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

    /// `iPhone13.portrait.light.ltr`, `….offset600` when scrolled (`ReferenceNames.variant`, as check names it).
    public var id: String {
        ReferenceNames.variant(device: device.name, landscape: orientation == .landscape, dark: theme == .dark,
                               rightToLeft: direction == .rightToLeft, offset: offset)
    }

    /// The variant as a request (its device and orientation, direction and offset), shown over a subject's own.
    public var request: ViewRequest {
        ViewRequest(screen: .deviceScreen(device.screen(orientation)), layoutDirection: direction,
                    offset: offset.map { .point(CGPoint(x: 0, y: $0)) })
    }

    public static func == (a: CheckVariant, b: CheckVariant) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
