import Foundation
import LayoutEngine

/// One snapshot's outcome in `results.json` (docs/check-results.md, docs/check-results.schema.json). The shape is a
/// contract with the report writers and `review`: change it only with the schema and its `schemaVersion`.
public struct CheckResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable, CaseIterable {
        case passed, changed, added, removed, error
        /// Report order: what needs a reviewer first.
        var rank: Int {
            switch self {
            case .changed: return 0
            case .added: return 1
            case .removed: return 2
            case .error: return 3
            case .passed: return 4
            }
        }
    }

    public struct VariantInfo: Codable, Sendable, Equatable {
        public var device: String
        public var width: Double
        public var height: Double
        public var orientation: String
        public var theme: String
        public var direction: String
        public var offset: Double?

        public init(_ v: Variant) {
            device = v.device; width = Double(v.viewSize.width); height = Double(v.viewSize.height)
            orientation = v.orientation.rawValue; theme = v.theme.rawValue; direction = v.direction.rawValue
            offset = v.offset
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device); try c.encode(width, forKey: .width); try c.encode(height, forKey: .height)
            try c.encode(orientation, forKey: .orientation); try c.encode(theme, forKey: .theme)
            try c.encode(direction, forKey: .direction); try c.encode(offset, forKey: .offset)
        }
    }

    /// Reference files, relative to the reference folder.
    public struct ReferenceFiles: Codable, Sendable, Equatable {
        public var png: String
        public var frames: String
        public var meta: String
    }

    /// Pictures for the report, relative to the report folder.
    public struct Images: Codable, Sendable, Equatable {
        public var before: String?
        public var after: String?
        public var diff: String?

        public init(before: String? = nil, after: String? = nil, diff: String? = nil) {
            self.before = before; self.after = after; self.diff = diff
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(before, forKey: .before); try c.encode(after, forKey: .after); try c.encode(diff, forKey: .diff)
        }
    }

    /// `<source file>/<layout>.<variant>`: unique in a run, names the reference files.
    public var id: String
    public var name: String
    /// The source file, relative to the checked root.
    public var file: String
    public var line: Int?
    public var variant: String
    public var variantInfo: VariantInfo?
    public var status: Status
    /// Whether this run wrote (or deleted) the references of this result.
    public var recorded: Bool
    /// One line: why it changed or failed; nil when passed.
    public var message: String?
    /// Elements whose frame, zIndex, alpha, transform or visibility changed, or that were added or removed; nil
    /// when nothing was compared (added, removed, error).
    public var changedElements: Int?
    /// The first `maxListedChanges` changes, each one line: "cell [1, 3] moved (0, 12)".
    public var elementChanges: [String]
    public var differingPixels: Int?
    /// Relative to the reference folder; nil when there is no reference (added, error before reading one).
    public var reference: ReferenceFiles?
    /// Relative to the report folder: the files accepting this result copies onto `reference`.
    public var actual: ReferenceFiles?
    public var images: Images

    public static let maxListedChanges = 100

    public init(id: String, name: String, file: String, line: Int?, variant: String, variantInfo: VariantInfo?,
                status: Status, recorded: Bool = false, message: String? = nil, changedElements: Int? = nil,
                elementChanges: [String] = [], differingPixels: Int? = nil, reference: ReferenceFiles? = nil,
                actual: ReferenceFiles? = nil, images: Images = Images()) {
        self.id = id; self.name = name; self.file = file; self.line = line; self.variant = variant
        self.variantInfo = variantInfo; self.status = status; self.recorded = recorded; self.message = message
        self.changedElements = changedElements; self.elementChanges = elementChanges
        self.differingPixels = differingPixels; self.reference = reference; self.actual = actual; self.images = images
    }

    // Every key always present (null when unknown): readers need no defaults.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id); try c.encode(name, forKey: .name); try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line); try c.encode(variant, forKey: .variant)
        try c.encode(variantInfo, forKey: .variantInfo); try c.encode(status, forKey: .status)
        try c.encode(recorded, forKey: .recorded); try c.encode(message, forKey: .message)
        try c.encode(changedElements, forKey: .changedElements); try c.encode(elementChanges, forKey: .elementChanges)
        try c.encode(differingPixels, forKey: .differingPixels); try c.encode(reference, forKey: .reference)
        try c.encode(actual, forKey: .actual); try c.encode(images, forKey: .images)
    }

    /// Report order: changed, added, removed, error, then passed; by id within a status.
    public static func reportOrder(_ a: CheckResult, _ b: CheckResult) -> Bool {
        a.status.rank != b.status.rank ? a.status.rank < b.status.rank : a.id < b.id
    }
}

/// The whole of `results.json`.
public struct CheckResults: Codable, Sendable, Equatable {
    public struct Tool: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public struct Run: Codable, Sendable, Equatable {
        /// Absolute path of the checked root.
        public var root: String
        /// Absolute path of the reference folder.
        public var references: String
        public var config: String?
        public var base: String?
        /// "I/N"; merged reports say "1/1".
        public var shard: String

        public init(root: String, references: String, config: String?, base: String?, shard: String) {
            self.root = root; self.references = references; self.config = config; self.base = base; self.shard = shard
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(root, forKey: .root); try c.encode(references, forKey: .references)
            try c.encode(config, forKey: .config); try c.encode(base, forKey: .base); try c.encode(shard, forKey: .shard)
        }
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var passed = 0, changed = 0, added = 0, removed = 0, error = 0, recorded = 0

        public init(_ results: [CheckResult]) {
            for r in results {
                switch r.status {
                case .passed: passed += 1
                case .changed: changed += 1
                case .added: added += 1
                case .removed: removed += 1
                case .error: error += 1
                }
                if r.recorded { recorded += 1 }
            }
        }
    }

    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var tool: Tool
    public var run: Run
    public var summary: Summary
    public var results: [CheckResult]

    public init(run: Run, results: [CheckResult]) {
        schemaVersion = Self.currentSchemaVersion
        tool = Tool(name: "layout-render", version: CheckTool.version)
        self.run = run
        self.results = results.sorted(by: CheckResult.reportOrder)
        summary = Summary(self.results)
    }

    /// Exit code of the run: 0 when every result passed or was recorded as asked (an error result is recorded only
    /// when its broken reference was replaced by a rendering), 1 otherwise.
    public var exitCode: Int32 {
        results.allSatisfy { $0.status == .passed || $0.recorded } ? 0 : 1
    }

    /// Deterministic bytes: sorted keys, two-space indent, no escaped slashes, a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data, file: String) throws -> CheckResults {
        do {
            let r = try JSONDecoder().decode(CheckResults.self, from: data)
            guard r.schemaVersion == currentSchemaVersion else {
                throw CheckError("\(file): schemaVersion \(r.schemaVersion) is not \(currentSchemaVersion); merge reports of the same layout-render version")
            }
            return r
        } catch let e as CheckError { throw e } catch {
            throw CheckError("\(file): not a layout-render results.json (\(Self.reason(error)))")
        }
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let ctx):
            return "missing key '\((ctx.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case DecodingError.typeMismatch(_, let ctx), DecodingError.valueNotFound(_, let ctx):
            return "wrong type at '\(ctx.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? "not valid JSON" : "bad value at '\(ctx.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: return "\(error)"
        }
    }
}

/// A problem with the run's input: one line, exit 2.
public struct CheckError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

public enum CheckTool {
    /// The tool version written into results and reference metadata. Pictures depend on the renderer, so a new
    /// version may re-record; the frames do not.
    public static let version = "0.5.0"
}
