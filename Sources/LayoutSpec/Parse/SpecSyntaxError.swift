import Foundation

/// A file that is not well-formed JSON or YAML; the reader adds the file name.
struct SpecSyntaxError: Error {
    var message: String
    var location: SourceLocation?
}
