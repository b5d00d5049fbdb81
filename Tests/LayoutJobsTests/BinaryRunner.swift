import Foundation
import XCTest

/// Runs the built `layout-render` binary (the test target depends on it, so it is built first).
enum BinaryRunner {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var binary: URL? { executable(named: "layout-render") }

    /// An executable the package builds (the tool, or a test program such as write-gate-probe).
    static func executable(named name: String) -> URL? {
        let fm = FileManager.default
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for b in Bundle.allBundles { candidates.append(b.bundleURL.deletingLastPathComponent()) }
        candidates.append(repoRoot.appendingPathComponent(".build/debug"))
        for dir in candidates {
            let url = dir.appendingPathComponent(name)
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue, fm.isExecutableFile(atPath: url.path) {
                return url
            }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs layout-render with `arguments`; with `executable` (a shell), runs that instead, `arguments[0]` being
    /// its name as argv[0] is (not passed). Either way with the test environment.
    static func run(_ arguments: [String], cwd: URL? = nil, executable: URL? = nil,
                    environment: [String: String] = [:]) throws -> Output {
        guard let program = executable ?? binary else { throw XCTSkip("layout-render binary not found next to the test bundle") }
        let p = Process()
        p.executableURL = program
        p.arguments = executable == nil ? arguments : Array(arguments.dropFirst())
        p.currentDirectoryURL = cwd ?? repoRoot
        var env = ProcessInfo.processInfo.environment
        env["LAYOUT_RENDER_EXAMPLES"] = repoRoot.appendingPathComponent("Examples").path
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
