import Foundation
@testable import LayoutReport
import XCTest

final class ReportWriterTests: XCTestCase {
    /// A report folder: a changed result with real before/after/diff PNGs (20 × 40, red then blue), a passed one,
    /// an error whose name and message hold markup, quotes, a newline and a control character.
    func makeReport() throws -> (URL, CheckResults) {
        let dir = try ReportFixture.temporaryDirectory()
        try ReportFixture.write(try ReportFixture.png(width: 20, height: 40, rgb: 0xFF0000), dir.appendingPathComponent("images/a.before.png"))
        try ReportFixture.write(try ReportFixture.png(width: 20, height: 40, rgb: 0x0000FF), dir.appendingPathComponent("images/a.after.png"))
        try ReportFixture.write(try ReportFixture.png(width: 20, height: 40, rgb: 0xFF00FF), dir.appendingPathComponent("images/a.diff.png"))
        let changed = ReportFixture.result("Feed <b>&amp;\"x\"", file: "App/Feed View.swift", status: .changed,
                                           changes: ["cell [1, 3] moved (0, 12)"], pixels: 800,
                                           images: .init(before: "images/a.before.png", after: "images/a.after.png",
                                                         diff: "images/a.diff.png"))
        var error = ReportFixture.result("Bad</script><script>alert(1)</script>", status: .error)
        error.message = "line one\nline two \u{1} & <more>"
        let passed = ReportFixture.result("Home", status: .passed)
        // Given out of order: the report puts changed first, passed last.
        return (dir, ReportFixture.results([passed, error, changed]))
    }

    func testPageEmbedsDataSafelyAndInReportOrder() throws {
        let (_, results) = try makeReport()
        let page = try HTMLReport.page(results)
        // The only </script> closings are the two script elements'.
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2)
        XCTAssertFalse(page.contains("<b>&amp;"))
        XCTAssertTrue(page.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"))
        let data = try HTMLReport.pageData(results)
        let decoded = try JSONDecoder().decode(CheckResults.self, from: Data(data.utf8))
        XCTAssertEqual(decoded.results.map(\.status), [.changed, .error, .passed])
        XCTAssertEqual(decoded.results[0].name, "Feed <b>&amp;\"x\"")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n\(HTMLReport.staticModeMarker)\n"))
        XCTAssertFalse(page.contains("http://") || page.contains("https://"), "no network")
        XCTAssertTrue(page.contains("<title>1 changed, 1 error, 1 passed · layout-render check</title>"))
    }

    func testOrderIsStatusThenAsGiven() {
        let list: [CheckResult] = [("p1", CheckResult.Status.passed), ("e1", .error), ("c1", .changed), ("r1", .removed), ("a1", .added),
                                   ("c2", .changed), ("p2", .passed)].map { ReportFixture.result($0.0, status: $0.1) }
        XCTAssertEqual(HTMLReport.ordered(list).map(\.name), ["c1", "c2", "a1", "r1", "e1", "p1", "p2"])
    }

    func testEscapesForHTML() {
        XCTAssertEqual(HTMLReport.escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;")
    }

    func testWritesTheSameBytesTwice() throws {
        let (dir, results) = try makeReport()
        try CheckReportWriter.write(results: results, to: dir)
        let names = ["index.html", "summary.md", "junit.xml", "summary/0001.gif"]
        let first = try names.map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        try CheckReportWriter.write(results: results, to: dir)
        let second = try names.map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        XCTAssertEqual(first, second)
    }

    func testJUnitIsValidXMLWithOneCasePerResult() throws {
        let (dir, results) = try makeReport()
        try CheckReportWriter.write(results: results, to: dir)
        let path = dir.appendingPathComponent("junit.xml").path
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        lint.arguments = ["xmllint", "--noout", path]
        let err = Pipe(); lint.standardError = err
        try lint.run(); lint.waitUntilExit()
        XCTAssertEqual(lint.terminationStatus, 0, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 3)
        XCTAssertTrue(xml.contains("<testsuites name=\"layout-render check\" tests=\"3\" failures=\"1\" errors=\"1\""), xml)
        // Two files: App/Feed View.swift (1 failure), App/Feed.swift (error + passed).
        XCTAssertTrue(xml.contains("<testsuite name=\"App/Feed View.swift\" tests=\"1\" failures=\"1\" errors=\"0\""), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"App/Feed.swift\" tests=\"2\" failures=\"0\" errors=\"1\""), xml)
        XCTAssertTrue(xml.contains("message=\"changed: 1 element changed, 800 pixels differ\" type=\"changed\""), xml)
        XCTAssertTrue(xml.contains("diff image: images/a.diff.png"), xml)
        XCTAssertTrue(xml.contains("message=\"line one&#10;line two \\u{1} &amp; &lt;more&gt;\""), xml)
        XCTAssertTrue(xml.contains("name=\"Home.iPhone13.portrait.light.ltr\" classname=\"App/Feed.swift\" file=\"App/Feed.swift\" line=\"12\" time=\"0\"/>"), xml)
    }

    func testSummaryHasCountsGIFAndLinks() throws {
        let (dir, results) = try makeReport()
        try CheckReportWriter.write(results: results, to: dir)
        let md = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("## layout-render check: 1 changed, 1 error, 1 passed\n"), md)
        XCTAssertTrue(md.contains("| 1 | 0 | 0 | 1 | 1 | 0 |"), md)
        XCTAssertTrue(md.contains("![before and after, alternating](summary/0001.gif)"), md)
        XCTAssertTrue(md.contains("[diff](images/a.diff.png)"), md)
        XCTAssertTrue(md.contains("- cell \\[1, 3\\] moved \\(0, 12\\)"), md)
        XCTAssertTrue(md.contains("Feed &lt;b&gt;&amp;amp;\\\"x\\\""), md)
        XCTAssertFalse(md.contains("<script>"), md)
        // changed before error.
        let changedAt = try XCTUnwrap(md.range(of: "### changed")).lowerBound
        let errorAt = try XCTUnwrap(md.range(of: "### error")).lowerBound
        XCTAssertLessThan(changedAt, errorAt)
        // The GIF: two frames of the 20 × 40 pictures (under 240 × 480: not scaled), red then blue.
        let gif = try Data(contentsOf: dir.appendingPathComponent("summary/0001.gif"))
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(Int(gif[6]) | Int(gif[7]) << 8, 20)
        XCTAssertEqual(Int(gif[8]) | Int(gif[9]) << 8, 40)
        let frames = SummaryAnimation.frame(try .init(png: try Data(contentsOf: dir.appendingPathComponent("images/a.before.png"))),
                                            factor: 1, width: 20, height: 40)
        XCTAssertEqual(frames.words[0] & 0xFFFFFF, 0xFF0000)
    }

    func testSummaryLinksUnderABase() {
        XCTAssertEqual(SummaryMarkdown.link("images/a b(1).png", "https://ci.example/run/7/"),
                       "https://ci.example/run/7/images/a%20b%281%29.png")
        XCTAssertEqual(SummaryMarkdown.link("index.html", nil), "index.html")
    }

    func testDownscaleAveragesBlocksOverWhite() throws {
        // 4 × 2 picture: left half black, right half transparent (white once flattened); factor 2 → 2 × 1:
        // left pixel the mean of four black = 0x000000, right of four white = 0xFFFFFF.
        var pixels = ContiguousArray<UInt32>(repeating: 0, count: 8)
        for y in 0..<2 { for x in 0..<2 { pixels[y * 4 + x] = 0xFF00_0000 } }
        let image = try RasterImageFactory.make(width: 4, height: 2, pixels: pixels)
        let frame = SummaryAnimation.frame(image, factor: 2, width: 2, height: 1)
        XCTAssertEqual(Array(frame.words), [0xFF00_0000, 0xFFFF_FFFF])
        // A 2 × 2 block over a 1 × 1 grey (0x404040) picture: one grey, three past the edge (white): (0x40 + 3 × 0xFF) / 4 = 0xCF.
        let grey = try RasterImageFactory.make(width: 1, height: 1, pixels: [0xFF40_4040])
        XCTAssertEqual(SummaryAnimation.frame(grey, factor: 2, width: 1, height: 1).words[0],
                       0xFF00_0000 | UInt32((0x40 + 0xFF * 3) / 4) * 0x010101)
    }

    func testSummaryStaysBoundedForHugeRuns() {
        let many = (0..<2000).map { i in
            ReportFixture.result("L\(i)", status: .changed, changes: (0..<20).map { "cell [0, \($0)] moved (0, 1)" })
        }
        let md = SummaryMarkdown.document(ReportFixture.results(many), animations: [:], linkBase: nil)
        XCTAssertLessThanOrEqual(md.utf8.count, SummaryMarkdown.maxCharacters)
        XCTAssertTrue(md.contains("more not listed here"), String(md.suffix(300)))
        // At most maxChangesPerResult element lines per result, the rest counted.
        XCTAssertTrue(md.contains("- … 12 more\n"))
        // Long names (1,000 characters each): the character budget stops the list before the count of 100 does.
        let long = (0..<200).map { i in ReportFixture.result(String(repeating: "n", count: 1000) + "\(i)", status: .changed) }
        let bounded = SummaryMarkdown.document(ReportFixture.results(long), animations: [:], linkBase: nil)
        XCTAssertLessThanOrEqual(bounded.utf8.count, SummaryMarkdown.maxCharacters)
        XCTAssertLessThan(bounded.components(separatedBy: "\n### ").count - 1, SummaryMarkdown.maxListed)
    }
}

import LayoutRender
enum RasterImageFactory {
    static func make(width: Int, height: Int, pixels: ContiguousArray<UInt32>) throws -> RasterImage {
        try RasterImage(width: width, height: height, premultipliedARGB: pixels)
    }
}
