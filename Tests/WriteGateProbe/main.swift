import Foundation
import LayoutSystem
import LayoutJobs
import LayoutRender

// A test program (never shipped): `render SPEC -o OUTPUT` as the CLI runs it — load, resolve, draw, then the one
// writer — with the atomic writer held at a FIFO after the temporary file is written and before the rename (its
// `beforeRename` parameter), so a test can signal the process mid-write without timing (ReliabilityTests). The hold
// is passed here; the production writer reads no test setting.
//
//     write-gate-probe GATE SPEC|SWIFT-FILE OUTPUT
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: write-gate-probe GATE SPEC OUTPUT\n".utf8))
    exit(2)
}
let gate = arguments[1]
// As the CLI's main does: the executable installs the signal cleanup.
Signals.install()
let hold = {
    // Opening a FIFO for writing blocks until the test opens the other end (or signals this process).
    let fd = open(gate, O_WRONLY)
    if fd >= 0 { close(fd) }
}
do {
    // A `.swift` input is evaluated as the CLI does: by the Swift-source front end, a child process, started before
    // the write (so the test sees what a spawned child does to the signal handling).
    let document = try LayoutJob.load(arguments[2], environment: EnvironmentOptions())
    let (result, resolved) = try LayoutJob.resolve(document, environment: EnvironmentOptions())
    let picture = try Renderer(theme: .light).render(result, content: SpecRenderContent.content(for: resolved.data, seed: nil),
                                                     options: RenderOptions(scale: 2), format: .png)
    try AtomicFile.write(picture, to: URL(fileURLWithPath: arguments[3]), inputs: [arguments[2]], beforeRename: hold)
} catch {
    FileHandle.standardError.write(Data("write-gate-probe: \(error)\n".utf8))
    exit(2)
}
