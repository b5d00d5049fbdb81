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

    func testPreferredFontsFollowTheContentSizeCategoryOfTheTraits() {
        // HIG Dynamic Type: body 17 at large, 23 at xxxLarge, 53 at accessibility5; footnote 13 / 19 / 44.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        var traits = ScreenEnvironment.defaultPhone.traits
        traits.preferredContentSizeCategory = .extraExtraExtraLarge
        var environment = ScreenEnvironment.defaultPhone
        environment.traits = traits
        ScreenEnvironment.$current.withValue(environment) {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 23)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote).pointSize, 19)
            XCTAssertEqual(UIViewController().traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
        }
        traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits).pointSize, 44)
    }

    func testAListCellsContentConfigurationIsARowsContent() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = UIImage(systemName: "wifi")
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        XCTAssertEqual(cell.listRowContent, ListRowContent(.cell(text: "Wi-Fi", secondaryText: "Home", imageName: "wifi"),
                                                           accessories: [.disclosureIndicator()]))
        XCTAssertEqual(content.image?.name, "wifi")
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

    func testTextPropertiesFontSetsTheRowsDynamicTypeStyle() {
        // A plain cell's text is body (17 pt at Large) until a handler sets another style; headline is 17 pt too,
        // title2 22 pt (HIG Dynamic Type, Large). A font of no text style leaves the style as it was.
        var content = UIListContentConfiguration.cell()
        XCTAssertNil(content.textStyle)
        XCTAssertEqual(content.textProperties.font.textStyle, .body)
        XCTAssertEqual(content.textProperties.font.pointSize, 17)
        content.textProperties.font = .preferredFont(forTextStyle: .title2)
        XCTAssertEqual(content.textStyle, .title2)
        XCTAssertEqual(content.textProperties.font.pointSize, 22)
        content.textProperties.font = .systemFont(ofSize: 30)
        XCTAssertEqual(content.textStyle, .title2)
        content.textProperties.color = .secondaryLabel
        content.secondaryTextProperties.font = UIFont.preferredFont(forTextStyle: .headline)
        XCTAssertEqual(content.secondaryTextStyle, .headline)
        XCTAssertEqual(content.textStyle, .title2)
        // An accessory's options are accepted and draw as the accessory itself.
        XCTAssertEqual(UICellAccessory.outlineDisclosure(options: .init(style: .header)), .outlineDisclosure())
        XCTAssertEqual(UICellAccessory.label(text: "3", options: .init(tintColor: .gray)), .label(text: "3"))
    }
}
