import XCTest
@testable import LayoutEngine

final class DeviceTests: XCTestCase {
    func testIPhoneXPortraitHasNotchAndHomeIndicatorInsets() throws {
        let s = Device.iPhoneX.screen(.portrait)
        XCTAssertEqual(s.size, CGSize(width: 375, height: 812))
        XCTAssertEqual(s.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(s.traits.horizontalSizeClass, .compact)
        XCTAssertEqual(s.traits.verticalSizeClass, .regular)
        XCTAssertEqual(s.traits.displayScale, 3)
    }

    func testLandscapeSwapsSizeAndMovesNotchToTheSides() throws {
        let s = Device.iPhoneX.screen(.landscape)
        // 375 x 812 held sideways is 812 x 375; the sensor housing insets both sides by 44, the indicator 24.
        XCTAssertEqual(s.size, CGSize(width: 812, height: 375))
        XCTAssertEqual(s.safeAreaInsets, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(s.traits.verticalSizeClass, .compact)
        XCTAssertEqual(s.traits.horizontalSizeClass, .compact)
    }

    func testLargePhonesAreRegularWidthInLandscape() {
        for d in [Device.iPhone8Plus, .iPhoneXsMax, .iPhoneXr, .iPhone12ProMax, .iPhone13ProMax] {
            XCTAssertEqual(d.screen(.landscape).traits.horizontalSizeClass, .regular, d.name)
            XCTAssertEqual(d.screen(.portrait).traits.horizontalSizeClass, .compact, d.name)
        }
    }

    func testHomeButtonPhonesHaveOnlyAStatusBar() {
        XCTAssertEqual(Device.iPhoneSe.screen().safeAreaInsets, UIEdgeInsets(top: 20))
        XCTAssertEqual(Device.iPhoneSe.screen(.landscape).safeAreaInsets, .zero)
        XCTAssertEqual(Device.iPhone8.screen().size, CGSize(width: 375, height: 667))
    }

    func testTabletsAreRegularBothWaysAndKeepTheirInsets() {
        let pro = Device.iPadPro11
        XCTAssertEqual(pro.screen(.landscape).size, CGSize(width: 1194, height: 834))
        XCTAssertEqual(pro.screen(.landscape).safeAreaInsets, UIEdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(pro.screen(.portrait).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(pro.screen(.landscape).traits.verticalSizeClass, .regular)
        XCTAssertEqual(Device.iPad9_7.portraitSize, Device.iPadMini.portraitSize)
    }

    func testEveryPresetIsListedOnceUnderItsOwnName() {
        let names = Device.presets.map(\.name)
        XCTAssertEqual(names.count, 19)
        XCTAssertEqual(Set(names).count, 19)
        XCTAssertEqual(Device.iPhone13Pro.name, "iPhone13Pro")
        XCTAssertEqual(Device.iPhone13Pro.portraitSize, Device.iPhone13.portraitSize)
    }

    func testLookupIgnoresCaseAndReadsOrientationSuffix() throws {
        let s = try Device.screen(named: "iphonex-landscape")
        XCTAssertEqual(s.device, .iPhoneX)
        XCTAssertEqual(s.orientation, .landscape)
        XCTAssertEqual(s.description, "iPhoneX-landscape")
        let p = try Device.screen(named: "IPADPRO12_9")
        XCTAssertEqual(p.device, .iPadPro12_9)
        XCTAssertEqual(p.orientation, .portrait)
        XCTAssertEqual(try Device.screen(named: "iPhone13Mini-Portrait").size, CGSize(width: 375, height: 812))
    }

    func testUnknownDeviceListsValidNames() {
        XCTAssertThrowsError(try Device.screen(named: "iPhone99")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("iPhone99"), text)
            XCTAssertTrue(text.contains("iPhoneSe") && text.contains("iPadPro12_9"), text)
        }
        XCTAssertThrowsError(try Device.screen(named: "iPhoneX-sideways"))
    }

    func testLayoutInputCarriesTheScreen() {
        let s = Device.iPhone12.screen(.landscape)
        let input = s.layoutInput(itemCounts: [3, 4], contentOffset: CGPoint(x: 0, y: 10))
        XCTAssertEqual(input.viewSize, CGSize(width: 844, height: 390))
        XCTAssertEqual(input.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(input.traits, s.traits)
        XCTAssertEqual(input.itemCounts, [3, 4])
        XCTAssertEqual(s.environment.container.contentSize, CGSize(width: 844, height: 390))
    }
}
