import Foundation
import LayoutEngine
import LayoutRender
import LayoutSystem
import LayoutSourceHost
import LayoutSpec

/// One layout of a Swift file to evaluate: the file and the options (`--layout`, `--with`, `--module-root`,
/// `--arg`, `--timeout`, `--verbose`, the environment).
public struct SwiftSourceRequest: Sendable {
    public var file: String
    public var environment: EnvironmentOptions
    public init(file: String, environment: EnvironmentOptions) { self.file = file; self.environment = environment }
}

/// Swift source files wherever a spec is accepted (issue 12, docs/swift-sources.md): the layout is found with
/// the parser, compiled with the user's code into a layout program (cached), evaluated for the chosen
/// environment, and comes back as a spec document — from there every command works as for a spec file.
/// All of that happens in the front end, `layout-render-source` (it carries swift-syntax and runs the compiler
/// and layout programs sandboxed); this side builds its requests and reads its answers back.
public enum SwiftSourceJob {
    /// Items per section when neither `--items` nor the code says: enough to fill a phone screen in most layouts.
    public static let defaultItemsPerSection = 8

    public static func isSwiftSource(_ argument: String) -> Bool { argument.hasSuffix(".swift") }

    /// The layouts of the files, for `layout-render layouts`: the declarations of the first file's module are
    /// read too (a layout's parameters may be of an enum declared elsewhere).
    public static func list(_ paths: [String], moduleRoot: String? = nil) throws -> String {
        try checkRelativePaths(paths + (moduleRoot.map { [$0] } ?? []))
        return try frontEnd(["layouts"] + (moduleRoot.map { ["--module-root", $0] } ?? []) + paths).body
    }

    /// The layout of a Swift file as a spec document, evaluated for `environment`.
    public static func document(_ path: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        try documents([SwiftSourceRequest(file: path, environment: environment)])[0].get()
    }

    /// Many layouts of many files, each for its environment (`check`): one call of the front end for them all,
    /// where the requests of one module share one compiled program (one compile per module, not per layout;
    /// a program per layout only when the shared one does not compile). The results in order, each a document or
    /// the one-line error of that request.
    public static func documents(_ requests: [SwiftSourceRequest]) -> [Result<LayoutSpecDocument, CLIError>] {
        annotatedDocuments(requests).map { $0.map(\.document) }
    }

    /// A layout's document with the front end's notes on what the drawing was made with (`SourceAnswer.notes`).
    public struct AnnotatedDocument {
        public var document: LayoutSpecDocument
        public var notes: [String]
    }

    /// As `documents`, each with its notes (`check` keeps them in its results and report).
    public static func annotatedDocuments(_ requests: [SwiftSourceRequest]) -> [Result<AnnotatedDocument, CLIError>] {
        let answers = specTexts(requests, format: .json)
        return answers.map { answer in
            answer.flatMap { a in
                Result { AnnotatedDocument(document: try readBack(a.text, format: .json, layout: a.layout, request: a.request),
                                           notes: a.notes) }
                    .mapError { $0 as? CLIError ?? CLIError("\($0)") }
            }
        }
    }

    /// A front-end answer: the spec text, the layout it is for, the request it answers (to place errors), and the
    /// notes on what it was made with.
    struct Answer {
        var text: String
        var layout: LayoutDeclaration
        var request: SourceRequest
        var notes: [String] = []
    }

    /// The answers to many requests, from one `evaluate-batch` call of the front end.
    static func specTexts(_ requests: [SwiftSourceRequest], format: LayoutSpecReader.Format) -> [Result<Answer, CLIError>] {
        var results = [Result<Answer, CLIError>?](repeating: nil, count: requests.count)
        var sent: [(index: Int, request: SourceRequest)] = []
        for (i, r) in requests.enumerated() {
            do { sent.append((i, try sourceRequest(r, format: format))) } catch {
                results[i] = .failure(error as? CLIError ?? CLIError("\(error)"))
            }
        }
        if !sent.isEmpty {
            do {
                let input = try JSONEncoder().encode(SourceBatchRequest(requests: sent.map(\.request)))
                let body = try frontEnd(["evaluate-batch"], input: input).body
                guard let answers = try? JSONDecoder().decode([SourceAnswer].self, from: Data(body.utf8)),
                      answers.count == sent.count else {
                    throw CLIError("layout-render-source answered \(sent.count) requests with an unreadable answer")
                }
                for (s, a) in zip(sent, answers) {
                    if let error = a.error { results[s.index] = .failure(CLIError(error)); continue }
                    guard let layout = a.declaration, let text = a.text else {
                        results[s.index] = .failure(CLIError("layout-render-source answered without naming the layout it evaluated"))
                        continue
                    }
                    results[s.index] = .success(Answer(text: text, layout: layout, request: s.request, notes: a.notes ?? []))
                }
            } catch {
                // The front end itself failed (not one request): every request says so.
                let e = error as? CLIError ?? CLIError("\(error)")
                for s in sent { results[s.index] = .failure(e) }
            }
        }
        return results.map { $0! }
    }

    /// The front end's request for one layout: the files, the options and the environment (`--timeout`,
    /// `--verbose`, `--module-root` and `--arg` travel in it). The front end fills in the layout and item counts
    /// once it has found the layout.
    /// A relative path names nothing when the working directory has been deleted (the front end, finding the file's
    /// module from it, crashed): one line saying so instead.
    static func checkRelativePaths(_ paths: [String]) throws {
        guard let relative = paths.first(where: { !$0.hasPrefix("/") }) else { return }
        guard let cwd = getcwd(nil, 0) else {
            throw CLIError("\(DisplayText.echo(relative)): the current folder no longer exists (it was deleted), so a relative "
                           + "path names nothing; cd to a folder that exists and run again")
        }
        free(cwd)
    }

    static func sourceRequest(_ r: SwiftSourceRequest, format: LayoutSpecReader.Format) throws -> SourceRequest {
        let environment = r.environment
        try environment.check()
        try checkRelativePaths([r.file] + environment.companions + (environment.moduleRoot.map { [$0] } ?? []))
        // The view as asked (`ViewRequest`, the one request value), checked here (an unknown device is the
        // command's error, not the program's); the program makes its input from it with the same function.
        let view = environment.request
        _ = try EnvironmentOptions.resolve(view, itemCounts: [], scrollDirection: .vertical)
        let host = HostRequest(layout: "", view: view, defaultDevice: EnvironmentOptions.defaultDevice, format: format.rawValue)
        // The file named, then the files given with `--with` for the declarations its layout uses.
        var request = SourceRequest(files: [r.file] + environment.companions,
                             primary: environment.companions.isEmpty ? nil : r.file, layout: environment.layout,
                             defaultItems: defaultItemsPerSection, host: host,
                             timeout: environment.timeout ?? SourceRequest.defaultTimeout, verbose: environment.verbose,
                             moduleRoot: environment.moduleRoot)
        if environment.advice != .commandLine { request.advice = environment.advice }
        return request
    }

    /// The program's answer as a document (or, for `export`, checked to read back); an answer the spec reader
    /// refuses is named at the Swift expression that made the value when the layout's code tells which one, else
    /// at the layout's declaration — never at a line of the generated spec.
    static func readBack(_ text: String, format: LayoutSpecReader.Format, layout: LayoutDeclaration,
                         request: SourceRequest) throws -> LayoutSpecDocument {
        do {
            var document = try LayoutSpecReader.parse(text, format: format, file: nil, maxSize: maxAnswerBytes)
            // Resolver errors name the model path of the part; the place is the layout's declaration.
            document.file = layout.place
            document.syntax = nil
            return document
        } catch let e as SpecError {
            throw refused(e, layout: layout, request: request)
        }
    }

    static func refused(_ e: SpecError, layout: LayoutDeclaration, request: SourceRequest) -> CLIError {
        let what = (e.path.map { "\($0): " } ?? "") + e.message
        var place = layout.place
        if let path = e.path, let input = try? JSONEncoder().encode(
            SourcePlaceRequest(request: request, layout: layout, path: path, message: e.message)),
           let found = try? frontEnd(["place"], input: input).body, !found.isEmpty {
            place = found
        }
        return CLIError("\(place): \(layout.name) makes a value a layout spec cannot hold: \(what)")
    }

    /// The largest answer the front end may send: a spec of a million sections fits (docs/limits.md).
    public static let maxAnswerBytes = 1 << 30

    /// Runs the Swift-source front end (`CompanionTool`): its reply line and the answer after it, or its error.
    static func frontEnd(_ arguments: [String], input: Data? = nil) throws -> (reply: SourceReply, body: String) {
        let tool = try CompanionTool.path("layout-render-source")
        // Files read through an alias (non-UTF-8 names) are named as given in what the front end prints.
        var command = SandboxedCommand(executable: tool, arguments: arguments,
                                       environment: ArgumentNames.environment(ProcessInfo.processInfo.environment))
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
        let inputs = environment.inputFiles(path)
        try CommandOutput.check(output, inputs: inputs)
        let answer = try specTexts([SwiftSourceRequest(file: path, environment: environment)], format: format)[0].get()
        // The answer must read back as a spec before anything is written (a print() in layout code, an answer cut
        // short: issue 25); a value it refuses is reported at the Swift code that made it.
        _ = try readBack(answer.text, format: format, layout: answer.layout, request: answer.request)
        try CommandOutput.write(Data(answer.text.utf8), to: output, inputs: inputs)
    }
}

extension LayoutJob {
    /// Reads a spec, a sample, or (a `.swift` path) the layout of a Swift source file evaluated for `environment`.
    public static func load(_ argument: String, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        if SwiftSourceJob.isSwiftSource(argument) { return try SwiftSourceJob.document(argument, environment: environment) }
        try environment.refuseSourceOnlyOptions(argument)
        return try load(argument)
    }
}
