import Foundation
import LayoutJobs
import LayoutEngine
import XCTest

/// Issue 34, item 5: every public member of the compositional layout API up to the iOS 18 SDK compiles from a Swift
/// source — one fixture file (APISurface/CompositionalLayoutAPI.swift, our own code) uses each of them — and the
/// layout it returns resolves with the modelled members in effect (docs/swift-sources.md, "API by release").
final class APISurfaceTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-api-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("APISurface/CompositionalLayoutAPI.swift")

    func testEveryMemberOfTheCompositionalLayoutAPICompilesAndTheLayoutResolves() throws {
        let url = directory.appendingPathComponent("CompositionalLayoutAPI.swift")
        try FileManager.default.copyItem(at: Self.fixture, to: url)
        // Three sections of 4 items: the provider's grid, custom strip and list.
        let environment = EnvironmentOptions(items: "4,4,4")
        let document = try SwiftSourceJob.document(url.path, environment: environment)
        let result = try LayoutJob.resolve(document, environment: environment).result
        XCTAssertEqual(result.sections.count, 3)
        guard result.sections.count == 3 else { return }
        // Modelled members in effect: the strip's last behaviour (.groupPagingCentered) and its iOS 17 properties
        // (fast: 0.99, bounce never); the list's appearance and iOS 18 hugging; the grid's decoration and badge.
        XCTAssertEqual(result.sections[1].orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertEqual(result.sections[1].orthogonalScrollingProperties,
                       OrthogonalScrollingProperties(decelerationRate: 0.99, bounce: .never))
        XCTAssertEqual(result.sections[2].list?.appearance, .insetGrouped)
        XCTAssertEqual(result.sections[2].list?.contentHuggingElements, .supplementaryHeader)
        let kinds = Set(result.allElements.filter { $0.section == 0 }.map(\.elementKind))
        XCTAssertTrue(kinds.isSuperset(of: ["background", "badge", "tag", UICollectionView.elementKindSectionHeader,
                                            UICollectionView.elementKindSectionFooter]), "\(kinds)")
        // Configuration: 12 pt between sections.
        XCTAssertEqual(result.sections[1].frame.minY - result.sections[0].frame.maxY, 12, accuracy: 1e-9)
    }
}
