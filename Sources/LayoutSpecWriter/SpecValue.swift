import Foundation
import LayoutEngine

/// A spec document as a tree, written out as JSON or YAML. Keys keep their insertion order so the files read
/// in the order docs/spec-format.md lists them.
public indirect enum SpecValue: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case list([SpecValue])
    case object([(String, SpecValue)])

    public static func == (a: SpecValue, b: SpecValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.list(x), .list(y)): return x == y
        case let (.object(x), .object(y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    /// Strict RFC 8259 JSON, two-space indented.
    public func json(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .number(let v): return Self.number(v)
        case .string(let s): return Self.quoted(s)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.json() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.json(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            if fields.allSatisfy({ $0.1.isScalar }) && fields.count <= 4 {
                return "{" + fields.map { Self.quoted($0.0) + ": " + $0.1.json() }.joined(separator: ", ") + "}"
            }
            return "{\n" + fields.map { inner + Self.quoted($0.0) + ": " + $0.1.json(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// Block YAML; small objects of scalars stay on one line in flow style (`{top: 8, leading: 8}`).
    public func yaml() -> String { yamlLines(indent: "").joined(separator: "\n") + "\n" }

    private func yamlLines(indent: String) -> [String] {
        switch self {
        case .list(let items) where !items.isEmpty && !items.allSatisfy(\.isScalar):
            return items.flatMap { item -> [String] in
                let lines = item.yamlLines(indent: indent + "  ")
                guard let first = lines.first else { return [] }
                let head = String(first.dropFirst(indent.count + 2))
                return [indent + "- " + head] + lines.dropFirst()
            }
        case .object(let fields) where !isFlow:
            return fields.flatMap { key, value -> [String] in
                let k = indent + Self.yamlKey(key) + ":"
                if value.isFlow { return [k + " " + value.flow()] }
                return [k] + value.yamlLines(indent: indent + "  ")
            }
        default:
            return [indent + flow()]
        }
    }

    private var isScalar: Bool {
        switch self { case .number, .string, .bool: return true; default: return false }
    }
    /// Written on one line: scalars, lists of scalars, and objects of at most four scalars.
    private var isFlow: Bool {
        switch self {
        case .number, .string, .bool: return true
        case .list(let items): return items.allSatisfy(\.isScalar)
        case .object(let fields): return fields.isEmpty || (fields.count <= 4 && fields.allSatisfy { $0.1.isFlow && $0.1.isScalarOrSmall })
        }
    }
    private var isScalarOrSmall: Bool {
        switch self {
        case .number, .string, .bool: return true
        case .object(let f): return f.count <= 2 && f.allSatisfy(\.1.isScalar)
        case .list(let items): return items.allSatisfy(\.isScalar)
        }
    }
    private func flow() -> String {
        switch self {
        case .number(let v): return Self.number(v)
        case .string(let s): return Self.quoted(s)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return "[" + items.map { $0.flow() }.joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { Self.yamlKey($0.0) + ": " + $0.1.flow() }.joined(separator: ", ") + "}"
        }
    }

    /// Whole numbers without a fraction; others in Swift's shortest form that reads back to the same Double.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
    /// JSON's string quoting, which is also a valid YAML double-quoted scalar (`StringText`, the one rule).
    public static func quoted(_ s: String) -> String { StringText.quoted(s) }
    static func yamlKey(_ k: String) -> String {
        k.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "$" }) ? k : quoted(k)
    }
}
