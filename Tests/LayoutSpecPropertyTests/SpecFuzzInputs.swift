import Foundation
import LayoutEngine
import LayoutJobs
import LayoutDiff
import LayoutRender
import PropertyBased
import PropertySeedSupport
@testable import LayoutSpec

/// One fuzzed spec text and how it was made (printed when a property fails).
struct FuzzInput: CustomStringConvertible, Sendable, Hashable {
    var text: String
    var format: LayoutSpecReader.Format?
    var origin: String
    var description: String {
        let shown = text.count > 1_500 ? String(text.prefix(1_500)) + "… (\(text.utf8.count) bytes)" : text
        return "FuzzInput(\(origin), format \(format.map(\.rawValue) ?? "guess")):\n\(shown)"
    }
}

/// LayoutRender's SplitMix64 with the helpers the fuzzer needs, so an input is a pure function of its seed.
struct FuzzRNG: RandomNumberGenerator {
    private var base: SplitMix64
    init(state: UInt64) { base = SplitMix64(seed: state) }
    mutating func next() -> UInt64 { base.next() }
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &self) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &self)] }
}

/// The sample specs under Examples/, as YAML and converted to JSON, plus the keys they use.
enum FuzzCorpus {
    static let examples: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let yaml: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted().compactMap {
            try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8)
        }
    }()

    static let json: [String] = yaml.compactMap { (try? YAMLSpecParser.parse($0)).map { jsonText($0) } }

    /// Every mapping key in the samples: random documents use the spec's own vocabulary.
    static let keys: [String] = {
        var keys = Set<String>()
        func walk(_ n: SpecNode) {
            switch n {
            case .mapping(let members, _): for m in members { keys.insert(m.key); walk(m.value) }
            case .sequence(let items, _): items.forEach(walk)
            default: break
            }
        }
        for y in yaml { if let n = try? YAMLSpecParser.parse(y) { walk(n) } }
        return keys.sorted()
    }()

    /// A SpecNode written back as JSON (scalars that read as numbers or booleans stay bare).
    static func jsonText(_ n: SpecNode) -> String {
        switch n {
        case .null: return "null"
        case .scalar(let s, let quoted, _):
            if !quoted && (s == "true" || s == "false" || isJSONNumber(s)) { return s }
            return quote(s)
        case .sequence(let items, _): return "[" + items.map(jsonText).joined(separator: ", ") + "]"
        case .mapping(let members, _):
            return "{" + members.map { quote($0.key) + ": " + jsonText($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func isJSONNumber(_ s: String) -> Bool {
        s.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    /// One escaping for both formats: FramesEncoder's JSON string literal is also a YAML double-quoted scalar.
    static func quote(_ s: String) -> String { FramesEncoder.string(s) }
}

/// The three kinds of fuzzed input.
enum SpecFuzz {
    static var inputs: Generator<FuzzInput, Shrink.None<FuzzInput>> {
        Generator { rng in
            var r = FuzzRNG(state: PropertySeeds.next(&rng))
            switch r.int(0...9) {
            case 0...1: return randomBytes(&r)
            case 2...4: return randomDocument(&r)
            // Bombs cost the most to refuse (a million values counted); one case in forty is enough to keep every
            // shape covered in `make test`, and `make soak` runs thousands.
            case 5: return r.chance(0.25) ? bomb(&r) : mutatedSample(&r)
            default: return mutatedSample(&r)
            }
        }
    }

    static func format(_ r: inout FuzzRNG) -> LayoutSpecReader.Format? { r.pick([.json, .yaml, nil]) }

    // MARK: random bytes

    static func randomBytes(_ r: inout FuzzRNG) -> FuzzInput {
        let alphabet = Array("{}[]:,\"'-#&*!|>%@` \t\n\r0123456789.eE+abcnulltrue\\/?~=".utf8)
        let n = r.int(0...300)
        var bytes: [UInt8] = []
        for _ in 0..<n { bytes.append(r.chance(0.7) ? r.pick(alphabet) : UInt8.random(in: 0...255, using: &r)) }
        return FuzzInput(text: String(decoding: bytes, as: UTF8.self), format: format(&r), origin: "random bytes")
    }

    // MARK: random documents

    static let scalars: [String] = [
        "0", "1", "-1", "0.5", "2", "44", "-0", "1e400", "-1e400", "1e-400", "1e308", "9999999999999999999999",
        ".nan", ".inf", "-.inf", "NaN", "Infinity", "true", "false", "null", "~", "\"\"", "\"x\"", "\"5\"",
        "\"\\u0000\\u0007\\u001b<script>&'\"", "fractionalWidth", "absolute", "horizontal", "vertical", "custom",
        "top", "bottom", "leading", "groupPaging", "iPhoneX", "1_000", "0x10", "+5", "5.", ".5",
    ]

    static func randomValue(_ r: inout FuzzRNG, depth: Int) -> SpecNode {
        let roll = r.int(0...9)
        if depth >= 6 || roll < 5 {
            let s = r.pick(scalars)
            if s.hasPrefix("\"") { return .scalar(String(s.dropFirst().dropLast()), quoted: true, nil) }
            if s == "null" || s == "~" { return .null(nil) }
            return .scalar(s, quoted: false, nil)
        }
        if roll < 7 { return .sequence((0..<r.int(0...4)).map { _ in randomValue(&r, depth: depth + 1) }, nil) }
        var members: [(key: String, keyLocation: SourceLocation?, value: SpecNode)] = []
        var used = Set<String>()
        for _ in 0..<r.int(0...6) {
            let key = r.chance(0.9) ? r.pick(FuzzCorpus.keys) : r.pick(["", "x", "sectoin", "layoutSise", "\u{1b}"])
            guard used.insert(key).inserted else { continue }
            members.append((key, nil, randomValue(&r, depth: depth + 1)))
        }
        return .mapping(members, nil)
    }

    static func randomDocument(_ r: inout FuzzRNG) -> FuzzInput {
        // Mostly an object at the top, as a spec is.
        var root = randomValue(&r, depth: 1)
        if case .mapping = root {} else if r.chance(0.8) { root = .mapping([("section", nil, root)], nil) }
        if r.chance(0.5) {
            return FuzzInput(text: FuzzCorpus.jsonText(root), format: r.pick([.json, nil]), origin: "random document (JSON)")
        }
        return FuzzInput(text: yamlText(root, indent: ""), format: r.pick([.yaml, nil]), origin: "random document (YAML)")
    }

    /// Block-style YAML for a random tree (scalars written as they are: wrong types are the point).
    static func yamlText(_ n: SpecNode, indent: String) -> String {
        switch n {
        case .null: return "~"
        case .scalar(let s, let quoted, _): return quoted ? FuzzCorpus.quote(s) : s
        case .sequence(let items, _):
            if items.isEmpty { return "[]" }
            return items.map { "\n\(indent)- " + yamlText($0, indent: indent + "  ") }.joined()
        case .mapping(let members, _):
            if members.isEmpty { return "{}" }
            let body = members.map { "\n\(indent)\(FuzzCorpus.quote($0.key)): " + yamlText($0.value, indent: indent + "  ") }.joined()
            return indent.isEmpty ? String(body.dropFirst()) : body
        }
    }

    // MARK: bomb shapes (issue 15): small inputs that would cost seconds and gigabytes without a budget

    static let fill = "layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}"

    static func bomb(_ r: inout FuzzRNG) -> FuzzInput {
        switch r.int(0...4) {
        case 0:
            // Billion laughs: each level repeats the previous one `fan` times, under a known or an unknown key.
            let fan = r.int(2...10), levels = r.int(3...9)
            var yaml = "x0: &x0 [" + Array(repeating: "v", count: fan).joined(separator: ", ") + "]\n"
            for i in 1...levels { yaml += "x\(i): &x\(i) [" + Array(repeating: "*x\(i - 1)", count: fan).joined(separator: ", ") + "]\n" }
            yaml += r.pick(["section: {unknown: *x\(levels)}\n", "data: {sections: *x\(levels)}\n", ""])
            return FuzzInput(text: yaml, format: .yaml, origin: "alias bomb \(fan)^\(levels)")
        case 1:
            // The same through merge keys.
            let fan = r.int(2...10), levels = r.int(3...8)
            var yaml = "m0: &m0 {" + (0..<fan).map { "k\($0): \($0)" }.joined(separator: ", ") + "}\n"
            for i in 1...levels {
                yaml += "m\(i): &m\(i) {" + (0..<fan).map { "k\($0): {<<: *m\(i - 1)}" }.joined(separator: ", ") + "}\n"
            }
            yaml += "section: {group: {<<: *m\(levels)}}\n"
            return FuzzInput(text: yaml, format: .yaml, origin: "merge-key bomb \(fan)^\(levels)")
        case 2:
            // Nested counts whose product passes the slot limit (or just reaches it).
            let counts = (0..<r.int(2...4)).map { _ in r.pick([2, 50, 100, 101, 1_000, 10_000]) }
            var item = "{\(fill)}"
            for (i, n) in counts.enumerated() {
                item = "{group: \(i % 2 == 0 ? "horizontal" : "vertical"), count: \(n), \(fill), subitem: \(item)}"
            }
            let top = item.replacingOccurrences(of: "heightDimension: {fractionalHeight: 1}}, subitem",
                                                with: "heightDimension: {absolute: 44}}, subitem", options: .backwards,
                                                range: item.range(of: "subitem").map { item.startIndex..<$0.upperBound })
            return FuzzInput(text: "section: {group: \(top)}\ndata: {sections: [\(r.pick([1, 1_000, 1_000_000]))]}\n",
                             format: .yaml, origin: "nested counts \(counts)")
        case 3:
            // Sub-point items: millions of elements on one screen.
            let h = r.pick(["0.0001", "0.001", "1e-9", "0.5"])
            return FuzzInput(text: """
                section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: \(h)}}, subitems: [{\(fill)}]}}
                data: {sections: [\(r.pick([10_000, 10_000_000, 100_000_000]))]}
                """, format: .yaml, origin: "sub-point items \(h)")
        default:
            // A long key or value, with control and bidi characters: echoed shortened and on one line.
            let piece = r.pick(["k", "\\e[31m", "\\u202E", "\\r\\n", "\\u0085", "\\u2028"])
            let long = String(repeating: piece, count: r.pick([10, 1_000, 100_000]))
            return FuzzInput(text: r.chance(0.5) ? "{\"section\": {\"\(long)\": 1}}" : "{\"section\": {\"group\": \"\(long)\"}}",
                             format: .json, origin: "long echo ×\(long.count)")
        }
    }

    // MARK: mutated samples

    static func mutatedSample(_ r: inout FuzzRNG) -> FuzzInput {
        let asJSON = r.chance(0.4) && !FuzzCorpus.json.isEmpty
        let corpus = asJSON ? FuzzCorpus.json : FuzzCorpus.yaml
        guard !corpus.isEmpty else { return randomBytes(&r) }
        var chars = Array(r.pick(corpus).unicodeScalars)
        var steps: [String] = []
        for _ in 0..<(r.chance(0.6) ? 1 : r.int(2...4)) {
            let n = chars.count
            guard n > 0 else { break }
            let at = r.int(0...(n - 1))
            let len = min(n - at, r.pick([1, 1, 2, 5, 20, 200]))
            switch r.int(0...6) {
            case 0:
                chars.removeSubrange(at..<(at + len)); steps.append("delete \(len)@\(at)")
            case 1:
                chars.insert(contentsOf: chars[at..<(at + len)], at: at); steps.append("duplicate \(len)@\(at)")
            case 2:
                let c: Unicode.Scalar = r.pick(["{", "}", "[", "]", ":", ",", "\"", "'", "-", " ", "\n", "\t", "#", "&", "*", "\u{0}", "\u{7}", "\u{1b}", "é", "\u{FEFF}"])
                chars[at] = c; steps.append("replace @\(at) with U+\(String(c.value, radix: 16))")
            case 3, 4:
                // Swap a value for one of the wrong type, or for NaN / huge numbers.
                let text = String(String.UnicodeScalarView(chars))
                let values = valueRanges(in: text)
                guard !values.isEmpty else { continue }
                let range = r.pick(values)
                let numbers = ["0", "-5", "0.001", "1e308", "1e15", "123456789", "2.5", "-0.5", "1000000"]
                let replacement = r.chance(0.5) ? r.pick(numbers) : r.pick(["[1, 2]", "{}", "\"text\"", "true", "null", ".nan", ".inf", "1e999", "-1e999",
                                          "1e308", "-5", "0", "99999999999", "NaN", "[[[[[]]]]]", "\"\\u0000\""])
                var t = text
                t.replaceSubrange(range, with: replacement)
                chars = Array(t.unicodeScalars); steps.append("value → \(replacement)")
            case 5:
                // Deep nesting: stack safety of both readers.
                let depth = r.pick([10, 300, 5_000, 50_000])
                let open: Unicode.Scalar = r.chance(0.5) ? "[" : "{"
                let nest = open == "[" ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                                       : String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth)
                chars.insert(contentsOf: nest.unicodeScalars, at: at); steps.append("nest \(depth)×\(open)@\(at)")
            default:
                chars.removeSubrange(at..<n); steps.append("truncate@\(at)")
            }
        }
        return FuzzInput(text: String(String.UnicodeScalarView(chars)), format: r.chance(0.8) ? (asJSON ? .json : .yaml) : nil,
                         origin: "mutated \(asJSON ? "JSON" : "YAML") sample: " + steps.joined(separator: ", "))
    }

    /// Ranges of scalar values after "key: " (YAML) or "\"key\": " (JSON), up to the next separator.
    static func valueRanges(in text: String) -> [Range<String.Index>] {
        guard let re = try? NSRegularExpression(pattern: #":\s*([^\s,{}\[\]\n]+)"#) else { return [] }
        let ns = text as NSString
        return re.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { Range($0.range(at: 1), in: text) }
    }
}
