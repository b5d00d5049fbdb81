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
            for (i, path) in actual.all.enumerated() { try ReportFixture.write(try ReportFixture.rendering(path, seed: 100 + i), report.appendingPathComponent(path)) }
        }
        if let reference = result.reference {
            for (i, path) in reference.all.enumerated() { try ReportFixture.write(try ReportFixture.rendering(path, seed: i), refs.appendingPathComponent(path)) }
        }
        return (report, refs)
    }

    func testChangedCopiesEachActualFileOntoItsReference() throws {
        let r = ReportFixture.result("Feed", status: .changed)
        let (report, refs) = try setUpFolders(r)
        let outcome = try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)
        XCTAssertEqual(outcome.written, r.reference!.all.sorted())
        // The PNG and the frames are the rendering's; the layout's metadata is rewritten to list its variants.
        XCTAssertEqual(try Data(contentsOf: refs.appendingPathComponent(r.reference!.png)), try ReportFixture.rendering(".png", seed: 100))
        XCTAssertEqual(try Data(contentsOf: refs.appendingPathComponent(r.reference!.frames!)), try ReportFixture.rendering(".frames.json", seed: 101))
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
        for path in r.actual!.all { try ReportFixture.write(try ReportFixture.rendering(path, seed: 7), report.appendingPathComponent(path)) }
        try ReportAcceptance.accept(r, reportDirectory: report, referencesRoot: refs)
        XCTAssertEqual(try Data(contentsOf: refs.appendingPathComponent(r.reference!.png)), try ReportFixture.rendering(".png", seed: 7))
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
            XCTAssertTrue("\(error)".contains("not named as check names them"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: refs.appendingPathComponent(r.reference!.png)), try ReportFixture.rendering(".png", seed: 0))
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
            XCTAssertEqual("\(error)", "merge-reports: shard 3/3 missing; give every shard's report folder")
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
        for path in r.actual!.all + r.images.all { try ReportFixture.write(try ReportFixture.rendering(path, seed: 3), report.appendingPathComponent(path)) }
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        var results = ReportFixture.results([r], root: base.path)
        results.run.references = base.appendingPathComponent("refs").path
        try ReportFiles.writeResults(results, in: report)
        return (try ReviewSession(reportDirectory: report, repository: base, references: base.appendingPathComponent("refs")), base, r)
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
        XCTAssertEqual(get(s, "/images").status, 403)  // neither a picture nor JSON
    }

    func testRefusesPathsOutsideTheReport() throws {
        let (s, base, _) = try makeSession()
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("report/link"), withDestinationURL: base)
        try Data("secret\n".utf8).write(to: base.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("report/images/linked.png"),
                                                   withDestinationURL: base.appendingPathComponent("secret.png"))
        for target in ["/../secret.png", "/%2e%2e/secret.png", "/%2E%2E%2Fsecret.png", "/images/..%2F..%2Fsecret.png",
                       "/" + base.appendingPathComponent("secret.png").path, "/link/secret.png", "/images/linked.png", "/%ZZ"] {
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
        XCTAssertEqual(try Data(contentsOf: reference), try ReportFixture.rendering(".png", seed: 3))
        let state = String(decoding: get(s, "/api/state").body, as: UTF8.self)
        XCTAssertEqual(state, "{\"decisions\":{\"\(r.id)\":\"accepted\"}}")
    }

    func testServesOnlyPicturesAndJSONEachWithAPolicy() throws {
        let (s, base, r) = try makeSession()
        let page = get(s, "/")
        XCTAssertTrue(page.contentSecurityPolicy.hasPrefix("default-src 'none'; script-src 'nonce-"), page.contentSecurityPolicy)
        XCTAssertFalse(page.contentSecurityPolicy.contains("unsafe-inline"))
        // The page's own style and script carry the nonce of the policy; nothing else may run.
        let nonce = try XCTUnwrap(page.contentSecurityPolicy.components(separatedBy: "'nonce-").dropFirst().first?.prefix { $0 != "'" })
        let html = String(decoding: page.body, as: UTF8.self)
        XCTAssertTrue(html.contains("<script nonce=\"\(nonce)\">"), html.prefix(300).description)
        XCTAssertTrue(html.contains("<style nonce=\"\(nonce)\">"))
        let picture = get(s, "/" + r.images.after!)
        XCTAssertEqual(picture.status, 200)
        XCTAssertEqual(picture.contentSecurityPolicy, "default-src 'none'; sandbox")
        XCTAssertEqual(get(s, "/results.json").contentType, "application/json")
        for name in ["evil.html", "evil.svg", "evil.xml", "notes.md", "run.js"] {
            try Data("<script>fetch('/api/accept')</script>".utf8).write(to: base.appendingPathComponent("report/" + name))
            XCTAssertEqual(get(s, "/" + name).status, 403, name)
        }
    }

    /// A report written elsewhere (downloaded): its `run` may name any root or reference folder.
    func forged(_ edit: (inout CheckResults, URL) -> Void) throws -> (report: URL, base: URL) {
        let base = try ReportFixture.temporaryDirectory()
        let report = base.appendingPathComponent("report")
        let r = ReportFixture.result("Feed", status: .changed)
        for path in r.actual!.all { try ReportFixture.write(try ReportFixture.rendering(path, seed: 3), report.appendingPathComponent(path)) }
        var results = ReportFixture.results([r], root: base.path)
        results.run.references = base.appendingPathComponent("__LayoutSnapshots__").path
        edit(&results, base)
        try ReportFiles.writeResults(results, in: report)
        return (report, base)
    }

    func testAReportOfAnotherRootOrReferenceFolderIsRefused() throws {
        func session(_ f: (report: URL, base: URL)) throws -> ReviewSession {
            try ReviewSession(reportDirectory: f.report, repository: f.base,
                              references: f.base.appendingPathComponent("__LayoutSnapshots__"))
        }
        XCTAssertNoThrow(try session(try forged { _, _ in }))
        XCTAssertThrowsError(try session(try forged { r, _ in r.run.root = "/home/victim" })) { error in
            XCTAssertTrue("\(error)".contains("the report is of /home/victim, not of this folder"), "\(error)")
        }
        let home = try ReportFixture.temporaryDirectory()
        XCTAssertThrowsError(try session(try forged { r, _ in r.run.references = home.path })) { error in
            XCTAssertTrue("\(error)".contains("review accepts only into the folder's own reference folder"), "\(error)")
        }
        // The folder's own reference folder, but a link out of the repository.
        let f = try forged { _, _ in }
        try FileManager.default.createSymbolicLink(at: f.base.appendingPathComponent("__LayoutSnapshots__"), withDestinationURL: home)
        XCTAssertThrowsError(try session(f)) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.path), [])
    }

    func testAcceptWritesOnlyReferenceNamesAndToolBytes() throws {
        let accept = { (s: ReviewSession, id: String) -> String in
            let reply = s.handle(method: "POST", target: "/api/accept", host: "127.0.0.1:1", origin: "http://127.0.0.1:1",
                                 contentType: "application/json", body: try! JSONEncoder().encode(["ids": [id]]))
            return String(decoding: reply.body, as: UTF8.self)
        }
        func session(_ f: (report: URL, base: URL)) throws -> ReviewSession {
            try ReviewSession(reportDirectory: f.report, repository: f.base,
                              references: f.base.appendingPathComponent("__LayoutSnapshots__"))
        }
        // A reference name that is no reference name of the result (a dotfile in the folder).
        var f = try forged { r, _ in r.results[0].reference!.png = "App/.bashrc" }
        var answer = accept(try session(f), "App/Feed.swift/Feed.iPhone13.portrait.light.ltr")
        XCTAssertTrue(answer.contains("not named as check names them"), answer)
        XCTAssertFalse(FileManager.default.fileExists(atPath: f.base.path + "/__LayoutSnapshots__/App/.bashrc"))
        // Bytes that are no PNG.
        f = try forged { _, _ in }
        let r = ReportFixture.result("Feed", status: .changed)
        try Data("#!/bin/sh\nrm -rf ~\n".utf8).write(to: f.report.appendingPathComponent(r.actual!.png))
        answer = accept(try session(f), r.id)
        XCTAssertTrue(answer.contains("not a PNG picture"), answer)
        XCTAssertFalse(FileManager.default.fileExists(atPath: f.base.path + "/__LayoutSnapshots__/" + r.reference!.png))
        // A frames file that is not one.
        f = try forged { _, _ in }
        try Data("{\"x\": 1}".utf8).write(to: f.report.appendingPathComponent(r.actual!.frames!))
        answer = accept(try session(f), r.id)
        XCTAssertTrue(answer.contains("not a frames file"), answer)
        // A rendering that is a link to a file outside (its bytes a valid PNG): never followed.
        f = try forged { _, _ in }
        let outsidePNG = f.base.appendingPathComponent("outside.png")
        try FileManager.default.moveItem(at: f.report.appendingPathComponent(r.actual!.png), to: outsidePNG)
        try FileManager.default.createSymbolicLink(at: f.report.appendingPathComponent(r.actual!.png), withDestinationURL: outsidePNG)
        answer = accept(try session(f), r.id)
        XCTAssertTrue(answer.contains("missing or not a regular file"), answer)
        XCTAssertFalse(FileManager.default.fileExists(atPath: f.base.path + "/__LayoutSnapshots__/" + r.reference!.png))
        // The honest report: written.
        f = try forged { _, _ in }
        answer = accept(try session(f), r.id)
        XCTAssertTrue(answer.contains("\"ok\":true"), answer)
        var info = stat()
        XCTAssertEqual(lstat(f.base.path + "/__LayoutSnapshots__/" + r.reference!.png, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG)
    }

    func testReviewProgramRefusesAReportOfAnotherFolder() throws {
        let f = try forged { r, _ in r.run.root = "/home/victim"; r.run.references = "/home/victim/.config" }
        let run = try ReportFixture.run("layout-render-review", [f.report.path, "--port", "0"], cwd: f.base)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("the report is of /home/victim, not of this folder"), run.stderr)
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
