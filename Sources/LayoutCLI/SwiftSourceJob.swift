import Foundation
import LayoutEngine
import LayoutRender
import LayoutSandbox
import LayoutSourceHost
import LayoutSpec

/// Swift source files wherever a spec is accepted (issue 12, docs/swift-sources.md): the layout is found with
/// the parser, compiled with the user's code into a layout program (cached), evaluated for the chosen
/// environment, and comes back as a spec document — from there every command works as for a spec file.
public enum SwiftSourceJob {
    /// Items per section when neither `--items` nor the code says: enough to fill a phone screen in most layouts.
    public static let defaultItemsPerSection = 8

    public static func isSwiftSource(_ argument: String) -> Bool { argument.hasSuffix(".swift") }

    /// The layouts of the files, for `layout-render layouts`.
    public static func list(_ paths: [String]) throws -> String {
        try frontEnd(["layouts"] + paths).body
    }

    /// The layout of a Swift file as a spec document, evaluated for `environment`.
    public static func document(_ path: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        let (text, layout) = try specText(path, environment: environment, format: .json)
        do {
            var document = try LayoutSpecReader.parse(text, format: .json, file: nil, maxSize: maxAnswerBytes)
            // Resolver errors name the model path of the part; the place is the layout's declaration, not a line
            // of the program's answer.
            document.file = layout.place
            document.syntax = nil
            return document
        } catch let e as SpecError {
            throw CLIError("\(layout.place): \(layout.name): the layout program's answer does not read back: \(e)")
        }
    }

    /// The layout as spec text (`layout-render export`), and the declaration it came from.
    public static func specText(_ path: String, environment: EnvironmentOptions, format: LayoutSpecReader.Format)
        throws -> (String, LayoutDeclaration) {
        // The view: the options resolved as for a spec that says nothing.
        let placeholder = LayoutSpecDocument(metadata: SpecMetadata(), layout: LayoutModel(section: SectionModel(
            group: ItemModel(layoutSize: SizeSpec(width: .absolute(1), height: .absolute(1))))), data: SpecData(sections: []),
                                             environment: SpecEnvironment())
        let resolved = try environment.resolve(for: placeholder)
        let landscape = environment.landscape || environment.device?.screen.orientation == .landscape
        var fields = SpecEnvironmentFields(device: environment.device?.screen.device.name, landscape: landscape ? true : nil)
        if let s = environment.size?.size {
            fields.width = Double(s.width); fields.height = Double(s.height)
        }
        if let i = environment.safeArea?.insets {
            fields.safeArea = [i.top, i.left, i.bottom, i.right].map(Double.init)
        }
        if !resolved.input.orthogonalOffsets.isEmpty {
            fields.orthogonalOffsets = Dictionary(uniqueKeysWithValues: resolved.input.orthogonalOffsets.map {
                (String($0.key), Double($0.value))
            })
        }
        // The whole environment goes (traits: direction, idiom, size classes, scale); the front end fills in the
        // layout and its item counts once it has found the layout. The offset goes as a number: the placeholder
        // above scrolls vertically, the layout may not.
        let host = HostRequest(layout: "", input: resolved.input, scrollOffset: environment.offset.map { Double($0.value) },
                               sectionKinds: nil, format: format.rawValue, environment: fields, specName: nil, specSource: nil)
        // The file named, then the files given with `--with` for the declarations its layout uses.
        let request = SourceRequest(files: [path] + environment.companions,
                                    primary: environment.companions.isEmpty ? nil : path, layout: environment.layout,
                                    sectionKinds: environment.sectionKinds?.kinds, itemCounts: environment.items?.counts,
                                    defaultItems: defaultItemsPerSection, host: host,
                                    timeout: environment.timeout ?? SourceRequest.defaultTimeout, verbose: environment.verbose)
        let reply = try frontEnd(["evaluate"], input: try JSONEncoder().encode(request))
        guard let layout = reply.reply.declaration else {
            throw CLIError("layout-render-source answered without naming the layout it evaluated")
        }
        return (reply.body, layout)
    }

    /// The largest answer the front end may send: a spec of a million sections fits (docs/limits.md).
    public static let maxAnswerBytes = 1 << 30

    /// Runs the Swift-source front end (`CompanionTool`): its reply line and the answer after it, or its error.
    static func frontEnd(_ arguments: [String], input: Data? = nil) throws -> (reply: SourceReply, body: String) {
        let tool = try CompanionTool.path("layout-render-source")
        var command = SandboxedCommand(executable: tool, arguments: arguments,
                                       environment: ProcessInfo.processInfo.environment)
        command.stdin = input.map { .data($0) } ?? .null
        command.stdout = .captured(limit: maxAnswerBytes + 64 * 1024)
        command.stderr = .inherited
        // Our own tool, in our process group: SIGINT from a terminal reaches it too; SIGTERM and SIGHUP are
        // forwarded, and it takes its compiler and layout programs down with their groups.
        command.ownGroup = false
        let outcome: SandboxOutcome
        do { outcome = try SandboxRunner.run(command) } catch let e as SandboxError { throw CLIError(e.message) }
        if outcome.stdoutOverLimit {
            throw CLIError("the layout's answer is larger than \(maxAnswerBytes >> 20) MiB (docs/limits.md)")
        }
        let data = outcome.stdout ?? Data()
        guard let newline = data.firstIndex(of: 10),
              let reply = try? JSONDecoder().decode(SourceReply.self, from: data[data.startIndex..<newline]) else {
            let how: String
            switch outcome.termination {
            case .signalled(let s): how = "was killed by signal \(s)"
            case .exited(let s): how = "exited with status \(s) without a reply"
            }
            throw CLIError("layout-render-source (\(tool)) \(how)")
        }
        if let error = reply.error { throw CLIError(error) }
        return (reply, String(decoding: data[(newline + 1)...], as: UTF8.self))
    }

    /// `layout-render cache info|clean`: the compiled-program cache (docs/swift-sources.md, "Cache").
    public static func cache(_ action: String) throws -> String {
        try frontEnd(["cache", action]).body
    }

    /// `layout-render export`: the spec written atomically; nothing is written on failure.
    public static func export(_ path: String, environment: EnvironmentOptions, to output: String) throws {
        let format: LayoutSpecReader.Format = output.lowercased().hasSuffix(".json") ? .json : .yaml
        let (text, layout) = try specText(path, environment: environment, format: format)
        // The answer must read back as a spec before anything is written.
        do { _ = try LayoutSpecReader.parse(text, format: format, file: nil, maxSize: maxAnswerBytes) } catch let e as SpecError {
            throw CLIError("\(layout.place): \(layout.name): the layout program's answer does not read back: \(e)")
        }
        do {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: output))
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

}

extension LayoutJob {
    /// Reads a spec, a sample, or (a `.swift` path) the layout of a Swift source file evaluated for `environment`.
    public static func load(_ argument: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        if SwiftSourceJob.isSwiftSource(argument) { return try SwiftSourceJob.document(argument, environment: environment) }
        if let other = environment.companions.first {
            throw CLIError("--with \(DisplayText.echo(other)): Swift files go with a .swift layout file, and \(DisplayText.echo(argument)) is a spec")
        }
        return try load(argument)
    }
}
