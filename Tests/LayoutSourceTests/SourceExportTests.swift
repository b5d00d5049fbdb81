import Foundation
import LayoutJobs
import LayoutDiff
import LayoutEngine
import LayoutSnapshotTesting
import LayoutSource
import LayoutSpec
import XCTest

/// `export` writes a spec that reads back to the same frames; listing and caching behave as documented; a layout
/// from source feeds the snapshot strategies.
final class SourceExportTests: XCTestCase {
    func testExportThenReadGivesIdenticalFramesForEveryFixture() throws {
        let cases: [(String, EnvironmentOptions)] = [
            ("FeedViewController", EnvironmentOptions(device: "iPadPro11")),
            ("PhotoGridViewController", EnvironmentOptions(device: "iPhone13", landscape: true)),
            ("LayoutFactory", EnvironmentOptions(items: "3,5")),
            ("LibraryViewController", EnvironmentOptions(layout: "makeLayout", sectionKinds: "shelf,featured,list")),
            ("CarouselViewController", EnvironmentOptions(orthogonalOffsets: ["0=60"])),
        ]
        for (fixture, given) in cases {
            let environment = SourceFixtures.pinned(given)
            let direct = try SourceFixtures.framesFromSource(fixture, environment)
            for ext in ["yaml", "json"] {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).\(ext)")
                defer { try? FileManager.default.removeItem(at: file) }
                try SwiftSourceJob.export(SourceFixtures.path(fixture), environment: environment, to: file.path)
                let document = try LayoutSpecReader.read(path: file.path)
                let read = FramesEncoder.encode(try LayoutJob.resolve(document, environment: environment).result)
                XCTAssertEqual(read, direct, "\(fixture) as \(ext)")
            }
        }
    }

    func testTheListingNamesKindPlaceAndRuntimeData() throws {
        let set = try SwiftLayoutSet(paths: [SourceFixtures.path("FeedViewController"), SourceFixtures.path("LibraryViewController")])
        let byName = Dictionary(uniqueKeysWithValues: set.layouts.map { ($0.name, $0) })
        XCTAssertEqual(byName["FeedViewController.createLayout"]?.kind, .layout)
        XCTAssertEqual(byName["FeedViewController.createLayout"]?.line, 41)
        XCTAssertEqual(byName["FeedViewController.bannerSection"]?.kind, .section)
        // A parameter of its own is given with --arg.
        XCTAssertNil(byName["FeedViewController.gridSection"]?.notCallable)
        XCTAssertEqual(byName["FeedViewController.gridSection"]?.parameters.map(\.description), ["columns: Int"])
        XCTAssertEqual(byName["FeedViewController.createLayout"]?.dependencies, [])
        let library = try XCTUnwrap(byName["LibraryViewController.makeLayout"])
        XCTAssertEqual(library.dependencies.map(\.expression),
                       ["self.dataSource.snapshot().sectionIdentifiers[index]", "self.dataSource.sectionIdentifier(for: index - 1)"])
        XCTAssertTrue(library.dependencies[0].place.hasSuffix("LibraryViewController.swift:22:24"))
    }

    func testASecondEvaluationCompilesNothing() throws {
        let set = try SwiftLayoutSet(paths: [SourceFixtures.path("FeedViewController")])
        let first = try set.compiled(cacheDirectory: SourceFixtures.cache)
        let stamp = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
        let again = try SwiftLayoutSet(paths: [SourceFixtures.path("FeedViewController")]).compiled(cacheDirectory: SourceFixtures.cache)
        XCTAssertEqual(again, first)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: again)[.modificationDate] as? Date, stamp)
    }

    func testALayoutFromSourceFeedsTheSnapshotStrategies() throws {
        // The recipe of docs/visual-regression.md: the document's model and item counts make the subject.
        let document = try SourceFixtures.document("FeedViewController", EnvironmentOptions(device: "iPhone13"))
        let subject = LayoutSnapshotSubject(document.layout, itemCounts: document.data.itemCounts)
        let fromSpec = try LayoutSpecReader.parse(SourceFramesTests.feedSpec, format: .yaml)
        let expected = LayoutSnapshotSubject(fromSpec.layout, itemCounts: fromSpec.data.itemCounts)
        let screen = try Device.screen(named: "iPhone13")
        XCTAssertEqual(try subject.resolve(on: screen).allElements, try expected.resolve(on: screen).allElements)
    }
}
