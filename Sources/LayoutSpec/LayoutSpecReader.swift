import Foundation
import LayoutEngine
import LayoutSystem

/// Reads spec files (JSON or YAML) into `LayoutSpecDocument`s.
public enum LayoutSpecReader {
    public enum Format: String, Sendable { case json, yaml }

    /// Spec files larger than this are refused before being read (docs/spec-format.md, "Limits").
    public static let maxFileSize = 4 * 1024 * 1024
    /// Values a YAML spec may hold once its aliases are expanded (docs/limits.md).
    public static let maxExpandedNodes = YAMLExpansionBudget.defaultMaxNodes

    /// Reads a file; the format comes from the extension (.json, .yaml/.yml), else from the first character.
    /// `maxSize` overrides `maxFileSize` (docs/limits.md).
    public static func read(path: String, maxSize: Int = maxFileSize,
                            maxExpandedNodes: Int = maxExpandedNodes) throws -> LayoutSpecDocument {
        let bytes: Data
        do { bytes = try InputFile.read(path, as: .spec, maxSize: maxSize) } catch let e as InputFile.Problem {
            throw SpecError(file: path, message: e.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError(file: path, location: Self.firstInvalidUTF8(bytes), message: "not UTF-8 text")
        }
        let ext = (path as NSString).pathExtension.lowercased()
        let format: Format? = ext == "json" ? .json : (ext == "yaml" || ext == "yml") ? .yaml : nil
        return try parse(text, format: format, file: path, maxSize: maxSize, maxExpandedNodes: maxExpandedNodes)
    }

    /// The line and column (columns count Unicode scalars, as everywhere) of the first byte that is not UTF-8.
    static func firstInvalidUTF8(_ bytes: Data) -> SourceLocation? {
        var line = 1, column = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let u):
                if u == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return SourceLocation(line: line, column: column)
            }
        }
    }

    /// The syntax tree of JSON or YAML text (every node with its line and column), for files other than specs that
    /// this tool reads with the same parsers, limits and messages (the `check` configuration). `format` nil
    /// guesses as `parse` does.
    public static func tree(_ text: String, format: Format? = nil, file: String? = nil,
                            maxExpandedNodes: Int = maxExpandedNodes) throws -> SpecNode {
        // A UTF-8 byte-order mark (editors on Windows write one) is not part of the text.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let fmt = format ?? (text.drop(while: { $0.isWhitespace }).first == "{" ? .json : .yaml)
        do {
            return fmt == .json ? try JSONSpecParser.parse(text) : try YAMLSpecParser.parse(text, maxNodes: maxExpandedNodes)
        } catch let e as SpecSyntaxError {
            throw SpecError(file: file, location: e.location, message: e.message)
        }
    }

    /// Parses spec text; `format` nil guesses: JSON when the text starts with '{', YAML otherwise.
    public static func parse(_ text: String, format: Format? = nil, file: String? = nil,
                             maxSize: Int = maxFileSize, maxExpandedNodes: Int = maxExpandedNodes) throws -> LayoutSpecDocument {
        if text.utf8.count > maxSize {
            throw SpecError(file: file, message: "spec is \(text.utf8.count) bytes; the limit is \(maxSize) bytes")
        }
        let root = try tree(text, format: format, file: file, maxExpandedNodes: maxExpandedNodes)
        let context = DecodeContext(file: file)
        return try DocumentDecoder.document(SpecField(node: root, path: "", context: context))
    }
}
