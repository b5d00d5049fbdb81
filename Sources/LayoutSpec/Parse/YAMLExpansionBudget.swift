import Foundation
import Yams

/// The YAML alias budget (docs/limits.md): how many nodes a document holds once every alias (`*name`, including
/// those behind `<<:` merge keys and under keys the spec does not know) is expanded, counted on the composed tree
/// before anything is converted or decoded.
///
/// YAML lets a 1 KB document name a value and repeat it ten times, ten levels deep: 10^10 nodes once expanded.
/// Yams shares the anchored node between its uses, so counting walks the expansion without allocating it and stops
/// at the limit, which a spec without aliases cannot reach below the 4 MiB file limit's worth of real nodes.
struct YAMLExpansionBudget {
    /// A 4 MiB spec written out holds well under a million values; aliases may not make more.
    static let defaultMaxNodes = 1_000_000

    let maxNodes: Int
    private(set) var nodes = 0
    /// The furthest position visited in document order. A node that starts before it is a copy made by an alias.
    private var frontier = (line: 0, column: 0)

    init(maxNodes: Int) { self.maxNodes = maxNodes }

    /// Counts `node` and everything under it; throws at the first node past the limit, at the place of the last
    /// node visited in document order (where the expanding alias is used).
    mutating func count(_ node: Node) throws {
        try count(node, site: nil, depth: 0)
    }

    @discardableResult
    private mutating func count(_ node: Node, site: Mark?, depth: Int) throws -> Mark? {
        var site = site
        if let m = node.mark, m.line > frontier.line || (m.line == frontier.line && m.column >= frontier.column) {
            frontier = (m.line, m.column); site = m
        }
        nodes += 1
        guard nodes <= maxNodes else {
            throw SpecSyntaxError(message: "YAML aliases expand to more than \(maxNodes) values (the limit; "
                                  + "docs/limits.md): a spec needs far fewer",
                                  location: site.map { SourceLocation(line: $0.line, column: $0.column) })
        }
        guard depth < YAMLSpecParser.maxDepth else {
            throw SpecSyntaxError(message: "malformed YAML: nesting deeper than \(YAMLSpecParser.maxDepth) levels",
                                  location: site.map { SourceLocation(line: $0.line, column: $0.column) })
        }
        switch node {
        case .scalar, .alias: break
        case .sequence(let seq):
            for child in seq { try count(child, site: site, depth: depth + 1) }
        case .mapping(let map):
            for (key, value) in map {
                let keySite = try count(key, site: site, depth: depth + 1)
                try count(value, site: keySite, depth: depth + 1)
            }
        }
        return site
    }
}
