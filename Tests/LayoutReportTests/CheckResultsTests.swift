import Foundation
@testable import LayoutReport
import XCTest

final class CheckResultsTests: XCTestCase {
    /// The shape `check` writes (issue 22's contract), typed here by hand.
    let contract = #"""
    {"schemaVersion":1, "tool":{"name":"layout-render","version":"0.4.0"},
     "run":{"root":"/app","references":"/app/__LayoutSnapshots__","config":null,"base":null,"shard":"1/1"},
     "summary":{"passed":0,"changed":1,"added":0,"removed":0,"error":0,"recorded":0},
     "results":[{"id":"Feed.swift/Feed.iPhone13.portrait.light.ltr","name":"Feed","file":"Feed.swift","line":12,
       "variant":"iPhone13.portrait.light.ltr",
       "variantInfo":{"device":"iPhone13","width":390,"height":844,"orientation":"portrait","theme":"light","direction":"ltr","offset":null},
       "status":"changed","recorded":false,"message":null,"changedElements":3,"elementChanges":["cell [1, 3] moved (0, 12)"],
       "differingPixels":1234,
       "reference":{"png":"Feed.swift/Feed.iPhone13.portrait.light.ltr.png","frames":"Feed.swift/Feed.iPhone13.portrait.light.ltr.frames.json","meta":"Feed.swift/Feed.meta.json"},
       "actual":{"png":"actual/Feed.png","frames":"actual/Feed.frames.json","meta":"actual/Feed.meta.json"},
       "images":{"before":"images/Feed.before.png","after":"images/Feed.after.png","diff":"images/Feed.diff.png"}}]}
    """#

    func testReadsTheContractShape() throws {
        let results = try ReportFiles.decode(Data(contract.utf8), file: "results.json")
        XCTAssertEqual(results.results.count, 1)
        let r = results.results[0]
        XCTAssertEqual(r.status, .changed)
        XCTAssertEqual(r.line, 12)
        XCTAssertEqual(r.variantInfo?.width, 390)
        XCTAssertNil(r.variantInfo?.offset)
        XCTAssertEqual(r.elementChanges, ["cell [1, 3] moved (0, 12)"])
        XCTAssertEqual(r.images.diff, "images/Feed.diff.png")
        XCTAssertEqual(results.summary.changed, 1)
        // A scrolled variant: check writes the offset as a number of points.
        let scrolled = contract.replacingOccurrences(of: "\"offset\":null", with: "\"offset\":600")
        XCTAssertEqual(try ReportFiles.decode(Data(scrolled.utf8), file: "r.json").results[0].variantInfo?.offset, 600)
    }

    func testWritesNullsAndRoundTrips() throws {
        let results = try ReportFiles.decode(Data(contract.utf8), file: "results.json")
        let data = try ReportFiles.encode(results)
        let text = String(decoding: data, as: UTF8.self)
        // Every key is written, absent values as null.
        XCTAssertTrue(text.contains("\"config\" : null"), text)
        XCTAssertTrue(text.contains("\"message\" : null"), text)
        XCTAssertTrue(text.contains("\"offset\" : null"), text)
        XCTAssertEqual(try ReportFiles.decode(data, file: "again"), results)
        XCTAssertEqual(try ReportFiles.encode(results), data)
    }

    func testRefusesPathsOutsideTheirFolders() {
        for (bad, what) in [("../outside.png", "outside the report folder"), ("/etc/passwd", "outside the report folder"),
                            ("images/../../x.png", "outside the report folder")] {
            let text = contract.replacingOccurrences(of: "images/Feed.diff.png", with: bad)
            XCTAssertThrowsError(try ReportFiles.decode(Data(text.utf8), file: "r.json")) { error in
                XCTAssertTrue("\(error)".contains(what), "\(error)")
                XCTAssertTrue("\(error)".hasPrefix("r.json: results[0]"), "\(error)")
            }
        }
        let reference = contract.replacingOccurrences(of: "\"png\":\"Feed.swift/", with: "\"png\":\"../")
        XCTAssertThrowsError(try ReportFiles.decode(Data(reference.utf8), file: "r.json")) { error in
            XCTAssertTrue("\(error)".contains("outside the reference folder"), "\(error)")
        }
    }

    func testRefusesOtherSchemaVersionsAndBrokenFiles() {
        let v2 = contract.replacingOccurrences(of: "\"schemaVersion\":1", with: "\"schemaVersion\":2")
        XCTAssertThrowsError(try ReportFiles.decode(Data(v2.utf8), file: "r.json")) { error in
            XCTAssertEqual("\(error)", "r.json: schemaVersion 2; this layout-render reads version 1")
        }
        let status = contract.replacingOccurrences(of: "\"status\":\"changed\"", with: "\"status\":\"moved\"")
        XCTAssertThrowsError(try ReportFiles.decode(Data(status.utf8), file: "r.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("r.json: results[0].status"), "\(error)")
        }
        let missing = contract.replacingOccurrences(of: "\"name\":\"Feed\",", with: "")
        XCTAssertThrowsError(try ReportFiles.decode(Data(missing.utf8), file: "r.json")) { error in
            XCTAssertEqual("\(error)", "r.json: results[0].name is missing")
        }
    }

    func testContainmentByText() {
        XCTAssertTrue(ReportFiles.isContained("images/a b/c.png"))
        XCTAssertTrue(ReportFiles.isContained("a..b/c"))  // dots inside a name are a name
        for bad in ["", "/abs", "a/../b", "..", ".", "a//b", "a/./b", "a\\..\\b", "a\0b", "a/"] {
            XCTAssertFalse(ReportFiles.isContained(bad), bad)
        }
    }

    func testSummaryCountsEachStatus() {
        let list = [ReportFixture.result("a", status: .changed), ReportFixture.result("b", status: .changed),
                    ReportFixture.result("c", status: .added), ReportFixture.result("d", status: .error),
                    ReportFixture.result("e", status: .passed)]
        let s = CheckResults.Summary(counting: list)
        XCTAssertEqual([s.changed, s.added, s.removed, s.error, s.passed, s.total, s.failing], [2, 1, 0, 1, 1, 5, 4])
        XCTAssertEqual(SummaryText.headline(s), "2 changed, 1 added, 1 error, 1 passed")
        XCTAssertEqual(SummaryText.headline(CheckResults.Summary(counting: [list[4]])), "all 1 passed")
    }
}
