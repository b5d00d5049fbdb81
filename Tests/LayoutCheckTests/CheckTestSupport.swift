import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// Runs the built `layout-render` on fixture trees copied to scratch folders.
enum CheckSupport {
    /// A fresh app folder (`App.xcodeproj`, `App/`) under the tests' temporary folder.
    static func appFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        for sub in ["App.xcodeproj", "App"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        return dir
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repoRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One compile cache for every test; the Swift fixture is copied to the same path each time, so its program is
    /// compiled once per build of the modules.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-test-cache").path

    static var binary: URL? {
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for b in Bundle.allBundles { candidates.append(b.bundleURL.deletingLastPathComponent()) }
        candidates.append(repoRoot.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("layout-render") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var signalled: Bool
    }

    static func process(_ arguments: [String], cwd: URL, prefix: [String] = [],
                        environmentChanges: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        guard let binary else { throw XCTSkip("layout-render binary not found") }
        let p = Process()
        if prefix.isEmpty {
            p.executableURL = binary
            p.arguments = arguments
        } else {
            p.executableURL = URL(fileURLWithPath: prefix[0])
            p.arguments = Array(prefix.dropFirst()) + [binary.path] + arguments
        }
        p.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment
        env["LAYOUT_RENDER_CACHE"] = cache
        env.merge(environmentChanges) { $1 }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        return (p, out, err)
    }

    static func run(_ arguments: [String], cwd: URL, prefix: [String] = [],
                    environmentChanges: [String: String] = [:]) throws -> Output {
        let (p, out, err) = try process(arguments, cwd: cwd, prefix: prefix, environmentChanges: environmentChanges)
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self), signalled: p.terminationReason == .uncaughtSignal)
    }

    /// `git -C dir ARGS` with a committer set, its output dropped; fails the test when git does.
    static func git(_ dir: URL, _ args: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        p.arguments = ["-C", dir.path, "-c", "user.name=t", "-c", "user.email=t@e"] + args
        p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
        try p.run(); p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, args.joined(separator: " "), file: file, line: line)
    }

    /// A fresh copy of a fixture tree at a stable path per name.
    static func copy(_ fixture: String, as name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: dir)
        return dir
    }

    /// A tree of spec files only (no compiler needed): `count` two-column grids whose row spacing is `spacing`.
    static func specTree(_ name: String, count: Int, spacing: Int = 4, themes: [String] = ["light"]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-check-tests/\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        for i in 0..<count { try writeSpec(dir, i, spacing: spacing) }
        try "variants:\n  themes: [\(themes.joined(separator: ", "))]\n".write(to: dir.appendingPathComponent("layout-render.yml"),
                                                                              atomically: true, encoding: .utf8)
        return dir
    }

    static func writeSpec(_ dir: URL, _ i: Int, spacing: Int) throws {
        let yaml = """
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: \(80 + i)}}
            subitems:
              - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
          interGroupSpacing: \(spacing)
        data:
          sections: [6]

        """
        try yaml.write(to: dir.appendingPathComponent(String(format: "Specs/grid%02d.yaml", i)), atomically: true, encoding: .utf8)
    }

    static func results(_ report: URL) throws -> CheckResults {
        let data = try Data(contentsOf: report.appendingPathComponent("results.json"))
        return try CheckResults.decode(data, file: "results.json")
    }

    /// Every entry under a folder (relative path) with what lstat says of it: links are seen as links.
    static func entries(_ dir: URL) -> [(path: String, info: stat)] {
        var out: [(String, stat)] = []
        guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return out }
        while let rel = walker.nextObject() as? String {
            var info = stat()
            if lstat(dir.appendingPathComponent(rel).path, &info) == 0 { out.append((rel, info)) }
        }
        return out
    }

    /// Every file under a folder with its bytes.
    static func snapshot(_ dir: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return out }
        while let rel = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            let p = dir.path + "/" + rel
            if FileManager.default.fileExists(atPath: p, isDirectory: &isDir), !isDir.boolValue {
                out[rel] = FileManager.default.contents(atPath: p)
            }
        }
        return out
    }
}
