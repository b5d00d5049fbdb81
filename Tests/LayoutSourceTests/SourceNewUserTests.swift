import Foundation
import LayoutJobs
import LayoutEngine
import XCTest

/// A view controller written as apps write them (NewsFeedViewController.swift: models, cells, a view model fed by
/// Combine, delegate conformances, `init(viewModel:)`, a cell registration, `.init(…)` sizes) goes through every
/// command as it is; a UICollectionViewController with an inferred `lazy var dataSource = makeDataSource()` too.
final class SourceNewUserTests: XCTestCase {
    // NewsFeedViewController.swift written again as a spec from reading createLayout() and its builders, for a
    // compact width (2 trending columns).
    static let feedSpec = """
    configuration: {interSectionSpacing: 20}
    sections:
      - group:
          group: horizontal
          layoutSize: {widthDimension: {absolute: 72}, heightDimension: {absolute: 72}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
        orthogonalScrollingBehavior: continuous
        interGroupSpacing: 10
        contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
      - group:
          group: horizontal
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 160}}
          subitem:
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
            supplementaryItems:
              - elementKind: feed.badge
                layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
                containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
          count: 2
          interItemSpacing: {fixed: 10}
        interGroupSpacing: 10
        contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
        boundarySupplementaryItems:
          - {elementKind: feed.header, alignment: top, pinToVisibleBounds: true, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
      - group:
          group: vertical
          layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 88}}
          subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 88}}}]
        interGroupSpacing: 1
        boundarySupplementaryItems:
          - {elementKind: feed.header, alignment: top, pinToVisibleBounds: true, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}
    data: {sections: [8, 8, 8]}
    """

    func testTheAppsFeedGivesTheFramesOfItsLayoutWrittenAsASpec() throws {
        XCTAssertEqual(try SourceFixtures.framesFromSource("NewsFeedViewController"),
                       try SourceFixtures.framesFromSpec(Self.feedSpec))
        let r = try SourceFixtures.result("NewsFeedViewController")
        // Stories: 72-pt squares from the 16-pt inset, 10 apart: the second at 16 + 82.
        XCTAssertEqual(SourceFixtures.cell(r, 0, 1), CGRect(x: 98, y: 0, width: 72, height: 72))
        // Trending from 72 + 20; header 92…136; 2 columns of (375 − 32 − 10) / 2 = 166.5; second column at 16 + 176.5.
        XCTAssertEqual(SourceFixtures.cell(r, 1, 1), CGRect(x: 192.5, y: 136, width: 166.5, height: 160))
        // Badge at the top-trailing corner moved out by 0.3 × 20 = 6 each way: x 16 + 166.5 − 20 + 6, y 136 − 6.
        let badge = r.allElements.first { $0.elementKind == "feed.badge" && $0.section == 1 && $0.item == 0 }?.frame
        XCTAssertEqual(badge, CGRect(x: 168.5, y: 130, width: 20, height: 20))
        // Latest after 4 trending rows (136 + 4 × 160 + 3 × 10 = 806) and 20: header 826…870, rows of 88 one apart.
        XCTAssertEqual(SourceFixtures.cell(r, 2, 1), CGRect(x: 0, y: 959, width: 375, height: 88))
    }

    func testEveryCommandTakesTheFileAsItIs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-newuser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = SourceFixtures.cache
        let file = SourceFixtures.path("NewsFeedViewController")
        let listed = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("FeedViewController.createLayout"), listed.stdout)
        for (command, extra) in [("render", ["-o", "feed.png"]), ("diagram", ["-o", "feed-diagram.png"]),
                                 ("export", ["-o", "feed.yaml"]), ("frames", [])] {
            let run = try CLI.run([command, file] + extra, in: directory)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
        }
        let same = try CLI.run(["diff", file, "feed.yaml"], in: directory)
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        // The spec is the phone's: on a pad the provider picks 3 columns, and diff says so.
        let pad = try CLI.run(["diff", file, "feed.yaml", "--device", "iPadPro11"], in: directory)
        XCTAssertEqual(pad.status, 1, pad.stderr)
    }

    func testALazyDataSourceMadeByAMethodIsReplacedAndItsCellProviderLeftOut() throws {
        // Featured sections are 280 tall, recent ones 160 on a phone; sections inset 10 all round.
        let environment = EnvironmentOptions(items: "1,2", layout: nil, sectionKinds: "featured,recent")
        let r = try SourceFixtures.result("VideosViewController", environment)
        XCTAssertEqual(SourceFixtures.cell(r, 0, 0), CGRect(x: 10, y: 10, width: 355, height: 280))
        // Recent from 10 + 280 + 10 = 300, inset 10; groups 10 apart: 310, 480.
        XCTAssertEqual(SourceFixtures.cell(r, 1, 0), CGRect(x: 10, y: 310, width: 355, height: 160))
        XCTAssertEqual(SourceFixtures.cell(r, 1, 1), CGRect(x: 10, y: 480, width: 355, height: 160))
    }
}
