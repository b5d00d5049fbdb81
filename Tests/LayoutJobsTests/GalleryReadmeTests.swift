import XCTest
@testable import LayoutJobs
import LayoutSpec

/// The gallery README embeds sample names, descriptions and file names: each is escaped for where it goes, so a
/// sample cannot add cells, links, HTML or lines (issue 15).
final class GalleryReadmeTests: XCTestCase {
    func row(name: String, description: String) -> String {
        let entry = GalleryBuilder.Entry(name: name, metadata: SpecMetadata(name: name, description: description, seed: "001"),
                                         files: ["\(name).png", "\(name).svg"])
        return GalleryBuilder.readme([entry]).split(separator: "\n").first { $0.hasPrefix("| <img") }.map(String.init) ?? ""
    }

    func testOrdinaryNamesAndDescriptionsAreUnchanged() {
        XCTAssertEqual(row(name: "seed-001-grid", description: "Two columns, then one (seed 001)."),
                       "| <img src=\"seed-001-grid.png\" width=\"180\"> | `seed-001-grid` ([svg](seed-001-grid.svg))"
                       + " | seed 001 | Two columns, then one (seed 001). |")
    }

    func testHTMLMarkdownAndLineBreaksInADescriptionAreEscaped() {
        let r = row(name: "x", description: "<script>alert(1)</script> | [link](http://e) *b* `c`\nnew row")
        XCTAssertTrue(r.hasSuffix("| &lt;script&gt;alert(1)&lt;/script&gt; \\| \\[link\\](http://e) \\*b\\* \\`c\\` new row |"), r)
        let cellBorders = zip(r, " " + r).filter { $0.0 == "|" && $0.1 != "\\" }.count
        XCTAssertEqual(cellBorders, 5, "still four cells: \(r)")
    }

    func testANameThatWouldBreakItsCodeSpanOrLinkIsEscaped() {
        let r = row(name: "a`b|c\"d (e)", description: "")
        XCTAssertTrue(r.contains("<img src=\"a%60b%7Cc%22d%20%28e%29.png\""), r)
        XCTAssertTrue(r.contains("| a\\`b\\|c\"d (e) ([svg](a%60b%7Cc%22d%20%28e%29.svg))"), r)
    }
}
