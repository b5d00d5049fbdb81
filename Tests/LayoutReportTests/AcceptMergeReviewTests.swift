import Foundation
import LayoutReferences
@testable import LayoutReport
import XCTest

final class AcceptanceTests: XCTestCase {
    /// report/ with a changed result's actual files, refs/ with its old reference.
    func setUpFolders(_ result: CheckResult) throws -> (report: URL, refs: URL) {
        let base = try ReportFixture.temporaryDirectory()
        let report = base.appendingPathComponent("report"), refs = base.appendingPathComponent("refs")
        if let actual = result.actual {
            for (i, path) in actual.all.enumerated() { try ReportFixture.write(Data("new \(i)".utf8), report.appendingPathComponent(path)) }
        }
        if let reference = result.reference {
            for (i, path) in reference.all.enumerated() { try ReportFixture.write(Data("old \(i)".utf8), refs.appendingPathComponent(path)) }
        }
        return (report, refs)
    }

    func testChangedCopiesEachActualFileOntoItsReference() throws {
        let r = ReportFixture.result("Feed", status: .changed)
        let (report, refs) = try setUpFolders(r)
        let outcome = try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)
        XCTAssertEqual(outcome.written, r.reference!.all.sorted())
        // The PNG and the frames are the rendering's; the layout's metadata is rewritten to list its variants.
        XCTAssertEqual(try String(contentsOf: refs.appendingPathComponent(r.reference!.png), encoding: .utf8), "new 0")
        XCTAssertEqual(try String(contentsOf: refs.appendingPathComponent(r.reference!.frames!), encoding: .utf8), "new 1")
        let meta = try XCTUnwrap(ReferenceMetadata.decode(try Data(contentsOf: refs.appendingPathComponent(r.reference!.meta!))))
        XCTAssertEqual(meta.variants, [r.variant])
        XCTAssertEqual(meta.layout, "Feed")
        // No staging folder stays beside the references.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: refs.deletingLastPathComponent().path).sorted(), ["refs", "report"])
    }

    func testAddedCreatesTheReferenceFolders() throws {
        let r = ReportFixture.result("New", file: "Deep/Nested/File.swift", status: .added)
        let base = try ReportFixture.temporaryDirectory()
        let report = base.appendingPathComponent("report"), refs = base.appendingPathComponent("refs")
        for path in r.actual!.all { try ReportFixture.write(Data(path.utf8), report.appendingPathComponent(path)) }
        try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)
        XCTAssertEqual(try String(contentsOf: refs.appendingPathComponent(r.reference!.png), encoding: .utf8), r.actual!.png)
    }

    func testRemovedDeletesTheReference() throws {
        let r = ReportFixture.result("Gone", status: .removed)
        let (report, refs) = try setUpFolders(r)
        let outcome = try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)
        XCTAssertEqual(outcome.deleted.count, 3)
        for path in r.reference!.all { XCTAssertFalse(FileManager.default.fileExists(atPath: refs.appendingPathComponent(path).path)) }
        // Again: nothing left to delete, no error.
        XCTAssertEqual(try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs).deleted, [])
    }

    func testRefusesEscapingPathsBeforeWritingAnything() throws {
        var r = ReportFixture.result("Feed", status: .changed)
        let (report, refs) = try setUpFolders(r)
        // The PNG is fine, the metadata path climbs out: nothing may be written, the PNG included.
        r.reference!.meta = "../../outside.json"
        XCTAssertThrowsError(try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)) { error in
            XCTAssertTrue("\(error)".contains("outside"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: refs.appendingPathComponent(r.reference!.png), encoding: .utf8), "old 0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("outside.json").path))
        r.reference!.meta = "/tmp/absolute.json"
        XCTAssertThrowsError(try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs))
    }

    func testRefusesASymbolicLinkOutOfTheReferenceFolder() throws {
        let r = ReportFixture.result("Feed", file: "Linked/Feed.swift", status: .changed)
        let (report, refs) = try setUpFolders(r)
        let elsewhere = try ReportFixture.temporaryDirectory()
        try FileManager.default.removeItem(at: refs.appendingPathComponent("Linked"))
        try FileManager.default.createSymbolicLink(at: refs.appendingPathComponent("Linked"), withDestinationURL: elsewhere)
        XCTAssertThrowsError(try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)) { error in
            XCTAssertTrue("\(error)".contains("symbolic link"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
    }

    func testAResultWithoutARenderingIsRefused() throws {
        let r = ReportFixture.result("Broken", status: .error)
        let (report, refs) = try setUpFolders(r)
        XCTAssertThrowsError(try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)) { error in
            XCTAssertTrue("\(error)".contains("no rendering to accept"), "\(error)")
        }
    }
}

final class MergeTests: XCTestCase {
    let all: [CheckResult] = [("A", CheckResult.Status.changed), ("B", .passed), ("C", .added), ("D", .error), ("E", .passed)]
        .map { ReportFixture.result($0.0, status: $0.1) }

    func testShardsMergeToTheWholeRun() throws {
        // Shard 1/2 holds A, C, E; 2/2 holds B, D (any split), each in its own order.
        let one = ReportFixture.results([all[4], all[0], all[2]], shard: "1/2")
        let two = ReportFixture.results([all[3], all[1]], shard: "2/2")
        let merged = try ReportMerge.merge([("s2", two), ("s1", one)])
        // In report order, as one run writes them: changed A, added C, error D, then passed B, E.
        XCTAssertEqual(merged, ReportFixture.results([all[0], all[2], all[3], all[1], all[4]]))
        XCTAssertEqual(merged.summary.total, 5)
        XCTAssertEqual(merged.run.shard, "1/1")
    }

    func testRefusesMissingDuplicateAndForeignShards() {
        let one = ReportFixture.results([all[0]], shard: "1/3"), two = ReportFixture.results([all[1]], shard: "2/3")
        XCTAssertThrowsError(try ReportMerge.merge([("a", one), ("b", two)])) { error in
            XCTAssertEqual("\(error)", "--merge-reports: shard 3/3 missing; give every shard's report folder")
        }
        XCTAssertThrowsError(try ReportMerge.merge([("a", one), ("b", one)])) { error in
            XCTAssertEqual("\(error)", "b: shard 1/3 is also a's; give each shard once")
        }
        let elsewhere = ReportFixture.results([all[1]], shard: "2/2", root: "/other")
        XCTAssertThrowsError(try ReportMerge.merge([("a", ReportFixture.results([all[0]], shard: "1/2")), ("b", elsewhere)]))
        let overlapping = ReportFixture.results([all[0]], shard: "2/2")
        XCTAssertThrowsError(try ReportMerge.merge([("a", ReportFixture.results([all[0]], shard: "1/2")), ("b", overlapping)])) { error in
            XCTAssertTrue("\(error)".contains("is also in a"), "\(error)")
        }
        XCTAssertThrowsError(try ReportMerge.merge([("a", ReportFixture.results([all[0]], shard: "3/2"))])) { error in
            XCTAssertEqual("\(error)", "a: run.shard '3/2' is not I/N with 1 <= I <= N")
        }
    }

    func testMergingFoldersCopiesTheirFilesAndWritesTheReport() throws {
        let base = try ReportFixture.temporaryDirectory()
        var a = ReportFixture.result("A", status: .changed)
        a.images = .init(before: "images/A.before.png", after: "images/A.after.png", diff: "images/A.diff.png")
        let b = ReportFixture.result("B", status: .added)
        let png = try ReportFixture.png(width: 4, height: 4, rgb: 0x00FF00)
        for (dir, r, shard) in [("s1", a, "1/2"), ("s2", b, "2/2")] {
            let folder = base.appendingPathComponent(dir)
            for path in r.actual!.all + r.images.all { try ReportFixture.write(png, folder.appendingPathComponent(path)) }
            try ReportFiles.writeResults(ReportFixture.results([r], shard: shard), in: folder)
        }
        let out = base.appendingPathComponent("merged")
        try ReportMerge.merge(directories: [base.appendingPathComponent("s1"), base.appendingPathComponent("s2")], into: out)
        let merged = try ReportFiles.readResults(in: out)
        XCTAssertEqual(merged.results.map(\.name), ["A", "B"])
        for path in a.images.all + b.actual!.all { XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), path) }
        for name in ["index.html", "summary.md", "junit.xml"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), name)
        }
    }
}

final class ReviewSessionTests: XCTestCase {
    func makeSession() throws -> (ReviewSession, URL, CheckResult) {
        let base = try ReportFixture.temporaryDirectory()
        let report = base.appendingPathComponent("report")
        var r = ReportFixture.result("Feed", status: .changed)
        r.images = .init(before: "images/b.png", after: "images/a.png", diff: nil)
        for path in r.actual!.all + r.images.all { try ReportFixture.write(Data("x".utf8), report.appendingPathComponent(path)) }
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        var results = ReportFixture.results([r])
        results.run.references = base.appendingPathComponent("refs").path
        try ReportFiles.writeResults(results, in: report)
        return (try ReviewSession(reportDirectory: report), base, r)
    }

    func get(_ s: ReviewSession, _ target: String, host: String = "127.0.0.1:8080") -> ReviewSession.Reply {
        s.handle(method: "GET", target: target, host: host, origin: nil, contentType: nil, body: Data())
    }

    func testServesThePageInReviewModeAndReportFiles() throws {
        let (s, _, r) = try makeSession()
        let page = get(s, "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(String(decoding: page.body, as: UTF8.self).contains(HTMLReport.reviewModeMarker))
        XCTAssertEqual(get(s, "/" + r.images.after!).status, 200)
        XCTAssertEqual(get(s, "/" + r.images.after!).contentType, "image/png")
        XCTAssertEqual(get(s, "/images/missing.png").status, 404)
        XCTAssertEqual(get(s, "/images").status, 404)  // a folder is not a file
    }

    func testRefusesPathsOutsideTheReport() throws {
        let (s, base, _) = try makeSession()
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("report/link"), withDestinationURL: base)
        for target in ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/images/..%2F..%2Fsecret.txt",
                       "/" + base.appendingPathComponent("secret.txt").path, "/link/secret.txt", "/%ZZ"] {
            let reply = get(s, target)
            XCTAssertTrue([400, 403].contains(reply.status), "\(target): \(reply.status)")
            XCTAssertFalse(String(decoding: reply.body, as: UTF8.self).contains("secret\n"), target)
        }
    }

    func testAnswersLoopbackHostsOnly() throws {
        let (s, _, _) = try makeSession()
        XCTAssertEqual(get(s, "/", host: "evil.example").status, 403)
        XCTAssertEqual(get(s, "/", host: "127.0.0.1.evil.example:80").status, 403)
        XCTAssertEqual(get(s, "/", host: "localhost:9").status, 200)
        XCTAssertEqual(get(s, "/", host: "[::1]:9").status, 200)
        XCTAssertTrue(ReviewSession.isLoopback("127.0.0.1"))
        XCTAssertTrue(ReviewSession.isLoopback("127.1.2.3"))
        for bad in ["0.0.0.0", "192.168.1.2", "::", "127.0.0.256", "127.0.0", "example.com", ""] {
            XCTAssertFalse(ReviewSession.isLoopback(bad), bad)
        }
    }

    func testAcceptWritesTheReferenceAndRejectKeepsIt() throws {
        let (s, base, r) = try makeSession()
        let body = try JSONEncoder().encode(["ids": [r.id, "no such id"]])
        let crossSite = s.handle(method: "POST", target: "/api/accept", host: "127.0.0.1:1", origin: "http://evil.example",
                                 contentType: "application/json", body: body)
        XCTAssertEqual(crossSite.status, 403)
        let form = s.handle(method: "POST", target: "/api/accept", host: "127.0.0.1:1", origin: "http://127.0.0.1:1",
                            contentType: "application/x-www-form-urlencoded", body: body)
        XCTAssertEqual(form.status, 415)
        let reference = base.appendingPathComponent("refs").appendingPathComponent(r.reference!.png)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
        let reject = s.handle(method: "POST", target: "/api/reject", host: "127.0.0.1:1", origin: "http://127.0.0.1:1",
                              contentType: "application/json", body: body)
        XCTAssertEqual(reject.status, 200)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
        let accept = s.handle(method: "POST", target: "/api/accept", host: "127.0.0.1:1", origin: "http://127.0.0.1:1",
                              contentType: "application/json", body: body)
        XCTAssertEqual(accept.status, 200)
        let answer = String(decoding: accept.body, as: UTF8.self)
        XCTAssertTrue(answer.contains("\"id\":\"no such id\",\"message\":\"no such result\",\"ok\":false"), answer)
        XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), "x")
        let state = String(decoding: get(s, "/api/state").body, as: UTF8.self)
        XCTAssertEqual(state, "{\"decisions\":{\"\(r.id)\":\"accepted\"}}")
    }

    func testReviewCommandRefusesNonLoopbackHosts() throws {
        let (_, base, _) = try makeSession()
        let run = try ReportFixture.run("layout-render", ["review", base.appendingPathComponent("report").path, "--host", "0.0.0.0"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "layout-render: error: --host 0.0.0.0: review serves on a loopback address only (127.0.0.1 or ::1), it writes references\n")
        let missing = try ReportFixture.run("layout-render", ["review", base.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no results.json here"), missing.stderr)
    }
}
