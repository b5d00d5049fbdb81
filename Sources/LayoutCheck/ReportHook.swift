import Foundation
import LayoutRender

/// Where the report leaves `check`: `results.json` (written here, deterministic) and then the report writers
/// (index.html, summary.md, junit.xml) of LayoutReport, which read only what results.json and the folder hold.
/// The one call site the merge wires to `CheckReportWriter.write(results:to:)`.
enum ReportHook {
    static let resultsFile = "results.json"

    static func write(_ results: CheckResults, to directory: URL) throws {
        do {
            try AtomicFile.write(try results.encoded(), to: directory.appendingPathComponent(resultsFile))
        } catch let e as RenderError {
            throw CheckError(e.description)
        }
        // try CheckReportWriter.write(results: results, to: directory)
    }
}
