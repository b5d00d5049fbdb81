import Foundation

/// Makes Cairo's SVG output byte-identical across renders.
///
/// Cairo names glyphs, surfaces, patterns, clips and masks with process-wide counters
/// (`surface17`, `glyph3-1`, `clip5`), so the second picture a process draws differs from the first.
/// Renumbering every id in order of first appearance (and every reference to it) removes the
/// dependence on history while keeping the document identical in meaning.
package enum SVGIdentifiers {
    package static func renumbered(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        return Data(renumbered(text).utf8)
    }

    static func renumbered(_ svg: String) -> String {
        // Ids Cairo emits: a lowercase prefix and digits, optionally "-digits" (glyphF-G).
        let pattern = try! NSRegularExpression(pattern: #"id="([a-z-]+?)(\d+)((?:-\d+)?)""#)
        let ns = svg as NSString
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        var order: [String] = []
        for match in pattern.matches(in: svg, range: NSRange(location: 0, length: ns.length)) {
            let old = ns.substring(with: NSRange(location: match.range.location + 4,
                                                 length: match.range.length - 5))
            guard mapping[old] == nil else { continue }
            let prefix = ns.substring(with: match.range(at: 1))
            let n = counters[prefix, default: 0]
            counters[prefix] = n + 1
            mapping[old] = "\(prefix)\(n)"
            order.append(old)
        }
        guard !mapping.isEmpty else { return svg }
        // Replace ids and references ("#id" in href/url()) in one pass over tokens.
        let token = try! NSRegularExpression(pattern: #"(?<=id="|#)([a-z-]+?\d+(?:-\d+)?)(?=["\)])"#)
        var out = ""
        out.reserveCapacity(ns.length)
        var last = 0
        for m in token.matches(in: svg, range: NSRange(location: 0, length: ns.length)) {
            let old = ns.substring(with: m.range)
            guard let new = mapping[old] else { continue }
            out += ns.substring(with: NSRange(location: last, length: m.range.location - last))
            out += new
            last = m.range.location + m.range.length
        }
        out += ns.substring(from: last)
        return out
    }
}
