import Foundation
import XCTest
@testable import LayoutEngine

/// The one request value (`ViewRequest`): the precedence rule every command shares (`over`), the one place an
/// input is made (`resolve`), and the wire face a layout program reads (Codable). Expected values come from the
/// device table (Device.swift: iPhoneX 375 × 812 @3, safe area 44/34 upright; iPhone13 390 × 844 @3, 47/34) and
/// the free-size rule (FreeSizeTraits.swift: scale 2, compact below 768 pt wide).
final class ViewRequestTests: XCTestCase {
    func testAScreenSaidOnTopDropsTheSafeAreaOfTheScreenBelow() throws {
        // A spec for an iPhone13 with its own safe area; the command line asks for a free 400 × 800 view: the
        // spec's insets belonged to the phone, so the free view has none (0), and its traits are a free size's.
        let spec = ViewRequest(screen: .device("iPhone13"), safeArea: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        let cli = ViewRequest(screen: .size(CGSize(width: 400, height: 800)))
        let r = try cli.over(spec).resolve(defaultDevice: "iPhoneX", itemCounts: [3], scrollDirection: .vertical)
        XCTAssertEqual(r.input.viewSize, CGSize(width: 400, height: 800))
        XCTAssertEqual(r.input.safeAreaInsets, .zero)
        XCTAssertEqual(r.input.traits.displayScale, 2)
        XCTAssertEqual(r.screenName, "400x800")
        // Without a screen on top, the spec's insets replace the phone's 47/34.
        let kept = try ViewRequest().over(spec).resolve(defaultDevice: "iPhoneX", itemCounts: [3], scrollDirection: .vertical)
        XCTAssertEqual(kept.input.safeAreaInsets, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        XCTAssertEqual(kept.input.viewSize, CGSize(width: 390, height: 844))
    }

    func testSidewaysAnywhereIsSidewaysAndSwapsAFreeSize() throws {
        // The spec says landscape; a request that does not say keeps it: 300 × 600 shown as 600 × 300.
        let spec = ViewRequest(screen: .size(CGSize(width: 300, height: 600)), landscape: true)
        let r = try ViewRequest(landscape: false).over(spec).resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .vertical)
        XCTAssertEqual(r.input.viewSize, CGSize(width: 600, height: 300))
        // A device turned: iPhoneX landscape is 812 × 375.
        let d = try ViewRequest(landscape: true).resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .vertical)
        XCTAssertEqual(d.input.viewSize, CGSize(width: 812, height: 375))
        XCTAssertEqual(d.screenName, "iPhoneX-landscape")
    }

    func testTheNameSaysScaleThenDirectionThenTextSize() throws {
        let r = try ViewRequest(screen: .size(CGSize(width: 800, height: 600)), displayScale: 3, layoutDirection: .rightToLeft,
                                contentSizeCategory: .accessibilityExtraLarge)
            .resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .vertical)
        XCTAssertEqual(r.screenName, "800x600@3, right to left, text accessibility3")
        // An older release is named too (the newest, the default, is not); its traits carry it.
        let old = try ViewRequest(iosVersion: IOSVersion(15)).resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .vertical)
        XCTAssertEqual(old.screenName, "iPhoneX, iOS 15")
        XCTAssertEqual(old.input.traits.iosVersion, IOSVersion(15))
        XCTAssertEqual(r.statedScale, 3)
        XCTAssertEqual(r.input.traits.displayScale, 3)
        XCTAssertEqual(r.input.traits.layoutDirection, .rightToLeft)
    }

    func testAnOffsetAlongTheScrollAxisLandsOnTheLayoutsAxis() throws {
        let request = ViewRequest(offset: .alongScrollAxis(120))
        let v = try request.resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .vertical)
        let h = try request.resolve(defaultDevice: "iPhoneX", itemCounts: [], scrollDirection: .horizontal)
        XCTAssertEqual(v.input.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(h.input.contentOffset, CGPoint(x: 120, y: 0))
    }

    func testOrthogonalOffsetsAndCountsCombineEntryByEntry() throws {
        let spec = ViewRequest(orthogonalOffsets: [0: 10, 1: 20], itemCounts: [4, 4])
        let cli = ViewRequest(orthogonalOffsets: [1: 55])
        let merged = cli.over(spec)
        XCTAssertEqual(merged.orthogonalOffsets, [0: 10, 1: 55])
        XCTAssertEqual(merged.itemCounts, [4, 4])
        let r = try merged.resolve(defaultDevice: "iPhoneX", itemCounts: [1], scrollDirection: .vertical)
        XCTAssertEqual(r.input.itemCounts, [4, 4], "the request's counts win over the fallback")
    }

    func testAnUnknownDeviceIsNamed() {
        XCTAssertThrowsError(try ViewRequest(screen: .device("iPhone99")).resolve(defaultDevice: "iPhoneX", itemCounts: [],
                                                                                  scrollDirection: .vertical)) { e in
            XCTAssertEqual((e as? UnknownDeviceError)?.name, "iPhone99")
        }
    }

    func testTheWireCarriesEveryField() throws {
        let request = ViewRequest(screen: .size(CGSize(width: 393, height: 852)), landscape: true, displayScale: 3,
                                  safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), layoutDirection: .rightToLeft,
                                  contentSizeCategory: .extraLarge, iosVersion: IOSVersion(15), offset: .alongScrollAxis(-44),
                                  orthogonalOffsets: [2: 17.5], itemCounts: [3, 0, 9], sectionKinds: ["hero", "list", "grid"],
                                  arguments: ["columns": "3"])
        let back = try JSONDecoder().decode(ViewRequest.self, from: JSONEncoder().encode(request))
        XCTAssertEqual(back, request)
        let device = ViewRequest(screen: .device("iPadPro11"), offset: .point(CGPoint(x: 3, y: 4)))
        XCTAssertEqual(try JSONDecoder().decode(ViewRequest.self, from: JSONEncoder().encode(device)), device)
        // An empty request is an empty object: nothing said, nothing sent.
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(ViewRequest()), as: UTF8.self), "{}")
    }
}
