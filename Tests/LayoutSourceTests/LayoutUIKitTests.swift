import Foundation
import LayoutEngine
import LayoutUIKit
import XCTest

/// The UIKit names layout code reads answer from the environment being resolved.
final class LayoutUIKitTests: XCTestCase {
    func testAvailabilityChecksForIOSAreTrueAsOnTheNewestIOS() {
        var taken = false
        if #available(iOS 26, *) { taken = true }
        XCTAssertTrue(taken)
    }

    func testDeviceIdiomAndScreenFollowTheEnvironmentBeingResolved() throws {
        let pad = try Device.screen(named: "iPadPro11")
        let environment = ScreenEnvironment(bounds: CGRect(origin: .zero, size: pad.size), traits: pad.traits)
        ScreenEnvironment.$current.withValue(environment) {
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 834, height: 1194))
            XCTAssertEqual(UIScreen.main.scale, 2)
            XCTAssertEqual(UIViewController().view.bounds.width, 834)
        }
        // Outside, the default phone: iPhone X, 375 × 812 at 3×.
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 812))
    }

    func testASnapshotWithoutAppliedDataReportsTheGivenSectionKinds() {
        enum Kind: Hashable { case a, b }
        // The names are a value carried by the environment (no registry outlives the evaluation).
        var names = SectionKindNames()
        names.register(Kind.self, names: ["a", "b"]) { ["a": Kind.a, "b": Kind.b][$0] }
        let environment = ScreenEnvironment(bounds: .zero, traits: UITraitCollection(), sectionKinds: ["b", "a", "b"],
                                            sectionKindNames: names)
        ScreenEnvironment.$current.withValue(environment) {
            let source = UICollectionViewDiffableDataSource<Kind, Int>(sectionKindsFromEnvironment: ())
            XCTAssertEqual(source.snapshot().sectionIdentifiers, [.b, .a, .b])
            XCTAssertEqual(source.sectionIdentifier(for: 1), .a)
            XCTAssertNil(source.sectionIdentifier(for: 3))
        }
    }
}
