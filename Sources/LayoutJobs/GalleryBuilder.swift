import Foundation
import LayoutEngine
import LayoutRender
import LayoutSpec
import LayoutDSL

/// Renders every sample (PNG + SVG, light theme, its natural device) into a folder and writes a
/// README.md table of them. Images are rendered in parallel; the files do not depend on the order.
public struct GalleryBuilder: Sendable {
    public var catalog: SampleCatalog
    public var outputDirectory: String
    /// Pixels per point of the PNGs.
    public var scale: Double = 2
    /// Every sample with right-to-left traits (`--right-to-left`).
    public var rightToLeft = false
    /// PNGs snap the main scroll view's elements to the pixel grid (`RenderOptions.snapsToPixelGrid`).
    public var snapsToPixelGrid = true
    /// Every sample at this text size (`--content-size`); nil: each sample's own (large unless it says).
    public var contentSize: ContentSizeValue?
    /// `--ios`: every sample resolved for that release (default: each spec's own, else the newest).
    public var ios: IOSVersionValue?

    public init(catalog: SampleCatalog, outputDirectory: String) {
        self.catalog = catalog; self.outputDirectory = outputDirectory
    }

    public struct Entry: Sendable {
        public var name: String
        public var metadata: SpecMetadata
        public var files: [String]
        /// Blueprint diagrams (paths relative to the gallery), for seed samples.
        public var diagrams: [String] = []
    }

    /// Builds the gallery; `progress` is called once per sample as it finishes (from any thread, serialised).
    ///
    /// Everything is written into a staging directory beside the gallery and moved into place only when every
    /// sample succeeded (issue 15): a failing sample leaves the gallery as it was, with nothing half-built beside it.
    @discardableResult
    public func build(progress: @escaping (_ done: Int, _ total: Int, _ entry: Entry) -> Void = { _, _, _ in })
        throws -> [Entry] {
        try CommandOutput.checkName(outputDirectory)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDir), !isDir.boolValue {
            throw CLIError("\(outputDirectory): exists and is not a directory")
        }
        let target = URL(fileURLWithPath: outputDirectory)
        let staging = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).gallery.tmp").path
        try? FileManager.default.removeItem(atPath: staging)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        var stage = self
        stage.outputDirectory = staging
        let entries = try stage.buildInPlace(progress: progress)
        try Self.publish(staging, into: outputDirectory)
        return entries
    }

    /// Moves every file of `staging` to the same place under `directory` (each move an atomic rename).
    static func publish(_ staging: String, into directory: String) throws {
        let fm = FileManager.default
        guard let files = fm.enumerator(atPath: staging)?.compactMap({ $0 as? String }) else { return }
        for file in files.sorted() {
            let from = staging + "/" + file, to = directory + "/" + file
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: from, isDirectory: &isDir), !isDir.boolValue else { continue }
            try createDirectory((to as NSString).deletingLastPathComponent)
            if rename(from, to) != 0 {
                throw CLIError("\(to): cannot move the gallery file into place: \(String(cString: strerror(errno)))")
            }
        }
    }

    private func buildInPlace(progress: @escaping (_ done: Int, _ total: Int, _ entry: Entry) -> Void) throws -> [Entry] {
        try Self.createDirectory(outputDirectory)
        try Self.createDirectory(outputDirectory + "/" + Self.diagramDirectory)
        // Read every spec first: a bad sample stops the build before any image is written. A model is not Sendable
        // (docs/architecture.md), so each worker reads its own sample again rather than being sent the document.
        let jobs = try catalog.loadAll().map(\.sample)
        // Shared by the workers under `lock` (and `progress` is called under it, one call at a time).
        let lock = NSLock()
        nonisolated(unsafe) var entries = [Entry?](repeating: nil, count: jobs.count)
        nonisolated(unsafe) var failures: [(Int, Error)] = []
        nonisolated(unsafe) var done = 0
        nonisolated(unsafe) let progress = progress
        let total = jobs.count + DSLSamples.all.count
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            do {
                let entry = try render(jobs[i], try LayoutSpecReader.read(path: jobs[i].path))
                lock.lock(); entries[i] = entry; done += 1; let n = done; progress(n, total, entry); lock.unlock()
            } catch {
                lock.lock(); failures.append((i, error)); lock.unlock()
            }
        }
        if let (i, error) = failures.min(by: { $0.0 < $1.0 }) {
            throw CLIError("\(jobs[i].name): \(error)")
        }
        var list = entries.compactMap { $0 }
        let dsl = try renderDSLSamples()
        for entry in dsl { list.append(entry); progress(list.count, total, entry) }
        try writeReadme(list, appending: try renderAnimations())
        return list
    }

    static func createDirectory(_ outputDirectory: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDir) {
            if !isDir.boolValue { throw CLIError("\(outputDirectory): exists and is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw CLIError("\(outputDirectory): cannot create the gallery directory")
        }
    }

    func render(_ sample: SampleCatalog.Sample, _ document: LayoutSpecDocument) throws -> Entry {
        // Samples with a diagram are resolved traced (the same pass gives the result and its trace).
        var environment = EnvironmentOptions(rightToLeft: rightToLeft)
        environment.contentSize = contentSize
        environment.ios = ios
        let (result, trace, resolved) = try LayoutJob.resolveTraced(document, environment: environment)
        let view: RenderView = document.environment.fullContent == true ? .fullContent(unrollOrthogonal: false) : .screen
        var files: [String] = []
        // Samples whose lists say what their rows hold are drawn in the dark theme too (`<name>-dark.png`).
        let dark = result.sections.contains { $0.list?.content != nil }
        for (ext, theme) in [("png", RenderTheme.light), ("svg", .light)] + (dark ? [("png", .dark)] : []) {
            let file = "\(sample.name)\(theme == .dark ? "-dark" : "").\(ext)"
            try LayoutJob.render(result, data: resolved.data, seed: nil, theme: theme,
                                 options: RenderOptions(view: view, scale: scale, snapsToPixelGrid: snapsToPixelGrid),
                                 to: outputDirectory + "/" + file)
            files.append(file)
        }
        try writeFrames(result, name: sample.name)
        let diagrams = Self.hasDiagram(document.metadata) ? try renderDiagram((result, trace), name: sample.name) : []
        return Entry(name: sample.name, metadata: document.metadata, files: files, diagrams: diagrams)
    }

    /// The README: one row per sample, grouped by seed in catalog order.
    public static func readme(_ entries: [Entry]) -> String {
        var s = "# Gallery\n\n"
        s += "Generated by `layout-render gallery` from the specs in `Examples/` (light theme, each sample on its\n"
        s += "natural device). Do not edit: `make gallery` rewrites it and `make test` checks it.\n\n"
        s += "Seed samples also have a blueprint diagram in `diagrams/` (`layout-render diagram`): sections, group\n"
        s += "instances, items, content insets (green), spacing (orange), size call-outs and the layout tree.\n\n"
        s += Self.releaseNote
        s += "| Image | Name | Seed | Description |\n|---|---|---|---|\n"
        let sorted = entries.sorted { ($0.metadata.seed ?? "~", $0.name) < ($1.metadata.seed ?? "~", $1.name) }
        for e in sorted {
            let png = e.files.first { $0.hasSuffix(".png") } ?? ""
            let svg = e.files.first { $0.hasSuffix(".svg") } ?? ""
            let dark = e.files.first { $0.hasSuffix("-dark.png") }.map { " · [dark](\(GalleryText.link($0)))" } ?? ""
            let seed = e.metadata.seed.map { $0 == "apple" ? "Apple sample code" : "seed \($0)" } ?? ""
            let source = e.metadata.source.map { " (\($0))" } ?? ""
            let diagram = e.diagrams.first { $0.hasSuffix(".png") }.map { d in
                "<br>blueprint: [png](\(GalleryText.link(d)))"
                    + (e.diagrams.first { $0.hasSuffix(".svg") }.map { " · [svg](\(GalleryText.link($0)))" } ?? "")
            } ?? ""
            s += "| <img src=\"\(GalleryText.attribute(png))\" width=\"180\"> | \(GalleryText.code(e.name)) "
            s += "([svg](\(GalleryText.link(svg)))\(dark))\(diagram) | \(GalleryText.cell(seed + source)) | "
            s += GalleryText.cell(e.metadata.description ?? "") + " |\n"
        }
        return s
    }

    /// Which release the gallery shows, and which samples moved when the default became iOS 18 (issue 34).
    static let releaseNote = """
        Every sample is resolved for iOS 18, the newest release the engine models, unless its spec says otherwise
        (`environment.ios`; `pixel-grid-ios15` says 15): from iOS 16 a size taken as a fraction of its container is
        rounded down to the display's pixel grid at every level (docs/semantics-decisions.md, decision 57; compare
        `pixel-grid-ios18` and `pixel-grid-ios15`, the same grid). That rule, and nothing else, moved the frames of
        `app-store`, `apple-adaptive-sections-regular`, `apple-conference-videos`, `apple-item-badges`,
        `apple-nested-groups`, `apple-orthogonal-section-behaviors`, `apple-orthogonal-sections`, `apple-two-column`,
        `badges`, `complex-groups`, `dsl-grid-2plus1`, `dsl-nested-orthogonal`, `header-footer-leading` and
        `list-outline-mixed` when the default release was introduced (issue 34).

        List text wraps at its label's width — what the row leaves after its image, margins and accessories — and
        breaks at `\\n`, measured in the pictures' font (DejaVu Sans, not San Francisco; decision 58):
        `list-wrapped-text` shows it. No other sample's frames or pixels moved when wrapping came in.


        """

    func writeReadme(_ entries: [Entry], appending extra: String = "") throws {
        let path = outputDirectory + "/README.md"
        do {
            try CommandOutput.write(Data((Self.readme(entries) + extra).utf8), to: path)
        } catch {
            throw CLIError("\(path): cannot write the gallery README")
        }
    }
}
