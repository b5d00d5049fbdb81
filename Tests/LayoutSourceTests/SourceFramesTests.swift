import Foundation
import LayoutCLI
import LayoutEngine
import XCTest

/// Layouts read from our Swift fixtures give the frames of the same layout written as a spec, and the frames the
/// rules give by hand (arithmetic in the comments).
final class SourceFramesTests: XCTestCase {
    // FeedViewController.swift, written again as a spec from reading the code: banner, 3-column grid with a
    // header, list with a background.
    static let feedSpec = """
    sections:
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 0.9}, heightDimension: {absolute: 180}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
        orthogonalScrollingBehavior: groupPagingCentered
        interGroupSpacing: 8
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalWidth: 0.3333333333333333}}
          subitems:
            - layoutSize: {widthDimension: {fractionalWidth: 0.3333333333333333}, heightDimension: {fractionalWidth: 0.3333333333333333}}
              contentInsets: {top: 4, leading: 4, bottom: 4, trailing: 4}
        boundarySupplementaryItems:
          - {elementKind: feed-header, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
      - group:
          group: vertical
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 60}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 60}}}]
        contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
        decorationItems: [{background: feed-background}]
    data: {sections: [8, 8, 8]}
    """

    func testAProviderOverAnIntSectionEnumGivesTheFramesOfTheSameLayoutWrittenAsASpec() throws {
        XCTAssertEqual(try SourceFixtures.framesFromSource("FeedViewController"),
                       try SourceFixtures.framesFromSpec(Self.feedSpec))
        let pad = EnvironmentOptions(device: "iPadPro11")
        XCTAssertEqual(try SourceFixtures.framesFromSource("FeedViewController", pad),
                       try SourceFixtures.framesFromSpec(Self.feedSpec, pad))
    }

    func testTheProviderRunsWithItsWeakSelfAliveAndPicksEachSectionFromTheEnum() throws {
        let r = try SourceFixtures.result("FeedViewController")
        // Three sections, as `enum Section: Int` has three cases (8 items each by default).
        XCTAssertEqual(r.sections.count, 3)
        // Banner: group 0.9 × 375 = 337.5 wide, centred by groupPagingCentered: (375 − 337.5) / 2 = 18.75.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 0), CGRect(x: 18.75, y: 0, width: 337.5, height: 180))
        // Grid: header 180…224; slot 375 / 3 = 125 square, item inset by gridSpacing / 2 = 4 on each side.
        XCTAssertEqual(SourceFixtures.cell(r, 1, 0), CGRect(x: 4, y: 228, width: 117, height: 117))
        XCTAssertEqual(SourceFixtures.cell(r, 1, 4), CGRect(x: 129, y: 353, width: 117, height: 117))
        // List: 3 rows of the grid (8 items) end at 224 + 3 × 125 = 599; rows inset 16 at the sides.
        XCTAssertEqual(SourceFixtures.cell(r, 2, 1), CGRect(x: 16, y: 659, width: 343, height: 60))
    }

    func testALazyVarLayoutReadsTheIdiomAndTheViewWidthOfTheChosenDevice() throws {
        // iPhone X: phone idiom → 3 columns; side = (375 − 2 × 2) / 3 = 123.666…; second cell at side + 2.
        let phone = try SourceFixtures.result("PhotoGridViewController")
        let side = (375 - 4) / 3.0
        XCTAssertEqual(SourceFixtures.cell(phone, 0, 1)?.minX ?? 0, side + 2, accuracy: 1e-9)
        XCTAssertEqual(SourceFixtures.cell(phone, 0, 3)?.minY ?? 0, side + 2, accuracy: 1e-9)
        // iPad Pro 11": pad idiom → 6 columns; side = (834 − 5 × 2) / 6 = 137.333…; width 834 is not > 1000, so
        // rows are 2 apart.
        let pad = try SourceFixtures.result("PhotoGridViewController", EnvironmentOptions(device: "iPadPro11"))
        let padSide = (834 - 10) / 6.0
        XCTAssertEqual(SourceFixtures.cell(pad, 0, 5)?.minX ?? 0, 5 * (padSide + 2), accuracy: 1e-9)
        XCTAssertEqual(SourceFixtures.cell(pad, 0, 6)?.minY ?? 0, padSide + 2, accuracy: 1e-9)
        // Landscape (1194 wide, regular): rows 2 × 2 = 4 apart; side = (1194 − 10) / 6.
        let wide = try SourceFixtures.result("PhotoGridViewController", EnvironmentOptions(device: "iPadPro11", landscape: true))
        let wideSide = (1194 - 10) / 6.0
        XCTAssertEqual(SourceFixtures.cell(wide, 0, 6)?.minY ?? 0, wideSide + 4, accuracy: 1e-9)
    }

    func testAStaticFactoryWithAWidthCheckAndAvailabilityTakesTheNewestIOSBranch() throws {
        // Section 0: badgedRow, group 0.5 × 375 = 187.5 wide, 88 high. Section 1: 375 ≤ 600 → 2 columns; the
        // iOS 16 branch (repeatingSubitem, 100 high) is taken: items (375 − 2 × 12) / 2 = 175.5 wide.
        let phone = try SourceFixtures.result("LayoutFactory", EnvironmentOptions(items: "2,4"))
        XCTAssertEqual(SourceFixtures.cell(phone, 0, 1), CGRect(x: 187.5, y: 0, width: 187.5, height: 88))
        XCTAssertEqual(SourceFixtures.cell(phone, 1, 1), CGRect(x: 187.5, y: 100, width: 175.5, height: 100))
        // Second row: 100 + 100 + interGroupSpacing 12.
        XCTAssertEqual(SourceFixtures.cell(phone, 1, 2), CGRect(x: 12, y: 212, width: 175.5, height: 100))
        // iPad Pro 11": 834 > 600 → 4 columns of (834 − 24) / 4 = 202.5.
        let pad = try SourceFixtures.result("LayoutFactory", EnvironmentOptions(device: "iPadPro11", items: "2,4"))
        XCTAssertEqual(SourceFixtures.cell(pad, 1, 3), CGRect(x: 12 + 3 * 202.5, y: 100, width: 202.5, height: 100))
    }

    func testADataSourceDrivenProviderUsesTheGivenSectionKinds() throws {
        // One featured item, so the featured section is one 200-pt row.
        let kinds = EnvironmentOptions(items: "1,8,8,8", layout: "makeLayout", sectionKinds: "featured,shelf,shelf,list")
        let r = try SourceFixtures.result("LibraryViewController", kinds)
        XCTAssertEqual(r.sections.count, 4)
        // featured: 200 high. First shelf (previous section is not a shelf): top inset 20, leading 16.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 0), CGRect(x: 0, y: 0, width: 375, height: 200))
        XCTAssertEqual(SourceFixtures.cell(r, 1, 0), CGRect(x: 16, y: 220, width: 120, height: 180))
        // Second shelf follows a shelf: no top inset; starts at 220 + 180 = 400. Groups 120 + 10 apart.
        XCTAssertEqual(SourceFixtures.cell(r, 2, 1), CGRect(x: 146, y: 400, width: 120, height: 180))
        // List after it: 400 + 180 = 580, rows of 44.
        XCTAssertEqual(SourceFixtures.cell(r, 3, 2), CGRect(x: 0, y: 668, width: 375, height: 44))
    }

    func testAnInvalidationHandlerAndACustomGroupWrittenInSwiftGiveTheFramesOfTheirSpecForms() throws {
        // The handler is seed 001's scale effect (spec `scale`), the custom group's items for a 375-pt container
        // are 250 × 120 at 0, and two 125 × 60 at x = 250 (w · 2/3, w / 3).
        let spec = """
        sections:
          - group:
              group: horizontal
              layoutSize: {widthDimension: {fractionalWidth: 0.6}, heightDimension: {absolute: 200}}
              subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
            orthogonalScrollingBehavior: groupPagingCentered
            visibleItemsInvalidation: {scale: {min: 0.7, max: 1}}
          - group:
              group: custom
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 120}}
              customItems:
                - {frame: {x: 0, y: 0, width: 250, height: 120}}
                - {frame: {x: 250, y: 0, width: 125, height: 60}, zIndex: 1}
                - {frame: {x: 250, y: 60, width: 125, height: 60}}
        data: {sections: [5, 6]}
        """
        for offsets in [[], ["0=100"]] {
            let environment = EnvironmentOptions(orthogonalOffsets: offsets, items: "5,6")
            let source = try SourceFixtures.framesFromSource("CarouselViewController", environment)
            XCTAssertEqual(source, try SourceFixtures.framesFromSpec(spec, environment))
            XCTAssertTrue(source.contains("\"transform\""), "the handler scaled the cards")
        }
    }
}
