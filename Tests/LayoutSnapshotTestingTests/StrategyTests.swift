import XCTest
import LayoutDiff
import LayoutEngine
import LayoutRender
@testable import LayoutSnapshotTesting
import SnapshotTesting

/// The record → pass → fail cycle of the strategies, in a temporary snapshot directory.
final class StrategyTests: XCTestCase {
    var directory: URL!
    var artifacts: URL!
    var previousArtifacts: String?

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        directory = base.appendingPathComponent("snapshots")
        artifacts = base.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        previousArtifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
    }

    override func tearDownWithError() throws {
        if let previousArtifacts { setenv("SNAPSHOT_ARTIFACTS", previousArtifacts, 1) } else { unsetenv("SNAPSHOT_ARTIFACTS") }
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    func verify<Format>(_ subject: LayoutSnapshotSubject, as strategy: Snapshotting<LayoutSnapshotSubject, Format>,
                        record: SnapshotTestingConfiguration.Record, testName: String = #function) -> String? {
        verifyLayoutSnapshot(of: subject, as: strategy, named: "grid", record: record,
                             snapshotDirectory: directory.path, testName: testName)
    }

    func testPNGStrategyRecordsThenPassesThenFailsWithADiffImageWhenTheLayoutChanges() throws {
        let phone = Device.iPhone8.screen()
        let original = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 16), itemCounts: [8])
        // 1. Record: the reference appears, and the call reports that it recorded.
        let recorded = verify(original, as: .png(device: phone), record: .all)
        XCTAssertTrue(recorded?.contains("Record mode is on") ?? false, recorded ?? "nil")
        let reference = directory.appendingPathComponent(
            "testPNGStrategyRecordsThenPassesThenFailsWithADiffImageWhenTheLayoutChanges.grid.png")
        let image = try RasterImage(png: Data(contentsOf: reference))
        // iPhone 8: 375 × 667 pt at its display scale 2.
        XCTAssertEqual([image.width, image.height], [750, 1334])

        // 2. The same layout passes.
        XCTAssertNil(verify(original, as: .png(device: phone), record: .never))

        // 3. One more point of top inset moves every cell down 1 pt: the snapshot fails, names the
        //    change, and the failed snapshot plus its diff image land in the artifacts directory.
        let moved = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 17), itemCounts: [8])
        let failure = try XCTUnwrap(verify(moved, as: .png(device: phone), record: .never))
        XCTAssertTrue(failure.contains("images differ"), failure)
        XCTAssertTrue(failure.contains("changed region"), failure)
        let failed = artifacts.appendingPathComponent("StrategyTests")
            .appendingPathComponent(reference.lastPathComponent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: failed.path))
        let diffPath = failed.path + ".diff.png"
        XCTAssertTrue(failure.contains(diffPath), failure)
        let diff = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: diffPath)))
        XCTAssertEqual([diff.width, diff.height], [750, 1334])
        // Every cell moved: the diff image marks changed pixels red.
        var red = 0
        for y in 0..<diff.height { for x in stride(from: 0, to: diff.width, by: 5) {
            let p = diff.pixel(x: x, y: y)
            if p.red == 255 && p.green == 0 && p.blue == 0 { red += 1 }
        } }
        XCTAssertGreaterThan(red, 0)
    }

    func testFramesStrategyRecordsThenPassesThenFailsWithTheMovedLine() throws {
        let phone = Device.iPhone8.screen()
        let original = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 16), itemCounts: [2])
        XCTAssertNotNil(verify(original, as: .frames(device: phone), record: .all))
        let reference = try String(contentsOf: directory.appendingPathComponent(
            "testFramesStrategyRecordsThenPassesThenFailsWithTheMovedLine.grid.txt"), encoding: .utf8)
        // Width 375 (iPhone 8). The group is 375 × 187.5 (fractionalWidth 1 and 0.5) with 2-pt side and
        // 4-pt bottom insets, so its items' container is 371 × 183.5. Each item is 0.5 · 371 = 185.5
        // square, minus its own 2-pt side insets: 181.5 wide, 185.5 high. x: 2 (group) + 2 (item) = 4,
        // then 2 + 185.5 + 2 = 189.5; y: the section's 16-pt top inset. Content 16 + 187.5 = 203.5 high;
        // at rest the offset is −20, the status bar's safe-area inset.
        XCTAssertEqual(reference, """
            content 375 × 203.5, offset (0, -20)
            cell [0, 0] (4, 16, 181.5, 185.5)
            cell [0, 1] (189.5, 16, 181.5, 185.5)

            """)
        XCTAssertNil(verify(original, as: .frames(device: phone), record: .never))
        let moved = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 17), itemCounts: [2])
        let failure = try XCTUnwrap(verify(moved, as: .frames(device: phone), record: .never))
        XCTAssertTrue(failure.contains("−cell [0, 0] (4, 16, 181.5, 185.5)"), failure)
        XCTAssertTrue(failure.contains("+cell [0, 0] (4, 17, 181.5, 185.5)"), failure)
    }

    func testPNGWithinPixelToleranceStillPasses() throws {
        let phone = Device.iPhone8.screen()
        let original = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 16), itemCounts: [2])
        XCTAssertNotNil(verify(original, as: .png(device: phone, scale: 1), record: .all))
        let moved = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 17), itemCounts: [2])
        // Everything may change: 100 % passes; 0 differing pixels does not.
        XCTAssertNil(verify(moved, as: .png(device: phone, scale: 1, tolerance: .percent(100)), record: .never))
        XCTAssertNotNil(verify(moved, as: .png(device: phone, scale: 1), record: .never))
    }

    func testInvalidLayoutFailsWithTheReasonAndRecordsNothingInAnyRecordMode() throws {
        // A negative item count cannot be laid out; the engine says so, naming the section.
        let broken = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(), itemCounts: [-1])
        let phone = Device.iPhone8.screen()
        let modes: [SnapshotTestingConfiguration.Record] = [.all, .missing, .failed, .never]
        for mode in modes {
            for (strategy, ext) in [(verify(broken, as: .frames(device: phone), record: mode), "txt"),
                                    (verify(broken, as: .svg(device: phone), record: mode), "svg"),
                                    (verify(broken, as: .png(device: phone), record: mode), "png")] {
                let message = try XCTUnwrap(strategy, "\(mode) \(ext): a broken layout must fail")
                XCTAssertTrue(message.hasPrefix("layout snapshot failed: "), message)
                XCTAssertTrue(message.contains("-1"), message)
                let reference = directory.appendingPathComponent(
                    "testInvalidLayoutFailsWithTheReasonAndRecordsNothingInAnyRecordMode.grid.\(ext)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path), "\(mode): recorded \(ext)")
            }
        }
    }

    func testInvalidLayoutStillFailsAgainstAnExistingReference() throws {
        // A good reference exists; the layout then breaks: failing with the reason, the reference untouched.
        let phone = Device.iPhone8.screen()
        let good = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(), itemCounts: [2])
        XCTAssertNotNil(verify(good, as: .frames(device: phone), record: .all))
        let reference = directory.appendingPathComponent(
            "testInvalidLayoutStillFailsAgainstAnExistingReference.grid.txt")
        let before = try Data(contentsOf: reference)
        let broken = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(), itemCounts: [-1])
        let message = try XCTUnwrap(verify(broken, as: .frames(device: phone), record: .all))
        XCTAssertTrue(message.hasPrefix("layout snapshot failed: "), message)
        XCTAssertEqual(try Data(contentsOf: reference), before)
    }

    func testPlainVerifySnapshotNeverRecordsABrokenLayoutEither() throws {
        // Under swift-snapshot-testing's own verifySnapshot the strategy reports the error to the running test
        // itself (here captured instead, so this test does not fail) and hands back no snapshot: nothing to record.
        let broken = LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(), itemCounts: [-1])
        let capture = SnapshotFailure.Capture()
        let message = SnapshotFailure.$capture.withValue(capture) {
            verifySnapshot(of: broken, as: .frames(device: Device.iPhone8.screen()), named: "grid", record: .all,
                           snapshotDirectory: directory.path, timeout: 0.05)
        }
        XCTAssertNotNil(message)
        XCTAssertTrue(capture.error.map { "\($0)" }?.contains("-1") ?? false, "\(String(describing: capture.error))")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent(
            "testPlainVerifySnapshotNeverRecordsABrokenLayoutEither.grid.txt").path))
    }
}
