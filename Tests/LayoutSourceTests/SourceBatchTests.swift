import Foundation
import LayoutJobs
import LayoutEngine
import LayoutSpec
import XCTest

/// `SwiftSourceJob.documents`: many requests in one call of the front end (`layout-render-source evaluate-batch`),
/// one compile per module, each layout still run in the sandbox, every option travelling in its request.
final class SourceBatchTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func request(_ file: String, _ layout: String, _ configure: (inout EnvironmentOptions) -> Void = { _ in })
        -> SwiftSourceRequest {
        var e = EnvironmentOptions()
        e.layout = layout
        configure(&e)
        return SwiftSourceRequest(file: file, environment: e)
    }

    private func frame(_ result: Result<LayoutSpecDocument, CLIError>, _ environment: EnvironmentOptions, item: Int) throws -> CGRect? {
        let (layout, _) = try LayoutJob.resolve(try result.get(), environment: environment)
        return layout.attributes(for: ElementKey(category: .cell, elementKind: cellElementKind, section: 0, item: item))?.frame
    }

    func testABatchKeepsTheSandboxForEachLayout() throws {
        let probes = SourceSandboxTests.probes
        setenv("LAYOUT_PROBE_SECRET", "hunter2", 1)
        defer { unsetenv("LAYOUT_PROBE_SECRET") }
        let requests = [
            request(probes, "direction") { $0.timeout = 2; $0.rightToLeft = true },
            request(probes, "endless") { $0.timeout = 2 },
            request(probes, "environmentReader") { $0.timeout = 2 },
            request(probes, "direction") { $0.timeout = 2 },
        ]
        let start = Date()
        let results = SwiftSourceJob.documents(requests)
        XCTAssertEqual(results.count, 4)
        // Right to left, the code reads the trait and makes its items 100 wide (50 otherwise); the first sits at
        // the trailing edge: x = 375 − 100 = 275 on the iPhoneX default.
        XCTAssertEqual(try frame(results[0], requests[0].environment, item: 0), CGRect(x: 275, y: 0, width: 100, height: 44))
        // The endless layout is stopped at its own timeout and named at its place; the others still answer.
        guard case .failure(let e) = results[1] else { return XCTFail("the endless layout answered") }
        XCTAssertTrue(e.description.contains("Probes.swift:7:6: endless did not finish within 2 s"), e.description)
        // The CLI's environment is not the layout's: 44-pt rows, item 1 at y = 44 (100 if the secret were seen).
        XCTAssertEqual(try frame(results[2], requests[2].environment, item: 1), CGRect(x: 0, y: 44, width: 375, height: 44))
        XCTAssertEqual(try frame(results[3], requests[3].environment, item: 1), CGRect(x: 50, y: 0, width: 50, height: 44))
        XCTAssertLessThan(Date().timeIntervalSince(start), 120)
        XCTAssertEqual(SourceSandboxTests.processes(mentioning: SourceFixtures.cache + "/programs"), [])
    }

    func testArgumentsAndModuleRootTravelInTheBatchAndTheModuleCompilesOnce() throws {
        let module = directory.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try """
        import UIKit

        enum Metrics { static let rowHeight: CGFloat = 50 }
        """.write(to: module.appendingPathComponent("Metrics.swift"), atomically: true, encoding: .utf8)
        let grid = module.appendingPathComponent("Grid.swift").path
        try """
        import UIKit

        func grid(columns: Int) -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        func list() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight * 2)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight * 2)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(toFile: grid, atomically: true, encoding: .utf8)
        let fresh = directory.appendingPathComponent("cache").path
        let previous = ProcessInfo.processInfo.environment["LAYOUT_RENDER_CACHE"]
        setenv("LAYOUT_RENDER_CACHE", fresh, 1)
        defer { if let previous { setenv("LAYOUT_RENDER_CACHE", previous, 1) } else { unsetenv("LAYOUT_RENDER_CACHE") } }
        let size: (inout EnvironmentOptions) -> Void = {
            $0.size = try? ViewSizeValue(parsing: "400x800"); $0.moduleRoot = module.path
        }
        let requests = [
            request(grid, "grid") { size(&$0); $0.setArguments(["columns=2"]) },
            request(grid, "grid") { size(&$0); $0.setArguments(["columns=4"]) },
            request(grid, "list") { size(&$0) },
            request(grid, "grid") { size(&$0) },
        ]
        let results = SwiftSourceJob.documents(requests)
        // 400 / 2 = 200 and 400 / 4 = 100 wide; rows Metrics.rowHeight = 50 tall (from the module's other file).
        XCTAssertEqual(try frame(results[0], requests[0].environment, item: 1), CGRect(x: 200, y: 0, width: 200, height: 50))
        XCTAssertEqual(try frame(results[1], requests[1].environment, item: 1), CGRect(x: 100, y: 0, width: 100, height: 50))
        // list: 2 × 50 = 100-pt rows, item 1 at y = 100.
        XCTAssertEqual(try frame(results[2], requests[2].environment, item: 1), CGRect(x: 0, y: 100, width: 400, height: 100))
        guard case .failure(let missing) = results[3] else { return XCTFail("grid ran without its argument") }
        XCTAssertTrue(missing.description.contains("Grid.swift:3:6: grid takes columns: Int; give it with --arg columns=2"),
                      missing.description)
        // Both layouts of the module in one program.
        let programs = try FileManager.default.contentsOfDirectory(atPath: fresh + "/programs")
        XCTAssertEqual(programs.count, 1, programs.joined(separator: ", "))
    }
}
