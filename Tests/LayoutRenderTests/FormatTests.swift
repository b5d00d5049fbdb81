import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// SVG, PDF and PNG outputs: validity, structure, determinism, and agreement between SVG and PNG (PDF: PDFWriterTests).
final class FormatTests: XCTestCase {
    func run(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) { try runTool(tool, args) }

    func toolAvailable(_ tool: String) -> Bool { (try? run("which", [tool]).status) == 0 }

    func testSVGParsesWithXmllint() throws {
        try XCTSkipUnless(toolAvailable("xmllint"), "xmllint missing (apt-get install libxml2-utils)")
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("grid.svg")
        try Renderer().render(Fixtures.grid(), content: Fixtures.primaries, to: url)
        let r = try run("xmllint", ["--noout", url.path])
        XCTAssertEqual(r.status, 0, r.output)
    }

    func testSVGHoldsOneShapePerElement() throws {
        let svg = String(decoding: try Renderer().render(Fixtures.grid(), content: Fixtures.primaries, format: .svg),
                         as: UTF8.self)
        // Glyph outlines live in <defs> and labels are <use> references to them, so every <path> after
        // </defs> is an element's shape: 4 cells + 1 decoration + 1 header band = 6. The background is a <rect>.
        let body = try XCTUnwrap(svg.components(separatedBy: "</defs>").last)
        XCTAssertEqual(body.components(separatedBy: "<path").count - 1, 6)
        XCTAssertEqual(body.components(separatedBy: "<rect").count - 1, 1)
        XCTAssertTrue(svg.contains(#"width="200px" height="300px""#), "canvas in px, 1 px per point")
    }

    /// A picture with a translucent element, so the SVG has Cairo surface and mask ids.
    func translucent() -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 120, height: 80), viewSize: CGSize(width: 120, height: 80),
                     elements: [Fixtures.cell(0, 0, CGRect(x: 10, y: 10, width: 100, height: 60), alpha: 0.5),
                                Fixtures.supplementary("badge", 0, 0, CGRect(x: 90, y: 0, width: 20, height: 20))])
    }

    func testRepeatedRendersAreByteIdentical() throws {
        let r = Renderer()
        for format in OutputFormat.allCases {
            let first = try r.render(translucent(), content: Fixtures.primaries, format: format)
            // Drawing something else in between advances Cairo's process-wide id counters.
            _ = try r.render(Fixtures.grid(), content: Fixtures.primaries, format: format)
            let second = try r.render(translucent(), content: Fixtures.primaries, format: format)
            XCTAssertEqual(first, second, "\(format) differs between runs")
        }
    }

    func testSVGIdsAreRenumberedInOrderOfAppearance() {
        let raw = ##"<g id="surface17"><use xlink:href="#glyph3-1"/><g mask="url(#mask9)"/></g><mask id="mask9"/><symbol id="glyph3-1"/>"##
        XCTAssertEqual(SVGIdentifiers.renumbered(raw),
                       ##"<g id="surface0"><use xlink:href="#glyph0"/><g mask="url(#mask0)"/></g><mask id="mask0"/><symbol id="glyph0"/>"##)
    }

    func testRasterisedSVGMatchesPNG() throws {
        try XCTSkipUnless(toolAvailable("rsvg-convert"), "rsvg-convert missing (apt-get install librsvg2-bin)")
        let dir = try scratchDirectory()
        let svgURL = dir.appendingPathComponent("grid.svg"), rsvgURL = dir.appendingPathComponent("rsvg.png")
        let content = Fixtures.primaries
        try Renderer().render(Fixtures.grid(), content: content, to: svgURL)
        let r = try run("rsvg-convert", ["-o", rsvgURL.path, svgURL.path])
        XCTAssertEqual(r.status, 0, r.output)
        let ours = try Picture(Renderer().render(Fixtures.grid(), content: content, format: .png))
        let theirs = try Picture(Data(contentsOf: rsvgURL))
        XCTAssertEqual([theirs.width, theirs.height], [ours.width, ours.height])
        // Compare pixels away from edges: where our 3 x 3 neighbourhood is uniform, anti-aliasing cannot differ.
        var compared = 0, mismatched: [String] = []
        for y in 1..<(ours.height - 1) {
            for x in 1..<(ours.width - 1) {
                let c = ours.rgb(x, y)
                let uniform = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in ours.rgb(x + dx, y + dy) == c } }
                guard uniform else { continue }
                compared += 1
                if zip(c, theirs.rgb(x, y)).contains(where: { abs($0 - $1) > 8 }) {
                    mismatched.append("(\(x),\(y)) \(c) vs \(theirs.rgb(x, y))")
                }
            }
        }
        XCTAssertGreaterThan(compared, 200 * 300 / 2)
        XCTAssertEqual(mismatched.count, 0, mismatched.prefix(5).joined(separator: "; "))
    }
}
