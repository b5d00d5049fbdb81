import Foundation

/// `DIR/index.html`: one self-contained page (inline style and script, no network, no server) listing the
/// results that need a reviewer first — changed, added, removed, error — then the passed ones; pictures are
/// referenced by their paths in DIR. The same bytes for the same results.
///
/// `review` serves this same page with `data-mode="review"` (`reviewMode`), which shows Accept and Reject.
///
/// Its style and script are `Assets/report.css` and `Assets/report.js`, inlined as they are (`ReportAssets`, made at
/// build time by Plugins/EmbedReportAssets). The style: a results list on the left, the selected result on the
/// right, pictures scaled to the window; light and dark following the system. The script reads the results from
/// the page's JSON block and builds everything with `textContent` (never HTML from data), so names with `<`, `&`
/// or quotes show as typed; rows are created in chunks as the list scrolls (2,000 results stay fast); only the
/// selected result's pictures are in the page, so images load when looked at. Keys: j / ↓ next, k / ↑ previous,
/// 1–5 or s l o b d for the views, / to search, and in review mode a accept, r reject, x select.
public enum HTMLReport {
    /// The attribute the page reads to show the review controls; `review` swaps it in.
    public static let staticModeMarker = #"<html lang="en" data-mode="static">"#
    public static let reviewModeMarker = #"<html lang="en" data-mode="review">"#

    /// The results in the report's order: by status (changed, added, removed, error, passed), then as given.
    public static func ordered(_ results: [CheckResult]) -> [CheckResult] {
        results.enumerated().sorted { a, b in
            a.element.status.rank != b.element.status.rank ? a.element.status.rank < b.element.status.rank : a.offset < b.offset
        }.map(\.element)
    }

    public static func page(_ results: CheckResults) throws -> String {
        let s = results.summary
        let headline = SummaryText.headline(s)
        var html = "<!DOCTYPE html>\n\(staticModeMarker)\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // No icon to fetch: a page that makes no request beyond its own pictures.
        html += "<link rel=\"icon\" href=\"data:,\">\n"
        html += "<title>\(escape(headline)) · layout-render check</title>\n"
        html += "<style>\n\(ReportAssets.style)</style>\n</head>\n<body>\n<header>\n"
        if results.run.unconfined == true { html += "<p class=\"unconfined\"><strong>\(escape(CheckResults.Run.unconfinedLine))</strong></p>\n" }
        html += "<h1>layout-render check</h1>\n"
        html += "<p class=\"summary\" id=\"summary\">\(escape(headline))</p>\n"
        html += "<p class=\"run\">\(escape(runLine(results)))</p>\n"
        html += """
        <div class="filters">
        <span id="status-filter" class="status-filter"></span>
        <select id="file-filter" aria-label="file"><option value="">All files</option></select>
        <select id="variant-filter" aria-label="variant"><option value="">All variants</option></select>
        <input id="search" type="search" placeholder="Filter by name (/)" aria-label="filter by name">
        <span id="shown-count" class="hint"></span>
        </div>
        <div id="review-bar" class="review-bar" hidden>
        <button id="select-shown">Select shown</button>
        <button id="accept-selected" class="accept">Accept selected</button>
        <button id="reject-selected" class="reject">Reject selected</button>
        <span id="selected-count" class="hint">0 selected</span>
        <span id="review-status" class="review-status" role="status"></span>
        </div>
        </header>
        <main>
        <nav id="list" class="list" aria-label="results"><ol id="rows"></ol><div id="more" class="more"></div></nav>
        <section id="detail" class="detail" aria-live="polite"></section>
        </main>
        <footer>Keys: <kbd>j</kbd>/<kbd>↓</kbd> next · <kbd>k</kbd>/<kbd>↑</kbd> previous · <kbd>1</kbd>–<kbd>5</kbd> \
        (<kbd>s</kbd> <kbd>l</kbd> <kbd>o</kbd> <kbd>b</kbd> <kbd>d</kbd>) side by side, slider, onion skin, blink, diff · \
        <kbd>/</kbd> filter<span class="review-keys"> · <kbd>a</kbd> accept · <kbd>r</kbd> reject · <kbd>x</kbd> select</span></footer>

        """
        html += "<script type=\"application/json\" id=\"report-data\">"
        html += try pageData(results)
        html += "</script>\n<script>\n\(ReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// What the script reads: the results in report order. Inside a script element only `</script` or `<!--`
    /// could end or confuse it, so every `<`, `>` and `&` in the JSON (they occur only in strings) is written
    /// as a `\u` escape, which JSON.parse reads back as the same character.
    static func pageData(_ results: CheckResults) throws -> String {
        var page = results
        page.results = ordered(results.results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(page), as: UTF8.self)
        var out = ""
        out.reserveCapacity(json.utf8.count + 64)
        for ch in json.unicodeScalars {
            switch ch {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    static func runLine(_ results: CheckResults) -> String {
        var parts = ["\(results.tool.name) \(results.tool.version)", "root \(results.run.root)",
                     "references \(results.run.references)"]
        if let base = results.run.base { parts.append("base \(base)" + CheckResults.Run.commitsText(results.run)) }
        if let config = results.run.config { parts.append("config \(config)") }
        if results.run.shard != "1/1" { parts.append("shard \(results.run.shard)") }
        return parts.joined(separator: " · ")
    }

    /// Text for HTML element content and quoted attribute values.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
