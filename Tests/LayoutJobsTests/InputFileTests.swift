import Foundation
import XCTest

/// Issue 16, one input check: every kind of input (spec file, Swift source, PNG, frames file) that is missing, a
/// directory or a pipe gets the same one line from every command, "<path>: <reason>", exit 2, nothing written.
final class InputFileTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    var files: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) }

    /// Exit 2 and exactly `message` (one line) on stderr, nothing on stdout, no file added to the folder.
    func expectRefused(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = files
        let r = try BinaryRunner.run(arguments, cwd: dir)
        XCTAssertEqual(r.status, 2, arguments.joined(separator: " "), file: file, line: line)
        XCTAssertEqual(r.stderr, "layout-render: error: \(message)\n", file: file, line: line)
        XCTAssertEqual(r.stdout, "", file: file, line: line)
        XCTAssertEqual(files, before, "nothing written", file: file, line: line)
    }

    func folder(_ name: String) throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: false)
    }

    func fifo(_ name: String) { XCTAssertEqual(mkfifo(dir.appendingPathComponent(name).path, 0o600), 0) }

    func testASpecFileThatIsMissingADirectoryOrAPipeIsNamedByEveryCommand() throws {
        try folder("d.yaml"); fifo("p.yaml")
        for command in [["frames"], ["validate"], ["render", "-o", "out.png"], ["diagram", "-o", "out.png"], ["animate", "-o", "out.gif"]] {
            try expectRefused(command + ["none.yaml"], "none.yaml: no such file")
            try expectRefused(command + ["d.yaml"], "d.yaml: is a directory, not a spec file")
            // A pipe is refused from its metadata: opening it would wait for a writer for ever.
            try expectRefused(command + ["p.yaml"], "p.yaml: is a device, pipe or socket, not a spec file")
        }
    }

    func testASwiftSourceThatIsMissingOrADirectoryIsNamedByEveryCommand() throws {
        try folder("d.swift"); fifo("p.swift")
        for command in [["frames"], ["layouts"], ["export", "-o", "out.yaml"], ["render", "-o", "out.png"]] {
            try expectRefused(command + ["none.swift"], "none.swift: no such file")
            try expectRefused(command + ["d.swift"], "d.swift: is a directory, not a Swift source file")
            try expectRefused(command + ["p.swift"], "p.swift: is a device, pipe or socket, not a Swift source file")
        }
    }

    func testAPNGToDiffThatIsMissingADirectoryOrAPipeIsNamed() throws {
        let render = try BinaryRunner.run(["render", "carousel", "--scale", "1", "-o", "a.png"], cwd: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        try folder("d.png"); fifo("p.png")
        try expectRefused(["diff", "a.png", "none.png"], "none.png: no such file")
        try expectRefused(["diff", "d.png", "a.png"], "d.png: is a directory, not a PNG file")
        try expectRefused(["diff", "a.png", "p.png"], "p.png: is a device, pipe or socket, not a PNG file")
    }

    func testAFramesFileToDiffThatIsADirectoryOrAPipeIsNamed() throws {
        let frames = try BinaryRunner.run(["frames", "carousel"], cwd: dir)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        try Data(frames.stdout.utf8).write(to: dir.appendingPathComponent("a.json"))
        try folder("d.json"); fifo("p.json")
        // A file argument to a layout diff may be frames JSON or a spec: the message says both.
        try expectRefused(["diff", "a.json", "d.json"], "d.json: is a directory, not a frames JSON or spec file")
        try expectRefused(["diff", "p.json", "a.json"], "p.json: is a device, pipe or socket, not a frames JSON or spec file")
        try expectRefused(["diff", "a.json", "none.json"], "none.json: no such file")
    }

    func testAnUnreadableInputIsNamedWithTheSameReasonForEachKind() throws {
        if getuid() == 0 { throw XCTSkip("root reads every file") }
        for name in ["s.yaml", "s.swift", "s.png"] {
            let url = dir.appendingPathComponent(name)
            try Data("x".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        }
        try expectRefused(["frames", "s.yaml"], "s.yaml: cannot read the file (permission denied)")
        try expectRefused(["frames", "s.swift"], "s.swift: cannot read the file (permission denied)")
        try expectRefused(["diff", "s.png", "s.png"], "s.png: cannot read the file (permission denied)")
    }
}
