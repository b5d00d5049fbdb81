import Foundation
import LayoutSystem
import LayoutSource

// The Swift-source front end of layout-render (docs/swift-sources.md): everything that needs swift-syntax and the
// compiler, in an executable of its own so that the spec-only CLI builds without them. layout-render runs it as
//     layout-render-source evaluate        < SourceRequest JSON
//     layout-render-source evaluate-batch  < SourceBatchRequest JSON   (answer: [SourceAnswer] JSON)
//     layout-render-source place           < SourcePlaceRequest JSON   (answer: file:line:col or nothing)
//     layout-render-source layouts [--module-root DIR] FILE…
//     layout-render-source cache info|clean
// and reads one SourceReply line on stdout, then the answer. Compiler and layout programs it starts are killed
// with their process groups when it gets SIGINT, SIGTERM or SIGHUP (layout-render forwards them).

func reply(_ r: SourceReply, _ body: String = "") -> Never {
    let header = (try? JSONEncoder().encode(r)) ?? Data("{\"error\":\"cannot encode the reply\"}".utf8)
    let out = FileHandle.standardOutput
    out.write(header + Data([10]))
    out.write(Data(body.utf8))
    exit(r.error == nil ? 0 : 2)
}

/// The request on stdin, or the reply that it is malformed.
/// A request's notes (`SourceFrontEnd.Evaluated.notes`), for `--verbose`: one line each on stderr.
func printNotes(_ notes: [String]) {
    StandardError.write(notes.map { "layout-render: note: \(DisplayText.escaped(ArgumentNames.shown($0)))\n" }.joined())
}

func decode<T: Decodable>(_ type: T.Type) -> T {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    do { return try JSONDecoder().decode(T.self, from: input) } catch {
        reply(SourceReply(error: "layout-render-source: a malformed request (\(input.count) bytes): \(error)"))
    }
}

// The one signal handler (LayoutSystem/Signals/Signals.swift): an interruption takes the compiler and layout programs down.
Signals.install()
// The CLI passes alias paths for non-UTF-8 file names and, beside them, the names they stand for.
ArgumentNames.adoptInheritedNames()
let args = Array(CommandLine.arguments.dropFirst())
do {
    switch args.first {
    case "evaluate":
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let request: SourceRequest
        do { request = try JSONDecoder().decode(SourceRequest.self, from: input) } catch {
            reply(SourceReply(error: "layout-render-source: a malformed request (\(input.count) bytes): \(error)"))
        }
        let answer = try SourceFrontEnd.evaluate(request)
        if request.verbose { printNotes(answer.notes) }
        reply(SourceReply(declaration: answer.layout), answer.text)
    case "evaluate-batch":
        let batch = decode(SourceBatchRequest.self)
        let answers = zip(batch.requests, SourceFrontEnd.evaluate(batch.requests)).map { request, result -> SourceAnswer in
            switch result {
            case .success(let a):
                if request.verbose { printNotes(a.notes) }
                return SourceAnswer(declaration: a.layout, text: a.text, notes: a.notes.isEmpty ? nil : a.notes)
            case .failure(let e): return SourceAnswer(error: e.message)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        reply(SourceReply(), String(decoding: try encoder.encode(answers), as: UTF8.self))
    case "place":
        reply(SourceReply(), try SourceFrontEnd.placeOfRefusedValue(decode(SourcePlaceRequest.self)) ?? "")
    case "layouts":
        var files = Array(args.dropFirst())
        var root: String?
        if files.first == "--module-root", files.count >= 2 { root = files[1]; files.removeFirst(2) }
        // A folder stands for the Swift files below it, found as `check` finds them.
        do {
            files = try SwiftFileListing.files(files) { note in
                StandardError.write("layout-render: note: " + DisplayText.line(note) + "\n")
            }
        } catch let e as SwiftFileListing.Problem { throw SourceError(e.description) }
        reply(SourceReply(), try SourceFrontEnd.layoutsTable(files, moduleRoot: root))
    case "cache":
        reply(SourceReply(), try SourceFrontEnd.cache(args.dropFirst().first ?? "info"))
    default:
        reply(SourceReply(error: "layout-render-source is run by layout-render (evaluate, evaluate-batch, place, layouts FILE…, cache info|clean)"))
    }
} catch let e as SourceError {
    reply(SourceReply(error: e.message))
} catch {
    reply(SourceReply(error: "\(error)"))
}
