import Foundation
import LayoutSandbox
import LayoutSource

// The Swift-source front end of layout-render (docs/swift-sources.md): everything that needs swift-syntax and the
// compiler, in an executable of its own so that the spec-only CLI builds without them. layout-render runs it as
//     layout-render-source evaluate     < SourceRequest JSON
//     layout-render-source layouts FILE…
//     layout-render-source cache info|clean
// and reads one SourceReply line on stdout, then the answer. Compiler and layout programs it starts are killed
// with their process groups when it gets SIGINT, SIGTERM or SIGHUP (layout-render forwards them).

func reply(_ r: SourceReply, _ body: String = "") -> Never {
    UncachedPrograms.removeAll()
    let header = (try? JSONEncoder().encode(r)) ?? Data("{\"error\":\"cannot encode the reply\"}".utf8)
    let out = FileHandle.standardOutput
    out.write(header + Data([10]))
    out.write(Data(body.utf8))
    exit(r.error == nil ? 0 : 2)
}

ChildProcesses.installSignalHandlers()
let args = Array(CommandLine.arguments.dropFirst())
do {
    switch args.first {
    case "evaluate":
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let request: SourceRequest
        do { request = try JSONDecoder().decode(SourceRequest.self, from: input) } catch {
            reply(SourceReply(error: "layout-render-source: a malformed request (\(input.count) bytes): \(error)"))
        }
        let (layout, text) = try SourceFrontEnd.evaluate(request)
        reply(SourceReply(declaration: layout), text)
    case "layouts":
        reply(SourceReply(), try SourceFrontEnd.layoutsTable(Array(args.dropFirst())))
    case "cache":
        reply(SourceReply(), try SourceFrontEnd.cache(args.dropFirst().first ?? "info"))
    default:
        reply(SourceReply(error: "layout-render-source is run by layout-render (evaluate, layouts FILE…, cache info|clean)"))
    }
} catch let e as SourceError {
    reply(SourceReply(error: e.message))
} catch {
    reply(SourceReply(error: "\(error)"))
}
