import Foundation
import XCTest

/// A layout whose section enum and metrics live in another file of the app: `--with` brings that file along.
final class SourceCompanionTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-with-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testTheLayoutUsesTheSectionEnumAndMetricsOfTheOtherFile() throws {
        let run = try CLI.run(["frames", SourceFixtures.path("ShelfViewController"), "--with", SourceFixtures.path("ShelfModels"),
                               "--items", "1,4"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        func frame(_ section: Int, _ item: Int) -> [Double]? {
            guard let e = elements.first(where: { ($0["section"] as? Int) == section && ($0["item"] as? Int) == item
                                                 && ($0["category"] as? String) == "cell" }),
                  let f = e["frame"] as? [String: Double] else { return nil }
            return [f["x"], f["y"], f["width"], f["height"]].compactMap { $0 }
        }
        // iPhoneX, 375 wide. Hero: one full-width item in a 200-pt group (ShelfMetrics.heroHeight).
        XCTAssertEqual(frame(0, 0), [0, 0, 375, 200])
        // Grid: 180-pt tiles 10 apart (180 + 10 + 180 = 370 ≤ 375), rows of 100 with 10 between them.
        XCTAssertEqual(frame(1, 0), [0, 200, 180, 100])
        XCTAssertEqual(frame(1, 1), [190, 200, 180, 100])
        XCTAssertEqual(frame(1, 2), [0, 310, 180, 100])
        XCTAssertEqual(frame(1, 3), [190, 310, 180, 100])
    }

    func testWithoutTheOtherFileTheCompilerNamesTheMissingTypeInTheUsersFile() throws {
        // Copied out of its module: the file alone, its enum and metrics declared nowhere.
        let alone = directory.appendingPathComponent("ShelfViewController.swift")
        try FileManager.default.copyItem(atPath: SourceFixtures.path("ShelfViewController"), toPath: alone.path)
        let out = directory.appendingPathComponent("shelf.png")
        let run = try CLI.run(["render", alone.path, "-o", out.path], in: directory)
        XCTAssertEqual(run.status, 2)
        // Line 9, column 20: `ShelfSection(rawValue: sectionIndex)` in the switch.
        XCTAssertTrue(run.stderr.contains("ShelfViewController.swift:9:20:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("ShelfSection"), run.stderr)
        XCTAssertTrue(run.stderr.contains("with --with FILE or the module's folder with --module-root DIR"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    func testWithNamesSwiftFilesForASwiftLayoutOnly() throws {
        let spec = directory.appendingPathComponent("grid.yaml")
        try "layout:\n  section:\n    group:\n      horizontal: {width: fractionalWidth(1), height: absolute(44)}\n      subitems: [{width: fractionalWidth(1), height: fractionalHeight(1)}]\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", spec.path, "--with", SourceFixtures.path("ShelfModels")], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("--with"), run.stderr)
    }
}
