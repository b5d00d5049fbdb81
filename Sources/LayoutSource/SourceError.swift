/// A failure while reading, compiling or evaluating Swift layout code: one line, naming the place
/// (`file:line:col: …`) whenever there is one.
public struct SourceError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension LayoutDeclaration {
    /// `given` with each parameter of one of the app's enums that has no value and no default given its first case.
    public func argumentsWithFirstCases(_ given: [String: String]) -> [String: String] {
        var out = given
        for p in parameters where given[p.name] == nil && !p.hasDefault && p.kind == .choice {
            if let first = p.cases.first { out[p.name] = first }
        }
        return out
    }

    /// The `--arg` values checked against the parameters, in one line naming the option when one is wrong:
    /// every parameter without a default needs one, each value must read as its type, no name may be unknown.
    /// `advice`: which command asked (its option or `layout-render.yml`'s key is named).
    public func checkArguments(_ given: [String: String], advice: SourceAdvice) throws {
        for name in given.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            let known = parameters.isEmpty ? "it takes none" : "it takes " + parameters.map(\.description).joined(separator: ", ")
            let source = advice == .commandLine ? "--arg \(name)" : "args: {\(name)}"
            throw SourceError("\(source): \(self.name) has no parameter '\(name)'; \(known)")
        }
        for p in parameters {
            guard let value = given[p.name] else {
                if p.hasDefault { continue }
                throw SourceError("\(place): \(self.name) takes \(p.description); "
                                  + advice.argument(layout: self.name, name: p.name, example: p.example))
            }
            if let problem = p.problem(with: value) {
                throw SourceError("\(advice.argumentSource(p.name, value)): \(problem)")
            }
        }
    }
}
