import Foundation
import XCTest

/// Issue 15, one input per cause: whatever goes wrong ends with exit 2, one clean line on stderr, and nothing left
/// behind (no output, no temporary file). No test waits on a clock: interrupted writes synchronise on a file appearing.
final class ReliabilityTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, _ name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    var files: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) }

    /// Runs the binary with stdout sent to `stdout` (a file handle) and extra environment.
    func run(_ arguments: [String], stdout: FileHandle? = nil, environment: [String: String] = [:],
             executable: URL? = nil) throws -> (process: Process, stderr: Pipe) {
        guard let binary = BinaryRunner.binary else { throw XCTSkip("layout-render binary not found") }
        let p = Process()
        p.executableURL = executable ?? binary
        p.arguments = arguments
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["LAYOUT_RENDER_EXAMPLES"] = BinaryRunner.repoRoot.appendingPathComponent("Examples").path
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = stdout ?? FileHandle.nullDevice
        try p.run()
        return (p, err)
    }

    /// Exit 2 and exactly one line on stderr, starting with the tool's prefix; returns the line.
    @discardableResult
    func expectOneCleanLine(_ arguments: [String], stdout: FileHandle? = nil, contains fragment: String,
                            file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let (p, err) = try run(arguments, stdout: stdout)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2, "exit status for \(arguments): \(text)", file: file, line: line)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line: \(text)", file: file, line: line)
        XCTAssertTrue(text.hasPrefix("layout-render: error: "), text, file: file, line: line)
        XCTAssertTrue(text.contains(fragment), "expected '\(fragment)' in: \(text)", file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.dropLast().contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                       "no control characters: \(text.debugDescription)", file: file, line: line)
        return text
    }

    static let good = """
    section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
    data: {sections: [3]}
    """

    // MARK: 2. one writer, which owns stdout

    func testAFullStandardOutputIsAnErrorNotACrashNorASilentSuccess() throws {
        let spec = try write(Self.good, "s.yaml")
        for command in [["frames", spec], ["validate", spec], ["diff", spec, spec], ["samples"]] {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            try expectOneCleanLine(command, stdout: full, contains: "standard output: cannot write output: No space left on device")
        }
    }

    func testADeviceAsOutputIsRefusedByNameNotAsAnUnknownFormat() throws {
        let spec = try write(Self.good, "s.yaml")
        let line = try expectOneCleanLine(["render", spec, "-o", "/dev/full"], contains: "/dev/full: cannot write output: is not a regular file")
        XCTAssertFalse(line.contains("unknown output format"), line)
    }

    func testAnOutputThatIsTheInputIsRefusedAndTheInputKept() throws {
        let spec = try write(Self.good, "s.yaml")
        try expectOneCleanLine(["render", spec, "-o", spec], contains: "is also an input")
        // Another name for the same file (a hard link) is the same input: compared by device and inode.
        try FileManager.default.linkItem(atPath: spec, toPath: dir.appendingPathComponent("link.png").path)
        try expectOneCleanLine(["render", spec, "-o", dir.appendingPathComponent("link.png").path], contains: "is also an input")
        try expectOneCleanLine(["diagram", spec, "-o", dir.appendingPathComponent("link.png").path], contains: "is also an input")
        XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), Self.good)
        XCTAssertEqual(files, ["s.yaml", "link.png"])
    }

    func testADiffPictureOverItsReferenceImageIsRefused() throws {
        let spec = try write(Self.good, "s.yaml")
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        for out in [a, b] { XCTAssertEqual(try BinaryRunner.run(["render", spec, "-o", out]).status, 0) }
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        try expectOneCleanLine(["diff", a, b, "-o", a], contains: "is also an input")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), before)
    }

    func testALegal250ByteOutputNameIsWritten() throws {
        let spec = try write(Self.good, "s.yaml")
        let name = String(repeating: "n", count: 246) + ".png"   // 250 bytes; NAME_MAX is 255
        let out = try BinaryRunner.run(["render", spec, "-o", dir.appendingPathComponent(name).path])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertEqual(files, ["s.yaml", name])
    }

    /// SIGTERM and SIGINT while the output is being written: the process dies of the signal and its temporary file
    /// is gone. The writer is held at a FIFO after the temporary file is written (write-gate-probe: `render` with the
    /// writer's `beforeRename` parameter passed), so the signal lands mid-write for certain; the test waits for the temporary
    /// file to appear, not for time to pass.
    func testASignalDuringAWriteLeavesNoTemporaryFile() throws {
        try assertASignalDuringAWriteLeavesNothing(input: try write(Self.good, "s.yaml"))
    }

    /// The same with a Swift source as input: the front end (a child process) ran before the write. Its spawn
    /// used to install the sandbox's own signal handler over the cleanup (three owners, the last one installed
    /// won), and the temporary file stayed beside the output (issue 35); one handler table owns the signals now.
    func testASignalDuringAWriteAfterTheSwiftFrontEndRanLeavesNoTemporaryFile() throws {
        guard BinaryRunner.executable(named: "layout-render-source") != nil else { throw XCTSkip("layout-render-source not built") }
        let source = """
        import UIKit
        func gridLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """
        try assertASignalDuringAWriteLeavesNothing(input: try write(source, "s.swift"))
    }

    func assertASignalDuringAWriteLeavesNothing(input: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let probe = BinaryRunner.executable(named: "write-gate-probe") else { throw XCTSkip("write-gate-probe not built") }
        let spec = input
        let inputName = (input as NSString).lastPathComponent
        let gate = dir.appendingPathComponent("gate").path
        XCTAssertEqual(mkfifo(gate, 0o600), 0)
        for (signal, send) in [(SIGTERM, { (p: Process) in p.terminate() }), (SIGINT, { (p: Process) in p.interrupt() })] {
            let (p, _) = try run([gate, spec, dir.appendingPathComponent("out.png").path], executable: probe)
            var seen = false
            for _ in 0..<600_000 where p.isRunning {
                if files.contains(where: { $0.hasPrefix(".out.png.") && $0.hasSuffix(".tmp") }) { seen = true; break }
                usleep(100)
            }
            XCTAssertTrue(seen, "the temporary file appeared", file: file, line: line)
            send(p)
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .uncaughtSignal, file: file, line: line)
            XCTAssertEqual(p.terminationStatus, signal, file: file, line: line)
            XCTAssertEqual(Set(files), [inputName, "gate"], "nothing left behind after signal \(signal)", file: file, line: line)
        }
    }

    // MARK: 1. work budgets, checked before the work

    func testAYAMLAliasBombIsRefusedAtItsLine() throws {
        // 10 values, 10 times, 7 levels: 10^8 values once the aliases are expanded, from 400 bytes.
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...7 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let spec = try write(yaml, "bomb.yaml")
        try expectOneCleanLine(["validate", spec], contains: "bomb.yaml:")
        let line = try expectOneCleanLine(["render", spec, "-o", "x.png"], contains: "YAML aliases expand to more than 1000000 values")
        XCTAssertTrue(line.contains("bomb.yaml:"), line)
        XCTAssertEqual(files, ["bomb.yaml"])
    }

    func testAMergeKeyBombUnderAnUnknownKeyIsRefused() throws {
        var yaml = "m0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10}\n"
        for i in 1...7 {
            yaml += "m\(i): &m\(i) {" + (0..<10).map { "k\($0): {<<: *m\(i - 1)}" }.joined(separator: ", ") + "}\n"
        }
        yaml += "section: {unknownKey: *m7}\n"
        let spec = try write(yaml, "merge.yaml")
        try expectOneCleanLine(["frames", spec], contains: "YAML aliases expand to more than")
    }

    func testNestedCountsMultiplyBeforeAnySlotIsLaidOut() throws {
        // 100 × 100 × 100 = 1 000 000 leaves per instance, from a spec of a few hundred bytes.
        let fill = "layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}"
        let spec = try write("""
        section:
          group:
            group: horizontal
            count: 100
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
            subitem:
              group: vertical
              count: 100
              \(fill)
              subitem: {group: horizontal, count: 100, \(fill), subitem: {\(fill)}}
        data: {sections: [100000]}
        """, "nest.yaml")
        // The outer group is the first whose leaves pass 10 000: 100 × (100 × 100).
        try expectOneCleanLine(["validate", spec], contains: "nest.yaml:3:5: sections[0].group: count 100 × 10000 items per subgroup holds 1000000 items")
        try expectOneCleanLine(["render", spec, "-o", "x.png"], contains: "nested counts multiply")
        XCTAssertEqual(files, ["nest.yaml"])
    }

    func testSubPointCellsOverTheElementBudgetAreRefusedBeforeTheyAreMade() throws {
        // Rows 0.0001 pt tall: 812 / 0.0001 ≈ 8 000 000 of the 10 000 000 items are on one screen.
        let spec = try write("""
        section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 0.0001}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
        data: {sections: [10000000]}
        """, "tiny.yaml")
        try expectOneCleanLine(["render", spec, "-o", "x.svg"], contains: "over the budget of 1000000")
        try expectOneCleanLine(["frames", spec], contains: "over the element budget of 1000000")
        try expectOneCleanLine(["diagram", spec, "-o", "x.png"], contains: "over the element budget of 1000000")
        try expectOneCleanLine(["validate", spec], contains: "over the budget of 1000000")
        XCTAssertEqual(files, ["tiny.yaml"])
    }

    // MARK: 3. every error line through the sanitiser

    func testControlAndBidiCharactersInKeysAreEscaped() throws {
        let spec = try write("section: {\"\\e[31mred\\u202Eevil\\r\\x07\\u0085\": 1}\n", "ctl.yaml")
        let line = try expectOneCleanLine(["validate", spec], contains: "unknown key '\\u{1B}[31mred\\u{202E}evil\\r\\u{7}\\u{85}'")
        XCTAssertFalse(line.unicodeScalars.contains("\u{202E}"), line)
    }

    func testAThreeMegabyteKeyIsEchoedShortened() throws {
        // JSON: YAML itself refuses implicit keys over 1 024 characters.
        let spec = try write("{\"section\": {\"" + String(repeating: "k", count: 3_000_000) + "\": 1}}", "long.json")
        let line = try expectOneCleanLine(["validate", spec], contains: "unknown key 'kkkk")
        XCTAssertLessThan(line.count, 1_000, "shortened with an ellipsis")
        XCTAssertTrue(line.contains("…"), line)
    }

    func testAnOptionValueIsEscapedInItsError() throws {
        let spec = try write(Self.good, "s.yaml")
        try expectOneCleanLine(["render", spec, "-o", "x.png", "--theme", "da\u{1B}]0;pwned\u{7}rk"],
                               contains: "--theme: unknown theme 'da\\u{1B}]0;pwned\\u{7}rk'")
    }

    func testValidateSanitisesItsOkLine() throws {
        let spec = try write("name: \"evil\\e[2J\\u2028name\"\n" + Self.good, "named.yaml")
        let out = try BinaryRunner.run(["validate", spec])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.hasPrefix("ok: evil\\u{1B}[2J\\u{2028}name: 1 sections, 3 items"), out.stdout)
    }

    // MARK: 4. drawing validates what Cairo would reject

    func testATinyScaleIsRefusedByTheOptionBeforeAnythingIsRead() throws {
        try expectOneCleanLine(["render", "no-such-spec.yaml", "-o", "x.png", "--scale", "1e-300"],
                               contains: "--scale: scale 1e-300 is invalid: use a value from 0.01 to 100")
    }

    func testAScaleEffectOfZeroDrawsNothingForThoseCellsInsteadOfFailing() throws {
        let spec = try write(Self.good.replacingOccurrences(of: "subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}",
                                                            with: "subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}, visibleItemsInvalidation: {scale: {min: 0, max: 0}}}"),
                             "zero.yaml")
        try expectRendersInEveryFormat(spec, "z")
    }

    /// Renders `spec` to `<name>.png`, `.svg` and `.pdf`, each with exit 0.
    func expectRendersInEveryFormat(_ spec: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for ext in ["png", "svg", "pdf"] {
            let out = try BinaryRunner.run(["render", spec, "-o", dir.appendingPathComponent("\(name).\(ext)").path])
            XCTAssertEqual(out.status, 0, out.stderr, file: file, line: line)
        }
    }

    func testANoncharacterInATitleIsDrawnAsAReplacementCharacter() throws {
        let spec = try write(Self.good.replacingOccurrences(of: "data: {sections: [3]}",
                                                            with: "data: {sections: [{items: [{title: \"A\\uFFFF\\uFDD0\"}, {}, {}]}]}"),
                             "nonchar.yaml")
        try expectRendersInEveryFormat(spec, "n")
        let svg = try String(contentsOf: dir.appendingPathComponent("n.svg"), encoding: .utf8)
        XCTAssertFalse(svg.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
    }

    // MARK: 5. gallery: all or nothing

    func testAGalleryWithAFailingSampleLeavesNoDirectoryAndNoStagingBehind() throws {
        let examples = dir.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try Self.good.write(to: examples.appendingPathComponent("a-good.yaml"), atomically: true, encoding: .utf8)
        // Reads and decodes, then fails to resolve: the group cannot fit its 500-pt item in a 375-pt screen.
        try Self.good.replacingOccurrences(of: "{widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}",
                                           with: "{widthDimension: {absolute: 500}, heightDimension: {fractionalHeight: 1}}")
            .write(to: examples.appendingPathComponent("z-bad.yaml"), atomically: true, encoding: .utf8)
        let (p, err) = try run(["gallery", "-o", dir.appendingPathComponent("g").path],
                               environment: ["LAYOUT_RENDER_EXAMPLES": examples.path])
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2, text)
        XCTAssertTrue(text.contains("z-bad"), text)
        XCTAssertEqual(files, ["examples"], "no gallery directory, no staging directory")
    }

    // MARK: non-UTF-8 file names

    /// An output name must be UTF-8 (a name that does not exist yet cannot be aliased): refused by position,
    /// shown with its invalid byte escaped, instead of being written under a name with U+FFFD in it.
    func testANonUTF8OutputNameIsRefusedAndNothingIsWritten() throws {
        let spec = try write(Self.good, "s.yaml")
        guard let binary = BinaryRunner.binary else { throw XCTSkip("layout-render binary not found") }
        // Foundation's Process takes Strings; the shell passes the raw byte 0xE9 (Latin-1 é) in the name.
        let (p, err) = try run(["-c", "exec \"$0\" render \"$1\" -o \"$(printf 'caf\\351.png')\"", binary.path, spec],
                               executable: URL(fileURLWithPath: "/bin/sh"))
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2, text)
        XCTAssertEqual(text, "layout-render: error: argument 4 ('caf\\xE9.png'): no such file, and its name is not valid UTF-8 "
                       + "(an input must exist; give output names in UTF-8)\n")
        XCTAssertEqual(files, ["s.yaml"])
    }

    /// On Linux a file name is bytes: an input named in Latin-1 is read (issue 25), and named in messages with its
    /// invalid byte escaped. The alias directory is removed afterwards.
    func testANonUTF8InputNameIsReadAndShownEscaped() throws {
        guard let binary = BinaryRunner.binary else { throw XCTSkip("layout-render binary not found") }
        _ = try write(Self.good, "good.yaml")
        _ = try write("data: {sections: [x]}\n", "bad.yaml")
        let temporary = FileManager.default.temporaryDirectory.path
        func aliasDirectories() -> Set<String> {
            Set((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter { $0.hasPrefix("layout-render-names.") }
        }
        let before = aliasDirectories()
        // The shell makes the Latin-1 names from bytes (0xE9 alone is not UTF-8) and passes them on unchanged.
        func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
            let out = Pipe()
            let (p, err) = try run(["-c", script, binary.path], stdout: out.fileHandleForWriting,
                                   executable: URL(fileURLWithPath: "/bin/sh"))
            try out.fileHandleForWriting.close()
            let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            return (p.terminationStatus, o, e)
        }
        let frames = try shell("cp good.yaml \"$(printf 'caf\\351.yaml')\"; exec \"$0\" frames \"$(printf 'caf\\351.yaml')\"")
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.contains(#""contentSize": {"width": 375, "height": 132}"#), frames.stdout)
        let bad = try shell("cp bad.yaml \"$(printf 'bad\\351.yaml')\"; exec \"$0\" validate \"$(printf 'bad\\351.yaml')\"")
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertTrue(bad.stderr.hasPrefix("layout-render: error: bad\\xE9.yaml:1:"), bad.stderr)
        XCTAssertEqual(aliasDirectories(), before, "the alias directory is removed")
    }

    /// Runs `script` in /bin/sh ($0 is the binary) in the test's folder with TMPDIR a folder of its own, so the alias
    /// directories it leaves (or not) are this test's alone.
    func shellWithPrivateTemporary(_ script: String, temporaryName: String = "tmp")
        throws -> (status: Int32, stdout: String, stderr: String, temporary: [String]) {
        guard let binary = BinaryRunner.binary else { throw XCTSkip("layout-render binary not found") }
        let temporary = dir.appendingPathComponent(temporaryName)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let out = Pipe()
        let (p, err) = try run(["-c", script, binary.path], stdout: out.fileHandleForWriting,
                               environment: ["TMPDIR": temporary.path], executable: URL(fileURLWithPath: "/bin/sh"))
        try out.fileHandleForWriting.close()
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("layout-render-names.") }
        return (p.terminationStatus, o, e, left)
    }

    /// validate's "ok:" line names a non-UTF-8 file as given, escaped (\xFF), never by the alias
    /// the file was read through.
    func testTheOkLineShowsANonUTF8NameEscaped() throws {
        // No `name:` in the spec, so the ok line names the file.
        _ = try write(Self.good, "good.yaml")
        let ok = try shellWithPrivateTemporary("cp good.yaml \"$(printf 'x\\377.yaml')\"; exec \"$0\" validate \"$(printf 'x\\377.yaml')\"")
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stdout.hasPrefix("ok: x\\xFF.yaml: 1 sections, 3 items"), ok.stdout)
        XCTAssertFalse(ok.stdout.contains("layout-render-names"), ok.stdout)
        XCTAssertEqual(ok.temporary, [], "the alias directory is removed")
        // The Swift-source front end is given the alias and the name it stands for: its table names the file as given.
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        """.write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let table = try shellWithPrivateTemporary("cp L.swift \"$(printf 'l\\377.swift')\"; exec \"$0\" layouts \"$(printf 'l\\377.swift')\"")
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("createLayout  l\\xFF.swift:2  -       layout"), table.stdout)
        XCTAssertFalse(table.stdout.contains("layout-render-names"), table.stdout)
        // A name in an option's "--name=value" form is aliased too.
        let rooted = try shellWithPrivateTemporary("mkdir \"$(printf 'm\\377')\" && cp L.swift \"$(printf 'm\\377')/\"; "
            + "exec \"$0\" layouts --module-root=\"$(printf 'm\\377')\" \"$(printf 'm\\377')/L.swift\"")
        XCTAssertEqual(rooted.status, 0, rooted.stderr)
        XCTAssertTrue(rooted.stdout.contains("createLayout  m\\xFF/L.swift:2  -       layout"), rooted.stdout + rooted.stderr)
        XCTAssertEqual(rooted.temporary, [])
    }

    /// A non-UTF-8 name longer than an echo (80 characters), read through an alias path longer than an echo too (a
    /// long TMPDIR): where the name is data (the `layouts` table, an exported spec's `source`) it is whole; where a
    /// line quotes it, it is cut after the alias was swapped for it — never an alias, never a cut alias.
    func testALongNonUTF8NameIsWholeInDataAndCutOnlyAfterTheSwap() throws {
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        """.write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        _ = try write(Self.good, "good.yaml")
        // 10 × "abcdefghij/" = 110 characters of folders, then the file's name.
        let folders = String(repeating: "abcdefghij/", count: 10)
        let longTemporary = String(repeating: "t", count: 100)
        let made = "mkdir -p \(folders) && cp L.swift \(folders)\"$(printf 'l\\377.swift')\" && "
            + "cp good.yaml \(folders)\"$(printf 'g\\377.yaml')\"; "
        let table = try shellWithPrivateTemporary(made + "exec \"$0\" layouts \(folders)\"$(printf 'l\\377.swift')\"",
                                                  temporaryName: longTemporary)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("createLayout  \(folders)l\\xFF.swift:2  -       layout"), table.stdout)
        XCTAssertFalse(table.stdout.contains("…") || table.stdout.contains("argument"), table.stdout)
        let export = try shellWithPrivateTemporary(made + "exec \"$0\" export \(folders)\"$(printf 'l\\377.swift')\" -o e.yaml",
                                                   temporaryName: longTemporary)
        XCTAssertEqual(export.status, 0, export.stderr)
        let spec = try String(contentsOf: dir.appendingPathComponent("e.yaml"), encoding: .utf8)
        XCTAssertTrue(spec.contains("source: \"\(folders)l\\\\xFF.swift:2\""), spec)
        // validate's ok line quotes the file as an echo: its first 79 characters as given and an ellipsis.
        let ok = try shellWithPrivateTemporary(made + "exec \"$0\" validate \(folders)\"$(printf 'g\\377.yaml')\"",
                                               temporaryName: longTemporary)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stdout, "ok: \(folders.prefix(79))…: 1 sections, 3 items, content 375 x 132 on iPhoneX\n")
        // An error line names it whole (within the line's 300 characters), as given.
        let bad = try shellWithPrivateTemporary(made + "exec \"$0\" frames \(folders)\"$(printf 'g\\377.yaml')\" --items 2000000",
                                                temporaryName: longTemporary)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("layout-render: error: \(folders)g\\xFF.yaml: frames would list 2000000 elements"), bad.stderr)
        XCTAssertEqual([table, export, ok, bad].flatMap(\.temporary), [], "no alias directory is left")
    }

    /// A trap names its file as the Swift runtime does (the last part of its path); for a file read through an alias
    /// that was the alias's ("1-argument.swift"). It is named by its path as given.
    func testATrapInANonUTF8FileNamesTheFileAsGiven() throws {
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            fatalError("not yet")
        }
        """.write(to: dir.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        let run = try shellWithPrivateTemporary("cp T.swift \"$(printf 't\\377.swift')\"; exec \"$0\" frames \"$(printf 't\\377.swift')\"")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "layout-render: error: t\\xFF.swift:2:6: createLayout crashed while evaluating: "
                       + "t\\xFF.swift:3: Fatal error: not yet\n")
        XCTAssertEqual(run.temporary, [])
    }

    /// An output whose name is not UTF-8 but exists is read through an alias like an input: writing there replaced
    /// the alias (in the private directory, removed at exit), so the command said nothing, exited 0 and the file was
    /// never written. Every command that writes refuses it, and the file keeps its bytes.
    func testAnExistingNonUTF8OutputIsRefusedAndKeptAsItWas() throws {
        _ = try write(Self.good, "good.yaml")
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        """.write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let made = "printf old > \"$(printf 'o\\351.png')\"; printf old > \"$(printf 'o\\351.gif')\"; "
            + "printf old > \"$(printf 'o\\351.yaml')\"; mkdir -p \"$(printf 'g\\351')\"; "
        for (command, shown) in [("render good.yaml -o \"$(printf 'o\\351.png')\"", "o\\xE9.png"),
                                 ("diagram good.yaml -o \"$(printf 'o\\351.png')\"", "o\\xE9.png"),
                                 ("diff good.yaml good.yaml -o \"$(printf 'o\\351.png')\"", "o\\xE9.png"),
                                 ("animate carousel --fps 2 --duration 1 -o \"$(printf 'o\\351.gif')\"", "o\\xE9.gif"),
                                 ("export L.swift -o \"$(printf 'o\\351.yaml')\"", "o\\xE9.yaml"),
                                 ("gallery -o \"$(printf 'g\\351')\"", "g\\xE9/")] {
            let run = try shellWithPrivateTemporary(made + "exec \"$0\" " + command)
            XCTAssertEqual(run.status, 2, command + ": " + run.stderr)
            XCTAssertEqual(run.stderr, "layout-render: error: \(shown): cannot write output: its name is not valid UTF-8; "
                           + "give output names in UTF-8\n", command)
            XCTAssertEqual(run.temporary, [])
        }
        // Each file still holds what it held (read by the shell: Foundation cannot name a Latin-1 file).
        let kept = try shellWithPrivateTemporary("for f in o.png o.gif o.yaml; do cat \"$(printf 'o\\351')${f#o}\"; echo; done; "
                                                 + "ls -A \"$(printf 'g\\351')\"")
        XCTAssertEqual(kept.stdout, "old\nold\nold\n", kept.stderr)
        let listing = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(listing.filter { $0.hasPrefix(".") }, [], "nothing staged beside the outputs or the gallery")
    }

    /// A folder walked by `check` or `layouts` can hold files whose names are not UTF-8: Foundation reads such a name
    /// with U+FFFD in it, which names no file. A spec was left out in silence and a Swift file was "no such file"; now
    /// each one that could matter is named, escaped, and the rest is checked or listed. A non-UTF-8 file named to
    /// `check` is refused for what it is (it was "outside the checked root").
    func testNonUTF8NamesInAWalkedFolderAreSaidNotPassedOverInSilence() throws {
        guard BinaryRunner.executable(named: "layout-render-check") != nil else { throw XCTSkip("layout-render-check not built") }
        _ = try write(Self.good, "good.yaml")
        try "import UIKit\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n"
            .write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let made = "mkdir -p w && cp good.yaml w/ok.yaml && cp good.yaml \"w/$(printf 'x\\377.yaml')\" && "
            + "cp L.swift w/u.swift && cp L.swift \"w/$(printf 'm\\377.swift')\" && printf x > \"w/$(printf 'notes\\377.txt')\"; "
        let check = try shellWithPrivateTemporary(made + "exec \"$0\" check w")
        XCTAssertEqual(check.stdout.split(separator: "\n").prefix(2), [
            "skipped: m\\xFF.swift: its name is not valid UTF-8; rename it to check it",
            "skipped: x\\xFF.yaml: its name is not valid UTF-8; rename it to check it"], check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("added: ok.yaml/ok.iPhone13.portrait.light.ltr"), check.stdout)
        XCTAssertFalse(check.stdout.contains("notes") || check.stdout.contains("\u{FFFD}"), check.stdout)
        let layouts = try shellWithPrivateTemporary(made + "exec \"$0\" layouts w")
        XCTAssertEqual(layouts.status, 0, layouts.stderr)
        XCTAssertEqual(layouts.stderr, "layout-render: note: w/m\\xFF.swift: not listed: its name is not valid UTF-8; "
                       + "name it on the command line (or rename it)\n")
        XCTAssertTrue(layouts.stdout.contains("createLayout  w/u.swift:2  -       layout"), layouts.stdout)
        let named = try shellWithPrivateTemporary(made + "exec \"$0\" check \"w/$(printf 'x\\377.yaml')\"")
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stderr, "layout-render: error: w/x\\xFF.yaml: its name is not valid UTF-8, and check names "
                       + "references after their files: rename it (render, frames, validate and diff take it as it is)\n")
        XCTAssertEqual([check, layouts, named].flatMap(\.temporary), [])
    }

    /// A Swift file named in bytes that are not UTF-8 belongs to the module around it (a package target here), not
    /// to the private folder of its alias: the declarations it uses are found there. A module file whose name is
    /// not UTF-8 cannot be found by the walk: it is said, and `--with` takes it.
    func testANonUTF8SwiftFileReadsItsModuleAndAModuleFileSoNamedIsSaid() throws {
        let target = dir.appendingPathComponent("pkg/Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
            .write(to: dir.appendingPathComponent("pkg/Package.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nenum Metrics { static let rowHeight: CGFloat = 60 }\n"
            .write(to: target.appendingPathComponent("M.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let layout = "\"pkg/Sources/App/$(printf 'l\\377.swift')\""
        let found = try shellWithPrivateTemporary("cp L.swift \(layout); exec \"$0\" frames \(layout)")
        XCTAssertEqual(found.status, 0, found.stderr)
        // Rows of Metrics.rowHeight = 60 on iPhoneX (375 wide): item 1 at y = 60.
        XCTAssertTrue(found.stdout.contains(#""item": 1, "frame": {"x": 0, "y": 60, "width": 375, "height": 60}"#), found.stdout)
        XCTAssertEqual(found.stderr, "")
        // The declarations in a module file named in Latin-1: said, and taken with --with.
        let helper = "\"pkg/Sources/App/$(printf 'm\\351.swift')\""
        let said = try shellWithPrivateTemporary("mv pkg/Sources/App/M.swift \(helper); exec \"$0\" frames \(layout)")
        XCTAssertEqual(said.status, 2)
        XCTAssertTrue(said.stderr.hasPrefix("layout-render: note: pkg/Sources/App/m\\xE9.swift: not read with its module: "
                                            + "its name is not valid UTF-8; give it with --with (or rename it)\n"), said.stderr)
        XCTAssertTrue(said.stderr.contains("cannot find 'Metrics' in scope"), said.stderr)
        let with = try shellWithPrivateTemporary("exec \"$0\" frames \(layout) --with \(helper)")
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertEqual(with.stderr, "")
        XCTAssertTrue(with.stdout.contains(#""item": 1, "frame": {"x": 0, "y": 60, "width": 375, "height": 60}"#), with.stdout)
        XCTAssertEqual([found, said, with].flatMap(\.temporary), [])
    }

    /// Notes on stderr (a file a walk could not take, what --verbose says) written with stderr closed or full: the
    /// note is lost, the run is not. Foundation's FileHandle trapped with SIGILL in the Swift-source front end, so
    /// `layouts` of such a folder and any `--verbose` run exited 2 where they succeed.
    func testNotesWithStandardErrorClosedOrFullLoseTheNoteNotTheRun() throws {
        try "import UIKit\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n"
            .write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let made = "mkdir -p w && cp L.swift w/u.swift && cp L.swift \"w/$(printf 'm\\377.swift')\"; "
        for redirect in ["2>&-", "2>/dev/full"] {
            let layouts = try shellWithPrivateTemporary(made + "\"$0\" layouts w \(redirect); echo \"status $?\"")
            XCTAssertTrue(layouts.stdout.contains("createLayout  w/u.swift:2  -       layout"), redirect + ": " + layouts.stdout)
            XCTAssertTrue(layouts.stdout.hasSuffix("status 0\n"), redirect + ": " + layouts.stdout)
            let verbose = try shellWithPrivateTemporary("\"$0\" frames L.swift --verbose --items 1 \(redirect); echo \"status $?\"")
            XCTAssertTrue(verbose.stdout.contains(#""contentSize": {"width": 375"#), redirect + ": " + verbose.stdout)
            XCTAssertTrue(verbose.stdout.hasSuffix("status 0\n"), redirect + ": " + verbose.stdout)
        }
    }

    /// Machine output (standard output of frames, diff --json and layouts, an exported JSON spec) of inputs named in
    /// non-UTF-8 bytes: valid JSON where it is JSON, never an alias path; where a file is named (`layouts`, `source`)
    /// it is the name as given, escaped (in JSON, the backslash of \xFF escaped again).
    func testMachineOutputOfNonUTF8InputsNamesNoAlias() throws {
        _ = try write(Self.good, "good.yaml")
        try "import UIKit\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n"
            .write(to: dir.appendingPathComponent("L.swift"), atomically: true, encoding: .utf8)
        let spec = "\"$(printf 'g\\377.yaml')\"", swift = "\"$(printf 'l\\377.swift')\"", png = "\"$(printf 'p\\377.png')\""
        let made = "cp good.yaml \(spec); cp L.swift \(swift); \"$0\" render good.yaml -o p.png && cp p.png \(png); "
        var outputs: [String] = []
        for command in ["frames \(spec)", "frames \(swift) --items 2", "diff \(spec) \(swift) --json --items 3",
                        "diff \(png) \(png) --json", "layouts \(swift)"] {
            let run = try shellWithPrivateTemporary(made + "exec \"$0\" " + command)
            // (The spec's three 44-pt rows and the plain list's three rows of its 44-pt estimate are the same frames.)
            XCTAssertEqual(run.status, 0, command + ": " + run.stderr)
            XCTAssertEqual(run.temporary, [])
            if !command.hasPrefix("layouts") {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), command + ": " + run.stdout)
            }
            outputs.append(run.stdout)
        }
        XCTAssertTrue(outputs[4].contains("createLayout  l\\xFF.swift:2  -       layout"), outputs[4])
        let export = try shellWithPrivateTemporary(made + "exec \"$0\" export \(swift) -o e.json")
        XCTAssertEqual(export.status, 0, export.stderr)
        let json = try String(contentsOf: dir.appendingPathComponent("e.json"), encoding: .utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["source"] as? String, "l\\xFF.swift:2")
        for text in outputs + [json] { XCTAssertFalse(text.contains("layout-render-names") || text.contains("-argument"), text) }
    }

    /// `layout-render check` replaces itself with layout-render-check: a non-UTF-8 path reaches it as the original
    /// bytes (it makes its own alias and removes it), and the front end's alias directory is removed before the exec.
    func testACompanionGetsTheOriginalNameAndNoAliasIsLeft() throws {
        guard BinaryRunner.executable(named: "layout-render-check") != nil else { throw XCTSkip("layout-render-check not built") }
        _ = try write(Self.good, "good.yaml")
        let result = try shellWithPrivateTemporary(
            "mkdir \"$(printf 'd\\377')\" && cp good.yaml \"$(printf 'd\\377')/s.yaml\"; exec \"$0\" check \"$(printf 'd\\377')\"")
        XCTAssertFalse(result.stdout.contains("layout-render-names") || result.stderr.contains("layout-render-names"),
                       result.stdout + result.stderr)
        // The folder is walked (through the companion's own alias, a link it walks as its target): its spec is found.
        XCTAssertTrue(result.stdout.contains("added: s.yaml/s.iPhone13.portrait.light.ltr"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 snapshots: 0 passed, 0 changed, 1 added"), result.stdout + result.stderr)
        XCTAssertEqual(result.status, 1, "a snapshot without a reference")
        XCTAssertEqual(result.temporary, [], "no alias directory is left by either program")
    }
}

/// Budgets the CLI checks before the work, with their one-line errors.
final class CommandBudgetTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    /// A PNG signature and IHDR header claiming `width` × `height`, and nothing after: the budget is checked on the
    /// header, so a picture that would be refused is never decoded (decoding this would fail with another message).
    func fakePNG(_ name: String, width: UInt32, height: UInt32) throws -> String {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [width, height] { d.append(contentsOf: [24, 16, 8, 0].map { UInt8((v >> UInt32($0)) & 0xFF) }) }
        d.append(contentsOf: [8, 6, 0, 0, 0])
        let url = dir.appendingPathComponent(name)
        try d.write(to: url)
        return url.path
    }

    func testATriptychOverThePixelBudgetIsRefusedFromTheHeaders() throws {
        // Two 6 000 × 6 000 images (36 M pixels each, within budget); their triptych is 3 × 6 000 + 2 × 4 = 18 008
        // wide, 108 048 000 pixels: over 100 000 000.
        let a = try fakePNG("a.png", width: 6_000, height: 6_000), b = try fakePNG("b.png", width: 6_000, height: 6_000)
        let out = try BinaryRunner.run(["diff", a, b, "--triptych", "-o", dir.appendingPathComponent("t.png").path])
        XCTAssertEqual(out.status, 2, out.stderr)
        XCTAssertTrue(out.stderr.contains("the triptych would be 18008 x 6000 pixels, over the budget of 100000000 pixels"), out.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("t.png").path))
        // Without --triptych the diff image is 6 000 × 6 000: past the budget check, the fake data fails to decode.
        let plain = try BinaryRunner.run(["diff", a, b, "-o", dir.appendingPathComponent("d.png").path])
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("cannot decode PNG"), plain.stderr)
    }

    func testValidateRefusesWhatRenderWouldRefuse() throws {
        // 1 000 000 rows of 44 pt, drawn whole (fullContent): 44 000 000 pt tall, over Cairo's 32 767-pixel side.
        let spec = dir.appendingPathComponent("tall.yaml")
        try """
        environment: {fullContent: true}
        section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
        data: {sections: [1000000]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let render = try BinaryRunner.run(["render", spec.path, "-o", dir.appendingPathComponent("x.png").path])
        let validate = try BinaryRunner.run(["validate", spec.path])
        XCTAssertEqual(render.status, 2)
        XCTAssertEqual(validate.status, 2, validate.stdout)
        XCTAssertTrue(validate.stderr.contains("exceeds Cairo's limit of 32767 pixels per side"), validate.stderr)
    }
}

