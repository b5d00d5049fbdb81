import Foundation
import Hummingbird
import LayoutSystem
import LayoutCheck
import LayoutReport

// `layout-render review DIR [--host H] [--port P]` runs this program (CompanionTool): the check report in
// DIR served on loopback with Accept and Reject (ReviewSession). Kept out of the main CLI so that building
// `layout-render` never builds the HTTP server. Prints the URL, then one line per decision; Ctrl-C stops it.

func fail(_ message: String) -> Never {
    StandardError.write("layout-render review: error: \(DisplayText.line(message))\n")
    exit(2)
}

// A report folder named in another encoding than UTF-8 is read through an alias (LayoutSystem/Terminal/ArgumentNames.swift).
var arguments: [String]
do { arguments = try ArgumentNames.arguments() } catch { fail("\(error)") }
var host = "127.0.0.1", port = 0, directory: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--host":
        guard !arguments.isEmpty else { fail("--host needs an address (127.0.0.1 or ::1)") }
        host = arguments.removeFirst()
    case "--port":
        guard let value = arguments.first.flatMap({ Int($0) }), (0...65535).contains(value) else {
            fail("--port needs a port number from 0 to 65535 (0: any free port)")
        }
        arguments.removeFirst(); port = value
    case "-h", "--help":
        print("usage: layout-render review DIR [--host 127.0.0.1] [--port 0]")
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument) (usage: layout-render review DIR [--host H] [--port P])") }
        if directory != nil { fail("give one report folder (\(argument) is a second)") }
        directory = argument
    }
}
guard let directory else { fail("give the report folder: layout-render review DIR") }
let reportPath = directory, requestedPort = port
guard ReviewSession.isLoopback(host) else {
    fail("--host \(host): review serves on a loopback address only (127.0.0.1 or ::1), it writes references")
}
let bindHost = host == "localhost" ? "127.0.0.1" : host
let session: ReviewSession
// The repository is the folder review runs in, its reference folder the one its layout-render.yml names (else the
// default): derived here, never taken from the report (ReviewSession refuses a report of another folder).
let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
let configPath = repository.path + "/" + CheckConfig.fileName
var referencesName = CheckConfig.defaultReferences
if FileManager.default.fileExists(atPath: configPath) {
    do { referencesName = try CheckConfig.read(path: configPath, shownAs: CheckConfig.fileName).references } catch { fail("\(error)") }
}
do {
    session = try ReviewSession(reportDirectory: URL(fileURLWithPath: directory, isDirectory: true), repository: repository,
                                references: URL(fileURLWithPath: repository.path + "/" + referencesName, isDirectory: true))
} catch { fail("\(error)") }
session.log = { line in print(line); fflush(nil) }

let responder = CallbackResponder<BasicRequestContext> { request, _ in
    var request = request
    let body: ByteBuffer
    do {
        body = try await request.collectBody(upTo: ReviewSession.maxBody)
    } catch {
        return Response(status: .contentTooLarge)
    }
    let reply = session.handle(method: request.method.rawValue, target: request.uri.description,
                               host: request.head.authority, origin: request.headers[.origin],
                               contentType: request.headers[.contentType], body: Data(body.readableBytesView))
    var headers = HTTPFields()
    headers[.contentType] = reply.contentType
    headers[.cacheControl] = "no-store"
    headers[.init("X-Content-Type-Options")!] = "nosniff"
    headers[.init("Content-Security-Policy")!] = reply.contentSecurityPolicy
    return Response(status: .init(code: reply.status), headers: headers,
                    body: .init(byteBuffer: ByteBuffer(bytes: request.method == .head ? Data() : reply.body)))
}

// Hummingbird's own lines (server started, …) only when something goes wrong; LOG_LEVEL still overrides.
setenv("LOG_LEVEL", "error", 0)
let app = Application(
    responder: responder,
    configuration: .init(address: .hostname(bindHost, port: port), serverName: "layout-render-review"),
    onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? requestedPort
        let shown = bindHost.contains(":") ? "[\(bindHost)]" : bindHost
        print("layout-render review: serving \(ArgumentNames.shown(reportPath)) at http://\(shown):\(bound)/ (Ctrl-C stops)")
        fflush(nil)
    }
)
do {
    try await app.runService()
} catch {
    fail("\(error)")
}
