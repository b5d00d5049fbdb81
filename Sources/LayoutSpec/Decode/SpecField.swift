import Foundation
import LayoutEngine
import LayoutSystem

/// A node being decoded, with the spec path that leads to it. Every accessor throws a `SpecError`
/// naming the node's location and path, so each decoding rule is one line and every mistake is
/// reported the same way. Public so other files this tool reads (the `check` configuration, LayoutCheck) decode
/// with the same rules and messages.
public struct SpecField {
    public let node: SpecNode
    public let path: String
    public let context: DecodeContext

    public init(node: SpecNode, path: String, context: DecodeContext) {
        self.node = node; self.path = path; self.context = context
    }

    public var location: SourceLocation? { node.location }

    public func error(_ message: String) -> SpecError {
        SpecError(file: context.file, location: node.location, path: path, message: message)
    }

    public func child(_ node: SpecNode, _ component: String) -> SpecField {
        let p = path.isEmpty ? component : (component.hasPrefix("[") ? path + component : path + "." + component)
        return SpecField(node: node, path: p, context: context)
    }

    public var isNull: Bool { if case .null = node { return true }; return false }

    // MARK: scalars

    /// A finite number; `minimum` (inclusive) rejects negative values where UIKit would raise or
    /// the value makes no sense (sizes, spacing, counts).
    public func number(minimum: Double? = nil) throws -> CGFloat {
        guard case .scalar(let text, let quoted, _) = node, !quoted else {
            throw error("expected a number, found \(node.kindDescription)")
        }
        if [".inf", "+.inf", "-.inf", ".Inf", ".INF", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN"].contains(text) {
            throw error("non-finite number \(DisplayText.echo(text)); use a finite value")
        }
        guard let v = Double(text) else { throw error("expected a number, found \(node.kindDescription)") }
        guard v.isFinite else { throw error("non-finite number \(DisplayText.echo(text)); use a finite value") }
        if let minimum, v < minimum {
            throw error(minimum == 0 ? "negative number \(DisplayText.echo(text)) (must be 0 or more)"
                                     : "number \(DisplayText.echo(text)) is below the minimum \(Self.format(minimum))")
        }
        return CGFloat(v)
    }

    public func nonNegative() throws -> CGFloat { try number(minimum: 0) }

    /// A whole number (written without a fraction, e.g. 3, not 3.5).
    public func integer(minimum: Int? = nil, maximum: Int? = nil) throws -> Int {
        let v = try number()
        guard v == v.rounded(), abs(v) < 1e15 else { throw error("expected a whole number, found \(Self.format(Double(v)))") }
        let i = Int(v)
        if let minimum, i < minimum {
            throw error(minimum == 0 ? "negative number \(i) (must be 0 or more)" : "\(i) is below the minimum \(minimum)")
        }
        if let maximum, i > maximum { throw error("\(i) is above the maximum \(maximum)") }
        return i
    }

    public func bool() throws -> Bool {
        guard case .scalar(let text, false, _) = node, text == "true" || text == "false" else {
            throw error("expected true or false, found \(node.kindDescription)")
        }
        return text == "true"
    }

    /// Text. Unquoted YAML scalars count (`elementKind: header`), numbers written bare do not.
    public func string() throws -> String {
        guard case .scalar(let text, let quoted, _) = node else {
            throw error("expected text, found \(node.kindDescription)")
        }
        if !quoted && (text == "true" || text == "false") {
            throw error("expected text, found \(node.kindDescription)")
        }
        return text
    }

    /// One of a fixed set of names (UIKit's enum case names), with a suggestion when misspelt.
    public func choice<T>(_ options: [(String, T)], what: String) throws -> T {
        let name = try string()
        if let match = options.first(where: { $0.0 == name }) { return match.1 }
        let names = options.map(\.0)
        throw error("unknown \(what) '\(DisplayText.echo(name))'\(DidYouMean.hint(for: name, among: names)); expected one of: "
                    + names.joined(separator: ", "))
    }

    // MARK: containers

    public func list() throws -> [SpecField] {
        guard case .sequence(let elements, _) = node else { throw error("expected a list, found \(node.kindDescription)") }
        return elements.enumerated().map { child($1, "[\($0)]") }
    }

    /// An object whose keys must all be among `allowed`; unknown keys are errors with a suggestion.
    public func object(_ allowed: [String]) throws -> SpecObject {
        guard case .mapping(let pairs, _) = node else { throw error("expected an object, found \(node.kindDescription)") }
        var fields: [String: SpecField] = [:]
        var order: [String] = []
        for pair in pairs {
            guard allowed.contains(pair.key) else {
                // The key is echoed in full (shortened) by the message; in the path it is cut shorter, so a long key
                // leaves room on the 300-character error line for the message.
                let shown = DisplayText.echo(pair.key, limit: 24)
                let keyPath = path.isEmpty ? shown : path + "." + shown
                throw SpecError(file: context.file, location: pair.keyLocation ?? node.location, path: keyPath,
                                message: "unknown key '\(DisplayText.echo(pair.key))'\(DidYouMean.hint(for: pair.key, among: allowed))")
            }
            fields[pair.key] = child(pair.value, pair.key)
            order.append(pair.key)
        }
        return SpecObject(owner: self, fields: fields, order: order)
    }

    static func format(_ v: Double) -> String { NumberText.string(v) }
}

/// The keys of one object, looked up by name.
public struct SpecObject {
    public let owner: SpecField
    public let fields: [String: SpecField]
    /// Keys in file order.
    public let order: [String]

    /// An optional key; a YAML/JSON null counts as absent.
    public subscript(_ key: String) -> SpecField? {
        guard let f = fields[key], !f.isNull else { return nil }
        return f
    }

    public func required(_ key: String) throws -> SpecField {
        guard let f = self[key] else { throw owner.error("missing key '\(DisplayText.echo(key))'") }
        return f
    }

    /// Exactly one of `keys` must be present (e.g. a dimension's kind).
    public func exactlyOne(of keys: [String], what: String) throws -> (String, SpecField) {
        let present = keys.filter { self[$0] != nil }
        guard present.count == 1 else {
            if present.isEmpty { throw owner.error("\(what) needs one of: \(keys.joined(separator: ", "))") }
            throw owner.error("\(what) takes only one of \(present.joined(separator: ", "))")
        }
        return (present[0], self[present[0]]!)
    }
}

extension SpecField {
    /// `ios: 16` in a spec's environment or a check config's variant matrix: a whole number the engine models.
    public func iosVersion() throws -> IOSVersion {
        let v = try number(minimum: 0)
        guard let version = IOSVersion(exactly: Double(v)) else {
            throw error("ios must be \(IOSVersion.modelledText), found \(NumberText.string(v))")
        }
        return version
    }
}

/// What all fields of one decoding share: the file name.
public final class DecodeContext {
    public let file: String?
    public init(file: String?) { self.file = file }
}

extension SpecField {
    /// An object with free keys (element kinds, section indices): each key with its value.
    public func entries() throws -> [(key: String, field: SpecField)] {
        guard case .mapping(let pairs, _) = node else { throw error("expected an object, found \(node.kindDescription)") }
        return pairs.map { pair in
            let f = child(pair.value, pair.key)
            return (pair.key, f)
        }
    }
}
