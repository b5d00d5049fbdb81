import Foundation
import LayoutRender

/// Taking a result's current rendering as its new reference (the review's Accept; `check --accept` does the
/// same through LayoutCheck's `ReferenceFolder.accept`, with the same rules):
/// - `changed`, `added` (and a `passed` or `error` that has an actual rendering): each of `actual`'s files
///   (PNG, frames JSON, metadata) is copied onto the same kind of `reference` path under `run.references`;
/// - `removed`: the reference files are deleted;
/// each file atomically (a temporary file beside it, then renamed), and a path that leaves its folder — by
/// `..`, by being absolute, or through a symbolic link — is refused before anything is written.
public enum ReportAcceptance {
    public struct Outcome: Equatable, Sendable {
        /// Reference files written or deleted, relative to the reference folder.
        public var written: [String] = []
        public var deleted: [String] = []
    }

    /// Accepts `result` of the report in `reportDirectory` into `referencesRoot`.
    @discardableResult
    public static func accept(_ result: CheckResult, reportDirectory: URL, referencesRoot: URL) throws -> Outcome {
        guard let reference = result.reference else {
            throw ReportError("\(result.id): the result names no reference path, so there is nothing to write")
        }
        var outcome = Outcome()
        if result.status == .removed {
            let targets = try reference.all.map { ($0, try ReportFiles.resolve($0, in: referencesRoot, what: "reference")) }
            for (relative, url) in targets {
                if unlink(url.path) == 0 {
                    outcome.deleted.append(relative)
                } else if errno != ENOENT {
                    throw ReportError("\(url.path): cannot be deleted (\(String(cString: strerror(errno))))")
                }
            }
            return outcome
        }
        guard let actual = result.actual else {
            throw ReportError("\(result.id): \(result.status.rawValue) with no rendering to accept")
        }
        let pairs: [(String, String)] = [(actual.png, reference.png)]
            + zip([actual.frames, actual.meta], [reference.frames, reference.meta]).compactMap { a, r in
                guard let a, let r else { return nil }
                return (a, r)
            }
        // Every path checked and every source read before the first write: a refused path writes nothing.
        var planned: [(Data, URL, String)] = []
        for (source, target) in pairs {
            let from = try ReportFiles.resolve(source, in: reportDirectory, what: "rendering")
            let to = try ReportFiles.resolve(target, in: referencesRoot, what: "reference")
            guard let data = FileManager.default.contents(atPath: from.path) else {
                throw ReportError("\(from.path): the rendering to accept is missing")
            }
            planned.append((data, to, target))
        }
        for (data, to, relative) in planned {
            try ReportFiles.write(data, to: to)
            outcome.written.append(relative)
        }
        return outcome
    }
}
