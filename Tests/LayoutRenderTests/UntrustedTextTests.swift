import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// Titles and element kinds come from spec files: markup, entities, quotes and control characters in them
/// must neither break the SVG nor leak into it, and PDF and PNG output must still be produced.
final class UntrustedTextTests: XCTestCase {
    static let hostile = "<script>alert(\"x\")</script> & 'q' \"dq\" ]]> <!-- -->\u{0}\u{7}\u{1b}[31m\ttab\nline"

    /// Two wide cells with hostile titles, a header and a box-style supplementary whose element kind is hostile
    /// (box views are titled with their kind).
    func hostileResult() -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 400, height: 200), viewSize: CGSize(width: 400, height: 200), elements: [
            Fixtures.cell(0, 0, CGRect(x: 0, y: 40, width: 400, height: 60)),
            Fixtures.cell(0, 1, CGRect(x: 0, y: 100, width: 400, height: 60)),
            Fixtures.supplementary("header", 0, 0, CGRect(x: 0, y: 0, width: 400, height: 40)),
            Fixtures.supplementary(Self.hostile, 0, 0, CGRect(x: 0, y: 160, width: 400, height: 40)),
        ])
    }

    var content: RenderContent { RenderContent(title: { $0.category == .supplementary && $0.elementKind != "header" ? nil : Self.hostile }) }

    func testHostileTitlesGiveValidSVGWithoutLeakingTheText() throws {
        let svg = try Renderer().render(hostileResult(), content: content, format: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        // Cairo draws labels as glyph outlines: none of the title's text reaches the document.
        for fragment in ["<script", "alert", "&'", "\"dq\"", "[31m", "<!-- -->"] {
            XCTAssertFalse(text.contains(fragment), "SVG contains \(fragment)")
        }
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }, "control characters in SVG")
        XCTAssertTrue(text.contains("<use"), "labels were drawn (as glyph references)")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint"), "xmllint missing (apt-get install libxml2-utils)")
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("hostile.svg")
        try svg.write(to: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", url.path]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
    }

    func testHostileTitlesStillGivePDFAndPNG() throws {
        let pdf = try Renderer().render(hostileResult(), content: content, format: .pdf)
        XCTAssertTrue(pdf.starts(with: Array("%PDF-".utf8)))
        XCTAssertFalse(String(decoding: pdf, as: UTF8.self).contains("<script"))
        let png = try Renderer().render(hostileResult(), content: content, format: .png)
        XCTAssertTrue(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// Control characters are dropped before drawing, tabs and line breaks become spaces: the label drawn is
    /// the same as for the cleaned text (same glyph references in the same order).
    func testControlCharactersAreRemovedBeforeDrawing() throws {
        XCTAssertEqual("a\u{0}b\u{7}c\u{1b}d\te\nf".drawable, "abcd e f")
        func svg(_ title: String) throws -> String {
            let one = RecordedLayout(contentSize: CGSize(width: 300, height: 60), viewSize: CGSize(width: 300, height: 60),
                                   elements: [Fixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 300, height: 60))])
            return String(decoding: try Renderer().render(one, content: RenderContent(title: { _ in title }), format: .svg), as: UTF8.self)
        }
        XCTAssertEqual(try svg("Hello\u{0}\u{7} world\u{1b}"), try svg("Hello world"))
    }
}
