import Foundation
import LayoutReport

/// Where the report leaves `check`: `results.json` (deterministic, LayoutReport's `ReportFiles`) and then the
/// report writers (index.html, summary.md with its GIFs, junit.xml: `CheckReportWriter`), which read only what
/// results.json and the folder hold.
enum ReportHook {
    static let resultsFile = ReportFiles.resultsName

    static func write(_ results: CheckResults, to directory: URL) throws {
        try ReportFiles.writeResults(results, in: directory)
        try CheckReportWriter.write(results: results, to: directory)
    }
}
