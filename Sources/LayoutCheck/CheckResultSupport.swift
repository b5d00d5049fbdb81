import LayoutSystem
import Foundation
import LayoutEngine
import LayoutRender
import LayoutReport

// results.json's model is LayoutReport's (`CheckResults`, `CheckResult`: docs/check-results.schema.json); what
// `check` adds to it lives here.

/// A problem with the run's input: one line, exit 2. The same error the report, merge and accept code throws.
public typealias CheckError = ReportError

extension CheckResult.VariantInfo {
    public init(_ v: Variant) {
        self.init(device: v.device, width: Double(v.viewSize.width), height: Double(v.viewSize.height),
                  orientation: v.orientation.rawValue, theme: v.theme.rawValue, direction: v.direction.rawValue,
                  offset: v.offset)
    }
}

extension CheckResult {
    /// `elementChanges` lists at most this many changes, each one line: "cell [1, 3] moved (0, 12)".
    public static let maxListedChanges = 100
}

extension CheckResults {
    /// A run's results as `check` writes them: this tool's name and version, results in report order.
    public init(run: Run, results: [CheckResult]) {
        self.init(tool: Tool(name: LayoutRenderTool.name, version: LayoutRenderTool.version), run: run,
                  results: results.sorted(by: CheckResult.reportOrder))
    }

    /// Exit code of the run: 0 when every result passed or was recorded as asked (an error result is recorded only
    /// when its broken reference was replaced by a rendering), 1 otherwise.
    public var exitCode: Int32 {
        results.allSatisfy { $0.status == .passed || $0.recorded } ? 0 : 1
    }

    /// Deterministic bytes: sorted keys, two-space indent, no escaped slashes, a final newline.
    public func encoded() throws -> Data { try ReportFiles.encode(self) }

    /// Reads results.json text (schema version and contained paths checked), as `review` and `check merge-reports` do.
    public static func decode(_ data: Data, file: String) throws -> CheckResults { try ReportFiles.decode(data, file: file) }
}
