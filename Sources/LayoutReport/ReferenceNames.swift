import LayoutFiles
import Foundation
import LayoutRender

/// How the reference folder (default `__LayoutSnapshots__/` at the checked root) names its files: per layout and
/// variant `<source file>/<layout>.<variant>.png` and `.frames.json`, and per layout `<source file>/<layout>.meta.json`
/// (docs/visual-regression.md). `check` (LayoutCheck's `ReferenceFolder`) and `review` both write through
/// `ReportAcceptance`, which keeps the metadata up to date.
public enum ReferenceNames {
    public static let pngSuffix = ".png"
    public static let framesSuffix = ".frames.json"
    public static let metaSuffix = ".meta.json"

    /// Reference files of the snapshot `<file>/<layout>.<variant>`, relative to the reference folder.
    public static func files(file: String, layout: String, variant: String) -> CheckResult.Files {
        let base = file + "/" + layout + "." + variant
        return CheckResult.Files(png: base + pngSuffix, frames: base + framesSuffix, meta: file + "/" + layout + metaSuffix)
    }
}

/// One small JSON per layout in the reference folder: where the layout is declared, which variants have
/// references, which tool wrote them. Keys sorted, two-space indentation, a final newline.
public struct ReferenceMetadata: Codable, Sendable, Equatable {
    public var schemaVersion = 1
    public var layout: String
    public var file: String
    public var line: Int?
    public var tool: CheckResults.Tool
    public var variants: [String]

    public init(layout: String, file: String, line: Int?, variants: [String]) {
        self.layout = layout; self.file = file; self.line = line
        tool = CheckResults.Tool(name: LayoutRenderTool.name, version: LayoutRenderTool.version)
        self.variants = variants.sorted()
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) -> ReferenceMetadata? { try? JSONDecoder().decode(ReferenceMetadata.self, from: data) }
}
