import Foundation
import XCTest

/// A `.swift` input is code that runs (docs/swift-sources.md, "What runs, and how it is contained"): these tests run
/// layout code that misbehaves through the binary and check what it can and cannot do.
final class SourceSandboxTests: XCTestCase {
    /// One file of probes, compiled once into the shared test cache: each test picks its layout with --layout.
    static let probes: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-sandbox-probes")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("Probes.swift").path
        try? probeSource.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    /// Rows `height` tall, full width: on iPhoneX (375 wide) item i is at y = height × i.
    static func rows(_ height: String) -> String {
        """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))), subitems: [item])
                return NSCollectionLayoutSection(group: group)
        """
    }

    static let probeSource = """
    import UIKit
    import Foundation
    #if canImport(Glibc)
    import Glibc
    #endif

    func endless() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            var n = 0
            while n >= 0 { n = (n &+ 1) % 1000 }
            \(rows("44"))
        }
    }

    func printer() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            for i in 0..<200 { print("debug \\(index) \\(i) {\\"not\\": \\"json\\"}") }
            FileHandle.standardError.write(Data("to stderr\\n".utf8))
            \(rows("44"))
        }
    }

    func environmentReader() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let seen = ProcessInfo.processInfo.environment["LAYOUT_PROBE_SECRET"] != nil
            let h: CGFloat = seen ? 100 : 44
            \(rows("h"))
        }
    }

    func memoryBomb() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // Address space without touching it: the limit stops it, the machine's memory is never used.
            var kept: [UnsafeMutableRawPointer] = []
            while true { kept.append(UnsafeMutableRawPointer.allocate(byteCount: 1 << 30, alignment: 16)) }
            \(rows("44"))
        }
    }

    func exitThree() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            exit(3)
        }
    }

    func direction() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let rtl = environment.traitCollection.layoutDirection == .rightToLeft
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(rtl ? 100 : 50), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    func fileWriter() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let home = ProcessInfo.processInfo.environment["LAYOUT_PROBE_TARGET"] ?? "/tmp/layout-render-probe-written"
            FileManager.default.createFile(atPath: home, contents: Data("x".utf8))
            FileManager.default.createFile(atPath: "/tmp/layout-render-probe-written", contents: Data("x".utf8))
            \(rows("44"))
        }
    }

    func chatty() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let line = Data((String(repeating: "x", count: 1 << 20) + "\\n").utf8)
                for _ in 0..<300 { FileHandle.standardError.write(line) }
            }
            \(rows("44"))
        }
    }

    func network() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // Connects to the port the test listens on, on this machine's loopback.
            let port = UInt16(CommandLine.arguments.count > 5 ? 0 : 47_811)
            let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var a = sockaddr_in()
            a.sin_family = sa_family_t(AF_INET)
            a.sin_port = port.bigEndian
            a.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
            let connected = withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            } == 0
            let h: CGFloat = connected ? 100 : 44
            \(rows("h"))
        }
    }
    """

    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func frames(_ layout: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> CLI.Output {
        try CLI.run(["frames", Self.probes, "--layout", layout] + extra, in: directory, environment: environment)
    }

    /// The row of cell `item` of section 0 in a frames document.
    func cell(_ frames: String, _ item: Int) -> String? {
        frames.split(separator: "\n").first { $0.contains("\"category\": \"cell\"") && $0.contains("\"section\": 0, \"item\": \(item),") }
            .map(String.init)
    }

    /// Processes whose command line or executable mentions `text`, other than this test.
    static func processes(mentioning text: String) -> [String] {
        var found: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int32(name) != nil {
            guard Int32(name) != getpid() else { continue }
            let cmdline = (FileManager.default.contents(atPath: "/proc/\(name)/cmdline")).map {
                String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            } ?? ""
            let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/exe")) ?? ""
            if cmdline.contains(text) || exe.contains(text) { found.append("\(name): \(cmdline)") }
        }
        return found
    }

    func testAnEndlessLoopEndsAtTheTimeoutWithOneLineAndLeavesNoProcess() throws {
        let start = Date()
        let run = try frames("endless", ["--timeout", "2"])
        XCTAssertEqual(run.status, 2, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Probes.swift:7:6: endless did not finish within 2 s"), run.stderr)
        XCTAssertTrue(run.stdout.isEmpty)
        // Compile (cached after the first test) plus two seconds, never the CPU limit of a hung run.
        XCTAssertLessThan(Date().timeIntervalSince(start), 120)
        XCTAssertEqual(Self.processes(mentioning: SourceFixtures.cache + "/programs"), [])
    }

    func testSIGTERMToTheCLILeavesNoProcessBehind() throws {
        // Compiled first, so the run below reaches the program quickly.
        _ = try frames("endless", ["--timeout", "1"])
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLI.binary)
        p.arguments = ["frames", Self.probes, "--layout", "endless", "--timeout", "120", "--items", "3"]
        p.environment = ProcessInfo.processInfo.environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait until the layout program runs (its executable lies in the cache's programs directory).
        let programs = SourceFixtures.cache + "/programs"
        let deadline = Date().addingTimeInterval(60)
        while Self.processes(mentioning: programs).isEmpty && Date() < deadline { usleep(50_000) }
        XCTAssertFalse(Self.processes(mentioning: programs).isEmpty, "the layout program started")
        let killed = Date()
        kill(p.processIdentifier, SIGTERM)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal)
        // The front end and the program's group go with it.
        let gone = Date().addingTimeInterval(5)
        while !Self.processes(mentioning: programs).isEmpty && Date() < gone { usleep(50_000) }
        XCTAssertEqual(Self.processes(mentioning: programs), [])
        // This build's front end only (another checkout's test run on the same machine has its own).
        let frontEnd = URL(fileURLWithPath: CLI.binary).resolvingSymlinksInPath().deletingLastPathComponent().path
            + "/layout-render-source evaluate"
        XCTAssertEqual(Self.processes(mentioning: frontEnd).filter { !$0.contains("xctest") }, [])
        // Taken down at once, not when the 120-second timeout would have ended it.
        XCTAssertLessThan(Date().timeIntervalSince(killed), 10)
    }

    func testAnEnvironmentVariableOfTheCLIIsInvisibleToTheLayout() throws {
        let run = try frames("environmentReader", environment: ["LAYOUT_PROBE_SECRET": "hunter2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // 44-pt rows (the variable unseen), not 100: item 1 at y = 44.
        XCTAssertEqual(cell(run.stdout, 1)?.contains("\"frame\": {\"x\": 0, \"y\": 44, \"width\": 375, \"height\": 44}"), true,
                       run.stdout)
    }

    func testPrintInLayoutCodeDoesNotDisturbTheFramesAndShowsUnderVerbose() throws {
        let quiet = try frames("printer")
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        // Rows of 44 on iPhoneX (375 wide): item 2 at y = 2 × 44 = 88.
        XCTAssertEqual(cell(quiet.stdout, 2)?.contains("\"frame\": {\"x\": 0, \"y\": 88, \"width\": 375, \"height\": 44}"), true,
                       quiet.stdout)
        XCTAssertFalse(quiet.stdout.contains("debug") || quiet.stderr.contains("debug"), "printed text is not passed on")
        // A request not asked before (a fresh bottom safe area), so the program runs rather than the cache answering.
        let loud = try frames("printer", ["--verbose", "--items", "3", "--safe-area", "0,0,\(Int.random(in: 1...1_000_000)),0"])
        XCTAssertEqual(loud.status, 0, loud.stderr)
        XCTAssertTrue(loud.stderr.contains("debug 0 199 {\"not\": \"json\"}") && loud.stderr.contains("to stderr"), loud.stderr)
        XCTAssertFalse(loud.stdout.contains("debug"))

        let out = directory.appendingPathComponent("printer.yaml").path
        let export = try CLI.run(["export", Self.probes, "--layout", "printer", "-o", out, "--items", "4"], in: directory)
        XCTAssertEqual(export.status, 0, export.stderr)
        let validate = try CLI.run(["validate", out], in: directory)
        XCTAssertEqual(validate.status, 0, validate.stderr)
        XCTAssertTrue(validate.stdout.contains("1 sections, 4 items"), validate.stdout)
    }

    func testThreeHundredMegabytesOfStderrAreStreamedNotBuffered() throws {
        // /usr/bin/time reports the largest resident size among the CLI and the processes it waited for.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        p.arguments = ["-f", "%M", CLI.binary, "frames", Self.probes, "--layout", "chatty", "--items", "2"]
        p.environment = ProcessInfo.processInfo.environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let stderr = String(decoding: e, as: UTF8.self)
        XCTAssertEqual(p.terminationStatus, 0, stderr)
        XCTAssertNotNil(cell(String(decoding: o, as: UTF8.self), 1)?.contains("\"y\": 44,"))
        let kilobytes = try XCTUnwrap(Int(stderr.split(separator: "\n").last ?? ""), stderr)
        XCTAssertLessThan(kilobytes, 150_000, "300 MB of output were held in memory")
    }

    func testTwentyThousandSectionKindsTravelAndComeBack() throws {
        // The request (every kind) goes on stdin and the answer (20 000 sections) on its own channel, each by its
        // own limit: neither argv's nor the 4 MiB of a spec file.
        // (Short names: one argument may hold 128 KiB.)
        let kinds = (0..<20_000).map { $0 % 2 == 0 ? "list" : "shelf" }.joined(separator: ",")
        let run = try CLI.run(["validate", SourceFixtures.path("LibraryViewController"), "--section-kinds", kinds], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("20000 sections, 160000 items"), run.stdout)
    }

    func testAMemoryBombEndsAtItsLimitWithOneLine() throws {
        let run = try frames("memoryBomb")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("memoryBomb ran out of memory: a layout program may use 4 GiB"), run.stderr)
    }

    func testExitInLayoutCodeIsReportedAsItsExitStatus() throws {
        let run = try frames("exitThree")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("exitThree the layout code ended the program with exit status 3"), run.stderr)
        XCTAssertFalse(run.stderr.contains("signal"), run.stderr)
    }

    func testRightToLeftReachesTheTraitCollectionAndExportWritesIt() throws {
        let ltr = try frames("direction")
        XCTAssertEqual(ltr.status, 0, ltr.stderr)
        // Left to right the code picks 50-pt items: item 1 at x = 50.
        XCTAssertEqual(cell(ltr.stdout, 1)?.contains("\"frame\": {\"x\": 50, \"y\": 0, \"width\": 50, \"height\": 44}"), true, ltr.stdout)
        let rtl = try frames("direction", ["--right-to-left"])
        XCTAssertEqual(rtl.status, 0, rtl.stderr)
        // Right to left it picks 100-pt items, laid from the right: item 1 spans 375 − 200 … 375 − 100, x = 175.
        XCTAssertEqual(cell(rtl.stdout, 1)?.contains("\"frame\": {\"x\": 175, \"y\": 0, \"width\": 100, \"height\": 44}"), true, rtl.stdout)

        let out = directory.appendingPathComponent("rtl.yaml").path
        let export = try CLI.run(["export", Self.probes, "--layout", "direction", "--right-to-left", "-o", out], in: directory)
        XCTAssertEqual(export.status, 0, export.stderr)
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(yaml.contains("environment: {layoutDirection: \"rightToLeft\"}"), yaml)
        // The exported spec alone, without the flag, resolves as the code did.
        let again = try CLI.run(["frames", out], in: directory)
        XCTAssertEqual(cell(again.stdout, 1), cell(rtl.stdout, 1))
    }

    func testLayoutCodeCannotWriteOutsideItsScratchOrReachTheNetwork() throws {
        try XCTSkipIf(CLI.isolationUnavailable, "bubblewrap cannot make namespaces here")
        let target = directory.appendingPathComponent("written-by-layout-code").path
        try? FileManager.default.removeItem(atPath: "/tmp/layout-render-probe-written")
        let run = try frames("fileWriter", environment: ["LAYOUT_PROBE_TARGET": target])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/layout-render-probe-written"), "its /tmp is its own")

        // A listener on this machine's loopback: layout code in its own network namespace cannot reach it.
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(server) }
        var one: Int32 = 1
        setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = UInt16(47_811).bigEndian
        a.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let bound = withUnsafePointer(to: &a) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(bound, 0)
        listen(server, 4)
        let net = try frames("network")
        XCTAssertEqual(net.status, 0, net.stderr)
        XCTAssertEqual(cell(net.stdout, 1)?.contains("\"y\": 44, \"width\": 375, \"height\": 44"), true,
                       "the connection failed (44-pt rows), not 100: \(net.stdout)")
    }
}

extension SourceSandboxTests {
    /// Without bubblewrap (namespaces cannot be made), auto takes Landlock — never unconfined — and --verbose says so.
    func testWithoutBubblewrapLandlockContainsItAndVerboseSaysSo() throws {
        try XCTSkipIf(CLI.isolationUnavailable, "bubblewrap cannot make namespaces here")
        // The CLI in a view of this machine where /usr/bin/bwrap is not a program.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/bwrap")
        p.arguments = ["--bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--ro-bind", "/dev/null", "/usr/bin/bwrap", "--",
                       CLI.binary, "frames", Self.probes, "--layout", "environmentReader", "--verbose", "--items", "2",
                       "--safe-area", "0,0,\(Int.random(in: 1...1_000_000)),0"]
        p.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_PROBE_SECRET": "hunter2"]) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let stderr = String(decoding: e, as: UTF8.self)
        XCTAssertEqual(p.terminationStatus, 0, stderr)
        XCTAssertTrue(stderr.contains("layout-render: note: layout code runs under Landlock: only the toolchain, the runtime "
                                      + "and its scratch folder visible, no sockets, no privilege"), stderr)
        // Still an allow-listed environment: 44-pt rows, item 1 at y = 44.
        XCTAssertEqual(cell(String(decoding: o, as: UTF8.self), 1)?.contains("\"y\": 44, \"width\": 375, \"height\": 44"), true)
    }
}

extension CLI {
    /// Whether bubblewrap cannot make namespaces on this machine (then the file-system and network checks skip).
    static var isolationUnavailable: Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/bwrap")
        p.arguments = ["--unshare-all", "--ro-bind", "/", "/", "/bin/true"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return true }
        p.waitUntilExit()
        return p.terminationStatus != 0
    }
}

extension SourceSandboxTests {
    /// `--verbose` says how layout code is contained once per run: a cold run starts the compiler and the program
    /// (two sandboxed processes, both of which would note it), a run of another request the program only; each says
    /// it exactly once. The same request again starts nothing (its answer is cached) and says nothing.
    func testVerboseSaysHowLayoutCodeIsContainedOncePerRun() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-note-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for (run, items, expected) in [("cold", "2", 1), ("compiled", "3", 1), ("answered", "3", 0)] {
            let out = try CLI.run(["frames", Self.probes, "--layout", "direction", "--verbose", "--sandbox", "off", "--items", items],
                                  in: FileManager.default.temporaryDirectory, environment: ["LAYOUT_RENDER_CACHE": cache])
            XCTAssertEqual(out.status, 0, "\(run): \(out.stderr)")
            let notes = out.stderr.split(separator: "\n").filter { $0.hasPrefix("layout-render: note: layout code runs UNCONFINED") }
            XCTAssertEqual(notes.count, expected, "\(run): \(out.stderr)")
        }
    }
}
