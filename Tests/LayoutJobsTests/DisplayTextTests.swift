import XCTest
import LayoutEngine
import LayoutSystem

/// Text from inputs made safe for a terminal line (issue 15) and numbers written one way (issue 16).
final class DisplayTextTests: XCTestCase {
    func testControlLineBreakingAndBidiCharactersAreEscaped() {
        XCTAssertEqual(DisplayText.escaped("a\u{1B}[31mb\u{7}c\r\nd\te"), "a\\u{1B}[31mb\\u{7}c\\r\\nd\\te")
        XCTAssertEqual(DisplayText.escaped("x\u{85}y\u{2028}z\u{2029}"), "x\\u{85}y\\u{2028}z\\u{2029}")
        XCTAssertEqual(DisplayText.escaped("\u{202E}evil\u{2066}\u{200F}"), "\\u{202E}evil\\u{2066}\\u{200F}")
        XCTAssertEqual(DisplayText.escaped("\u{7F}\u{9F}"), "\\u{7F}\\u{9F}")
    }

    func testOrdinaryTextIsUnchanged() {
        let text = "sections[0].group: naïve 日本語 café — 0.5 fw → 172.5 pt 👍🏽"
        XCTAssertEqual(DisplayText.escaped(text), text)
        XCTAssertEqual(DisplayText.line(text), text)
    }

    func testLongEchoesAreShortenedWithAnEllipsis() {
        let key = String(repeating: "k", count: 3_000_000)
        let echo = DisplayText.echo(key)
        XCTAssertEqual(echo.count, DisplayText.echoLimit)
        XCTAssertEqual(echo, String(repeating: "k", count: DisplayText.echoLimit - 1) + "…")
        XCTAssertEqual(DisplayText.echo(String(repeating: "k", count: DisplayText.echoLimit)), String(repeating: "k", count: DisplayText.echoLimit))
        XCTAssertEqual(DisplayText.line(key).count, DisplayText.lineLimit)
    }

    func testNumbersAreWrittenOneWay() {
        XCTAssertEqual(NumberText.string(44.0), "44")
        XCTAssertEqual(NumberText.string(-0.0), "0")
        XCTAssertEqual(NumberText.string(172.5), "172.5")
        XCTAssertEqual(NumberText.string(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(NumberText.string(0.1 + 0.2, .decimals(3)), "0.3")
        XCTAssertEqual(NumberText.string(113.34, .decimals(1)), "113.3")
        XCTAssertEqual(NumberText.string(1.0 / 3, .significant(6)), "0.333333")
        XCTAssertEqual(NumberText.string(1e20), "1e+20")
    }

    func testAFreeSizeGetsSizeClassesFromItsWidthAndHeight() {
        // 768 pt is an iPad's narrowest full-screen width; 500 pt is taller than any phone held sideways.
        let phone = UITraitCollection.forFreeSize(CGSize(width: 767, height: 499))
        XCTAssertEqual(phone.horizontalSizeClass, .compact)
        XCTAssertEqual(phone.verticalSizeClass, .compact)
        XCTAssertEqual(phone.userInterfaceIdiom, .phone)
        let pad = UITraitCollection.forFreeSize(CGSize(width: 768, height: 500))
        XCTAssertEqual(pad.horizontalSizeClass, .regular)
        XCTAssertEqual(pad.verticalSizeClass, .regular)
        XCTAssertEqual(pad.userInterfaceIdiom, .pad)
    }
}
