import Foundation
import LayoutJobs
import LayoutEngine
import LayoutSource
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

/// `--offset` on a layout that scrolls sideways moves it along x, also where an invalidation handler is recorded.
final class SourceOffsetTests: XCTestCase {
    func testTheOffsetOfAHorizontalLayoutIsAlongXWhenTheHandlerIsRecorded() throws {
        // 375 × 300 view, no safe area; cards 100 × 200 side by side: card i at x = 100 i, y = 0.
        // Scrolled 250 along x, the visible rect is x 250…625: cards 2 (200…300) to 6 (600…700) are visible.
        // The handler's middle is 250 + 375 / 2 = 437.5, inside card 4 (400…500): card 4 stays 1, cards 2, 3, 5
        // and 6 are dimmed to 0.5, cards 0, 1 and 7 are not visible and keep 1.
        // (Were the offset taken as y, the visible rect would be y 250…550, below every card: nothing dimmed.)
        let environment = EnvironmentOptions(size: "375x300", offset: "250", items: "8")
        let r = try SourceFixtures.result("StripViewController", environment)
        for i in 0..<8 {
            XCTAssertEqual(SourceFixtures.cell(r, 0, i), CGRect(x: 100 * CGFloat(i), y: 0, width: 100, height: 200), "card \(i)")
        }
        let alphas = (0..<8).map { i in r.allElements.first { $0.category == .cell && $0.item == i }?.alpha }
        XCTAssertEqual(alphas, [1, 1, 0.5, 0.5, 1, 0.5, 0.5, 1])
        XCTAssertEqual(r.contentOffset, CGPoint(x: 250, y: 0))
    }

    func testTheExportedSpecSaysTheLayoutWasScrolledAlongX() throws {
        let environment = EnvironmentOptions(size: "375x300", offset: "250", items: "8")
        let document = try SourceFixtures.document("StripViewController", environment)
        XCTAssertEqual(document.environment.contentOffset, CGPoint(x: 250, y: 0))
    }
}

/// `--section-kinds` names the cases of section enums the app keeps `private` or `fileprivate`.
final class SourcePrivateSectionKindTests: XCTestCase {
    // InboxViewController.swift written again as a spec for kinds pinned, messages, messages.
    static let inboxSpec = """
    sections:
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 90}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 0.25}, heightDimension: {fractionalHeight: 1}}}]
        contentInsets: {top: 8, leading: 0, bottom: 8, trailing: 0}
      - group:
          group: vertical
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 72}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 72}}}]
      - group:
          group: vertical
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 72}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 72}}}]
    data: {sections: [4, 2, 2]}
    """

    func testAPrivateNestedEnumReadFromADataSourceTypedThroughATypealiasTakesTheGivenKinds() throws {
        let environment = EnvironmentOptions(items: "4,2,2", layout: nil, sectionKinds: "pinned,messages,messages")
        XCTAssertEqual(try SourceFixtures.framesFromSource("InboxViewController", environment),
                       try SourceFixtures.framesFromSpec(Self.inboxSpec, environment))
        let r = try SourceFixtures.result("InboxViewController", environment)
        // Pinned: 4 cards of 375 / 4 = 93.75 in one 90-pt row below an 8-pt inset; the section ends at 8 + 90 + 8.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 3), CGRect(x: 281.25, y: 8, width: 93.75, height: 90))
        // Messages: 72-pt rows from 106; the second messages section from 106 + 2 × 72 = 250.
        XCTAssertEqual(SourceFixtures.cell(r, 1, 1), CGRect(x: 0, y: 178, width: 375, height: 72))
        XCTAssertEqual(SourceFixtures.cell(r, 2, 0), CGRect(x: 0, y: 250, width: 375, height: 72))
        // The kinds decide: messages first gives two rows of 72 (0…144), then the pinned cards at 144 + 8.
        let swapped = EnvironmentOptions(items: "2,4", layout: nil, sectionKinds: "messages,pinned")
        let s = try SourceFixtures.result("InboxViewController", swapped)
        XCTAssertEqual(SourceFixtures.cell(s, 1, 0), CGRect(x: 0, y: 152, width: 93.75, height: 90))
    }

    func testAFileprivateTopLevelEnumTakesTheGivenKinds() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Shelf-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        import UIKit
        fileprivate enum Shelf: Hashable { case wide, narrow }
        final class ShelfViewController: UIViewController {
            private var dataSource: UICollectionViewDiffableDataSource<Shelf, Int>?
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] index, _ in
                    let width: CGFloat = self?.dataSource?.snapshot().sectionIdentifiers[index] == .wide ? 300 : 100
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(50)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(50)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        _ = SourceFixtures.cache
        let environment = EnvironmentOptions(items: "1,1", layout: nil, sectionKinds: "narrow,wide")
        let r = try LayoutJob.resolve(try SwiftSourceJob.document(file.path, environment: environment),
                                      environment: environment).result
        // narrow: 100 wide at y 0; wide: 300 wide at y 50.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 0), CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(SourceFixtures.cell(r, 1, 0), CGRect(x: 0, y: 50, width: 300, height: 50))
    }
}

/// A `UICollectionViewCompositionalLayout { … }` written inside the method that configures the collection view
/// runs with the statements of that method it needs (a local constant, a configuration assigned afterwards).
final class SourceLayoutExpressionTests: XCTestCase {
    // ActivityViewController.swift written again as a spec, for a view narrower than 500 pt (2 columns).
    static let activitySpec = """
    configuration: {interSectionSpacing: 24}
    sections:
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
          subitems:
            - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
              contentInsets: {top: 4, leading: 4, bottom: 4, trailing: 4}
      - group:
          group: vertical
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 56}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 56}}}]
        interGroupSpacing: 1
    data: {sections: [4, 3]}
    """

    func testTheLayoutBuiltInConfigureHierarchyIsFoundAndNamedAfterItsMethod() throws {
        let set = try SwiftLayoutCatalog(paths: [SourceFixtures.path("ActivityViewController")])
        XCTAssertEqual(set.layouts.map(\.name), ["ActivityViewController.configureHierarchy"])
    }

    func testItReadsItsLocalConstantAndTheConfigurationAssignedAfterIt() throws {
        let environment = EnvironmentOptions(items: "4,3")
        XCTAssertEqual(try SourceFixtures.framesFromSource("ActivityViewController", environment),
                       try SourceFixtures.framesFromSpec(Self.activitySpec, environment))
        let r = try SourceFixtures.result("ActivityViewController", environment)
        // Summary: 375 < 500 → 2 columns of 187.5, inset 4: 179.5 × 92; second row at 100 + 4.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 3), CGRect(x: 191.5, y: 104, width: 179.5, height: 92))
        // Timeline: after 2 rows (200) and interSectionSpacing 24; rows of rowHeight 56, 1 apart: 224, 281, 338.
        XCTAssertEqual(SourceFixtures.cell(r, 1, 0), CGRect(x: 0, y: 224, width: 375, height: 56))
        XCTAssertEqual(SourceFixtures.cell(r, 1, 2), CGRect(x: 0, y: 338, width: 375, height: 56))
        // iPad Pro 11: 834 ≥ 500 → 4 columns of 208.5; the fourth card at 3 × 208.5 + 4.
        let pad = try SourceFixtures.result("ActivityViewController", EnvironmentOptions(device: "iPadPro11", items: "4,3"))
        XCTAssertEqual(SourceFixtures.cell(pad, 0, 3), CGRect(x: 629.5, y: 4, width: 200.5, height: 92))
    }

    func testALayoutWrittenInTheClosureThatMakesTheCollectionViewIsFoundAndRuns() throws {
        let set = try SwiftLayoutCatalog(paths: [SourceFixtures.path("GalleryViewController")])
        XCTAssertEqual(set.layouts.map(\.name), ["GalleryViewController.collectionView"])
        let r = try SourceFixtures.result("GalleryViewController", EnvironmentOptions(items: "4"))
        // 375 ≤ 600 → 3 columns of 125, square, inset by the 2-pt spacing: 121 × 121; the fourth starts row 2.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 2), CGRect(x: 252, y: 2, width: 121, height: 121))
        XCTAssertEqual(SourceFixtures.cell(r, 0, 3), CGRect(x: 2, y: 127, width: 121, height: 121))
        // iPad Pro 11 (834 > 600): 5 columns of 166.8.
        let pad = try SourceFixtures.result("GalleryViewController", EnvironmentOptions(device: "iPadPro11", items: "6"))
        XCTAssertEqual(SourceFixtures.cell(pad, 0, 5), CGRect(x: 2, y: 168.8, width: 162.8, height: 162.8))
    }

    func testAnExpressionThatReadsAParameterOfItsMethodIsListedAsNotEvaluable() throws {
        let set = try SwiftLayoutSet(files: [SwiftSourceFile(path: "Grid.swift", text: """
        import UIKit
        final class GridViewController: UIViewController {
            var collectionView: UICollectionView!
            func configure(columns: Int) {
                let fraction = 1 / CGFloat(columns)
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(40)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
                }
            }
        }
        """)])
        XCTAssertEqual(set.layouts.first?.notCallable, "uses 'columns', a parameter of configure")
    }
}
