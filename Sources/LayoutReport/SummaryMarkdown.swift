import Foundation
import LayoutSystem

/// `DIR/summary.md`, for a pull-request comment or a CI step summary: the counts, then each result that needs
/// a reviewer — changed first — with a before/after GIF (`summary/NNNN.gif`, `SummaryAnimation`), its element
/// changes and links to the pictures and the full report. Bounded for huge runs: GIFs for the first
/// `maxAnimated` changes, at most `maxListed` results and `maxChangesPerResult` element lines each, and the
/// whole under `maxCharacters` (a GitHub comment holds 65,536); what is left out is counted.
public enum SummaryMarkdown {
    public static let maxAnimated = 20
    public static let maxListed = 100
    public static let maxChangesPerResult = 8
    public static let maxCharacters = 60_000
    public static let animationFolder = "summary"

    /// The document, given which results got a GIF (index in `results.results` → path relative to DIR).
    /// `linkBase` (e.g. the URL the report folder is uploaded to) prefixes every link; nil: relative links.
    static func document(_ results: CheckResults, animations: [Int: String], linkBase: String?) -> String {
        let s = results.summary
        var md = results.run.unconfined == true ? "**\(CheckResults.Run.unconfinedLine)**\n\n" : ""
        md += "## layout-render check: \(SummaryText.headline(s))\n\n"
        md += "| changed | added | removed | error | passed | recorded |\n| ---: | ---: | ---: | ---: | ---: | ---: |\n"
        md += "| \(s.changed) | \(s.added) | \(s.removed) | \(s.error) | \(s.passed) | \(s.recorded) |\n\n"
        md += "Full report: [index.html](\(link("index.html", linkBase)))"
        if results.run.base != nil || results.run.shard != "1/1" {
            md += " · " + [results.run.base.map { "baseline: \(inline($0))" + CheckResults.Run.commitsText(results.run) }, results.run.shard == "1/1" ? nil : "shard \(results.run.shard)"]
                .compactMap { $0 }.joined(separator: " · ")
        }
        md += "\n"
        let failing = results.results.enumerated().filter { $0.element.status != .passed }
            .sorted { ($0.element.status.rank, $0.offset) < ($1.element.status.rank, $1.offset) }
        guard !failing.isEmpty else { return md }
        var listed = 0
        for (index, r) in failing {
            let section = entry(r, animation: animations[index], linkBase: linkBase)
            if listed == maxListed || md.utf8.count + section.utf8.count > maxCharacters - 200 { break }
            md += section
            listed += 1
        }
        if listed < failing.count {
            md += "\n… and \(failing.count - listed) more not listed here: see [the full report](\(link("index.html", linkBase))).\n"
        }
        return md
    }

    static func entry(_ r: CheckResult, animation: String?, linkBase: String?) -> String {
        var md = "\n### \(r.status.rawValue): \(inline(r.name)) · \(inline(r.variant))\n\n"
        md += "\(inline(r.file + (r.line.map { ":\($0)" } ?? "")))"
        var facts: [String] = []
        if let n = r.changedElements, n > 0 { facts.append("\(n) element\(n == 1 ? "" : "s") changed") }
        if let p = r.differingPixels, p > 0 { facts.append("\(p) pixel\(p == 1 ? "" : "s") differ") }
        if !facts.isEmpty { md += " — " + facts.joined(separator: ", ") }
        md += "\n\n"
        if let m = r.message { md += "> \(inline(m))\n\n" }
        if let animation { md += "![before and after, alternating](\(link(animation, linkBase)))\n\n" }
        for change in r.elementChanges.prefix(maxChangesPerResult) { md += "- \(inline(change))\n" }
        if r.elementChanges.count > maxChangesPerResult { md += "- … \(r.elementChanges.count - maxChangesPerResult) more\n" }
        if !r.elementChanges.isEmpty { md += "\n" }
        let links = [("before", r.images.before), ("after", r.images.after), ("diff", r.images.diff)]
            .compactMap { name, path in path.map { "[\(name)](\(link($0, linkBase)))" } }
        if !links.isEmpty { md += links.joined(separator: " · ") + "\n" }
        return md
    }

    /// A path relative to DIR as a link: each component percent-encoded (spaces, parentheses, `#`, `?`…).
    static func link(_ path: String, _ base: String?) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }.joined(separator: "/")
        guard let base, !base.isEmpty else { return encoded }
        return base.hasSuffix("/") ? base + encoded : base + "/" + encoded
    }

    /// Word joiner: put after `@` and `#` in free text, so no `@mention` notifies anyone and no `#123` links an
    /// issue, while the text reads the same.
    static let joiner: Unicode.Scalar = "\u{2060}"

    /// User text as inline Markdown: one line, controls and bidirectional controls escaped (`DisplayText`),
    /// Markdown's punctuation backslash-escaped, `<` and `&` as entities so no HTML gets through, `@` and `#`
    /// followed by a word joiner.
    static func inline(_ s: String) -> String {
        var out = ""
        for ch in DisplayText.escaped(s).unicodeScalars {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "@": out.unicodeScalars.append(ch); out.unicodeScalars.append(joiner)
            case "#": out += "\\#"; out.unicodeScalars.append(joiner)
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "+", "-", "!", "|", "~", "\"":
                out += "\\"; out.unicodeScalars.append(ch)
            default:
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
