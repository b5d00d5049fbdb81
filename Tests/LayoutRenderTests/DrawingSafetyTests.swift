import XCTest
import Foundation
@testable import LayoutEngine
@testable import LayoutRender

/// What Cairo would refuse is decided before drawing (issue 15): scales, singular transforms, text it cannot encode,
/// and how much text is measured.
final class DrawingSafetyTests: XCTestCase {
    func screen(_ elements: [LayoutAttributes]) -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 200, height: 100), viewSize: CGSize(width: 200, height: 100),
                       elements: elements)
    }

    func testScalesOutsideTheRangeAreRefusedBeforeASurfaceIsMade() {
        let r = screen([Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 50))])
        for bad in [1e-300, 0.009, 0, -1, 101, .nan, .infinity] {
            XCTAssertThrowsError(try Renderer().render(r, options: RenderOptions(scale: bad), format: .png)) {
                guard case .invalidScale? = $0 as? RenderError else { return XCTFail("\(bad): \($0)") }
            }
        }
        XCTAssertNoThrow(try Renderer().render(r, options: RenderOptions(scale: 0.01), format: .png))
    }

    func testASingularTransformDrawsNothingForThatElementAndTheRestStill() throws {
        var collapsed = Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100))
        collapsed.transform = CGAffineTransform(scaleX: 0, y: 0)
        var tiny = Fixtures.cell(0, 1, CGRect(x: 100, y: 0, width: 100, height: 100))
        tiny.transform = CGAffineTransform(scaleX: 1e-300, y: 1e-300)   // determinant underflows to 0
        let visible = Fixtures.cell(0, 2, CGRect(x: 0, y: 50, width: 200, height: 50))
        let p = try Picture(Renderer().render(screen([collapsed, tiny, visible]), content: Fixtures.primaries,
                                              options: RenderOptions(showsLabels: false), format: .png))
        XCTAssertEqual(p.rgb(50, 25), [255, 255, 255], "the collapsed cell leaves the background")
        XCTAssertEqual(p.rgb(150, 25), [255, 255, 255])
        XCTAssertNotEqual(p.rgb(100, 75), [255, 255, 255], "the cell after them is drawn")
    }

    func testNoncharactersAreReplacedBeforeCairoSeesThem() {
        // Swift literals cannot spell noncharacters; build them from their code points.
        let nonchars = [0xFFFF, 0xFDD0, 0x1FFFE].map { String(Character(Unicode.Scalar($0)!)) }
        XCTAssertEqual("A\(nonchars[0])B\(nonchars[1])C\(nonchars[2])".cairoText, "A\u{FFFD}B\u{FFFD}C\u{FFFD}")
        XCTAssertEqual("plain é 日本".cairoText, "plain é 日本")
    }

    func testAThreeMegabyteTitleIsMeasuredOnlyAsFarAsItCouldFit() throws {
        let context = try CairoContext(try CairoSurface.image(width: 1, height: 1))
        context.selectFont(family: "sans-serif", bold: false, size: 12)
        let limit = context.maxCharacters(fitting: 300)
        // A 12-pt font's line is about 14 pt: no glyph with ink is narrower than 1.4 pt, so 300 pt holds < 215 + 16.
        XCTAssertLessThan(limit, 300)
        let fitted = try XCTUnwrap(context.fitted(String(repeating: "W", count: 3_000_000), width: 300))
        XCTAssertLessThanOrEqual(fitted.count, limit)
        XCTAssertTrue(fitted.hasSuffix("…"))
    }
}
