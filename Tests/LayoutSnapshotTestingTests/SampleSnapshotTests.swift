import XCTest
import LayoutEngine
import LayoutSnapshotTesting
import SnapshotTesting

/// This repository's own layouts checked against committed references in `__Snapshots__/`.
/// To re-record after an intended change: `SNAPSHOT_TESTING_RECORD=all swift test --filter SampleSnapshotTests`,
/// review the new files, commit them.
///
/// The frames references were checked by hand when recorded (iPhone 8: 375 × 667 pt, 20-pt status bar):
/// - grid: rows 0.5 · 375 = 187.5 pt apart from the 16-pt inset: y 16, 203.5, 391, 578.5, 766, 953.5;
///   items 0.5 · 371 = 185.5 square minus 2-pt side insets (181.5 wide) at x 4 and 189.5; content
///   16 + 6 · 187.5 = 1141.
/// - list: 40-pt header, then 44-pt rows 1 pt apart: 40, 85, …, 265; section 1's header at 265 + 44 = 309,
///   rows from 349; content 484 + 44 = 528.
/// - carousel, landscape (667 wide, no safe area): groups 0.8 · 667 = 533.6 wide, items inset 8 pt:
///   517.6 × 184 at x 8, 541.6, 1075.2, …; two 200-pt sections, content 400.
final class SampleSnapshotTests: XCTestCase {
    let phone = Device.iPhone8.screen()

    func testGridFrames() {
        assertLayoutSnapshot(of: SampleLayouts.grid, as: .frames(device: phone))
    }

    func testGridPNG() {
        assertLayoutSnapshot(of: SampleLayouts.grid, as: .png(device: phone))
    }

    func testListFramesAndPNG() {
        assertLayoutSnapshot(of: SampleLayouts.list, as: .frames(device: phone))
        assertLayoutSnapshot(of: SampleLayouts.list, as: .png(device: phone, scale: 1))
    }

    func testCarouselSVG() {
        // A preset by name means the device held upright: the same screen as `phone`.
        assertLayoutSnapshot(of: SampleLayouts.cards, as: .svg(device: .iPhone8))
    }

    func testCarouselLandscapeFrames() {
        // The reference was worked out with the unrounded 533.6 (iOS 13–15); iOS 16 on floors it to 533.5 at 2x
        // (decision 57).
        var cards = SampleLayouts.cards
        cards.iosVersion = IOSVersion(15)
        assertLayoutSnapshot(of: cards, as: .frames(device: Device.iPhone8.screen(.landscape)))
    }
}
