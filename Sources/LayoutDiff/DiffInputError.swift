/// An input that cannot be compared: unreadable file, not a PNG, malformed frames JSON. One line,
/// naming the file (and the JSON path inside it) so the fix is obvious.
public struct DiffInputError: Error, CustomStringConvertible, Equatable {
    /// The file at fault, when there is one.
    public var file: String?
    public var message: String

    public init(file: String?, message: String) { self.file = file; self.message = message }

    public var description: String { file.map { "\($0): \(message)" } ?? message }
}
