import Foundation
import XCTest
import LayoutEngine
import LayoutDSL

/// A DSL layout resolved with right-to-left traits (`DeviceScreen.layoutInput(…, layoutDirection:)`, §2.9).
final class RightToLeftTests: XCTestCase {
    func testRightToLeftTraitsMirrorTheRow() throws {
        let layout = CompositionalLayout {
            GroupSection { HGroup { CellItem().size(width: .fractionalWidth(0.25), height: .fractionalHeight(1)) }.height(.absolute(50)) }
                .contentInsets(top: 0, leading: 15, bottom: 0, trailing: 0)
        }
        let screen = Device.iPhone8.screen()
        func xs(_ direction: UITraitEnvironmentLayoutDirection) throws -> [CGFloat] {
            try layout.resolve(screen.layoutInput(itemCounts: [2], layoutDirection: direction))
                .cellFrames(inSection: 0).map(\.minX)
        }
        // iPhone 8 is 375 wide; the leading inset 15 leaves 360, so items are 90 wide. Left to right: x 15 and 105.
        // Right to left the leading inset is on the right: item 0 at 375 − 15 − 90 = 270, item 1 at 180.
        XCTAssertEqual(try xs(.leftToRight), [15, 105])
        XCTAssertEqual(try xs(.rightToLeft), [270, 180])
        // The default stays left to right.
        XCTAssertEqual(try layout.resolve(screen.layoutInput(itemCounts: [2])).cellFrames(inSection: 0).map(\.minX), [15, 105])
    }
}
