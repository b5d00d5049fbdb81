import Foundation
import LayoutEngine
import LayoutSystem

/// How the reference folder (default `__LayoutSnapshots__/` at the checked root, beside `layout-render.yml`) names
/// its files: per layout and variant `<source file>/<layout>.<variant>.png` and `.frames.json`, and per layout
/// `<source file>/<layout>.meta.json` (docs/visual-regression.md). The one naming rule for `check` (LayoutCheck's
/// `ReferenceFolder`), `review` (LayoutReport's `ReportAcceptance`) and LayoutSnapshotTesting's
/// `assertLayoutReference`, which read and write the same folder.
public enum ReferenceNames {
    public static let defaultFolder = "__LayoutSnapshots__"
    public static let configFile = "layout-render.yml"
    public static let pngSuffix = ".png"
    public static let framesSuffix = ".frames.json"
    public static let metaSuffix = ".meta.json"

    /// Reference files of the snapshot `<file>/<layout>.<variant>`, relative to the reference folder.
    public static func paths(file: String, layout: String, variant: String) -> (png: String, frames: String, meta: String) {
        let base = file + "/" + layout + "." + variant
        return (base + pngSuffix, base + framesSuffix, file + "/" + layout + metaSuffix)
    }

    /// A variant's id, the `<variant>` of its files: `iPhone13.portrait.light.ltr`, with `.offset600` (`.offset-44`,
    /// `.offset12.5`: the offset's exact shortest text) when scrolled. `device` is a preset's name or `WxH`.
    public static func variant(device: String, landscape: Bool, dark: Bool, rightToLeft: Bool, offset: Double?,
                               ios: Int? = nil) -> String {
        var s = "\(device).\(landscape ? "landscape" : "portrait").\(dark ? "dark" : "light").\(rightToLeft ? "rtl" : "ltr")"
        // The iOS release when the matrix names one (`ios: [15, 18]`); none: the newest modelled, as everywhere.
        if let ios { s += ".ios\(ios)" }
        if let offset { s += ".offset" + NumberText.string(offset) }
        return s
    }
}

/// One small JSON per layout in the reference folder: where the layout is declared, which variants have
/// references, which tool wrote them last. Keys sorted, two-space indentation, a final newline; a layout with no
/// known line has no `line` key.
public struct ReferenceMetadata: Codable, Sendable, Equatable {
    /// The program that wrote a file, as `results.json` and `<layout>.meta.json` record it.
    public struct Tool: Codable, Equatable, Sendable {
        public var name: String
        public var version: String
        public init(name: String = LayoutRenderTool.name, version: String) { self.name = name; self.version = version }
        /// This build of layout-render.
        public static let current = Tool(name: LayoutRenderTool.name, version: LayoutRenderTool.version)
    }

    public var schemaVersion = 1
    public var layout: String
    public var file: String
    public var line: Int?
    public var tool: Tool
    public var variants: [String]

    /// Stamped with this build (`Tool.current`); variants sorted, without repeats.
    public init(layout: String, file: String, line: Int?, variants: [String]) {
        self.layout = layout; self.file = file; self.line = line
        tool = .current
        self.variants = Array(Set(variants)).sorted()
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) -> ReferenceMetadata? { try? JSONDecoder().decode(ReferenceMetadata.self, from: data) }

    /// The metadata at `url` (read if it is there and readable) with `variant` added, stamped with this build.
    public static func adding(variant: String, at url: URL, layout: String, file: String) -> ReferenceMetadata {
        let existing = (try? InputFile.read(url.path, as: InputFile.Kind("reference metadata file"), maxSize: 1 << 20)).flatMap(decode)
        return ReferenceMetadata(layout: layout, file: file, line: existing?.line,
                                 variants: (existing?.variants ?? []) + [variant])
    }
}
