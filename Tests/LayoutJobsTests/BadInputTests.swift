import XCTest

/// Bad input: exit code 2, one line on stderr naming the problem, and no output file (not even a partial one).
final class BadInputTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() {
        // Restore permissions changed by a test so the folder can be removed.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        try? FileManager.default.removeItem(at: dir)
    }

    func write(_ text: String, _ name: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs the binary and checks the failure contract; returns the error line.
    @discardableResult
    func expectBadInput(_ args: [String], contains fragment: String, file: StaticString = #filePath,
                        line: UInt = #line) throws -> String {
        let out = try BinaryRunner.run(args)
        XCTAssertEqual(out.status, 2, "exit code for \(args): \(out.stderr)", file: file, line: line)
        let lines = out.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, "one line on stderr: \(out.stderr)", file: file, line: line)
        XCTAssertTrue(out.stderr.hasPrefix("layout-render: error: "), out.stderr, file: file, line: line)
        XCTAssertTrue(out.stderr.contains(fragment), "expected '\(fragment)' in: \(out.stderr)", file: file, line: line)
        XCTAssertEqual(out.stdout, "", "nothing on stdout", file: file, line: line)
        return String(lines.first ?? "")
    }

    func assertNoFilesBesides(_ names: Set<String>, file: StaticString = #filePath, line: UInt = #line) throws {
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        XCTAssertEqual(present, names, "no output or temporary files left behind", file: file, line: line)
    }

    static let good = """
    section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
    data: {sections: [3]}
    """

    func testMalformedJSONNamesLineAndColumn() throws {
        let spec = try write("{\n  \"section\": {,\n}", "bad.json")
        let out = dir.appendingPathComponent("out.png").path
        try expectBadInput(["render", spec, "-o", out], contains: "bad.json:2:15: malformed JSON: expected a key in double quotes, found ','")
        try assertNoFilesBesides(["bad.json"])
    }

    func testMalformedYAMLNamesLineAndColumn() throws {
        let spec = try write("section:\n  group: {group: horizontal\ndata: [1\n", "bad.yaml")
        let line = try expectBadInput(["frames", spec], contains: "bad.yaml:")
        XCTAssertTrue(line.contains("malformed YAML"), line)
    }

    func testWrongTypeNamesTheSpecPath() throws {
        let spec = try write(Self.good.replacingOccurrences(of: "{absolute: 44}", with: "{absolute: tall}"), "t.yaml")
        try expectBadInput(["frames", spec], contains: "section.group.layoutSize.heightDimension.absolute: expected a number, found the text 'tall'")
    }

    func testNegativeAndNonFiniteNumbers() throws {
        let neg = try write(Self.good.replacingOccurrences(of: "{absolute: 44}", with: "{absolute: -44}"), "n.yaml")
        try expectBadInput(["frames", neg], contains: "section.group.layoutSize.heightDimension.absolute: negative number -44")
        let inf = try write(Self.good.replacingOccurrences(of: "{absolute: 44}", with: "{absolute: .inf}"), "i.yaml")
        try expectBadInput(["frames", inf], contains: "non-finite number .inf")
        let items = try write(Self.good.replacingOccurrences(of: "[3]", with: "[-3]"), "c.yaml")
        try expectBadInput(["frames", items], contains: "data.sections[0]: negative number -3")
    }

    func testUnknownKeySuggestsTheRightOne() throws {
        let spec = try write(Self.good.replacingOccurrences(of: "subitems", with: "subitem s"), "k.yaml")
        try expectBadInput(["validate", spec], contains: "unknown key 'subitem s' (did you mean 'subitems'?)")
    }

    func testUnknownSampleSuggestsTheClosest() throws {
        try expectBadInput(["frames", "carousl"], contains: "unknown sample 'carousl' (did you mean 'carousel'?)")
    }

    func testMissingFile() throws {
        try expectBadInput(["frames", dir.appendingPathComponent("none.yaml").path], contains: "none.yaml: no such file")
    }

    func testUnwritableOutputLeavesNothingBehind() throws {
        let spec = try write(Self.good, "g.yaml")
        try expectBadInput(["render", spec, "-o", dir.appendingPathComponent("missing/out.png").path],
                           contains: "cannot write output")
        if getuid() != 0 {  // root ignores permissions
            let locked = dir.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            try expectBadInput(["render", spec, "-o", locked.appendingPathComponent("out.png").path], contains: "not writable")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path), [])
        }
        try assertNoFilesBesides(["g.yaml", "locked"].filter { $0 != "locked" || getuid() != 0 }.reduce(into: Set<String>()) { $0.insert($1) })
    }

    func testDirectoryAsOutput() throws {
        let spec = try write(Self.good, "g.yaml")
        try expectBadInput(["render", spec, "-o", dir.path], contains: "is a directory")
        // A directory whose name looks like an image is still a directory.
        let folder = dir.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try expectBadInput(["render", spec, "-o", folder.path], contains: "out.png: cannot write output: is a directory")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        try assertNoFilesBesides(["g.yaml", "out.png"])
    }

    func testUnknownOutputFormat() throws {
        let spec = try write(Self.good, "g.yaml")
        try expectBadInput(["render", spec, "-o", dir.appendingPathComponent("out.gif").path], contains: "unknown output format 'gif'")
        try assertNoFilesBesides(["g.yaml"])
    }

    func testBadEnvironmentOptions() throws {
        let spec = try write(Self.good, "g.yaml")
        try expectBadInput(["frames", spec, "--device", "iPhonX"], contains: "unknown device 'iPhonX' (did you mean 'iPhoneX'?)")
        try expectBadInput(["frames", spec, "--size", "375by812"], contains: "--size: '375by812' is not WIDTHxHEIGHT")
        try expectBadInput(["frames", spec, "--size", "0x812"], contains: "--size: 0x812 must be between 1 and 32767")
        try expectBadInput(["frames", spec, "--safe-area", "1,2,3"], contains: "--safe-area: '1,2,3' is not TOP,LEFT,BOTTOM,RIGHT")
        try expectBadInput(["frames", spec, "--items", "3,x"], contains: "--items: 'x' is not a whole number")
        try expectBadInput(["frames", spec, "--items", "3,-1"], contains: "--items: -1 is negative")
        try expectBadInput(["frames", spec, "--offset", "nan"], contains: "--offset: 'nan' is not finite")
        try expectBadInput(["frames", spec, "--orthogonal-offset", "one=3"], contains: "--orthogonal-offset: 'one=3' is not SECTION=X")
        try expectBadInput(["frames", spec, "--device", "iPhoneX", "--size", "375x812"], contains: "--device and --size exclude each other")
        try expectBadInput(["render", spec, "-o", dir.appendingPathComponent("o.png").path, "--overlay", "grops"],
                           contains: "unknown overlay 'grops' (did you mean 'groups'?)")
        try expectBadInput(["render", spec, "-o", dir.appendingPathComponent("o.png").path, "--theme", "blue"],
                           contains: "--theme: unknown theme 'blue'")
        try assertNoFilesBesides(["g.yaml"])
    }

    func testUsageErrorsExitTwoOnOneLine() throws {
        try expectBadInput(["render", "carousel"], contains: "Missing expected argument '--output <file>'")
        try expectBadInput(["frobnicate"], contains: "Unexpected argument 'frobnicate'")
        try expectBadInput(["frames", "carousel", "--scale", "2"], contains: "Unknown option '--scale'")
    }

    func testResolverErrorsPointAtTheSpecLine() throws {
        // An item wider than its group: UIKit's "cannot fit even a single item" (semantics.md §3.4).
        let spec = try write("""
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 44}}
            subitems:
              - layoutSize: {widthDimension: {absolute: 200}, heightDimension: {fractionalHeight: 1}}
        data: {sections: [1]}
        """, "wide.yaml")
        let line = try expectBadInput(["frames", spec], contains: "wide.yaml:")
        XCTAssertTrue(line.contains("sections[0].group"), line)
    }

    /// Typed options of the other commands are refused as the command line is read: the inputs named here do not
    /// exist, so an error about them would mean they were read first.
    func testTypedOptionsAreRefusedBeforeAnyInputIsRead() throws {
        let missing = dir.appendingPathComponent("none.yaml").path
        try expectBadInput(["diff", "none.png", "none2.png", "--tolerance", "lots"], contains: "error: --tolerance: 'lots' is not")
        try expectBadInput(["diff", "none.png", "none2.png", "--threshold", "2"], contains: "error: --threshold: 2.0 is not between 0 and 1")
        try expectBadInput(["frames", missing, "--section-kinds", "a,,b"], contains: "error: --section-kinds: 'a,,b' has an empty name")
        try expectBadInput(["render", missing, "--scale", "0", "-o", "x.png"], contains: "error: --scale: ")
        try assertNoFilesBesides([])
    }

    /// A typed option's refusal is the whole line, as the value words it: not ArgumentParser's "The value … is
    /// invalid for …" around it, and no pointer to help (which is for the parser's own usage errors).
    func testATypedOptionsRefusalIsTheWholeLine() throws {
        let missing = dir.appendingPathComponent("none.yaml").path
        XCTAssertEqual(try expectBadInput(["frames", missing, "--size", "375by812"], contains: "--size"),
                       "layout-render: error: --size: '375by812' is not WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE (e.g. 375x812, 393x852@3)")
        XCTAssertEqual(try expectBadInput(["render", missing, "--theme", "blue", "-o", "x.png"], contains: "--theme"),
                       "layout-render: error: --theme: unknown theme 'blue'; use light or dark")
        // ArgumentParser's own usage error keeps its pointer to help.
        XCTAssertEqual(try expectBadInput(["frames", missing, "--no-such-option"], contains: "--no-such-option"),
                       "layout-render: error: Unknown option '--no-such-option' (see 'layout-render help')")
    }

    /// `export` checks its output before compiling the source: a missing directory, or the source itself (which the
    /// spec would have replaced), is refused at once and the source is left as it was.
    func testExportChecksItsOutputBeforeCompiling() throws {
        let source = try write("import UIKit\n", "Layout.swift")
        try expectBadInput(["export", source, "-o", source], contains: "Layout.swift: cannot write output: is also an input")
        try expectBadInput(["export", source, "-o", dir.appendingPathComponent("missing/x.yaml").path],
                           contains: "cannot write output: directory")
        XCTAssertEqual(try String(contentsOfFile: source, encoding: .utf8), "import UIKit\n")
        try assertNoFilesBesides(["Layout.swift"])
    }
}
