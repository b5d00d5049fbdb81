import Foundation
import XCTest
@testable import LayoutJobs

/// Issue 25 (and 24.6): hostile and careless inputs through the binary. Each case failed before its fix: a lost
/// `--with` file, an input read whole before its first bytes were looked at, a message that was long, unplaced or
/// untrue, a crash where exit 2 was due. Expensive cases (gigabyte files, a million values) run under `make soak`.
final class HostileInputTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    static let good = """
    section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
    data: {sections: [3]}

    """

    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    var files: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) }

    /// Exit 2, one line of at most 300 characters with no raw control character, containing `fragment`.
    @discardableResult
    func refused(_ arguments: [String], _ fragment: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let out = try BinaryRunner.run(arguments, cwd: dir)
        let text = out.stderr
        XCTAssertEqual(out.status, 2, "\(arguments): \(text)", file: file, line: line)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line: \(text)", file: file, line: line)
        XCTAssertLessThanOrEqual(text.dropLast().count, 300, "at most 300 characters: \(text)", file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.dropLast().contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                       "no control characters: \(text.debugDescription)", file: file, line: line)
        XCTAssertTrue(text.contains(fragment), "expected '\(fragment)' in: \(text)", file: file, line: line)
        return text
    }

    // MARK: 24.6 — a point-valued container never goes through the fraction rule

    func testAHalfPointSafeAreaMovesCellsHalfAPoint() throws {
        // grid-2col at 375 × 812 with a 0.5-pt left safe area (the section reference is the safe area):
        // container width 375 − 0.5 = 374.5; the group's content is 374.5 − 2 − 2 = 370.5 wide; an item is
        // 0.5 × 370.5 = 185.25 wide, 185.25 − 2 − 2 = 181.25 after its insets, at x = 0.5 + 2 + 2 = 4.5;
        // its height is 0.5 × 370.5 = 185.25; y is the section's top inset, 16.
        // (The fraction rule put it at x 191.5, half as wide.)
        // On iOS 15 (`--ios 15`): from iOS 16 the fractions would also be floored to the pixel grid (decision 57).
        let out = try BinaryRunner.run(["frames", "grid-2col", "--size", "375x812", "--safe-area", "0,0.5,0,0", "--ios", "15"])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains(#""section": 0, "item": 0, "frame": {"x": 4.5, "y": 16, "width": 181.25, "height": 185.25}"#),
                      out.stdout.split(separator: "\n").prefix(5).joined(separator: "\n"))
        // The second slot starts at 0.5 + 2 + 185.25 = 187.75; its item at 187.75 + 2 = 189.75.
        XCTAssertTrue(out.stdout.contains(#""item": 1, "frame": {"x": 189.75, "y": 16, "width": 181.25"#), out.stdout)
    }

    // MARK: 25.3 — one output check: no input is overwritten, whatever its role or name

    func testAnOutputThatIsAWithFileOrItsHardLinkIsRefusedBeforeAnyWork() throws {
        let layout = try file("Layout.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n")
        let companion = try file("Metrics.swift", "enum Metrics { static let side = 8.0 }\n")
        try FileManager.default.linkItem(atPath: companion, toPath: path("metrics.png"))
        try FileManager.default.linkItem(atPath: companion, toPath: path("metrics.gif"))
        try FileManager.default.linkItem(atPath: companion, toPath: path("metrics.yaml"))
        // Refused by the option check, before the source is read or compiled (these would fail to compile).
        try refused(["export", layout, "--with", companion, "-o", companion], "is also an input")
        try refused(["export", layout, "--with", companion, "-o", path("metrics.yaml")], "is also an input")
        try refused(["render", layout, "--with", companion, "-o", path("metrics.png")], "is also an input")
        try refused(["diagram", layout, "--with", companion, "-o", path("metrics.png")], "is also an input")
        try refused(["animate", layout, "--with", companion, "-o", path("metrics.gif")], "is also an input")
        try refused(["diff", layout, layout, "--with", companion, "-o", path("metrics.png")], "is also an input")
        XCTAssertEqual(try String(contentsOfFile: companion, encoding: .utf8), "enum Metrics { static let side = 8.0 }\n")
        XCTAssertEqual(files, ["Layout.swift", "Metrics.swift", "metrics.png", "metrics.gif", "metrics.yaml"])
    }

    func testAnAnimationOverItsSpecIsRefused() throws {
        let spec = try file("s.yaml", Self.good)
        try FileManager.default.linkItem(atPath: spec, toPath: path("s.gif"))
        try refused(["animate", spec, "-o", path("s.gif")], "is also an input")
        XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), Self.good)
    }

    // MARK: 24.6 — source-only options on a spec are refused by every command

    func testSourceOnlyOptionsOnASpecAreRefusedInOneLine() throws {
        let spec = try file("s.yaml", Self.good)
        let companion = try file("C.swift", "enum C {}\n")
        for option in [["--layout", "createLayout"], ["--section-kinds", "a,b"], ["--with", companion]] {
            let name = option[0]
            try refused(["frames", spec] + option, "\(name)")
            try refused(["validate", spec] + option, "applies to a Swift source file")
            try refused(["render", spec, "-o", path("o.png")] + option, "applies to a Swift source file")
            try refused(["diagram", spec, "-o", path("o.png")] + option, "applies to a Swift source file")
            try refused(["animate", spec, "-o", path("o.gif")] + option, "applies to a Swift source file")
            try refused(["diff", spec, spec] + option, "applies to a Swift source file")
            try refused(["frames", "grid-2col"] + option, "'grid-2col' is not one")
        }
        XCTAssertEqual(files, ["s.yaml", "C.swift"])
    }

    // MARK: 25.4 — inputs checked by size and signature before they are read whole

    func testAHugeFileThatIsNotAPNGIsRefusedFromItsFirstBytes() throws {
        // 2.5 GB, sparse (no disk used); with address space limited to 1.5 GB, reading it whole could not succeed.
        let huge = path("huge.png")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
        XCTAssertEqual(truncate(huge, 2_500_000_000), 0)
        let spec = try file("s.yaml", Self.good)
        XCTAssertEqual(try BinaryRunner.run(["render", spec, "-o", path("a.png")]).status, 0)
        let out = try BinaryRunner.run(["/bin/sh", "-c", "ulimit -v 1500000; exec \"$0\" diff huge.png a.png",
                                        BinaryRunner.binary!.path], cwd: dir, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(out.status, 2, out.stderr)
        XCTAssertEqual(out.stderr, "layout-render: error: huge.png: not a PNG file (no PNG signature)\n")
    }

    func testAValidPNGFollowedByGigabytesOfZerosIsReadToItsEndOnly() throws {
        // A real PNG, then 2.5 GB of sparse zeros after its IEND chunk: diff reads the image and stops there.
        let spec = try file("s.yaml", Self.good)
        XCTAssertEqual(try BinaryRunner.run(["render", spec, "-o", path("a.png")]).status, 0)
        let padded = path("padded.png")
        try FileManager.default.copyItem(atPath: path("a.png"), toPath: padded)
        XCTAssertEqual(truncate(padded, 2_500_000_000), 0)
        // Address space limited to 1.5 GB and CPU to 20 s: reading it whole (it took 2.5 GB and 11 s) cannot succeed.
        let out = try BinaryRunner.run(["/bin/sh", "-c", "ulimit -v 1500000; ulimit -t 20; exec \"$0\" diff padded.png a.png",
                                        BinaryRunner.binary!.path], cwd: dir, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(out.status, 0, out.stderr)
        // A PNG cut before its IEND: one line, not a read to the end of the file.
        let cut = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        try cut.prefix(cut.count - 12).write(to: URL(fileURLWithPath: path("cut.png")))
        let short = try BinaryRunner.run(["diff", "cut.png", "a.png"], cwd: dir)
        XCTAssertEqual(short.status, 2, short.stderr)
        XCTAssertEqual(short.stderr, "layout-render: error: cut.png: cannot decode PNG (truncated: the file ends before its IEND chunk)\n")
    }

    func testAFramesFileOverItsLimitIsRefusedByItsSize() throws {
        // '{' and then 300 MB of sparse zeros: a frames file by its first byte, refused by its size unread.
        let big = path("big.json")
        try Data("{".utf8).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(truncate(big, 300 << 20), 0)
        let out = try BinaryRunner.run(["/bin/sh", "-c", "ulimit -v 1500000; exec \"$0\" diff big.json big.json",
                                        BinaryRunner.binary!.path], cwd: dir, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(out.status, 2, out.stderr)
        XCTAssertTrue(out.stderr.contains("big.json: frames file is 314572800 bytes; the limit is 268435456 bytes"), out.stderr)
    }

    func testAnAppleCgBIPNGIsNamedAsSuch() throws {
        // Signature, then Xcode's CgBI chunk (length 4, type CgBI, data, CRC) where IHDR belongs.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 4]
        bytes += Array("CgBI".utf8) + [0x50, 0x00, 0x20, 0x02, 0x2B, 0xD5, 0xB3, 0x7F]
        bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 10, 0, 0, 0, 10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(bytes).write(to: URL(fileURLWithPath: path("icon.png")))
        let spec = try file("s.yaml", Self.good)
        XCTAssertEqual(try BinaryRunner.run(["render", spec, "-o", path("a.png")]).status, 0)
        let line = try refused(["diff", "icon.png", "a.png"], "icon.png: an Apple CgBI PNG")
        XCTAssertFalse(line.contains("1342185474"), line)
        try refused(["diff", "a.png", "icon.png", "-o", path("d.png")], "icon.png: an Apple CgBI PNG")
        XCTAssertFalse(files.contains("d.png"))
    }

    // MARK: 25.4 — YAML bounded before it is built

    func testAThreeMegabyteNumberIsRefusedShortAndAtItsPlace() throws {
        let number = String(repeating: "9", count: 3_000_000)
        let spec = try file("n.yaml", Self.good.replacingOccurrences(of: "absolute: 44", with: "absolute: \(number)"))
        // The value starts at line 1, column 107 (after "section: {group: … heightDimension: {absolute: ").
        try refused(["validate", spec], "n.yaml:1:107: a value longer than 65536 bytes")
    }

    func testAMillionValueFlowLineIsRefusedBeforeItIsBuilt() throws {
        // 1,400,000 values on one line: over the 1,000,000-value limit, counted before Yams builds a node
        // (it took 10 s and 350 MB to build them before).
        let counts = Array(repeating: "1", count: 1_400_000).joined(separator: ",")
        let spec = try file("f.yaml", Self.good.replacingOccurrences(of: "data: {sections: [3]}", with: "data: {sections: [\(counts)]}"))
        // Line 2's "data: {sections: [" counts 4 values; the 100,001st of the line is then comma 100,001 − 4 = 99,997,
        // at column 18 + 2 × 99,997 = 200,012 (the line's first 18 characters, then "1," per value): the per-line
        // limit comes first.
        try refused(["validate", spec], "f.yaml:2:200012: more than 100000 values on one line")
    }

    func testANineHundredThousandNumberFlowLineIsRefusedFromItsShape() throws {
        // 900,000 numbers on one 1.8 MB line: under the file's 1,000,000 values and 4 MiB, it took minutes and
        // 700 MB to build and resolve. Refused by the prescan, before Yams builds a node.
        let counts = Array(repeating: "1", count: 900_000).joined(separator: ",")
        let spec = try file("g.yaml", Self.good.replacingOccurrences(of: "data: {sections: [3]}", with: "data: {sections: [\(counts)]}"))
        let started = Date()
        try refused(["validate", spec], "g.yaml:2:200012: more than 100000 values on one line")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testAByteOrderMarkIsAccepted() throws {
        let spec = try file("bom.yaml", "\u{FEFF}" + Self.good)
        let out = try BinaryRunner.run(["validate", spec])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains("1 sections, 3 items"), out.stdout)
    }

    // MARK: 25.6 — messages that are true, short and placed

    func testARawControlCharacterInSwiftIsReportedWhereItIs() throws {
        let source = try file("ctl.swift", "import UIKit\n// three\nlet a = 1\u{01}\nfunc f() {}\n")
        // Line 3, column 10: after "let a = 1".
        try refused(["layouts", source], "ctl.swift:3:10: syntax error: unexpected character U+0001")
    }

    func testARawControlCharacterInAStringLiteralIsReportedWhereItIs() throws {
        // `let a = "` is 9 characters: the literal's text starts at column 10 ('a'), 'b' is 11, the bell 12.
        let source = try file("lit.swift", "import UIKit\n// three\nlet a = \"ab\u{07}c\"\nfunc f() {}\n")
        try refused(["layouts", source], "lit.swift:3:12: syntax error: unexpected character U+0007")
    }

    func testASwiftRenderFromADeletedFolderIsOneLine() throws {
        // The working directory removed under the process: "L.swift" names nothing (the front end crashed, SIGILL).
        try file("L.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n"
                 + "    UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))\n}\n")
        let out = try BinaryRunner.run(["/bin/sh", "-c", "mkdir gone && cd gone && rmdir ../gone && exec \"$0\" render L.swift -o \"$1\"",
                                        BinaryRunner.binary!.path, path("o.png")], cwd: dir, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(out.status, 2, out.stderr)
        XCTAssertEqual(out.stderr, "layout-render: error: L.swift: the current folder no longer exists (it was deleted), so a relative "
                       + "path names nothing; cd to a folder that exists and run again\n")
    }

    func testAFileWithFiveHundredErrorsIsReportedAtItsFirst() throws {
        // 500 type errors, one a line from line 3: the compiler's ~170 KB of diagnostics were cut to their last
        // 64 KiB, and the "first" error left was line 337's.
        let body = (0..<500).map { "    let value\($0): Int = \"text \($0)\"" }.joined(separator: "\n")
        try file("E.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n" + body
                 + "\n    return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))\n}\n")
        // Line 3: `    let value0: Int = ` is 22 characters; the literal starts at column 23.
        try refused(["render", "E.swift", "-o", path("e.png")], "E.swift:3:23: error: cannot convert value of type 'String' to specified type 'Int'")
    }

    func testANewlineInAFileNameIsEscapedInTheLayoutsTable() throws {
        // A layout that is one (a body that only traps is a base class's placeholder, not a layout).
        let source = try file("new\nline.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n"
                              + "    UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))\n}\n")
        let out = try BinaryRunner.run(["layouts", source], cwd: dir)
        XCTAssertEqual(out.status, 0, out.stderr)
        let lines = out.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, out.stdout)
        guard lines.count == 2 else { return }
        XCTAssertTrue(lines[1].contains("new\\nline.swift:2"), out.stdout)
    }

    func testAFileWhoseNameStartsWithADashIsAFileNotOptions() throws {
        try file("-dash.yaml", Self.good)
        let out = try BinaryRunner.run(["frames", "-dash.yaml"], cwd: dir)
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.hasPrefix("{\n  \"contentSize\""), out.stdout)
        // Before: "-dash.swift" read as -d -a -s -h: help and exit 0.
        try refused(["frames", "-dash.swift"], "-dash.swift: no such file")
        let render = try BinaryRunner.run(["render", "-dash.yaml", "-o", "-out.png"], cwd: dir)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(files.contains("-out.png"))
        // A negative number is still a number.
        let offset = try BinaryRunner.run(["frames", "-dash.yaml", "--offset", "-44.5"], cwd: dir)
        XCTAssertTrue(offset.stdout.contains(#""contentOffset": {"x": 0, "y": -44.5}"#), offset.stderr)
    }

    func testAnAnimationToADeviceSaysItIsADevice() throws {
        let line = try refused(["animate", "carousel", "-o", "/dev/full"], "/dev/full: cannot write output: is not a regular file")
        XCTAssertFalse(line.contains("unknown animation format"), line)
    }

    func testThePixelBudgetAdvisesOptionsThatExist() throws {
        // One screen of grid-2col (375 × 768) at scale 20: 7500 × 15360 = 115,200,000 pixels, each side within
        // Cairo's 32,767, over the 100,000,000-pixel budget. Before: "(raise it with the pixel-budget option)".
        let line = try refused(["render", "grid-2col", "--scale", "20", "-o", path("g.png")],
                               "image of 115200000 pixels exceeds the pixel budget of 100000000")
        XCTAssertTrue(line.contains("lower --scale"), line)
        XCTAssertFalse(line.contains("pixel-budget option"), line)
    }

    func testErrorsWithStandardErrorClosedOrFullEndWithExitTwo() throws {
        let binary = BinaryRunner.binary!.path
        for redirect in ["2>&-", "2>/dev/full"] {
            let out = try BinaryRunner.run(["/bin/sh", "-c", "\"$0\" frames missing.yaml \(redirect); echo \"status $?\"", binary],
                                           cwd: dir, executable: URL(fileURLWithPath: "/bin/sh"))
            // 2, not 132 (SIGILL) or 134 (SIGABRT).
            XCTAssertEqual(out.stdout, "status 2\n", "\(redirect): \(out.stdout) \(out.stderr)")
        }
    }

    func testAnAmbiguityAmongThreeThousandLayoutsIsOneShortLine() throws {
        let source = (0..<3000).map { "func layout\($0)() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }" }.joined(separator: "\n")
        try file("Many.swift", "import UIKit\n" + source + "\n")
        let line = try refused(["frames", "Many.swift"], "3000 layouts found; choose one with --layout NAME")
        XCTAssertTrue(line.contains("and 2998 more (see 'layout-render layouts')"), line)
    }

    func testElementBudgetsAndAnEmptyCanvasNameTheirFile() throws {
        let spec = try file("s.yaml", Self.good)
        try refused(["frames", spec, "--items", "2000000"], "s.yaml: frames would list 2000000 elements")
        try refused(["diagram", spec, "--items", "2000000", "--full-content", "-o", path("d.svg")], "s.yaml: the diagram would explain")
        try refused(["diff", spec, spec, "--items", "2000000"], "the layout diff of \(spec) would list 2000000 elements")
        try refused(["render", spec, "--items", "0", "--full-content", "-o", path("e.png")], "s.yaml: canvas is empty or not finite")
        XCTAssertEqual(files, ["s.yaml"])
    }

    func testRawHTMLFromASamplesNameAndDescriptionIsEscapedInTheGalleryReadme() throws {
        // A samples folder of one spec whose file name, name and description hold HTML and Markdown.
        let examples = dir.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try file("examples/x<b>y.yaml", "name: \"<img src=x onerror=alert(1)>\"\n"
                 + "description: \"<script>alert(2)</script> | *b* [l](javascript:x)\\nnext\"\n" + Self.good)
        let out = try BinaryRunner.run(["gallery", "-o", path("g")], cwd: dir, environment: ["LAYOUT_RENDER_EXAMPLES": examples.path])
        XCTAssertEqual(out.status, 0, out.stderr)
        let readme = try String(contentsOfFile: path("g/README.md"), encoding: .utf8)
        let row = try XCTUnwrap(readme.split(separator: "\n").first { $0.contains("x%3Cb%3Ey.png") }, readme)
        XCTAssertEqual(row, "| <img src=\"x%3Cb%3Ey.png\" width=\"180\"> | x&lt;b&gt;y ([svg](x%3Cb%3Ey.svg)) |  | "
                       + "&lt;script&gt;alert(2)&lt;/script&gt; \\| \\*b\\* \\[l\\](javascript:x) next |")
        XCTAssertFalse(readme.contains("<script") || readme.contains("<img src=x"), readme)
    }

    func testAFileThatCannotBeReadIsOneLineNotACrash() throws {
        // /proc/self/mem is a regular file that every read fails on (EIO at address 0). diff's signature check read it
        // with FileHandle.readData(ofLength:), which trapped (SIGILL, a backtrace); readers said "The operation could
        // not be completed. (NSCocoaErrorDomain error 256.)".
        let spec = try file("s.yaml", Self.good)
        let line = "/proc/self/mem: cannot read the file: Input/output error"
        try refused(["diff", spec, "/proc/self/mem"], line)
        try refused(["diff", "/proc/self/mem", spec], line)
        try refused(["frames", "/proc/self/mem"], line)
        try refused(["layouts", "/proc/self/mem"], line)
    }

    func testCheckRefusesANamedFileThatIsNotASpecInsteadOfCheckingNothing() throws {
        guard BinaryRunner.executable(named: "layout-render-check") != nil else { throw XCTSkip("layout-render-check not built") }
        // `sections` misspelt: a YAML file that is no layout spec. Named on the command line it ran as
        // "0 snapshots: …" with exit 0, so a CI job passed having checked nothing.
        try file("typo.yaml", Self.good.replacingOccurrences(of: "section:", with: "sectoin:"))
        try refused(["check", "typo.yaml"], "typo.yaml: not a layout spec or Swift source (a spec is YAML or JSON whose top "
                    + "level has data and section or sections); check takes those and folders")
        try file("notes.md", "# notes\n")
        try refused(["check", "notes.md"], "notes.md: not a layout spec or Swift source")
        // Found in a folder, such files are someone else's and left alone.
        try file("s.yaml", Self.good)
        let folder = try BinaryRunner.run(["check", "."], cwd: dir)
        XCTAssertEqual(folder.status, 1, folder.stderr)
        XCTAssertTrue(folder.stdout.hasSuffix("1 snapshots: 0 passed, 0 changed, 1 added, 0 removed, 0 errors\n"), folder.stdout)
    }
}
