import Foundation
import LayoutSystem

/// The report folder replaced whole (docs/visual-regression.md, "The report"): `check --report DIR` writes every
/// file of its report in a staging folder beside `DIR` (same file system) and moves them into `DIR` only when the
/// run completes, with interruptions held back; a run that fails (exit 2, interrupted) removes what an earlier run
/// wrote in `DIR` instead. So `DIR` holds one run's report or none — never an earlier run's summary.md, junit.xml or
/// index.html beside a failure, which a CI step would post as if it were this run's.
public enum ReportStaging {
    /// What a report folder holds that a run writes: removed before a new report is moved in, or after a failed
    /// run. Anything else in the folder is left alone.
    public static let owned = [ReportFiles.resultsName, "actual", "images", SummaryMarkdown.animationFolder,
                               "summary.md", "junit.xml", "index.html", ReviewSession.decisionsFile]

    /// A new, empty staging folder beside `final` (made, with its parent, as needed). Refused when `final` is a
    /// file or a symbolic link (a link would move the report, and the removal of an earlier one, elsewhere).
    public static func make(for final: URL) throws -> URL {
        var info = stat()
        if lstat(final.path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw ReportError("--report \(final.path): is a symbolic link; give a real folder")
            default: throw ReportError("--report \(final.path): is a file; give a folder")
            }
        }
        let parent = final.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(final.lastPathComponent.prefix(150)).staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw ReportError("--report \(final.path): cannot be written: \(error.localizedDescription)")
        }
        if lstat(final.path, &info) == 0, access(final.path, W_OK) != 0 {
            try? FileManager.default.removeItem(at: staging)
            throw ReportError("--report \(final.path): the folder is not writable")
        }
        return staging
    }

    /// Moves the staged report into `final`: a missing `final` is the staging folder renamed; else the earlier
    /// report's files (`owned`) are removed and the staged ones renamed in, with interruptions held back.
    public static func publish(_ staging: URL, into final: URL) throws {
        try Signals.deferring {
            if rename(staging.path, final.path) == 0 { return }
            guard errno == EEXIST || errno == ENOTEMPTY else {
                throw ReportError("--report \(final.path): cannot be written (\(String(cString: strerror(errno))))")
            }
            clear(final)
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? [] {
                guard rename(staging.path + "/" + entry, final.path + "/" + entry) == 0 else {
                    throw ReportError("\(final.path)/\(entry): cannot be written (\(String(cString: strerror(errno))))")
                }
            }
            try? FileManager.default.removeItem(at: staging)
        }
    }

    /// Removes an earlier report's files from `final` (when it is a real folder).
    public static func clear(_ final: URL) {
        var info = stat()
        guard lstat(final.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        for name in owned {
            let path = final.path + "/" + name
            if lstat(path, &info) == 0 { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
