import XCTest
import LayoutJobs
import LayoutDiagram
import LayoutEngine

/// Every sample's diagram: an outline for each group instance and nested group the engine reports in the
/// picture's rectangle, and no two labels overlapping.
final class SampleDiagramTests: XCTestCase {
    func testEverySampleDiagramOutlinesEachGroupBoxAndKeepsLabelsApart() throws {
        let catalog = try SampleCatalog(directory: BinaryRunner.repoRoot.appendingPathComponent("Examples").path)
        for (sample, document) in try catalog.loadAll() {
            let (result, trace, _) = try LayoutJob.resolveTraced(document, environment: EnvironmentOptions())
            let plan = try DiagramRenderer().plan((result, trace))
            let outlines = plan.outlines.compactMap { o -> (frame: CGRect, depth: Int, instance: Int)? in
                guard case .group(let depth) = o.kind else { return nil }
                return (o.frame, depth, o.index ?? -1)
            }
            let boxes = result.groupBoxes(in: plan.contentRect)
            XCTAssertFalse(boxes.isEmpty, sample.name)
            XCTAssertEqual(outlines.map { $0.frame }, boxes.map(\.frame), "\(sample.name): group outlines")
            XCTAssertEqual(outlines.map { $0.depth }, boxes.map(\.depth), sample.name)
            XCTAssertEqual(outlines.map { $0.instance }, boxes.map(\.instance), sample.name)
            let labels = plan.labels
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] {
                    let overlap = a.box.minX < b.box.maxX && b.box.minX < a.box.maxX && a.box.minY < b.box.maxY && b.box.minY < a.box.maxY
                    XCTAssertFalse(overlap, "\(sample.name): '\(a.text)' overlaps '\(b.text)'")
                }
            }
        }
    }
}
