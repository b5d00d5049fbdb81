import Foundation
import LayoutEngine
import LayoutRender
@testable import LayoutReport
import XCTest

/// Folders, pictures and results for the report tests.
enum ReportFixture {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A solid `width` × `height` PNG of one colour (0xRRGGBB), drawn by our renderer's Cairo surface.
    static func png(width: Int, height: Int, rgb: UInt32) throws -> Data {
        let pixels = ContiguousArray<UInt32>(repeating: 0xFF00_0000 | rgb, count: width * height)
        return try RasterImage(width: width, height: height, premultipliedARGB: pixels).pngData()
    }

    static func write(_ data: Data, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    static func result(_ name: String, file: String = "App/Feed.swift", variant: String = "iPhone13.portrait.light.ltr",
                       status: CheckResult.Status, changes: [String] = [], pixels: Int? = nil,
                       images: CheckResult.Images = .init()) -> CheckResult {
        let stem = "\(file)/\(name).\(variant)"
        // Named as check names references (ReferenceNames); the renderings under actual/ with the same names.
        let reference = CheckResult.Files(reference: file, layout: name, variant: variant)
        return CheckResult(id: stem, name: name, file: file, line: 12, variant: variant, status: status,
                           changedElements: status == .changed ? changes.count : nil, elementChanges: changes,
                           differingPixels: pixels,
                           reference: reference,
                           actual: status == .removed || status == .error ? nil
                               : CheckResult.Files(png: "actual/" + reference.png, frames: reference.frames.map { "actual/" + $0 },
                                                   meta: reference.meta.map { "actual/" + $0 }),
                           images: images)
    }

    /// Bytes of the tool's kind for a rendering file: a PNG (colour from `seed`) for `.png`, a frames document
    /// (content height `seed`) for `.frames.json`, else a small JSON.
    static func rendering(_ path: String, seed: Int) throws -> Data {
        if path.hasSuffix(".frames.json") {
            return Data("{\"contentSize\": {\"width\": 10, \"height\": \(seed)}, \"elements\": []}\n".utf8)
        }
        if path.hasSuffix(".png") { return try png(width: 2, height: 2, rgb: UInt32(seed) * 0x10101) }
        return Data("{\"seed\": \(seed)}\n".utf8)
    }

    static func results(_ list: [CheckResult], shard: String = "1/1", root: String = "/app") -> CheckResults {
        CheckResults(tool: .init(version: "0.4.0"), run: .init(root: root, references: root + "/__LayoutSnapshots__", shard: shard),
                     results: list)
    }

    /// Runs an executable the package builds (skipped when it is not there), stopped after 30 s.
    static func run(_ name: String, _ arguments: [String], cwd: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [repoRoot.appendingPathComponent(".build/debug")]
        guard let binary = candidates.map({ $0.appendingPathComponent(name) })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) not built")
        }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        // A program that should have refused at once but serves instead (a server) is stopped, not waited on.
        let watchdog = DispatchWorkItem { if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
