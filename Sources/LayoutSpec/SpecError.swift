import Foundation
import LayoutEngine
import LayoutSystem

/// A problem with a spec file, reported on one line:
/// `file:line:column: spec.path: message` (parts that are unknown are left out).
public struct SpecError: Error, CustomStringConvertible, Equatable {
    public var file: String?
    public var location: SourceLocation?
    /// Where in the spec, e.g. `sections[2].group.subitems[1].layoutSize.widthDimension`.
    public var path: String?
    public var message: String

    public init(file: String? = nil, location: SourceLocation? = nil, path: String? = nil, message: String) {
        self.file = file; self.location = location; self.path = path; self.message = message
    }

    public var description: String {
        var head = ""
        if let file { head = file }
        if let location { head += (head.isEmpty ? "" : ":") + location.description }
        var parts: [String] = []
        if !head.isEmpty { parts.append(head) }
        // A path echoes keys from the file: shortened like any echo (a 3 MB key), escaped by the line sanitiser.
        if let path, !path.isEmpty { parts.append(DisplayText.echo(path, limit: 4 * DisplayText.echoLimit)) }
        parts.append(message)
        // One line whatever the message holds (YAML problems can carry line breaks).
        return parts.joined(separator: ": ").replacingOccurrences(of: "\n", with: " ")
    }
}
