import Foundation

/// Text and JSON summaries of an image comparison.
extension ImageComparison {
    /// A few lines for a terminal or a test failure: the verdict, the counts and the changed regions.
    public func textReport(tolerance: DiffTolerance = .exact, threshold: Double? = nil) -> String {
        switch self {
        case .sizeMismatch:
            return "images differ in size: reference \(referenceSize), actual \(actualSize) pixels\n"
        case .compared(let d):
            let verdict = d.differentPixels == 0 ? "images match" : passes(tolerance)
                ? "images differ within tolerance \(tolerance)" : "images differ"
            var out = "\(verdict): \(d.differentPixels) of \(d.totalPixels) pixels (\(Self.percent(d.percentage)))"
            if let threshold { out += " over threshold \(DiffTolerance.format(threshold))" }
            if d.antiAliasedPixels > 0 { out += "; \(d.antiAliasedPixels) anti-aliased pixels ignored" }
            out += "\n"
            if !d.regions.isEmpty {
                out += "\(d.regions.count) changed region\(d.regions.count == 1 ? "" : "s") (x, y, width × height):\n"
                for r in d.regions { out += "  \(r)\n" }
            }
            return out
        }
    }

    /// A JSON object with sorted keys (the same comparison always prints the same bytes).
    public func jsonReport(tolerance: DiffTolerance = .exact) -> String {
        let report: ImageJSON
        switch self {
        case .sizeMismatch:
            report = ImageJSON(kind: "image", sizeMismatch: true, referenceSize: referenceSize, actualSize: actualSize,
                               differentPixels: nil, antiAliasedPixels: nil, totalPixels: nil, percentage: nil,
                               regions: nil, passes: false, tolerance: tolerance.description)
        case .compared(let d):
            report = ImageJSON(kind: "image", sizeMismatch: false, referenceSize: referenceSize,
                               actualSize: actualSize, differentPixels: d.differentPixels,
                               antiAliasedPixels: d.antiAliasedPixels, totalPixels: d.totalPixels,
                               percentage: (d.percentage * 1e6).rounded() / 1e6,
                               regions: d.regions, passes: passes(tolerance), tolerance: tolerance.description)
        }
        return DiffJSON.encode(report)
    }

    static func percent(_ p: Double) -> String {
        p == 0 ? "0%" : p < 0.001 ? "<0.001%" : String(format: "%.3f%%", p)
    }
}

private struct ImageJSON: Encodable {
    var kind: String
    var sizeMismatch: Bool
    var referenceSize: PixelSize
    var actualSize: PixelSize
    var differentPixels: Int?
    var antiAliasedPixels: Int?
    var totalPixels: Int?
    var percentage: Double?
    var regions: [PixelRegion]?
    var passes: Bool
    var tolerance: String
}

/// JSON with sorted keys and a trailing newline: deterministic bytes for CI logs and tools.
enum DiffJSON {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain structs of numbers and strings cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
