import Foundation
import LayoutSystem
import LayoutReferences
import LayoutDiff
import LayoutEngine
import LayoutSpec

/// `layout-render.yml` (docs/check-config.md, docs/check-config.schema.json): which layouts `check` takes, in which
/// variants, with which runtime data, and where their references live. Read with the spec reader's parser and field
/// rules, so every mistake is one line `file:line:col: path: message` with a did-you-mean, before any rendering.
public struct CheckConfig: Sendable {
    /// The variant matrix: every combination of its lists.
    public struct Matrix: Sendable, Equatable {
        public var devices: [String] = [Variant.defaultDevice]
        public var orientations: [Variant.Orientation] = [.portrait]
        public var themes: [Variant.Theme] = [.light]
        public var directions: [Variant.Direction] = [.ltr]
        /// iOS releases (`ios: [15, 18]`); the default, one variant for the newest modelled release, names none.
        public var ios: [IOSVersion?] = [nil]

        public init() {}

        public var variants: [Variant] {
            var out: [Variant] = []
            for d in devices { for o in orientations { for t in themes { for r in directions { for i in ios {
                out.append(Variant(device: d, orientation: o, theme: t, direction: r, ios: i))
            } } } } }
            return out
        }
    }

    /// What the configuration says about the layouts a `layouts` entry matches.
    public struct LayoutSettings: Sendable {
        public var pattern: Glob
        /// Where the entry is written (for messages).
        public var place: String
        public var ignore: Bool?
        public var sectionKinds: [String]?
        public var items: [Int]?
        /// The layout function's own parameters, by name, as `--arg name=value` gives them.
        public var args: [String: String]?
        public var offsets: [Double]?
        public var matrix: Matrix?
        public var add: [Variant] = []
        public var skip: [Glob] = []
        public var threshold: Double?
        public var tolerance: DiffTolerance?
    }

    /// What one layout gets once every matching entry is applied (in file order; later entries win).
    public struct Resolved: Sendable, Equatable {
        public var ignore = false
        public var sectionKinds: [String]?
        public var items: [Int]?
        public var args: [String: String]?
        public var variants: [Variant]
        public var threshold: Double
        public var tolerance: DiffTolerance
    }

    /// The file read, or nil for the defaults.
    public var file: String?
    /// The reference folder as written (relative to the checked root), default `__LayoutSnapshots__`.
    public var references = CheckConfig.defaultReferences
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    public var matrix = Matrix()
    /// Pixels per point of the pictures.
    public var scale: Double = CheckConfig.defaultScale
    public var threshold: Double = 0.1
    public var tolerance: DiffTolerance = .exact
    public var layouts: [LayoutSettings] = []
    /// `sandbox:` — how layout code is contained (`--sandbox` overrides it); nil: not said.
    public var sandbox: SandboxChoice?
    /// Snapshots one run may draw (`maxSnapshots`): checked before anything is evaluated or drawn.
    public var maxSnapshots = CheckConfig.defaultMaxSnapshots

    public static let fileName = ReferenceNames.configFile
    public static let defaultReferences = ReferenceNames.defaultFolder
    public static let defaultScale: Double = 2
    /// Configurations larger than this are refused before being read.
    public static let maxFileSize = 1024 * 1024
    /// Variants one layout may have (a matrix of 10 devices × 2 × 2 × 2 and a few offsets is 100s, not 10,000s).
    public static let maxVariantsPerLayout = 1000
    /// Snapshots a run draws unless `maxSnapshots` raises it: a few bytes of configuration (ten devices, every
    /// offset) must not ask for tens of thousands of renderings of a pull request's code without saying so.
    public static let defaultMaxSnapshots = 5000
    /// The highest `maxSnapshots` accepted.
    public static let maxSnapshotsLimit = 1_000_000

    public init() {}

    static let topKeys = ["$schema", "references", "include", "exclude", "variants", "scale", "threshold", "tolerance", "sandbox",
                          "layouts", "maxSnapshots"]
    static let matrixKeys = ["devices", "orientations", "themes", "directions", "ios"]
    static let layoutKeys = ["ignore", "sectionKinds", "items", "args", "offsets", "variants", "add", "skip", "threshold",
                             "tolerance"]
    static let variantKeys = ["device", "orientation", "theme", "direction", "offset"]

    /// Reads a configuration file; every problem is a `SpecError` naming its place.
    /// `shownAs` names the file in messages (the path as the user would type it).
    public static func read(path: String, shownAs: String? = nil) throws -> CheckConfig {
        let name = shownAs ?? path
        let bytes: Data
        do { bytes = try InputFile.read(path, as: InputFile.Kind("configuration file"), maxSize: maxFileSize) }
        catch let e as InputFile.Problem { throw SpecError(file: name, message: e.reason) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError(file: name, message: "not UTF-8 text")
        }
        var config = try parse(text, file: name)
        config.file = path
        return config
    }

    public static func parse(_ text: String, file: String?) throws -> CheckConfig {
        let root = try LayoutSpecReader.tree(text, format: .yaml, file: file)
        var config = CheckConfig()
        config.file = file
        let field = SpecField(node: root, path: "", context: DecodeContext(file: file))
        if field.isNull { return config }
        let o = try field.object(topKeys)
        if let r = o["references"] {
            let s = try r.string()
            guard !s.isEmpty, !s.split(separator: "/").contains("..") else {
                throw r.error("the reference folder is a path inside the checked root (no '..'), e.g. __LayoutSnapshots__")
            }
            config.references = s
        }
        config.include = try o["include"].map(globs) ?? []
        config.exclude = try o["exclude"].map(globs) ?? []
        if let m = o["variants"] { config.matrix = try matrix(m) }
        if let s = o["scale"] {
            let v = try s.number()
            guard v >= 0.5, v <= 4 else { throw s.error("scale \(NumberText.string(Double(v))) is not between 0.5 and 4 pixels per point") }
            config.scale = Double(v)
        }
        if let m = o["maxSnapshots"] {
            let v = try m.number()
            guard v >= 1, v <= Double(maxSnapshotsLimit), v == v.rounded() else {
                throw m.error("a whole number of snapshots from 1 to \(maxSnapshotsLimit)")
            }
            config.maxSnapshots = Int(v)
        }
        if let t = o["threshold"] { config.threshold = try threshold(t) }
        if let t = o["tolerance"] { config.tolerance = try tolerance(t) }
        if let b = o["sandbox"] {
            let text = try b.string()
            guard let choice = SandboxChoice(rawValue: text) else { throw b.error("\(text) is not auto, namespaces, landlock or off") }
            config.sandbox = choice
        }
        if let l = o["layouts"] {
            for (key, entry) in try l.entries() {
                let pattern: Glob
                do { pattern = try Glob(key) } catch let e as Glob.Problem { throw entry.error("bad pattern: \(e)") }
                config.layouts.append(try settings(entry, pattern: pattern))
            }
        }
        return config
    }

    /// The settings of one layout, found by its `layouts` name (`FeedViewController.createLayout`) or its id base
    /// (`Sources/Feed.swift/FeedViewController.createLayout`).
    public func resolved(name: String, file: String) -> Resolved {
        var r = Resolved(variants: [], threshold: threshold, tolerance: tolerance)
        var matrix = self.matrix
        var add: [Variant] = []
        var skip: [Glob] = []
        var offsets: [Double] = []
        for s in layouts where s.pattern.matches(name) || s.pattern.matches(file + "/" + name) {
            if let v = s.ignore { r.ignore = v }
            if let v = s.sectionKinds { r.sectionKinds = v }
            if let v = s.items { r.items = v }
            if let v = s.args { r.args = (r.args ?? [:]).merging(v) { $1 } }
            if let v = s.offsets { offsets = v }
            if let v = s.matrix { matrix = v }
            if let v = s.threshold { r.threshold = v }
            if let v = s.tolerance { r.tolerance = v }
            add += s.add
            skip += s.skip
        }
        var variants = matrix.variants
        for v in matrix.variants { for o in offsets { var s = v; s.offset = o; variants.append(s) } }
        variants += add
        var seen = Set<String>()
        r.variants = variants.filter { v in !skip.contains { $0.matches(v.id) } && seen.insert(v.id).inserted }
        return r
    }

    /// Whether a path (relative to the checked root) is taken: under `include` (when given) and not under `exclude`.
    /// A pattern names files or folders: `Sources/Legacy` excludes everything below it.
    public func takes(_ path: String) -> Bool {
        func hit(_ globs: [Glob]) -> Bool {
            globs.contains { g in
                if g.matches(path) { return true }
                var prefix = Substring(path)
                while let slash = prefix.lastIndex(of: "/") {
                    prefix = prefix[..<slash]
                    if g.matches(String(prefix)) { return true }
                }
                return false
            }
        }
        return (include.isEmpty || hit(include)) && !hit(exclude)
    }

    // MARK: fields

    static func globs(_ f: SpecField) throws -> [Glob] {
        try f.list().map { g in
            let s = try g.string()
            do { return try Glob(s) } catch let e as Glob.Problem { throw g.error("bad pattern '\(DisplayText.echo(s))': \(e)") }
        }
    }

    static func matrix(_ f: SpecField) throws -> Matrix {
        let o = try f.object(matrixKeys)
        var m = Matrix()
        if let d = o["devices"] { m.devices = try nonEmpty(d).map(device) }
        if let v = o["orientations"] { m.orientations = try nonEmpty(v).map { try choice($0, Variant.Orientation.self, "orientation") } }
        if let v = o["themes"] { m.themes = try nonEmpty(v).map { try choice($0, Variant.Theme.self, "theme") } }
        if let v = o["directions"] { m.directions = try nonEmpty(v).map { try choice($0, Variant.Direction.self, "direction") } }
        if let v = o["ios"] { m.ios = try nonEmpty(v).map { try $0.iosVersion() } }
        return m
    }

    static func nonEmpty(_ f: SpecField) throws -> [SpecField] {
        let l = try f.list()
        if l.isEmpty { throw f.error("an empty list gives no variants; leave the key out for the default") }
        return l
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ f: SpecField, _ type: T.Type, _ what: String) throws -> T
        where T.RawValue == String {
        try f.choice(T.allCases.map { ($0.rawValue, $0) }, what: what)
    }

    static func device(_ f: SpecField) throws -> String {
        let s = try f.string()
        switch Variant.device(named: s) {
        case .success(let d): return d
        case .failure:
            let names = Device.presets.map(\.name)
            throw f.error("unknown device '\(DisplayText.echo(s))'\(DidYouMean.hint(for: s, among: names)); give a preset ("
                          + names.joined(separator: ", ") + ") or a size in points WxH, e.g. 390x844")
        }
    }

    static func threshold(_ f: SpecField) throws -> Double {
        let v = Double(try f.number())
        guard (0...1).contains(v) else { throw f.error("threshold \(NumberText.string(v)) is not between 0 and 1 (default 0.1)") }
        return v
    }

    static func tolerance(_ f: SpecField) throws -> DiffTolerance {
        if case .scalar(let text, _, _) = f.node {
            if let t = try? DiffTolerance(parsing: text) { return t }
        }
        throw f.error("expected a number of pixels (e.g. 10) or a percentage of pixels (e.g. \"0.5%\"), found \(f.node.kindDescription)")
    }

    static func settings(_ f: SpecField, pattern: Glob) throws -> LayoutSettings {
        let o = try f.object(layoutKeys)
        var s = LayoutSettings(pattern: pattern, place: f.location.map { "\(f.context.file ?? ""):\($0)" } ?? pattern.pattern)
        s.ignore = try o["ignore"]?.bool()
        if let k = o["sectionKinds"] {
            s.sectionKinds = try nonEmpty(k).map { e in
                let name = try e.string()
                guard name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
                    throw e.error("'\(DisplayText.echo(name))' is not an enum case name")
                }
                return name
            }
        }
        if let i = o["items"] { s.items = try nonEmpty(i).map { try $0.integer(minimum: 0, maximum: 100_000) } }
        if let a = o["args"] {
            // Checked against the layout's parameter types when it is evaluated (as `--arg` is).
            var args: [String: String] = [:]
            for (name, value) in try a.entries() {
                guard name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
                    throw value.error("'\(DisplayText.echo(name))' is not a parameter name")
                }
                guard case .scalar(let text, _, _) = value.node else {
                    throw value.error("expected a value (a number, 375x200, true, text or an enum case), found \(value.node.kindDescription)")
                }
                args[name] = text
            }
            s.args = args
        }
        if let v = o["offsets"] {
            s.offsets = try nonEmpty(v).map { e in
                let n = Double(try e.number())
                guard abs(n) <= 1_000_000 else { throw e.error("offset \(NumberText.string(n)) is beyond 1000000 points") }
                return n
            }
        }
        if let k = s.sectionKinds, let i = s.items, k.count != i.count {
            throw o.fields["items"]!.error("items gives \(i.count) sections but sectionKinds names \(k.count)")
        }
        if let m = o["variants"] { s.matrix = try matrix(m) }
        if let a = o["add"] {
            s.add = try a.list().map { e in
                let v = try e.object(variantKeys)
                var variant = Variant.default
                variant.device = try v.required("device").apply(device)
                if let x = v["orientation"] { variant.orientation = try choice(x, Variant.Orientation.self, "orientation") }
                if let x = v["theme"] { variant.theme = try choice(x, Variant.Theme.self, "theme") }
                if let x = v["direction"] { variant.direction = try choice(x, Variant.Direction.self, "direction") }
                if let x = v["offset"] { variant.offset = Double(try x.number()) }
                return variant
            }
        }
        if let k = o["skip"] { s.skip = try globs(k) }
        if let t = o["threshold"] { s.threshold = try threshold(t) }
        if let t = o["tolerance"] { s.tolerance = try tolerance(t) }
        return s
    }
}

extension SpecField {
    fileprivate func apply<T>(_ body: (SpecField) throws -> T) rethrows -> T { try body(self) }
}
