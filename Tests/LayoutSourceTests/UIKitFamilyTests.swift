import Foundation
import XCTest

/// The UIKit layout programs have beyond the layout classes (docs/swift-sources.md, "UIKit around a layout"): one
/// fixture per family (Fixtures/UIKitFamilies, a module of its own) calls every member of its family once, as app
/// code beside a layout does, and its layout is drawn. Where a member answers something geometry can use (counts,
/// margins, text sizes, snapshot contents), the fixture sizes its row with it and the height says it answered as
/// documented.
final class UIKitFamilyTests: XCTestCase {
    static let families = SourceFixtures.directory.appendingPathComponent("UIKitFamilies")

    private func rowHeight(_ family: String, items: String = "1") throws -> Double {
        _ = SourceFixtures.cache
        let run = try CLI.run(["frames", Self.families.appendingPathComponent(family + ".swift").path, "--items", items],
                              in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(run.status, 0, "\(family): \(run.stderr)")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cell = try XCTUnwrap((json["elements"] as? [[String: Any]])?.first { ($0["category"] as? String) == "cell" })
        return try XCTUnwrap((cell["frame"] as? [String: Double])?["height"])
    }

    func testCollectionView() throws {
        // One section of 3 items (--items 3): 1 + 3 = 4 seen, × 10, plus the trailing margin set (4).
        XCTAssertEqual(try rowHeight("CollectionViewFamily", items: "3"), 44)
    }
    func testViews() throws {
        // "Hello" at 20 pt fits 100 pt on one line of 1.2 × 20 = 24.
        XCTAssertEqual(try rowHeight("ViewFamily"), 24)
    }
    func testControllers() throws { XCTAssertEqual(try rowHeight("ControllerFamily"), 100) }
    func testWindows() throws {
        // The window, its scene and the application's windows and scenes answer as the fixture's comment counts: 107.
        XCTAssertEqual(try rowHeight("WindowFamily"), 107)
    }
    func testContainerControllers() throws {
        // The navigation stack, the tab bar's items and selection as the fixture's comment counts them: 115.
        XCTAssertEqual(try rowHeight("ContainerFamily"), 115)
    }
    func testControls() throws {
        // 84 + the configuration's top and bottom insets (8 each).
        XCTAssertEqual(try rowHeight("ControlFamily"), 100)
    }
    func testInputControls() throws {
        // The fixture's sum of what the controls answered (30, its comment) on a 60-pt row.
        XCTAssertEqual(try rowHeight("InputControlFamily"), 90)
    }
    func testGestures() throws { XCTAssertEqual(try rowHeight("GestureFamily"), 100) }
    func testText() throws {
        // 11 characters of 10 pt wrapped at 60: 2 lines of 24 and 4 between.
        XCTAssertEqual(try rowHeight("TextFamily"), 52)
    }
    func testAutoLayout() throws {
        // The height constraint's constant 60, + defaultHigh / defaultLow = 750 / 250 = 3, + 4 when activation,
        // deactivation, removal and priority arithmetic (750 + 1) were kept as set: 67.
        XCTAssertEqual(try rowHeight("AutoLayoutFamily"), 67)
    }
    func testFlowLayout() throws {
        // UIKit's defaults 10 + 10 + 50, the item's height 30, the section's insets 4 + 4: 108.
        XCTAssertEqual(try rowHeight("FlowLayoutFamily"), 108)
    }
    func testSystem() throws {
        // The snapshot's section 0 holds d, b, c after the moves and deletes: 3 × 30.
        XCTAssertEqual(try rowHeight("SystemFamily"), 90)
    }
}
