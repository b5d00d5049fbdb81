import XCTest
import LayoutJobs
import LayoutDiff
import LayoutEngine
import LayoutRender

/// `layout-render diff` run as a process: exit codes, reports, output files, one-line errors.
final class DiffCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let r = try BinaryRunner.run(arguments, cwd: dir)
        return (r.status, r.stdout, r.stderr)
    }

    /// Four 80 × 80 cells on a 200 × 260 screen; cell (0, 3) moved down by `dy`.
    func grid(moveLast dy: CGFloat = 0, height: CGFloat = 260) -> RecordedLayout {
        func cell(_ i: Int, _ x: CGFloat, _ y: CGFloat) -> LayoutAttributes {
            LayoutAttributes(category: .cell, elementKind: cellElementKind, section: 0, item: i,
                             frame: CGRect(x: x, y: y, width: 80, height: 80))
        }
        return RecordedLayout(contentSize: CGSize(width: 200, height: height), viewSize: CGSize(width: 200, height: height),
                            elements: [cell(0, 10, 54), cell(1, 110, 54), cell(2, 10, 154), cell(3, 110, 154 + dy)])
    }

    func write(_ name: String, png result: RecordedLayout) throws {
        try Renderer().render(result, options: RenderOptions(scale: 2), to: dir.appendingPathComponent(name))
    }

    func write(_ name: String, frames result: RecordedLayout) throws {
        try Data(FramesEncoder.encode(result).utf8).write(to: dir.appendingPathComponent(name))
    }

    func testIdenticalPNGsExitZero() throws {
        try write("a.png", png: grid()); try write("b.png", png: grid())
        let r = try run(["diff", "a.png", "b.png"])
        XCTAssertEqual(r.code, 0, r.err)
        // 200 × 260 pt at @2x = 400 × 520 = 208000 pixels.
        XCTAssertEqual(r.out, "images match: 0 of 208000 pixels (0%) over threshold 0.1\n")
    }

    func testMovedCellExitsOneAndWritesDiffImageAndTriptych() throws {
        try write("a.png", png: grid()); try write("b.png", png: grid(moveLast: 1))
        let r = try run(["diff", "a.png", "b.png", "-o", "d.png"])
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertTrue(r.out.hasPrefix("images differ: "), r.out)
        XCTAssertTrue(r.out.contains("1 changed region"), r.out)
        let diff = try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("d.png")))
        XCTAssertEqual([diff.width, diff.height], [400, 520])
        XCTAssertEqual(try run(["diff", "a.png", "b.png", "-o", "t.png", "--triptych"]).code, 1)
        let triptych = try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("t.png")))
        // Three 400-px panels and two 4-px separators.
        XCTAssertEqual([triptych.width, triptych.height], [1208, 520])
        // A tolerance of 100 % accepts any difference.
        XCTAssertEqual(try run(["diff", "a.png", "b.png", "--tolerance", "100%"]).code, 0)
    }

    func testSizeMismatchExitsOne() throws {
        try write("a.png", png: grid()); try write("b.png", png: grid(height: 300))
        let r = try run(["diff", "a.png", "b.png", "--json"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.out.contains("\"sizeMismatch\" : true"), r.out)
    }

    func testFramesFilesReportTheMovedElement() throws {
        try write("old.json", frames: grid()); try write("new.json", frames: grid(moveLast: 1))
        let r = try run(["diff", "old.json", "new.json", "-o", "overlay.png"])
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(r.out, """
            layouts differ: 1 changed, 0 added, 0 removed, 3 unchanged
              changed  cell [0, 3] moved (0, 1): (110, 154, 80, 80) → (110, 155, 80, 80)

            """)
        XCTAssertNoThrow(try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("overlay.png"))))
        // Within a 1-pt tolerance the layouts match.
        XCTAssertEqual(try run(["diff", "old.json", "new.json", "--tolerance", "1"]).code, 0)
        let json = try run(["diff", "old.json", "new.json", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        XCTAssertEqual(object?["kind"] as? String, "layout")
        XCTAssertEqual(object?["passes"] as? Bool, false)
    }

    func testSpecFilesAreResolvedAndComparedElementByElement() throws {
        func spec(topInset: Int) -> String {
            """
            section:
              group:
                group: horizontal
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                subitems:
                  - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
              contentInsets: {top: \(topInset)}
            data:
              sections: [2]
            """
        }
        try Data(spec(topInset: 16).utf8).write(to: dir.appendingPathComponent("a.yaml"))
        try Data(spec(topInset: 17).utf8).write(to: dir.appendingPathComponent("b.yaml"))
        // 375-pt wide screen (iPhone X, the default): two 187.5 × 100 items side by side at y 16, then 17 — on
        // iOS 15 (`--ios 15`: fractions unrounded; from iOS 16 they would be 187.333, decision 57).
        let r = try run(["diff", "a.yaml", "b.yaml", "--ios", "15"])
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(r.out, """
            layouts differ: 2 changed, 0 added, 0 removed, 0 unchanged
              content size 375 × 116 → 375 × 117
              changed  cell [0, 0] moved (0, 1): (0, 16, 187.5, 100) → (0, 17, 187.5, 100)
              changed  cell [0, 1] moved (0, 1): (187.5, 16, 187.5, 100) → (187.5, 17, 187.5, 100)

            """)
        // The same spec against its own frames export: nothing changed.
        let frames = try run(["frames", "a.yaml"])
        try Data(frames.out.utf8).write(to: dir.appendingPathComponent("a.json"))
        XCTAssertEqual(try run(["diff", "a.yaml", "a.json"]).code, 0)
    }

    func testBadInputExitsTwoWithOneLineNamingTheFile() throws {
        try write("a.png", png: grid()); try write("old.json", frames: grid())
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("fake.png"))
        try Data(#"{"contentSize": {"width": 1, "height": 1}, "elements": [{"category": "cell"}]}"#.utf8)
            .write(to: dir.appendingPathComponent("broken.json"))
        let cases: [([String], String)] = [
            (["diff", "a.png", "missing.png"], "layout-render: error: missing.png: no such file\n"),
            (["diff", "a.png", "fake.png"], "layout-render: error: fake.png: not a PNG file (no PNG signature)\n"),
            (["diff", "old.json", "broken.json"], "layout-render: error: broken.json: elements[0].section: missing (a number)\n"),
            (["diff", "a.png", "old.json"], "layout-render: error: a.png is a PNG but old.json is a layout: compare two PNGs, or two layouts (frames JSON, spec files or sample names)\n"),
            (["diff", "a.png", "a.png", "--threshold", "2"], "layout-render: error: --threshold: 2.0 is not between 0 and 1 (default 0.1)\n"),
            (["diff", "old.json", "old.json", "--tolerance", "5%"], "layout-render: error: --tolerance: a percentage applies to images; for layouts give points (e.g. 0.5)\n"),
            (["diff", "a.png", "a.png", "--triptych"], "layout-render: error: --triptych draws into the -o file: add -o diff.png\n"),
            (["diff", "old.json", "old.json", "--triptych", "-o", "t.png"], "layout-render: error: --triptych applies to images; a layout diff draws one overlay\n"),
            (["diff", "a.png", "a.png", "-o", "nowhere/d.png"], "layout-render: error: \(dir.path)/nowhere/d.png: cannot write output: directory \(dir.path)/nowhere does not exist\n"),
        ]
        for (arguments, message) in cases {
            let r = try run(arguments)
            XCTAssertEqual(r.code, 2, arguments.joined(separator: " "))
            XCTAssertEqual(r.err, message)
            XCTAssertEqual(r.out, "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere").path))
    }
}
