import Foundation

/// `layout-render check merge-reports DIR... --report OUT`: the shards of one run (`--shard I/N`) joined
/// into one report, as if one run had checked everything. Every shard of the run must be there once, from
/// the same tool version, root and reference folder; the merged results are in report order, as one run
/// writes them, and their summary is counted anew.
public enum ReportMerge {
    /// The shards' results joined (no files touched).
    public static func merge(_ shards: [(source: String, results: CheckResults)]) throws -> CheckResults {
        guard let first = shards.first else { throw ReportError("merge-reports: give at least one report folder") }
        var seenShards: [Int: String] = [:]
        var total: Int?
        for (source, shard) in shards {
            guard shard.tool == first.results.tool else {
                throw ReportError("\(source): written by \(shard.tool.name) \(shard.tool.version), \(first.source) by "
                                  + "\(first.results.tool.name) \(first.results.tool.version); merge reports of one run")
            }
            guard shard.run.root == first.results.run.root, shard.run.references == first.results.run.references,
                  shard.run.base == first.results.run.base, shard.run.config == first.results.run.config else {
                throw ReportError("\(source): checked \(shard.run.root) against \(shard.run.references), \(first.source) "
                                  + "checked \(first.results.run.root) against \(first.results.run.references); merge reports of one run")
            }
            let (index, count) = try parseShard(shard.run.shard, source: source)
            if let total, total != count {
                throw ReportError("\(source): shard \(shard.run.shard) of a run split \(count) ways, other reports are of \(total)")
            }
            total = count
            if let other = seenShards[index] {
                throw ReportError("\(source): shard \(shard.run.shard) is also \(other)'s; give each shard once")
            }
            seenShards[index] = source
        }
        if let total, seenShards.count != total {
            let missing = (1...total).filter { seenShards[$0] == nil }.map { "\($0)/\(total)" }
            throw ReportError("merge-reports: shard \(missing.joined(separator: ", ")) missing; give every shard's report folder")
        }
        var byID: [String: String] = [:]
        var all: [CheckResult] = []
        for (source, shard) in shards {
            for r in shard.results {
                if let other = byID[r.id] {
                    throw ReportError("\(source): result \(r.id) is also in \(other); shards of one run never share a snapshot")
                }
                byID[r.id] = source
                all.append(r)
            }
        }
        all.sort(by: CheckResult.reportOrder)
        var run = first.results.run
        run.shard = "1/1"
        // Unconfined when any shard was.
        if shards.contains(where: { $0.results.run.unconfined == true }) { run.unconfined = true }
        return CheckResults(tool: first.results.tool, run: run, results: all)
    }

    /// Reads each folder's results.json, copies the files their results name (renderings, report images) into
    /// `output`, then writes the merged results.json and the report (`CheckReportWriter`).
    @discardableResult
    public static func merge(directories: [URL], into output: URL) throws -> CheckResults {
        let shards = try directories.map { (source: $0.path, results: try ReportFiles.readResults(in: $0)) }
        let merged = try merge(shards)
        let outputReal = ReportFiles.realPath(output.path)
        for (directory, shard) in zip(directories, shards) {
            // A shard folder that is the output already holds its files.
            if let outputReal, ReportFiles.realPath(directory.path) == outputReal { continue }
            for r in shard.results.results {
                for path in (r.actual?.all ?? []) + r.images.all {
                    let from = try ReportFiles.resolve(path, in: directory, what: "file")
                    guard let data = FileManager.default.contents(atPath: from.path) else { continue }
                    try ReportFiles.write(data, to: try ReportFiles.resolve(path, in: output, what: "file"))
                }
            }
        }
        try ReportFiles.writeResults(merged, in: output)
        try CheckReportWriter.write(results: merged, to: output)
        return merged
    }

    static func parseShard(_ text: String, source: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw ReportError("\(source): run.shard '\(text)' is not I/N with 1 <= I <= N")
        }
        return (i, n)
    }
}
