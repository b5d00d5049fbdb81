import XCTest

/// `layout-render diagram`: blueprint files in each format, annotation and section options, bad input.
final class DiagramCommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func testDiagramWritesEachFormat() throws {
        for (ext, magic) in [("png", [0x89, 0x50, 0x4E, 0x47]), ("pdf", [0x25, 0x50, 0x44, 0x46]), ("svg", Array("<?xml".utf8).map(Int.init))] {
            let out = dir.appendingPathComponent("d.\(ext)")
            let r = try BinaryRunner.run(["diagram", "complex-groups", "-o", out.path, "--scale", "1"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, "")
            let bytes = try Data(contentsOf: out)
            XCTAssertEqual(Array(bytes.prefix(magic.count)).map(Int.init), magic, ext)
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)), ["d.png", "d.pdf", "d.svg"])
    }

    func testAnnotationsAndSectionChangeThePicture() throws {
        let all = dir.appendingPathComponent("all.svg"), some = dir.appendingPathComponent("some.svg")
        XCTAssertEqual(try BinaryRunner.run(["diagram", "carousel", "-o", all.path]).status, 0)
        let r = try BinaryRunner.run(["diagram", "carousel", "-o", some.path, "--annotate", "sizes,indexpaths", "--section", "1",
                                      "--device", "iPhone13"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNotEqual(try Data(contentsOf: all), try Data(contentsOf: some))
    }

    private func expectBadInput(_ args: [String], contains fragment: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let out = try BinaryRunner.run(args)
        XCTAssertEqual(out.status, 2, out.stderr, file: file, line: line)
        let lines = out.stderr.split(separator: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, out.stderr, file: file, line: line)
        XCTAssertTrue(out.stderr.contains(fragment), "expected '\(fragment)' in: \(out.stderr)", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no output file", file: file, line: line)
    }

    func testUnknownAnnotationIsOneLineWithASuggestion() throws {
        try expectBadInput(["diagram", "list", "-o", dir.appendingPathComponent("d.png").path, "--annotate", "sizes,inset"],
                           contains: "--annotate: unknown annotation 'inset' (did you mean 'insets'?)")
    }

    func testMissingSectionNamesTheRange() throws {
        // grid-2plus1 has one section.
        try expectBadInput(["diagram", "grid-2plus1", "-o", dir.appendingPathComponent("d.png").path, "--section", "4"],
                           contains: "--section: section 4 does not exist: the layout has 1 section (0…0)")
        try expectBadInput(["diagram", "grid-2plus1", "-o", dir.appendingPathComponent("d.png").path, "--section=-1"],
                           contains: "--section: -1 is negative")
    }

    func testUnknownFormatAndDirectoryTargetsAreRefused() throws {
        try expectBadInput(["diagram", "list", "-o", dir.appendingPathComponent("d.gif").path], contains: "unknown output format 'gif'")
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let r = try BinaryRunner.run(["diagram", "list", "-o", sub.path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("is a directory"), r.stderr)
    }
}
