import LayoutSystem
import LayoutReferences
import XCTest
import LayoutDiff
import LayoutEngine
import LayoutRender
@testable import LayoutSnapshotTesting

/// `assertLayoutReference` reads and writes `layout-render check`'s reference folder:
/// `<root>/<source file>/<layout>.<variant>.png` + `.frames.json`, and `<layout>.meta.json`.
final class CheckReferenceTests: XCTestCase {
    var base: URL!
    var folder: CheckReferenceFolder!
    var previousArtifacts: String?

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("check-references-\(UUID().uuidString)")
        folder = CheckReferenceFolder(base.appendingPathComponent("__LayoutSnapshots__"))
        try FileManager.default.createDirectory(at: base.appendingPathComponent("artifacts"), withIntermediateDirectories: true)
        previousArtifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        setenv("SNAPSHOT_ARTIFACTS", base.appendingPathComponent("artifacts").path, 1)
    }

    override func tearDownWithError() throws {
        if let previousArtifacts { setenv("SNAPSHOT_ARTIFACTS", previousArtifacts, 1) } else { unsetenv("SNAPSHOT_ARTIFACTS") }
        try? FileManager.default.removeItem(at: base)
    }

    func verify(_ topInset: CGFloat, record: CheckReferenceRecording, variant: CheckVariant = .default) -> String? {
        verifyLayoutReference(of: LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: topInset), itemCounts: [8]),
                              layout: "FeedLayout", sourceFile: "App/Feed/FeedViewController.swift", variant: variant,
                              in: folder, record: record)
    }

    func testVariantIdsAreCheckNames() {
        XCTAssertEqual(CheckVariant.default.id, "iPhone13.portrait.light.ltr")
        XCTAssertEqual(CheckVariant(device: .iPadMini, orientation: .landscape, theme: .dark, direction: .rightToLeft,
                                    offset: 600).id, "iPadMini.landscape.dark.rtl.offset600")
        // A fractional offset in its exact shortest text, as check names it (`Variant.id`, the same
        // `ReferenceNames.variant`): 12.0625 = 12 + 1/16 is exact in binary; 1/3 prints as Swift's shortest
        // round-trip text, 0.3333333333333333 (16 threes), not rounded to 0.333.
        XCTAssertEqual(CheckVariant(offset: 12.0625).id, "iPhone13.portrait.light.ltr.offset12.0625")
        XCTAssertEqual(CheckVariant(offset: 1.0 / 3).id, "iPhone13.portrait.light.ltr.offset0.3333333333333333")
        XCTAssertEqual(CheckVariant(offset: -44).id, "iPhone13.portrait.light.ltr.offset-44")
    }

    /// The metadata the strategy writes is check's `ReferenceMetadata`: a known line is kept from what is there,
    /// variants are added once and sorted, and a layout with no known line has no `line` key.
    func testMetadataKeepsTheLineAndSortsVariantsOnce() throws {
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let url = folder.root.appendingPathComponent("Feed.meta.json")
        let fresh = ReferenceMetadata.adding(variant: "b.portrait.light.ltr", at: url, layout: "Feed", file: "Feed.swift")
        let text = String(decoding: fresh.encoded(), as: UTF8.self)
        XCTAssertFalse(text.contains("\"line\""), text)
        XCTAssertTrue(text.hasSuffix("}\n"), text)
        var withLine = fresh
        withLine.line = 12
        try withLine.encoded().write(to: url)
        let again = ReferenceMetadata.adding(variant: "a.portrait.light.ltr", at: url, layout: "Feed", file: "Feed.swift")
        XCTAssertEqual(again.line, 12)
        XCTAssertEqual(again.variants, ["a.portrait.light.ltr", "b.portrait.light.ltr"])
        try again.encoded().write(to: url)
        let same = ReferenceMetadata.adding(variant: "b.portrait.light.ltr", at: url, layout: "Feed", file: "Feed.swift")
        XCTAssertEqual(same.variants, ["a.portrait.light.ltr", "b.portrait.light.ltr"])
    }

    func testRecordsThenPassesThenNamesTheMovedElements() throws {
        let files = folder.files(sourceFile: "App/Feed/FeedViewController.swift", layout: "FeedLayout",
                                 variant: "iPhone13.portrait.light.ltr")
        XCTAssertEqual(files.png.path, folder.root.path + "/App/Feed/FeedViewController.swift/FeedLayout.iPhone13.portrait.light.ltr.png")
        // 1. Nothing there: recorded (and the test told so), never silently passed.
        let recorded = try XCTUnwrap(verify(16, record: .missing))
        XCTAssertTrue(recorded.hasPrefix("recorded the reference of App/Feed/FeedViewController.swift/FeedLayout"), recorded)
        let image = try RasterImage(png: Data(contentsOf: files.png))
        XCTAssertEqual([image.width, image.height], [780, 1688])  // iPhone 13: 390 × 844 pt at check's scale 2
        let frames = try FramesReader.read(contentsOf: files.frames)
        XCTAssertEqual(frames.elementCount, 8)
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: files.meta)) as? [String: Any]
        XCTAssertEqual(meta?["variants"] as? [String], ["iPhone13.portrait.light.ltr"])
        XCTAssertEqual(meta?["layout"] as? String, "FeedLayout")
        // The tool's one version, as check writes it (not a name of this library).
        XCTAssertEqual((meta?["tool"] as? [String: Any])?["version"] as? String, LayoutRenderTool.version)
        // 2. The same layout: passes.
        XCTAssertNil(verify(16, record: .missing))
        // 3. One more point of top inset: every cell moves down 1 pt, the content grows 1 pt.
        let failure = try XCTUnwrap(verify(17, record: .missing))
        XCTAssertTrue(failure.contains("8 elements changed"), failure)
        XCTAssertTrue(failure.contains("cell [0, 0] moved (0, 1)"), failure)
        XCTAssertTrue(failure.contains("images differ"), failure)
        let artifacts = base.appendingPathComponent("artifacts/LayoutSnapshotTesting/App/Feed/FeedViewController.swift")
        for suffix in [".png", ".frames.json", ".diff.png"] {
            let path = artifacts.appendingPathComponent("FeedLayout.iPhone13.portrait.light.ltr" + suffix).path
            XCTAssertTrue(failure.contains(path), "\(suffix) named in: \(failure)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        }
        // The reference is untouched by a failure in .missing mode; .failed rewrites it, then it passes.
        XCTAssertEqual(try FramesReader.read(contentsOf: files.frames), frames)
        XCTAssertNotNil(verify(17, record: .failed))
        XCTAssertNil(verify(17, record: .never))
    }

    func testASecondVariantJoinsTheLayoutsMetadata() throws {
        _ = verify(16, record: .all)
        _ = verify(16, record: .all, variant: CheckVariant(theme: .dark))
        let files = folder.files(sourceFile: "App/Feed/FeedViewController.swift", layout: "FeedLayout", variant: "x")
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: files.meta)) as? [String: Any]
        XCTAssertEqual(meta?["variants"] as? [String], ["iPhone13.portrait.dark.ltr", "iPhone13.portrait.light.ltr"])
    }

    func testAMissingHalfIsAFailureNotARecording() throws {
        _ = verify(16, record: .all)
        let files = folder.files(sourceFile: "App/Feed/FeedViewController.swift", layout: "FeedLayout",
                                 variant: "iPhone13.portrait.light.ltr")
        try FileManager.default.removeItem(at: files.png)
        let failure = try XCTUnwrap(verify(16, record: .missing))
        XCTAssertTrue(failure.contains("is missing beside its frames"), failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: files.png.path))
    }

    func testNearestFolderIsAtThePackageRoot() {
        let nearest = CheckReferenceFolder.nearest()
        XCTAssertEqual(nearest.root.lastPathComponent, "__LayoutSnapshots__")
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: nearest.root.deletingLastPathComponent().appendingPathComponent("Package.swift").path))
    }
}
