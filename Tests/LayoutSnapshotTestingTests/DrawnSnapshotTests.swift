import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutSnapshotTesting
import SnapshotTesting

/// The PNG strategy returns the picture it has just drawn along with its PNG (`LayoutPicture`), and the
/// diffing compares the reference with it instead of decoding the new PNG: the two paths must give the same
/// report, and nothing is kept anywhere but in the value.
final class DrawnSnapshotTests: XCTestCase {
    func picture(_ subject: LayoutSnapshotSubject, on screen: DeviceScreen) throws -> LayoutPicture {
        var out: LayoutPicture?
        Snapshotting<LayoutSnapshotSubject, LayoutPicture>.png(device: screen).snapshot(subject).run { out = $0 }
        return try XCTUnwrap(out)
    }

    func testComparingTheDrawnPictureReportsWhatDecodingItsPNGReports() throws {
        let phone = Device.iPhone8.screen()
        let reference = try picture(LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 16), itemCounts: [8]),
                                    on: phone)
        // One more point of top inset: every cell moves down 1 pt.
        let actual = try picture(LayoutSnapshotSubject(SampleLayouts.twoColumnGrid(topInset: 17), itemCounts: [8]),
                                 on: phone)
        XCTAssertNotNil(actual.drawn, "an opaque picture travels with its PNG")
        let diffing = Diffing<LayoutPicture>.perceptualPicture()
        let fromMemory = try XCTUnwrap(diffing.diffV2(LayoutPicture(png: reference.png), actual))
        // The same bytes as read from disk: the new PNG is decoded.
        let decoded = try XCTUnwrap(diffing.diffV2(LayoutPicture(png: reference.png), LayoutPicture(png: actual.png)))
        XCTAssertEqual(fromMemory.0, decoded.0)
        XCTAssertTrue(fromMemory.0.contains("images differ"), fromMemory.0)
        // The diff image is the failure's attachment.
        let names = fromMemory.1.compactMap { if case .data(_, let name) = $0 { return name } else { return nil } }
        XCTAssertEqual(names, [DiffImageArtifacts.attachmentName])
        // Plain PNG bytes compare the same way.
        XCTAssertEqual(try XCTUnwrap(Diffing<Data>.perceptualImage().diffV2(reference.png, actual.png)).0, decoded.0)
    }

    func testTranslucentPicturesAreComparedAsDecoded() throws {
        let clear = try RasterImage(width: 2, height: 2, premultipliedARGB: [0x8000_0000, 0, 0, 0])
        XCTAssertNil(LayoutPicture(png: try clear.pngData(), drawn: clear).drawn)
        let opaque = try RasterImage(width: 1, height: 1, premultipliedARGB: [0xFF12_3456])
        XCTAssertNotNil(LayoutPicture(png: try opaque.pngData(), drawn: opaque).drawn)
    }
}
