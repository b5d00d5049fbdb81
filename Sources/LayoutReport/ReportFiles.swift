import Foundation
import LayoutRender
import LayoutSystem

/// A report problem: one line naming the file (or the result) and what to do. Exit code 2 in the CLI.
public struct ReportError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Reading and writing `results.json`, and the one containment rule for every path a report names.
public enum ReportFiles {
    public static let resultsName = "results.json"
    /// Larger results files are refused before they are read (2,000 results take about 2 MB).
    public static let maxResultsBytes = 256 << 20

    /// `DIR/results.json`, decoded and checked (schema version, paths that stay inside their folders).
    public static func readResults(in directory: URL) throws -> CheckResults {
        let url = directory.appendingPathComponent(resultsName)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw ReportError("\(url.path): no results.json here; give the folder 'layout-render check --report DIR' wrote")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ReportError("\(url.path): not a regular file") }
        guard Int(info.st_size) <= maxResultsBytes else {
            throw ReportError("\(url.path): \(info.st_size) bytes, over the \(maxResultsBytes >> 20) MiB a results file may have")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ReportError("\(url.path): cannot be read")
        }
        return try decode(data, file: url.path)
    }

    public static func decode(_ data: Data, file: String) throws -> CheckResults {
        let results: CheckResults
        do {
            results = try JSONDecoder().decode(CheckResults.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw ReportError("\(file): \(codingPath(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) {
            throw ReportError("\(file): not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReportError("\(file): \(codingPath(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ReportError("\(file): \(codingPath(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw ReportError("\(file): \(codingPath(context.codingPath)) is null")
        } catch {
            throw ReportError("\(file): \(error)")
        }
        guard results.schemaVersion == CheckResults.schemaVersion else {
            throw ReportError("\(file): schemaVersion \(results.schemaVersion); this layout-render reads version \(CheckResults.schemaVersion)")
        }
        for (i, r) in results.results.enumerated() {
            for path in (r.actual?.all ?? []) + r.images.all where !isContained(path) {
                throw ReportError("\(file): results[\(i)] (\(r.id)) names '\(path)', outside the report folder")
            }
            for path in r.reference?.all ?? [] where !isContained(path) {
                throw ReportError("\(file): results[\(i)] (\(r.id)) names reference '\(path)', outside the reference folder")
            }
        }
        return results
    }

    /// The bytes of a results file: sorted keys, two-space indentation, slashes unescaped, a final newline.
    public static func encode(_ results: CheckResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(results)
        data.append(0x0A)
        return data
    }

    /// Writes `DIR/results.json` atomically.
    public static func writeResults(_ results: CheckResults, in directory: URL) throws {
        try write(try encode(results), to: directory.appendingPathComponent(resultsName))
    }

    /// Whether a relative path stays inside the folder it is relative to, by its text alone: not empty, not
    /// absolute, no `..` or `.` component, no empty component, no NUL or backslash.
    public static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// `root/relative`, refused unless the path stays in `root` by its text (`isContained`) and, following
    /// every symbolic link that exists on the way, still resolves inside `root`'s real path.
    public static func resolve(_ relative: String, in root: URL, what: String) throws -> URL {
        guard isContained(relative) else { throw ReportError("\(what) '\(relative)' is outside \(root.path)") }
        let realRoot = resolvedPath(root.standardizedFileURL.path)
        let real = resolvedPath(root.appendingPathComponent(relative).path)
        guard real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            throw ReportError("\(what) '\(relative)' leads outside \(root.path) (through a symbolic link)")
        }
        return root.appendingPathComponent(relative)
    }

    /// `path` with every symbolic link resolved: the real path of its deepest existing part, then the parts
    /// that do not exist yet (which can hold no link).
    static func resolvedPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while realPath(existing.path) == nil && existing.path != "/" {
            // Something is there but does not resolve (a dangling link): nothing sure to compare, so no path.
            var info = stat()
            if lstat(existing.path, &info) == 0 { return "" }
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = realPath(existing.path) ?? existing.path
        return rest.reduce(base) { $0.hasSuffix("/") ? $0 + $1 : $0 + "/" + $1 }
    }

    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Atomic write (temporary file in the same folder, then renamed), creating the folder when missing.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: url)
        } catch let error as ReportError {
            throw error
        } catch {
            throw ReportError("\(url.path): cannot be written (\(error))")
        }
    }

    private static func codingPath(_ path: [CodingKey]) -> String {
        path.isEmpty ? "top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
