/// A failure while reading, compiling or evaluating Swift layout code: one line, naming the place
/// (`file:line:col: …`) whenever there is one.
public struct SourceError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
