import XCTest
@testable import LayoutEngine

/// Each place that refuses a layout names the element it refuses by its index among its siblings and the property
/// at fault (semantics.md §20), so the reader of the layout's source lands on the right one of several.
final class ErrorPathTests: XCTestCase {
    private let row = hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
    private let size = SizeSpec(width: .fractionalWidth(1), height: .absolute(30))

    private func path(_ model: LayoutModel, counts: [Int] = [3], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try resolve(model, counts: counts)
            XCTFail("expected a LayoutError", file: file, line: line)
        } catch let e as LayoutError {
            return e.path.description
        } catch {
            XCTFail("expected a LayoutError, got \(error)", file: file, line: line)
        }
        return nil
    }

    func testTheSecondOfTwoBoundaryItemsIsNamedByItsIndex() {
        var footer = BoundaryItemModel(elementKind: "footer", layoutSize: size, alignment: .bottom)
        footer.absoluteOffset = CGPoint(x: CGFloat.nan, y: 0)
        var section = SectionModel(group: row)
        section.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "header", layoutSize: size, alignment: .top), footer]
        XCTAssertEqual(path(LayoutModel(section: section)), "sections[0].boundarySupplementaryItems[1]")

        footer.absoluteOffset = .zero
        footer.outerPadding = -1
        section.boundarySupplementaryItems[1] = footer
        XCTAssertEqual(path(LayoutModel(section: section)), "sections[0].boundarySupplementaryItems[1].outerPadding")
    }

    func testALayoutBoundaryItemIsNamedInTheConfiguration() {
        var footer = BoundaryItemModel(elementKind: "footer", layoutSize: size, alignment: .bottom)
        footer.outerPadding = .infinity
        var configuration = ConfigurationModel()
        configuration.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "header", layoutSize: size, alignment: .top), footer]
        XCTAssertEqual(path(LayoutModel(section: SectionModel(group: row), configuration: configuration)),
                       "configuration.boundarySupplementaryItems[1].outerPadding")
    }

    func testTheSecondDecorationsInsetsAreNamed() {
        var section = SectionModel(group: row)
        section.decorationItems = [DecorationModel(elementKind: "a"), DecorationModel(elementKind: "b", contentInsets: insets(.nan, 0, 0, 0))]
        XCTAssertEqual(path(LayoutModel(section: section)), "sections[0].decorationItems[1].contentInsets")
    }

    func testTheSecondFrameOfACustomGroupIsNamed() {
        let custom = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
                               group: GroupModel(kind: .custom(CustomGroupProvider { _ in
                                   [CustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                                    CustomItem(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))]
                               }), subitems: []))
        XCTAssertEqual(path(LayoutModel(section: SectionModel(group: custom))), "sections[0].group.customItems[1]")
    }

    func testAnItemAnchorIsNamedApartFromTheContainerAnchor() {
        var badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(10), height: .absolute(10)),
                                       containerAnchor: LayoutAnchor(edges: [.top]))
        badge.itemAnchor = LayoutAnchor(edges: [.top], offset: .absolute(CGPoint(x: CGFloat.nan, y: 0)))
        let group = hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge])])
        XCTAssertEqual(path(LayoutModel(section: SectionModel(group: group))),
                       "sections[0].group.subitems[0].supplementaryItems[0].itemAnchor")
    }

    func testAForcedSlotsFractionComesFromItsOwnCountGroup() throws {
        // A 300-pt row of two half-width count groups, count 3 (slots 150 / 3 = 50) then count 2 (150 / 2 = 75): the
        // leaves of the second group are forced by its count, 2, not by the first group's 3 (§4.1).
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let row = hgroup(.fractionalWidth(1), .absolute(50), [countGroup(.horizontal, .fractionalWidth(0.5), .fractionalHeight(1), cell, count: 3),
                                                             countGroup(.horizontal, .fractionalWidth(0.5), .fractionalHeight(1), cell, count: 2)])
        let items = try traced(LayoutModel(section: SectionModel(group: row)), counts: [5], size: CGSize(width: 300, height: 600))
            .debugInfo().sections[0].items
        XCTAssertEqual(items.map(\.width.resolved), [50, 50, 50, 75, 75])
        XCTAssertEqual(items.map { $0.width.forcedCount ?? 0 }, [3, 3, 3, 2, 2])
        XCTAssertEqual(items[3].path.description, "sections[0].group.subitems[1].subitems[0]")
    }
}
