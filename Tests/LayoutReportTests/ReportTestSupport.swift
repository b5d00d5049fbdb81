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
        return CheckResult(id: stem, name: name, file: file, line: 12, variant: variant, status: status,
                           changedElements: status == .changed ? changes.count : nil, elementChanges: changes,
                           differingPixels: pixels,
                           reference: CheckResult.Files(png: "\(stem).png", frames: "\(stem).frames.json", meta: "\(stem).meta.json"),
                           actual: status == .removed || status == .error ? nil
                               : CheckResult.Files(png: "actual/\(stem).png", frames: "actual/\(stem).frames.json",
                                                   meta: "actual/\(stem).meta.json"),
                           images: images)
    }

    static func results(_ list: [CheckResult], shard: String = "1/1", root: String = "/app") -> CheckResults {
        CheckResults(tool: .init(version: "0.4.0"), run: .init(root: root, references: root + "/__LayoutSnapshots__", shard: shard),
                     results: list)
    }

    /// Runs an executable the package builds (skipped when it is not there), stopped after 30 s.
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [repoRoot.appendingPathComponent(".build/debug")]
        guard let binary = candidates.map({ $0.appendingPathComponent(name) })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) not built")
        }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
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
