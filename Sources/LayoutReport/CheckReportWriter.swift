import Foundation

/// Writes the human- and CI-facing files of a check report from its results and the images already in the
/// folder: `index.html` (`HTMLReport`), `summary.md` with its GIFs under `summary/` (`SummaryMarkdown`),
/// `junit.xml` (`JUnitReport`). `results.json` itself is `check`'s (`ReportFiles.writeResults`).
/// Every file is written atomically; the same results and images give the same bytes.
public enum CheckReportWriter {
    public struct Options: Sendable {
        /// Prefix for the links in summary.md (where the report folder is published); nil: relative links.
        public var linkBase: String?
        public init(linkBase: String? = nil) { self.linkBase = linkBase }
    }

    public static func write(results: CheckResults, to directory: URL, options: Options = Options()) throws {
        let html = try HTMLReport.page(results)
        let junit = JUnitReport.document(results)
        let animations = try writeAnimations(results, in: directory)
        let summary = SummaryMarkdown.document(results, animations: animations, linkBase: options.linkBase)
        try ReportFiles.write(Data(junit.utf8), to: directory.appendingPathComponent("junit.xml"))
        try ReportFiles.write(Data(summary.utf8), to: directory.appendingPathComponent("summary.md"))
        try ReportFiles.write(Data(html.utf8), to: directory.appendingPathComponent("index.html"))
    }

    /// GIFs for the first changed results that have both pictures, as `summary/0001.gif`…; GIFs of an
    /// earlier report in the same folder that this one does not write are removed.
    static func writeAnimations(_ results: CheckResults, in directory: URL) throws -> [Int: String] {
        let candidates = results.results.enumerated()
            .filter { $0.element.status == .changed && $0.element.images.before != nil && $0.element.images.after != nil }
            .prefix(SummaryMarkdown.maxAnimated)
        var written: [Int: String] = [:]
        for (n, (index, r)) in candidates.enumerated() {
            guard let before = r.images.before, let after = r.images.after,
                  let beforePNG = FileManager.default.contents(atPath: try ReportFiles.resolve(before, in: directory, what: "image").path),
                  let afterPNG = FileManager.default.contents(atPath: try ReportFiles.resolve(after, in: directory, what: "image").path),
                  let gif = try? SummaryAnimation.gif(beforePNG: beforePNG, afterPNG: afterPNG) else { continue }
            let path = "\(SummaryMarkdown.animationFolder)/\(String(format: "%04d", n + 1)).gif"
            try ReportFiles.write(gif, to: directory.appendingPathComponent(path))
            written[index] = path
        }
        let folder = directory.appendingPathComponent(SummaryMarkdown.animationFolder)
        let keep = Set(written.values.map { ($0 as NSString).lastPathComponent })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasSuffix(".gif") && !keep.contains(name) {
            unlink(folder.appendingPathComponent(name).path)
        }
        return written
    }
}
