import Foundation
import XCTest

/// The CLI takes a `.swift` file wherever it takes a spec, and lists and exports layouts.
final class SourceCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testDiffOfTheSourceAndItsHandWrittenSpecFindsNoDifference() throws {
        let spec = directory.appendingPathComponent("feed.yaml")
        try SourceFramesTests.feedSpec.write(to: spec, atomically: true, encoding: .utf8)
        let run = try CLI.run(["diff", SourceFixtures.path("FeedViewController"), spec.path, "--device", "iPadPro11"],
                              in: directory)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }

    func testDiagramAndRenderWriteTheirFilesFromSource() throws {
        for command in ["diagram", "render"] {
            let out = directory.appendingPathComponent("\(command).png")
            let run = try CLI.run([command, SourceFixtures.path("LayoutFactory"), "-o", out.path, "--items", "2,4"],
                                  in: directory)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.path), command)
        }
    }

    /// Issue 24: `animate` read a .swift file as YAML ("malformed YAML"); it takes one the way render does, and
    /// its first frame is the screen `render` draws from the same source.
    func testAnimateReadsASwiftFileAsRenderDoes() throws {
        let gif = directory.appendingPathComponent("feed.gif")
        let run = try CLI.run(["animate", SourceFixtures.path("LayoutFactory"), "--items", "2,4", "--fps", "5",
                               "--duration", "0.4", "-o", gif.path], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let bytes = try Data(contentsOf: gif)
        XCTAssertEqual(String(decoding: bytes.prefix(6), as: UTF8.self), "GIF89a")
        // The GIF's logical screen is the view at scale 1: iPhoneX, 375 × 812 (little-endian at bytes 6…9).
        XCTAssertEqual(Int(bytes[6]) | Int(bytes[7]) << 8, 375)
        XCTAssertEqual(Int(bytes[8]) | Int(bytes[9]) << 8, 812)
    }

    func testLayoutsListsEveryFileWithNamePlaceKindAndRuntimeData() throws {
        let run = try CLI.run(["layouts", SourceFixtures.path("LayoutFactory"), SourceFixtures.path("LibraryViewController")],
                              in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let rows = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(rows[0].hasPrefix("NAME"))
        let factory = try XCTUnwrap(rows.first { $0.hasPrefix("LayoutFactory.adaptiveLayout ") })
        XCTAssertTrue(factory.contains("LayoutFactory.swift:12") && factory.contains(" layout ") && factory.hasSuffix("  -"),
                      factory)
        let library = try XCTUnwrap(rows.first { $0.hasPrefix("LibraryViewController.makeLayout ") })
        XCTAssertTrue(library.contains("section identifiers of a diffable data source: "
                                       + "self.dataSource.snapshot().sectionIdentifiers[index]"), library)
        XCTAssertTrue(rows.contains { $0.hasPrefix("NSCollectionLayoutSection.badgedRow ") && $0.contains("section (--arg height: CGFloat)") })
    }

    func testExportWritesASpecThatValidatesAndWritesNothingOnFailure() throws {
        let out = directory.appendingPathComponent("feed.yaml")
        let run = try CLI.run(["export", SourceFixtures.path("FeedViewController"), "-o", out.path], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let check = try CLI.run(["validate", out.path], in: directory)
        // Height: banner 180 + header 44 + 3 grid rows × 125 + 8 list rows × 60 = 1079.
        XCTAssertEqual(check.stdout, "ok: FeedViewController.createLayout: 3 sections, 24 items, content 375 x 1079 on iPhoneX\n")
        // A layout the file does not have: refused, and nothing written. (The library's section enum, read from its
        // diffable data source, now draws one section per case: its export succeeds.)
        let missing = directory.appendingPathComponent("library.yaml")
        let failed = try CLI.run(["export", SourceFixtures.path("LibraryViewController"), "--layout", "noSuchLayout",
                                  "-o", missing.path], in: directory)
        XCTAssertEqual(failed.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }
}
