import Foundation
import XCTest

/// The program cache through the binary (docs/swift-sources.md, "Cache"): private to its user, keyed and checked by
/// SHA-256, published without removing first, kept under its cap, and never blaming user code for its own damage.
final class SourceCacheSafetyTests: XCTestCase {
    private var directory: URL!
    private var cache: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-cache-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        cache = directory.appendingPathComponent("cache").path
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Rows `height` tall on iPhoneX (375 wide): item i at y = height × i.
    private func write(height: Int, name: String = "Rows.swift") throws -> String {
        let path = directory.appendingPathComponent(name).path
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func frames(_ path: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> CLI.Output {
        try CLI.run(["frames", path] + extra, in: directory, environment: ["LAYOUT_RENDER_CACHE": cache].merging(environment) { $1 })
    }

    private func row(_ out: String, item: Int) -> String? {
        out.split(separator: "\n").first { $0.contains("\"section\": 0, \"item\": \(item),") }.map(String.init)
    }

    private func entries(_ sub: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/" + sub)) ?? []).map { cache + "/" + sub + "/" + $0 }
    }

    /// Bytes the cache's entries take on disk (what the cap bounds).
    private func cacheBytes() -> Int {
        var total = 0
        for entry in entries("programs") + entries("inputs") {
            for f in (try? FileManager.default.contentsOfDirectory(atPath: entry)) ?? [] {
                var s = stat()
                if lstat(entry + "/" + f, &s) == 0 { total += Int(s.st_blocks) * 512 }
            }
        }
        return total
    }

    func testTheCacheDirectoryIsCreatedPrivateAndAnotherUsersOrAWritableOneIsRefused() throws {
        let run = try frames(try write(height: 44))
        XCTAssertEqual(run.status, 0, run.stderr)
        var s = stat()
        XCTAssertEqual(lstat(cache, &s), 0)
        XCTAssertEqual(s.st_mode & 0o777, 0o700)

        chmod(cache, 0o777)
        let open = try frames(try write(height: 44))
        XCTAssertEqual(open.status, 2)
        XCTAssertTrue(open.stderr.contains("is writable by others (mode 777)"), open.stderr)
        XCTAssertEqual(open.stderr.split(separator: "\n").count, 1)
        chmod(cache, 0o700)

        // Another user's directory (this test runs as root where CI does; elsewhere it is skipped).
        try XCTSkipIf(geteuid() != 0, "needs root to give the directory away")
        chown(cache, 65534, 65534)
        let theirs = try frames(try write(height: 44))
        XCTAssertEqual(theirs.status, 2)
        XCTAssertTrue(theirs.stderr.contains("belongs to user 65534, not to you"), theirs.stderr)
    }

    func testWithoutHomeNothingIsCachedAndNothingIsLeftInTMPDIR() throws {
        let tmp = directory.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        for key in ["HOME", "XDG_CACHE_HOME", "LAYOUT_RENDER_CACHE"] { environment[key] = nil }
        environment["TMPDIR"] = tmp
        let path = try write(height: 44)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLI.binary)
        p.arguments = ["frames", path, "--items", "2"]
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, String(decoding: e, as: UTF8.self))
        XCTAssertNotNil(row(String(decoding: o, as: UTF8.self), item: 1)?.contains("\"y\": 44,"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tmp), [], "the uncached program was removed")

        // A TMPDIR that does not exist, and no cache: one line saying so.
        environment["TMPDIR"] = directory.appendingPathComponent("missing").path
        let q = Process()
        q.executableURL = URL(fileURLWithPath: CLI.binary)
        q.arguments = ["frames", path]
        q.environment = environment
        let err2 = Pipe()
        q.standardOutput = FileHandle.nullDevice; q.standardError = err2
        try q.run()
        let e2 = String(decoding: err2.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        q.waitUntilExit()
        XCTAssertEqual(q.terminationStatus, 2)
        XCTAssertTrue(e2.contains("TMPDIR=") && e2.contains("is not a directory, and there is no cache directory"), e2)
    }

    /// A TMPDIR that does not exist, with a cache: the compiler and the program get scratch space of the cache's, so
    /// the layout compiles and runs (it was "the Swift compiler failed: no output").
    func testAMissingTMPDIRWithACacheStillCompilesAndRuns() throws {
        let run = try frames(try write(height: 47), ["--items", "2"],
                             environment: ["TMPDIR": directory.appendingPathComponent("missing").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of 47 on iPhoneX: item 1 at y = 47.
        XCTAssertEqual(row(run.stdout, item: 1)?.contains("\"frame\": {\"x\": 0, \"y\": 47, \"width\": 375, \"height\": 47}"), true, run.stdout)
        XCTAssertEqual(run.stderr, "")
    }

    func testTwoConcurrentRunsOfOneFileBothSucceed() throws {
        let path = try write(height: 52)
        var runs: [(Process, Pipe, Pipe)] = []
        for _ in 0..<2 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CLI.binary)
            p.arguments = ["frames", path]
            p.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_RENDER_CACHE": cache]) { $1 }
            let out = Pipe(), err = Pipe()
            p.standardOutput = out; p.standardError = err
            runs.append((p, out, err))
        }
        for r in runs { try r.0.run() }
        var outputs: [String] = []
        for (p, out, err) in runs {
            let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, String(decoding: e, as: UTF8.self))
            outputs.append(String(decoding: o, as: UTF8.self))
        }
        XCTAssertEqual(outputs[0], outputs[1])
        // Rows of 52: item 3 at y = 3 × 52 = 156.
        XCTAssertTrue(row(outputs[0], item: 3)?.contains("\"frame\": {\"x\": 0, \"y\": 156, \"width\": 375, \"height\": 52}") == true,
                      outputs[0])
        XCTAssertEqual(entries("programs").count, 1, "one program, whichever run published it")
    }

    func testThePlantedProgramWithAWrongFingerprintIsNeverRun() throws {
        let path = try write(height: 44)
        XCTAssertEqual(try frames(path).status, 0)
        let program = try XCTUnwrap(entries("programs").first) + "/program"
        let marker = directory.appendingPathComponent("planted-ran").path
        try "#!/bin/sh\ntouch \(marker)\n".write(toFile: program, atomically: false, encoding: .utf8)
        chmod(program, 0o755)
        // Another request, so the program must run (the first answer is cached).
        let run = try frames(path, ["--items", "3"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "the planted program ran")
        XCTAssertTrue(row(run.stdout, item: 2)?.contains("\"y\": 88,") == true, run.stdout)
        let rebuilt = try XCTUnwrap(entries("programs").first) + "/program"
        XCTAssertEqual(FileManager.default.contents(atPath: rebuilt)?.prefix(4), Data([0x7f, 0x45, 0x4c, 0x46]), "rebuilt")
    }

    func testATruncatedProgramOrAnswerIsRebuiltNotBlamedOnTheCode() throws {
        let path = try write(height: 44)
        let first = try frames(path)
        XCTAssertEqual(first.status, 0, first.stderr)
        // The stored answer cut short: the program is asked again.
        // The files' entry holds the answers (the entry per set of layouts only names its program).
        let input = try XCTUnwrap(entries("inputs").first { e in
            ((try? FileManager.default.contentsOfDirectory(atPath: e)) ?? []).contains { $0.hasPrefix("answer-") }
        })
        let answer = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: input).first { $0.hasPrefix("answer-") })
        let answerData = try XCTUnwrap(FileManager.default.contents(atPath: input + "/" + answer))
        FileManager.default.createFile(atPath: input + "/" + answer, contents: answerData.prefix(answerData.count / 2))
        let again = try frames(path)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, first.stdout)
        // The program cut short: compiled again, never reported as a crash of the layout.
        let program = try XCTUnwrap(entries("programs").first) + "/program"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: program))
        FileManager.default.createFile(atPath: program, contents: bytes.prefix(bytes.count / 2))
        chmod(program, 0o755)
        let third = try frames(path, ["--items", "5"])
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(third.stderr.contains("crashed"))
    }

    func testTheCacheStaysUnderItsCapAcrossEditedRuns() throws {
        // Each edit is a new program (~40 kB on disk) and input set; the cap holds about three of them.
        let cap = 150_000
        let runs = Int(ProcessInfo.processInfo.environment["LAYOUT_CACHE_EDITED_RUNS"] ?? "") ?? 6
        for i in 0..<runs {
            let path = try write(height: 40 + i)
            let run = try frames(path, environment: ["LAYOUT_RENDER_CACHE_SIZE": "\(cap)"])
            XCTAssertEqual(run.status, 0, run.stderr)
            // Rows of 40 + i: item 1 at y = 40 + i.
            XCTAssertTrue(row(run.stdout, item: 1)?.contains("\"y\": \(40 + i),") == true, run.stdout)
            XCTAssertLessThanOrEqual(cacheBytes(), cap, "after run \(i + 1)")
        }
        XCTAssertLessThan(entries("programs").count, runs, "older programs were evicted")
        let info = try CLI.run(["cache", "info"], in: directory, environment: ["LAYOUT_RENDER_CACHE": cache,
                                                                              "LAYOUT_RENDER_CACHE_SIZE": "\(cap)"])
        XCTAssertEqual(info.status, 0, info.stderr)
        XCTAssertTrue(info.stdout.contains("cache: \(cache!)") && info.stdout.contains("of 150.0 kB"), info.stdout)
        let clean = try CLI.run(["cache", "clean"], in: directory, environment: ["LAYOUT_RENDER_CACHE": cache])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(entries("programs") + entries("inputs"), [])
    }

    func testAReadOnlyCacheDirectoryAndAFullDiskAreOneTrueLine() throws {
        try XCTSkipIf(CLI.isolationUnavailable, "bubblewrap cannot make namespaces here")
        let path = try write(height: 44)
        // The whole file system read-only: the cache directory cannot be made.
        let readOnly = try wrapped(["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"], path,
                                   cache: directory.appendingPathComponent("ro-cache").path)
        XCTAssertEqual(readOnly.status, 2, readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.contains("is on a read-only file system; set LAYOUT_RENDER_CACHE"), readOnly.stderr)
        // A 64 kB file system for the cache: full while compiling.
        let full = try wrapped(["--bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--size", "65536", "--tmpfs", "/mnt"],
                               path, cache: "/mnt/cache")
        XCTAssertEqual(full.status, 2, full.stderr)
        XCTAssertTrue(full.stderr.contains("no space left on the device"), full.stderr)
        XCTAssertEqual(full.stderr.split(separator: "\n").count, 1, full.stderr)
    }

    private func wrapped(_ bwrap: [String], _ path: String, cache: String) throws -> CLI.Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/bwrap")
        p.arguments = bwrap + ["--", CLI.binary, "frames", path]
        p.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_RENDER_CACHE": cache]) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLI.Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                          stderr: String(decoding: e, as: UTF8.self))
    }
}
