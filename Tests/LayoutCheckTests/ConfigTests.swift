import LayoutRender
import XCTest
import LayoutDiff
import LayoutSpec
import LayoutReport
@testable import LayoutCheck
import LayoutSystem

final class ConfigTests: XCTestCase {
    func testDefaultsAreOnePhonePortraitLightLeftToRight() throws {
        let c = try CheckConfig.parse("", file: "layout-render.yml")
        XCTAssertEqual(c.resolved(name: "A.b", file: "A.swift").variants.map(\.id), ["iPhone13.portrait.light.ltr"])
        XCTAssertEqual(c.references, "__LayoutSnapshots__")
    }

    func testMatrixOffsetsAddSkipAndLaterEntriesWin() throws {
        let c = try CheckConfig.parse("""
        variants:
          devices: [iphone13, 375x667]
          orientations: [portrait, landscape]
          directions: [ltr, rtl]
        threshold: 0.2
        layouts:
          "Feed*":
            offsets: [600]
            skip: ["*.landscape.*"]
            threshold: 0.3
          FeedViewController.createLayout:
            add: [{device: iPadPro11, theme: dark}]
            tolerance: "0.5%"
          "Sources/Legacy.swift/*":
            ignore: true
        """, file: "c.yml")
        let feed = c.resolved(name: "FeedViewController.createLayout", file: "Sources/Feed.swift")
        // 2 devices × 2 directions upright (landscape skipped) = 4, each also at offset 600 = 8, plus the iPad.
        XCTAssertEqual(feed.variants.map(\.id), [
            "iPhone13.portrait.light.ltr", "iPhone13.portrait.light.rtl", "375x667.portrait.light.ltr",
            "375x667.portrait.light.rtl", "iPhone13.portrait.light.ltr.offset600", "iPhone13.portrait.light.rtl.offset600",
            "375x667.portrait.light.ltr.offset600", "375x667.portrait.light.rtl.offset600", "iPadPro11.portrait.dark.ltr"])
        XCTAssertEqual(feed.threshold, 0.3)
        XCTAssertEqual(feed.tolerance, .percent(0.5))
        let other = c.resolved(name: "Inbox.make", file: "Sources/Inbox.swift")
        XCTAssertEqual(other.variants.count, 8)   // 2 × 2 × 2
        XCTAssertEqual(other.threshold, 0.2)
        XCTAssertEqual(other.tolerance, .exact)
        XCTAssertTrue(c.resolved(name: "Old.layout", file: "Sources/Legacy.swift").ignore)
        // A landscape iPhone 13 is 844 × 390.
        XCTAssertEqual(Variant(device: "iPhone13", orientation: .landscape, theme: .light, direction: .ltr).viewSize,
                       CGSize(width: 844, height: 390))
    }

    func testIncludeAndExcludeNameFilesOrFolders() throws {
        let c = try CheckConfig.parse("include: [\"Sources/**\"]\nexclude: [Sources/Legacy, \"**/*Tests.swift\"]\n", file: "c.yml")
        XCTAssertTrue(c.takes("Sources/Feed/Feed.swift"))
        XCTAssertFalse(c.takes("Sources/Legacy/Old.swift"))
        XCTAssertFalse(c.takes("Sources/Feed/FeedTests.swift"))
        XCTAssertFalse(c.takes("Tools/Gen.swift"))
    }

    func testMistakesNameTheirPlace() {
        func message(_ text: String) -> String {
            do { _ = try CheckConfig.parse(text, file: "c.yml"); return "" } catch { return "\(error)" }
        }
        XCTAssertEqual(message("referencs: x\n"), "c.yml:1:1: referencs: unknown key 'referencs' (did you mean 'references'?)")
        XCTAssertEqual(message("threshold: 2\n"), "c.yml:1:12: threshold: threshold 2 is not between 0 and 1 (default 0.1)")
        XCTAssertEqual(message("references: ../elsewhere\n"),
                       "c.yml:1:13: references: the reference folder is a path inside the checked root (no '..'), e.g. __LayoutSnapshots__")
        XCTAssertEqual(message("layouts:\n  A:\n    sectionKinds: [a, b]\n    items: [1]\n"),
                       "c.yml:4:12: layouts.A.items: items gives 1 sections but sectionKinds names 2")
        XCTAssertEqual(message("tolerance: lots\n"),
                       "c.yml:1:12: tolerance: expected a number of pixels (e.g. 10) or a percentage of pixels (e.g. \"0.5%\"), found the text 'lots'")
        XCTAssertEqual(message("layouts:\n  \"A[\":\n    ignore: true\n"),
                       "c.yml:3:5: layouts.A[: bad pattern: '[' opens a character set that no ']' closes")
        XCTAssertEqual(message("variants:\n  devices: []\n"),
                       "c.yml:2:12: variants.devices: an empty list gives no variants; leave the key out for the default")
    }
}

final class GlobTests: XCTestCase {
    func testStarStaysInAComponentGlobstarCrossesThem() throws {
        let g = try Glob("Sources/**/*.swift")
        XCTAssertTrue(g.matches("Sources/A.swift"))
        XCTAssertTrue(g.matches("Sources/a/b/A.swift"))
        XCTAssertFalse(g.matches("Tests/A.swift"))
        XCTAssertFalse(g.matches("Sources/A.swiftx"))
        XCTAssertTrue(try Glob("Feed*").matches("FeedViewController.createLayout"))
        XCTAssertFalse(try Glob("*.swift").matches("a/b.swift"))
        XCTAssertTrue(try Glob("grid0[0-2]?").matches("grid01x"))
        XCTAssertFalse(try Glob("grid0[!0-2]").matches("grid01"))
        XCTAssertTrue(try Glob("**").matches("any/thing"))
        XCTAssertThrowsError(try Glob("a**"))
        XCTAssertThrowsError(try Glob("[z-a]"))
    }

    /// Memoised: a pathological pattern on a long name answers at once.
    func testNoExponentialBacktracking() throws {
        let g = try Glob(String(repeating: "*a", count: 30) + "b")
        XCTAssertFalse(g.matches(String(repeating: "a", count: 200)))
    }
}

final class ShardAndIdTests: XCTestCase {
    func testShardsPartitionTheIds() throws {
        let ids = (0..<500).map { "Sources/F\($0 % 7).swift/L\($0).iPhone13.portrait.light.ltr" }
        let shards = (1...4).map { Shard(index: $0, count: 4) }
        for id in ids { XCTAssertEqual(shards.filter { $0.takes(id) }.count, 1, id) }
        // Roughly even: each of 4 shards has between 15% and 35% of 500.
        for s in shards { XCTAssertTrue((75...175).contains(ids.filter(s.takes).count), "\(s)") }
        // Stable across runs and versions: FNV-1a 64 of the id (published vector: "a" → 0xaf63dc4c8601ec8c, which is
        // 0 mod 4, 1 mod 5 and 5 mod 7), so shard I takes remainder I − 1.
        XCTAssertTrue(Shard(index: 1, count: 4).takes("a"))
        XCTAssertTrue(Shard(index: 2, count: 5).takes("a"))
        XCTAssertTrue(Shard(index: 6, count: 7).takes("a"))
        XCTAssertThrowsError(try Shard(parsing: "3/2"))
        XCTAssertThrowsError(try Shard(parsing: "0/2"))
        XCTAssertEqual(try Shard(parsing: "2/3"), Shard(index: 2, count: 3))
    }

    func testSnapshotIdsParseBack() throws {
        let p = try XCTUnwrap(ReferenceFolder.parse(id: "Sources/A.swift/Feed.make.iPhone13.landscape.dark.rtl.offset-44.5"))
        XCTAssertEqual(p.file, "Sources/A.swift")
        XCTAssertEqual(p.layout, "Feed.make")
        XCTAssertEqual(p.variant, Variant(device: "iPhone13", orientation: .landscape, theme: .dark, direction: .rtl, offset: -44.5))
        XCTAssertEqual(p.variant.id, "iPhone13.landscape.dark.rtl.offset-44.5")
        XCTAssertNil(ReferenceFolder.parse(id: "Sources/A.swift/notes"))
    }
}

final class AcceptTests: XCTestCase {
    /// Accept copies the actual files onto the reference paths and merges the layout's metadata; a missing actual
    /// file refuses the whole batch before anything changes.
    func testAcceptIsAllOrNothing() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-accept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let report = base.appendingPathComponent("report"), refs = ReferenceFolder(base.appendingPathComponent("refs"))
        func result(_ layout: String, _ status: CheckResult.Status) throws -> CheckResult {
            let v = Variant.default
            let id = "A.swift/\(layout).\(v.id)"
            let actual = CheckResult.Files(png: "actual/\(id).png", frames: "actual/\(id).frames.json", meta: "actual/A.swift/\(layout).meta.json")
            try FileManager.default.createDirectory(at: report.appendingPathComponent("actual/A.swift"), withIntermediateDirectories: true)
            // What check writes (accept takes no other bytes): a PNG, and a frames file.
            try png(layout).write(to: report.appendingPathComponent(actual.png))
            try Data("{\"contentSize\": {\"width\": 1, \"height\": \(layout.utf8.first!)}, \"elements\": []}\n".utf8)
                .write(to: report.appendingPathComponent(actual.frames!))
            return CheckResult(id: id, name: layout, file: "A.swift", line: 3, variant: v.id, variantInfo: .init(v),
                               status: status, actual: actual)
        }
        func png(_ layout: String) throws -> Data {
            try RasterImage(width: 1, height: 1, premultipliedARGB: [0xFF00_0000 | UInt32(layout.utf8.first!)]).pngData()
        }
        let a = try result("a", .added), b = try result("b", .changed)
        var missing = try result("c", .added)
        missing.actual!.png = "actual/none.png"
        XCTAssertThrowsError(try refs.accept([a, b, missing], from: report))
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs.url.path))
        let done = try refs.accept([a, b], from: report)
        XCTAssertEqual(done.written, ["A.swift/a.iPhone13.portrait.light.ltr.frames.json", "A.swift/a.iPhone13.portrait.light.ltr.png",
                                      "A.swift/a.meta.json", "A.swift/b.iPhone13.portrait.light.ltr.frames.json",
                                      "A.swift/b.iPhone13.portrait.light.ltr.png", "A.swift/b.meta.json"])
        XCTAssertEqual(FileManager.default.contents(atPath: refs.path("A.swift/b.iPhone13.portrait.light.ltr.png")), try png("b"))
        let meta = try XCTUnwrap(FileManager.default.contents(atPath: refs.path("A.swift/a.meta.json")).flatMap(ReferenceFolder.Metadata.decode))
        XCTAssertEqual(meta.variants, ["iPhone13.portrait.light.ltr"])
        // Removing the only variant deletes its files, its metadata and the emptied folder... of that layout only.
        var gone = a
        gone.status = .removed
        let removed = try refs.accept([gone], from: report)
        XCTAssertEqual(removed.deleted, ["A.swift/a.iPhone13.portrait.light.ltr.frames.json", "A.swift/a.iPhone13.portrait.light.ltr.png",
                                         "A.swift/a.meta.json"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs.path("A.swift/b.meta.json")))
        // An error result without a rendering (the layout could not be evaluated) has nothing to accept.
        var error = b
        error.status = .error
        error.actual = nil
        XCTAssertThrowsError(try refs.accept([error], from: report))
        // Staging folders never stay beside the references.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted(), ["refs", "report"])
    }
}
