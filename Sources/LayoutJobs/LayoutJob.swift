import LayoutSystem
import Foundation
import LayoutEngine
import LayoutRender
import LayoutSpec
import LayoutDSL

/// The pipeline every command runs: find the spec, read it, resolve it for an environment, and
/// (for pictures) render it. Errors come out as one-line `CLIError`s.
public enum LayoutJob {
    /// Reads a spec given as a path or a sample name.
    public static func load(_ argument: String) throws -> LayoutSpecDocument {
        // A DSL sample's name (no spec file behind it) when no file of that name exists.
        if !FileManager.default.fileExists(atPath: argument), let dsl = DSLSamples.sample(named: argument) {
            return dsl.document
        }
        let path = try SampleCatalog.resolveSpecArgument(argument) { try SampleCatalog.locate() }
        do {
            return try LayoutSpecReader.read(path: path)
        } catch let e as SpecError {
            throw CLIError(e.description)
        }
    }

    /// Resolves a document; a resolver error is reported at the line of the spec path it names.
    public static func resolve(_ document: LayoutSpecDocument, environment: EnvironmentOptions)
        throws -> (result: LayoutResult, resolved: EnvironmentOptions.Resolved) {
        let resolved = try environment.resolve(for: document)
        return (try placingErrors(document) { try document.layout.resolve(resolved.input) }, resolved)
    }

    /// `resolve`, with the trace diagrams read, from the same pass.
    public static func resolveTraced(_ document: LayoutSpecDocument, environment: EnvironmentOptions)
        throws -> (result: LayoutResult, trace: LayoutTrace, resolved: EnvironmentOptions.Resolved) {
        let resolved = try environment.resolve(for: document)
        let (result, trace) = try placingErrors(document) { try document.layout.resolveTraced(resolved.input) }
        return (result, trace, resolved)
    }

    /// Engine errors name the spec file and the line of the offending element.
    static func placingErrors<T>(_ document: LayoutSpecDocument, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as LayoutError {
            var place = document.file ?? ""
            if let l = document.location(of: e.path) { place += (place.isEmpty ? "" : ":") + l.description }
            throw CLIError((place.isEmpty ? "" : place + ": ") + e.description)
        }
    }

    /// What `render` would refuse for this document with its own settings (the spec's view, the default scale),
    /// checked without drawing: canvas size, pixel and element budgets. `validate` runs it, so a spec that
    /// validates also renders.
    public static func preflight(_ result: LayoutResult, document: LayoutSpecDocument, data: SpecData) throws {
        let view: RenderView = document.environment.fullContent == true ? .fullContent(unrollOrthogonal: false) : .screen
        do {
            _ = try Renderer().pixelSize(of: result, options: RenderOptions(view: view, scale: 2))
        } catch let e as RenderError {
            throw error(e, source: document.file)
        }
    }

    /// Renders to a file atomically (never a partial file); the format comes from the extension.
    /// `source` names the spec in errors about the picture it asks for (budgets, an infinite canvas).
    public static func render(_ result: LayoutResult, data: SpecData, seed: UInt64?, theme: RenderTheme,
                              options: RenderOptions, to path: String, inputs: [String] = [], source: String? = nil) throws {
        let url = URL(fileURLWithPath: path)
        try CommandOutput.check(path, inputs: inputs)
        do {
            try Renderer(theme: theme).render(result, content: SpecRenderContent.content(for: data, seed: seed),
                                              options: options, to: url)
        } catch let e as RenderError {
            throw error(e, source: source)
        } catch let e as WriteError {
            throw CLIError(e.description)
        }
    }

    /// A renderer error as a line: it is about what the spec asks for, so it names the spec (a failed write is a
    /// `WriteError`, which names its output path).
    public static func error(_ e: RenderError, source: String?) -> CLIError {
        return CLIError((source.map { DisplayText.echo($0, limit: 120) + ": " } ?? "") + e.description)
    }
}
