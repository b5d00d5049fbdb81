import Foundation
import Yams

/// The YAML alias budget (docs/limits.md): how many nodes a document holds once every alias (`*name`, including
/// those behind `<<:` merge keys and under keys the spec does not know) is expanded, counted on the composed tree
/// before anything is converted or decoded.
///
/// YAML lets a 1 KB document name a value and repeat it ten times, ten levels deep: 10^10 nodes once expanded.
/// Yams shares the anchored node between its uses, so counting needs no expansion: each subtree is counted once and
/// its copies added by size.
struct YAMLExpansionBudget {
    /// A 4 MiB spec written out holds well under a million values; aliases may not make more.
    static let defaultMaxNodes = 1_000_000

    let maxNodes: Int
    private(set) var nodes = 0
    /// The furthest position visited in document order. A node that starts before it is a copy made by an alias.
    private var frontier = (line: 0, column: 0)
    /// Sizes of the subtrees visited so far, by where they start and what they are. Yams hands out the anchored
    /// node itself for each alias, so a copy is found here and counted at once: the count costs one visit per value
    /// written in the file, not per value expanded (a bomb is refused in microseconds). No two containers of one
    /// kind start at the same place; scalars that might (empty ones) have the same size, 1.
    private var sizes: [Key: Int] = [:]

    private struct Key: Hashable { var line: Int; var column: Int; var kind: UInt8 }

    init(maxNodes: Int) { self.maxNodes = maxNodes }

    /// Counts `node` and everything under it as expanded; throws as soon as the count passes the limit, at the place
    /// of the last node visited in document order (where the expanding alias is used).
    mutating func count(_ node: Node) throws {
        _ = try count(node, site: nil, depth: 0)
    }

    /// The subtree's size; `site` is the last in-order place, returned updated.
    private mutating func count(_ node: Node, site: Mark?, depth: Int) throws -> (size: Int, site: Mark?) {
        var site = site
        let key = node.mark.map { Key(line: $0.line, column: $0.column, kind: Self.kind(node)) }
        if let key, let known = sizes[key] {
            try add(known, site: site)
            return (known, site)
        }
        if let m = node.mark, m.line > frontier.line || (m.line == frontier.line && m.column >= frontier.column) {
            frontier = (m.line, m.column); site = m
        }
        try add(1, site: site)
        guard depth < YAMLSpecParser.maxDepth else {
            throw SpecSyntaxError(message: "malformed YAML: nesting deeper than \(YAMLSpecParser.maxDepth) levels",
                                  location: site.map { SourceLocation(line: $0.line, column: $0.column) })
        }
        var size = 1
        switch node {
        case .scalar, .alias: break
        case .sequence(let seq):
            for child in seq { size += try count(child, site: site, depth: depth + 1).size }
        case .mapping(let map):
            for (key, value) in map {
                let k = try count(key, site: site, depth: depth + 1)
                size += k.size + (try count(value, site: k.site, depth: depth + 1).size)
            }
        }
        if let key { sizes[key] = size }
        return (size, site)
    }

    /// Adds `n` values to the count, refusing past the limit (sizes never exceed it, so sums cannot overflow).
    private mutating func add(_ n: Int, site: Mark?) throws {
        nodes += n
        guard nodes <= maxNodes else {
            throw SpecSyntaxError(message: "YAML aliases expand to more than \(maxNodes) values (the limit; "
                                  + "docs/limits.md): a spec needs far fewer",
                                  location: site.map { SourceLocation(line: $0.line, column: $0.column) })
        }
    }

    private static func kind(_ node: Node) -> UInt8 {
        switch node {
        case .scalar: return 0
        case .sequence: return 1
        case .mapping: return 2
        case .alias: return 3
        }
    }
}
