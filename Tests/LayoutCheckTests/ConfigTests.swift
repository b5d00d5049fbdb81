import XCTest
@testable import LayoutCheck

final class ConfigTests: XCTestCase {
    func testDefaultsAreOnePhonePortraitLightLeftToRight() throws {
        let c = try CheckConfig.parse("", file: "layout-render.yml")
        XCTAssertEqual(c.resolved(name: "A.b", file: "A.swift").variants.map(\.id), ["iPhone13.portrait.light.ltr"])
    }
}
