import XCTest
import LayoutSystem
import LayoutEngine
import LayoutRender
@testable import LayoutDiagram

/// Files: SVG that parses, byte-identical repeats, PNG at the plan's size, and no partial files on failure.
final class DiagramOutputTests: XCTestCase {
    let renderer = DiagramRenderer()

    private func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("diagram-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func testSVGParsesWithXmllint() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("d.svg")
        try renderer.render(try DiagramFixtures.carousel(offset: 100), to: url)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        p.arguments = ["--noout", url.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        let message = String(data: err.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        XCTAssertEqual(p.terminationStatus, 0, message)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("<svg"))
    }

    func testSameInputGivesIdenticalBytes() throws {
        let result = try DiagramFixtures.insets()
        for format in OutputFormat.allCases {
            let a = try renderer.render(result, format: format)
            // Something else in between, so process-wide counters (Cairo's SVG ids) move on.
            _ = try renderer.render(try DiagramFixtures.nested(), format: format)
            let b = try renderer.render(result, format: format)
            XCTAssertEqual(a, b, "\(format) differs between runs")
        }
    }

    func testPNGHasThePlanSizeAtTheScale() throws {
        let result = try DiagramFixtures.nested()
        let plan = try renderer.plan(result)
        let png = try renderer.render(result, options: DiagramOptions(scale: 2), format: .png)
        let image = try RasterImage(png: png)
        XCTAssertEqual(image.width, Int((plan.size.width.rounded(.up) * 2)))
        XCTAssertEqual(image.height, Int((plan.size.height.rounded(.up) * 2)))
        // The layout area starts after the 24-pt margin: picture (10, 10) is white margin, while picture (40, 71)
        // lies in the first cell (content 0…200 × 0…50 → picture 24…224 × 24…74) below its labels: item blue.
        let margin = image.pixel(x: 20, y: 20)
        XCTAssertEqual([margin.red, margin.green, margin.blue], [255, 255, 255])
        let cell = image.pixel(x: 80, y: 142)
        XCTAssertGreaterThan(Int(cell.blue), Int(cell.red) + 30, "\(cell)")
    }

    func testUnwritableTargetLeavesNoFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("missing/d.png")
        XCTAssertThrowsError(try renderer.render(try DiagramFixtures.nested(), to: url)) { error in
            XCTAssertEqual((error as? WriteError)?.path, url.path, "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
        // A bad section is reported before anything is written.
        let good = dir.appendingPathComponent("d.png")
        XCTAssertThrowsError(try renderer.render(try DiagramFixtures.nested(), options: DiagramOptions(section: 9), to: good))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testPixelBudgetIsCheckedBeforeDrawing() throws {
        XCTAssertThrowsError(try renderer.render(try DiagramFixtures.nested(), options: DiagramOptions(maxPixels: 1000), format: .png)) {
            guard case .overPixelBudget = $0 as? RenderError else { return XCTFail("\($0)") }
        }
    }
}
