import LayoutSystem

/// `DIR/junit.xml` for CI test reporters: one `<testsuite>` per source file, one `<testcase>` per layout and
/// variant (`name` = `<layout>.<variant>`, `classname` = the file). Changed, added and removed results are
/// `<failure>`s whose text lists the element changes and the paths of the pictures (diff image first);
/// errors are `<error>`s. Valid XML 1.0: characters XML cannot hold are written as `\u{…}`. Safe to post (CI
/// reporters turn it into comments and check summaries): bidirectional controls and C1 controls are escaped as
/// everywhere else (`DisplayText`), and `@` and `#` are followed by a word joiner, so no `@mention` or `#123` fires.
public enum JUnitReport {
    public static func document(_ results: CheckResults) -> String {
        let s = results.summary
        var files: [String: [CheckResult]] = [:]
        var order: [String] = []
        for r in results.results {
            if files[r.file] == nil { order.append(r.file) }
            files[r.file, default: []].append(r)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layout-render check\" tests=\"\(s.total)\" failures=\"\(s.changed + s.added + s.removed)\" "
            + "errors=\"\(s.error)\" skipped=\"0\" time=\"0\">\n"
        for file in order {
            let cases = files[file] ?? []
            let failures = cases.filter { [.changed, .added, .removed].contains($0.status) }.count
            let errors = cases.filter { $0.status == .error }.count
            xml += "  <testsuite name=\"\(attribute(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
            for r in cases { xml += testcase(r, results: results) }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    static func testcase(_ r: CheckResult, results: CheckResults) -> String {
        var line = "    <testcase name=\"\(attribute(r.name + "." + r.variant))\" classname=\"\(attribute(r.file))\" "
            + "file=\"\(attribute(r.file))\""
        if let l = r.line { line += " line=\"\(l)\"" }
        line += " time=\"0\""
        let body: String
        switch r.status {
        case .passed:
            body = r.recorded ? "      <system-out>reference recorded</system-out>\n" : ""
        case .error:
            let message = r.message ?? "the layout could not be checked"
            body = "      <error message=\"\(attribute(message))\" type=\"error\">\(text(details(r)))</error>\n"
        case .changed, .added, .removed:
            body = "      <failure message=\"\(attribute(failureMessage(r)))\" type=\"\(r.status.rawValue)\">"
                + "\(text(details(r)))</failure>\n"
        }
        return body.isEmpty ? line + "/>\n" : line + ">\n" + body + "    </testcase>\n"
    }

    /// `changed: 3 elements, 1234 pixels differ`, `added: no reference yet`, `removed: …`.
    static func failureMessage(_ r: CheckResult) -> String {
        var parts: [String] = []
        switch r.status {
        case .added: parts.append("no reference yet")
        case .removed: parts.append("the reference's layout or variant no longer exists")
        default:
            if let n = r.changedElements, n > 0 { parts.append("\(n) element\(n == 1 ? "" : "s") changed") }
            if let p = r.differingPixels, p > 0 { parts.append("\(p) pixel\(p == 1 ? "" : "s") differ") }
        }
        if let m = r.message, parts.isEmpty { parts.append(m) }
        return r.status.rawValue + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    static func details(_ r: CheckResult) -> String {
        var lines: [String] = ["\(r.file)\(r.line.map { ":\($0)" } ?? ""): \(r.name) on \(r.variant)"]
        if let m = r.message { lines.append(m) }
        lines += r.elementChanges
        if let d = r.images.diff { lines.append("diff image: \(d)") }
        if let b = r.images.before { lines.append("before: \(b)") }
        if let a = r.images.after { lines.append("after: \(a)") }
        if let ref = r.reference { lines.append("reference: \(ref.png)") }
        return lines.joined(separator: "\n")
    }

    /// Attribute text: markup characters, quotes and line breaks as references.
    static func attribute(_ s: String) -> String { escape(s, attribute: true) }
    static func text(_ s: String) -> String { escape(s, attribute: false) }

    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(ch)
            case "@", "#": out.unicodeScalars.append(ch); out.unicodeScalars.append(SummaryMarkdown.joiner)
            default:
                // XML 1.0 allows no other C0 control, nor U+FFFE / U+FFFF.
                if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF || DisplayText.isUnsafe(ch) {
                    out += "\\u{" + String(ch.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }
}
