import XCTest
import LayoutEngine
import LayoutSpec
import LayoutSpecWriter

/// A list section written as a spec (what `export` and every Swift-source command go through) reads back as a
/// list: the same frames, and drawn as a list (`SectionGeometry.list`).
final class ListSpecWriterTests: XCTestCase {
    private let input = LayoutInput(viewSize: CGSize(width: 390, height: 844), traits: UITraitCollection(displayScale: 3),
                                    itemCounts: [3])

    private func plainListWithHeader() -> SectionModel {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.backgroundColor = .systemGray6
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: input.viewSize),
                                            traitCollection: input.traits)
        return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment).sectionModel()
    }

    func testAPlainListWithAHeaderRoundTripsWithItsHeaderPaddingAndItsStyle() throws {
        let section = plainListWithHeader()
        let writer = SpecWriter(customEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: input.viewSize),
                                                                     traitCollection: input.traits))
        let text = try writer.document(name: "list", description: nil, source: nil, environment: [],
                                       configuration: ConfigurationModel(), sections: [section], uniform: true,
                                       itemCounts: [3]).yaml()
        XCTAssertTrue(text.contains("list:"), text)
        XCTAssertTrue(text.contains("outerPadding: 22"), text)
        XCTAssertTrue(text.contains("backgroundColor: \"systemGray6\""), text)

        let read = try LayoutSpecReader.parse(text, format: .yaml, file: "list.yaml")
        let result = try read.layout.resolve(input)
        // Plain list, automatic headerTopPadding 22 (decision 41); header estimated 28 in plain kinds (decision 40);
        // no section padding in plain lists (decision 38). Header at y 22, rows from 22 + 28 = 50, 44 tall, full width.
        let header = result.allElements.first { $0.category == .supplementary }
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 22, width: 390, height: 28))
        let rows = result.allElements.filter { $0.category == .cell }.map(\.frame)
        XCTAssertEqual(rows, [CGRect(x: 0, y: 50, width: 390, height: 44), CGRect(x: 0, y: 94, width: 390, height: 44),
                              CGRect(x: 0, y: 138, width: 390, height: 44)])
        XCTAssertEqual(result.sections[0].list?.appearance, .plain)
        XCTAssertEqual(result.sections[0].list?.backgroundColor, .systemGray6)
        // The same frames as the model written in code.
        XCTAssertEqual(result.allElements, try LayoutModel(section: section).resolve(input).allElements)
    }

    func testRowContentRoundTripsAndSizesTheRowsTheSameWay() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .firstItemInSection
        config.content = ListContent(rows: ListRowContent(.cell(text: "Title", secondaryText: "Detail")),
                                     items: [0: ListRowContent(UIListContentConfiguration(style: .groupedHeader, text: "")),
                                             2: ListRowContent(.cell(text: "General", imageName: "gear"),
                                                               accessories: [.label(text: "On"), .disclosureIndicator()])])
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: input.viewSize), traitCollection: input.traits)
        let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment).sectionModel()
        let writer = SpecWriter(customEnvironment: environment)
        let text = try writer.document(name: "list", description: nil, source: nil, environment: [],
                                       configuration: ConfigurationModel(), sections: [section], uniform: true,
                                       itemCounts: [3]).yaml()
        let read = try LayoutSpecReader.parse(text, format: .yaml, file: "list.yaml")
        XCTAssertEqual(try read.layout.resolve(input).sections[0].list?.content, section.list?.content, text)
        // Header row 23 (17 + 6), a text + secondary row 179/3, an image row 44 (decision 53).
        let rows = try read.layout.resolve(input).allElements.filter { $0.category == .cell }.map(\.frame)
        XCTAssertEqual(rows.map(\.height).map { ($0 * 3).rounded() }, [69, 179, 132], text)
        XCTAssertEqual(try read.layout.resolve(input).allElements, try LayoutModel(section: section).resolve(input).allElements)
    }
}
