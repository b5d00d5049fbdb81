import Foundation
import LayoutReferences

/// `DIR/results.json` of `layout-render check --report DIR` (issue 22): what was checked, and one result per
/// layout and variant. `check` writes it, the report writers, `review` and `check merge-reports` read it; this is the
/// one Codable model of that file (schema version 1: docs/check-results.schema.json, described in
/// docs/visual-regression.md). LayoutCheck adds what `check` needs (`CheckResultSupport.swift`).
///
/// Absent values are written as `null` (never left out), keys in a fixed order per object, so a file is
/// byte-identical for the same run and every key is always there for a reader.
public struct CheckResults: Codable, Equatable, Sendable {
    public static let schemaVersion = 1

    public var schemaVersion: Int
    public var tool: Tool
    public var run: Run
    public var summary: Summary
    public var results: [CheckResult]

    public init(tool: Tool, run: Run, results: [CheckResult]) {
        self.schemaVersion = Self.schemaVersion
        self.tool = tool; self.run = run; self.results = results
        self.summary = Summary(counting: results)
    }

    /// The same record `<layout>.meta.json` keeps of the tool that wrote it.
    public typealias Tool = ReferenceMetadata.Tool

    public struct Run: Codable, Equatable, Sendable {
        /// Absolute path of the checked root.
        public var root: String
        /// Absolute path of the reference folder.
        public var references: String
        public var config: String?
        /// The git revision the baseline came from (`--base`), nil for committed references.
        public var base: String?
        /// With `--base`: the commit rendered as the baseline (the merge-base of the revision and HEAD, or with
        /// `--base-exact` the revision's tip) and HEAD's commit, full hashes; absent without `--base`.
        public var baseCommit: String?
        public var headCommit: String?
        /// `I/N`: which part of the snapshots this run checked ("1/1": all).
        public var shard: String
        /// Layout code ran unconfined (`--sandbox off`): said first in check's output, summary.md and index.html.
        public var unconfined: Bool?

        public init(root: String, references: String, config: String? = nil, base: String? = nil, shard: String = "1/1",
                    unconfined: Bool? = nil) {
            self.root = root; self.references = references; self.config = config; self.base = base; self.shard = shard
            self.unconfined = unconfined
        }

        /// " (abc123456789 against HEAD def456789012)": the two commits of a `--base` run, each cut to 12 hex digits
        /// (a value that is not a hash is left out); "" without them.
        public static func commitsText(_ run: Run) -> String {
            func short(_ c: String?) -> String? {
                guard let c, !c.isEmpty, c.count <= 64, c.allSatisfy(\.isHexDigit) else { return nil }
                return String(c.prefix(12))
            }
            guard let base = short(run.baseCommit) else { return "" }
            return " (\(base)" + (short(run.headCommit).map { " against HEAD \($0)" } ?? "") + ")"
        }

        /// The line that says so.
        public static let unconfinedLine = "WARNING: layout code ran unconfined (--sandbox off): it could read, write and reach "
            + "whatever this user can"

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(root, forKey: .root)
            try c.encode(references, forKey: .references)
            try c.encode(config, forKey: .config)
            try c.encode(base, forKey: .base)
            try c.encodeIfPresent(baseCommit, forKey: .baseCommit)
            try c.encodeIfPresent(headCommit, forKey: .headCommit)
            try c.encode(shard, forKey: .shard)
            try c.encodeIfPresent(unconfined, forKey: .unconfined)
        }
    }

    public struct Summary: Codable, Equatable, Sendable {
        public var passed = 0, changed = 0, added = 0, removed = 0, error = 0
        /// Results whose reference was written by this run (any status).
        public var recorded = 0

        public init() {}

        public init(counting results: [CheckResult]) {
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

        public var total: Int { passed + changed + added + removed + error }
        /// Results a reviewer has to look at (everything but passed).
        public var failing: Int { changed + added + removed + error }
    }
}

/// One layout on one variant.
public struct CheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, CaseIterable, Sendable {
        case passed, changed, added, removed, error

        /// The report's order: what needs a reviewer first, passed last.
        public var rank: Int {
            switch self {
            case .changed: 0
            case .added: 1
            case .removed: 2
            case .error: 3
            case .passed: 4
            }
        }
    }

    /// Report order (the order of `results.json`'s `results`): changed, added, removed, error, then passed; by id
    /// within a status.
    public static func reportOrder(_ a: CheckResult, _ b: CheckResult) -> Bool {
        a.status.rank != b.status.rank ? a.status.rank < b.status.rank : a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
    }

    /// `<source file>/<layout>.<variant>`: unique in a run, stable across runs.
    public var id: String
    /// The layout's name as `layouts` lists it.
    public var name: String
    /// The source or spec file, relative to the checked root.
    public var file: String
    public var line: Int?
    /// The variant's id, e.g. `iPhone13.portrait.light.ltr`.
    public var variant: String
    public var variantInfo: VariantInfo?
    public var status: Status
    /// Whether this run wrote the reference (`--record`, `--accept`).
    public var recorded: Bool
    /// One line: what went wrong (`error`) or what changed; nil when there is nothing to say.
    public var message: String?
    public var changedElements: Int?
    /// One line per changed element, as `layout-render diff` prints them: `cell [1, 3] moved (0, 12)`.
    public var elementChanges: [String]
    public var differingPixels: Int?
    /// What the drawing was made with that the layout's code does not say, one line each (a Swift layout's: values
    /// chosen because none was given, names stood in for, lists started with placeholders; the front end's notes).
    public var notes: [String] = []
    /// The reference files, relative to `run.references`.
    public var reference: Files?
    /// This run's rendering, relative to the report folder.
    public var actual: Files?
    /// The pictures the report shows, relative to the report folder.
    public var images: Images

    public init(id: String, name: String, file: String, line: Int? = nil, variant: String, variantInfo: VariantInfo? = nil,
                status: Status, recorded: Bool = false, message: String? = nil, changedElements: Int? = nil,
                elementChanges: [String] = [], differingPixels: Int? = nil, reference: Files? = nil, actual: Files? = nil,
                images: Images = Images()) {
        self.id = id; self.name = name; self.file = file; self.line = line; self.variant = variant
        self.variantInfo = variantInfo; self.status = status; self.recorded = recorded; self.message = message
        self.changedElements = changedElements; self.elementChanges = elementChanges
        self.differingPixels = differingPixels; self.reference = reference; self.actual = actual; self.images = images
    }

    public struct Files: Codable, Equatable, Sendable {
        public var png: String
        public var frames: String?
        public var meta: String?
        public init(png: String, frames: String? = nil, meta: String? = nil) { self.png = png; self.frames = frames; self.meta = meta }

        public var all: [String] { [png] + [frames, meta].compactMap { $0 } }

        /// The reference files of the snapshot `<file>/<layout>.<variant>` (`ReferenceNames`), relative to the
        /// reference folder.
        public init(reference file: String, layout: String, variant: String) {
            let p = ReferenceNames.paths(file: file, layout: layout, variant: variant)
            self.init(png: p.png, frames: p.frames, meta: p.meta)
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(png, forKey: .png)
            try c.encode(frames, forKey: .frames)
            try c.encode(meta, forKey: .meta)
        }
    }

    public struct Images: Codable, Equatable, Sendable {
        public var before: String?
        public var after: String?
        public var diff: String?
        public init(before: String? = nil, after: String? = nil, diff: String? = nil) {
            self.before = before; self.after = after; self.diff = diff
        }

        public var all: [String] { [before, after, diff].compactMap { $0 } }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(before, forKey: .before)
            try c.encode(after, forKey: .after)
            try c.encode(diff, forKey: .diff)
        }
    }

    public struct VariantInfo: Codable, Equatable, Sendable {
        public var device: String
        public var width: Double
        public var height: Double
        public var orientation: String
        public var theme: String
        public var direction: String
        /// The scrolled content offset along the scroll axis (points, the `.offset600` of the variant id), nil: at rest.
        public var offset: Double?

        public init(device: String, width: Double, height: Double, orientation: String, theme: String,
                    direction: String, offset: Double? = nil) {
            self.device = device; self.width = width; self.height = height; self.orientation = orientation
            self.theme = theme; self.direction = direction; self.offset = offset
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(orientation, forKey: .orientation)
            try c.encode(theme, forKey: .theme)
            try c.encode(direction, forKey: .direction)
            try c.encode(offset, forKey: .offset)
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, file, line, variant, variantInfo, status, recorded, message, changedElements, elementChanges
        case differingPixels, notes, reference, actual, images
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(variant, forKey: .variant)
        try c.encode(variantInfo, forKey: .variantInfo)
        try c.encode(status, forKey: .status)
        try c.encode(recorded, forKey: .recorded)
        try c.encode(message, forKey: .message)
        try c.encode(changedElements, forKey: .changedElements)
        try c.encode(elementChanges, forKey: .elementChanges)
        try c.encode(differingPixels, forKey: .differingPixels)
        try c.encode(notes, forKey: .notes)
        try c.encode(reference, forKey: .reference)
        try c.encode(actual, forKey: .actual)
        try c.encode(images, forKey: .images)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        file = try c.decode(String.self, forKey: .file)
        line = try c.decodeIfPresent(Int.self, forKey: .line)
        variant = try c.decode(String.self, forKey: .variant)
        variantInfo = try c.decodeIfPresent(VariantInfo.self, forKey: .variantInfo)
        status = try c.decode(Status.self, forKey: .status)
        recorded = try c.decodeIfPresent(Bool.self, forKey: .recorded) ?? false
        message = try c.decodeIfPresent(String.self, forKey: .message)
        changedElements = try c.decodeIfPresent(Int.self, forKey: .changedElements)
        elementChanges = try c.decodeIfPresent([String].self, forKey: .elementChanges) ?? []
        differingPixels = try c.decodeIfPresent(Int.self, forKey: .differingPixels)
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
        reference = try c.decodeIfPresent(Files.self, forKey: .reference)
        actual = try c.decodeIfPresent(Files.self, forKey: .actual)
        images = try c.decodeIfPresent(Images.self, forKey: .images) ?? Images()
    }
}
