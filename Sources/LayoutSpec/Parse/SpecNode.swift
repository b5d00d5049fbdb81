import Foundation
import LayoutEngine
import LayoutSystem

/// A place in a spec file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// The syntax tree both readers (JSON and YAML) produce, with a location on every node and key,
/// so the decoder reports `file:line:column` and the spec path for any mistake, whatever the format.
public indirect enum SpecNode: Sendable {
    /// A scalar's text as written. `quoted` is true for JSON strings and quoted YAML scalars:
    /// a quoted "5" is a string, never a number.
    case scalar(String, quoted: Bool, SourceLocation?)
    case null(SourceLocation?)
    case sequence([SpecNode], SourceLocation?)
    /// Keys in file order, each with its own location.
    case mapping([(key: String, keyLocation: SourceLocation?, value: SpecNode)], SourceLocation?)

    public var location: SourceLocation? {
        switch self {
        case .scalar(_, _, let l), .null(let l), .sequence(_, let l), .mapping(_, let l): return l
        }
    }

    /// What the node is, for "expected a number, found a list" messages.
    public var kindDescription: String {
        switch self {
        case .scalar(let s, let quoted, _):
            if quoted { return "the string \"\(DisplayText.echo(s))\"" }
            if s == "true" || s == "false" { return "the boolean \(s)" }
            if Double(s) != nil { return "the number \(DisplayText.echo(s))" }
            return "the text '\(DisplayText.echo(s))'"
        case .null: return "null"
        case .sequence: return "a list"
        case .mapping: return "an object"
        }
    }
}
