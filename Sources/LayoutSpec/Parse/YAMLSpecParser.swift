import Foundation
import Yams

/// Reads YAML with Yams and converts its node tree, keeping Yams' marks as locations.
enum YAMLSpecParser {
    static func parse(_ text: String, maxNodes: Int = YAMLExpansionBudget.defaultMaxNodes) throws -> SpecNode {
        try YAMLPrescan(maxValues: maxNodes).check(text)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error)
        }
        guard let root else { return .null(SourceLocation(line: 1, column: 1)) }
        // Yams resolves an alias to the anchored node itself, so the composed tree is small; converting it copies
        // every alias out. Count the copies first (issue 15: a 1 KB "billion laughs" document).
        var budget = YAMLExpansionBudget(maxNodes: maxNodes)
        try budget.count(root)
        return try convert(root, depth: 0)
    }

    /// Nesting limit shared with the JSON reader.
    static let maxDepth = JSONSpecParser.maxDepth

    private static func location(_ mark: Mark?) -> SourceLocation? {
        mark.map { SourceLocation(line: $0.line, column: $0.column) }
    }

    private static func convert(_ node: Node, depth: Int) throws -> SpecNode {
        guard depth < maxDepth else {
            throw SpecSyntaxError(message: "malformed YAML: nesting deeper than \(maxDepth) levels",
                                  location: location(node.mark))
        }
        switch node {
        case .scalar(let s):
            let quoted = s.style == .singleQuoted || s.style == .doubleQuoted
                || s.style == .literal || s.style == .folded
            // YAML's null spellings (plain only): ~, null, Null, NULL and the empty value.
            if !quoted && ["", "~", "null", "Null", "NULL"].contains(s.string) { return .null(location(s.mark)) }
            if !quoted, let b = boolean(s.string) { return .scalar(b, quoted: false, location(s.mark)) }
            return .scalar(s.string, quoted: quoted, location(s.mark))
        case .sequence(let seq):
            return .sequence(try seq.map { try convert($0, depth: depth + 1) }, location(seq.mark))
        case .mapping(let map):
            var pairs: [(key: String, keyLocation: SourceLocation?, value: SpecNode)] = []
            var seen = Set<String>()
            for (k, v) in map {
                guard case .scalar(let ks) = k else {
                    throw SpecSyntaxError(message: "malformed YAML: keys must be plain text", location: location(k.mark))
                }
                if !seen.insert(ks.string).inserted {
                    throw SpecSyntaxError(message: "malformed YAML: duplicate key \"\(ks.string)\"",
                                          location: location(ks.mark))
                }
                pairs.append((ks.string, location(ks.mark), try convert(v, depth: depth + 1)))
            }
            return .mapping(pairs, location(map.mark))
        case .alias(let alias):
            throw SpecSyntaxError(message: "malformed YAML: aliases (*name) are not supported in spec files",
                                  location: location(alias.mark))
        }
    }

    /// YAML 1.2 core-schema booleans, normalised to JSON's spelling.
    private static func boolean(_ s: String) -> String? {
        switch s {
        case "true", "True", "TRUE": return "true"
        case "false", "False", "FALSE": return "false"
        default: return nil
        }
    }

    private static func syntaxError(_ error: YamlError) -> SpecSyntaxError {
        func clean(_ s: String) -> String { s.trimmingCharacters(in: .whitespacesAndNewlines) }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let ctx = context.map { " (\(clean($0.text)) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return SpecSyntaxError(message: "malformed YAML: \(clean(problem))\(ctx)",
                                   location: SourceLocation(line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecSyntaxError(message: "malformed YAML: duplicate key \(duplicates.joined(separator: ", "))",
                                   location: SourceLocation(line: context.mark.line, column: context.mark.column))
        case .reader(let problem, let offset, _, let yaml):
            // The reader (bad characters) reports an offset in Characters from the start: turn it into a line and a
            // column (columns count Unicode scalars, as everywhere else).
            var location: SourceLocation?
            if let offset, let end = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
                var line = 1, column = 1
                for u in yaml[..<end].unicodeScalars { if u == "\n" { line += 1; column = 1 } else { column += 1 } }
                location = SourceLocation(line: line, column: column)
            }
            return SpecSyntaxError(message: "malformed YAML: \(clean(problem))", location: location)
        default:
            return SpecSyntaxError(message: "malformed YAML: \(error)", location: nil)
        }
    }
}
