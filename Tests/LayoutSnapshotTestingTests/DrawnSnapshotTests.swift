import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutSnapshotTesting
import SnapshotTesting

/// The PNG strategy keeps the picture it has just drawn, and the diffing compares the reference with it
/// instead of decoding the new PNG: the two paths must give the same report.
final class DrawnSnapshotTests: XCTestCase {
    func png(_ subject: LayoutSnapshotSubject, on screen: DeviceScreen) throws -> Data {
        var out: Data?
        Snapshotting<LayoutSnapshotSubject, Data>.png(device: screen).snapshot(subject).run { out = $0 }
        return try XCTUnwrap(out)
    }

    func testComparingTheDrawnPictureReportsWhatDecodingItsPNGReports() throws {
        let phone = Device.iPhone8.screen()
        let reference = try png(LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 16), itemCounts: [8]),
                                on: phone)
        // One more point of top inset: every cell moves down 1 pt.
        let actual = try png(LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 17), itemCounts: [8]),
                             on: phone)
        let diffing = Diffing<Data>.perceptualImage()
        let fromMemory = try XCTUnwrap(diffing.diff(reference, actual)).0
        XCTAssertNil(RenderedSnapshots.take(actual), "the diffing used the drawn picture")
        // The same bytes once more: nothing is in memory now, so the new PNG is decoded.
        let decoded = try XCTUnwrap(diffing.diff(reference, actual)).0
        XCTAssertEqual(fromMemory, decoded)
        XCTAssertTrue(fromMemory.contains("images differ"), fromMemory)
    }
}
