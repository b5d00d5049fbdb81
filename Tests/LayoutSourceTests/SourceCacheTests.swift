import Foundation
@testable import LayoutSource
import LayoutSystem
import XCTest

/// The input cache (docs/swift-sources.md, "Cache"): a second run over the same files by the same tool parses
/// nothing and runs nothing; any change to an input file, the tool or the request misses.
final class SourceCacheTests: XCTestCase {
    private var directory: URL!
    private var cache: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Programs compile into the shared test cache; the input cache lives beside them. A private directory
        // per test keeps "first run" honest: nothing is cached for these files yet.
        cache = directory.appendingPathComponent("cache").path
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// A list whose rows are `height` tall, one taller in views wider than 400 pt (so the answer, a spec for one
    /// environment, depends on the request).
    private func listSource(height: Int) -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let h: CGFloat = environment.container.contentSize.width > 400 ? \(height + 1) : \(height)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """
    }

    private func request(width: Int) -> String {
        // The program reads what it needs; the rest of a request is what the CLI sends.
        """
        {"defaultDevice":"iPhoneX","format":"json","layout":"createLayout",\
        "view":{"width":\(width),"height":600,"itemCounts":[2]}}
        """
    }

    private func evaluate(_ path: String, width: Int = 320) throws -> (answer: String, cached: Bool) {
        let catalog = try SwiftLayoutCatalog(paths: [path], cacheDirectory: cache)
        let layout = try catalog.select(nil)
        return (try catalog.evaluate(layout, requestJSON: request(width: width)), catalog.isCached)
    }

    func testASecondRunOfTheSameFilesParsesNothingAndAnswersTheSame() throws {
        let file = directory.appendingPathComponent("List.swift").path
        try listSource(height: 60).write(toFile: file, atomically: true, encoding: .utf8)
        let first = try evaluate(file)
        XCTAssertFalse(first.cached)
        let second = try evaluate(file)
        XCTAssertTrue(second.cached, "the second run takes the layouts from the input cache")
        XCTAssertEqual(second.answer, first.answer)
        XCTAssertTrue(first.answer.contains("\"absolute\": 60"), first.answer)
    }

    func testChangingOneByteOfAnInputFileMisses() throws {
        let file = directory.appendingPathComponent("List.swift").path
        try listSource(height: 60).write(toFile: file, atomically: true, encoding: .utf8)
        _ = try evaluate(file)
        // Same path, same length, one digit different.
        try listSource(height: 70).write(toFile: file, atomically: true, encoding: .utf8)
        let changed = try evaluate(file)
        XCTAssertFalse(changed.cached)
        XCTAssertTrue(changed.answer.contains("\"absolute\": 70") && !changed.answer.contains("\"absolute\": 60"),
                      changed.answer)
    }

    func testAnotherRequestRunsTheProgramAgain() throws {
        let file = directory.appendingPathComponent("List.swift").path
        try listSource(height: 60).write(toFile: file, atomically: true, encoding: .utf8)
        let narrow = try evaluate(file, width: 320)
        let wide = try evaluate(file, width: 500)
        XCTAssertTrue(wide.cached)
        XCTAssertTrue(wide.answer.contains("\"absolute\": 61"), "an answer is kept per request, not per file: \(wide.answer)")
        XCTAssertEqual(try evaluate(file, width: 320).answer, narrow.answer)
    }

    /// An answer is kept per sandbox mechanism: what a program answered unconfined (`--sandbox off`), which could
    /// hold what it read outside any sandbox's view, is never served to a contained run of the same files.
    func testAnAnswerOfAnUnconfinedRunIsNeverServedToAContainedRun() throws {
        guard (try? SandboxMechanisms.select(.auto)) != nil else { throw XCTSkip("no sandbox mechanism on this machine") }
        // Outside /tmp and HOME, as a CI checkout's secrets are: readable unconfined, outside every sandbox's view.
        let secret = "/var/tmp/layout-render-cache-secret-\(UUID().uuidString)"
        try "token".write(toFile: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let file = directory.appendingPathComponent("Reads.swift").path
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, _ in
                let h: CGFloat = FileManager.default.fileExists(atPath: "\(secret)") ? 100 : 44
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        setenv("LAYOUT_RENDER_SANDBOX", "off", 1)
        let unconfined = try evaluate(file)
        unsetenv("LAYOUT_RENDER_SANDBOX")
        XCTAssertTrue(unconfined.answer.contains("\"absolute\": 100"), "unconfined, the program sees the file: \(unconfined.answer)")
        let contained = try evaluate(file)
        XCTAssertTrue(contained.cached, "the files' manifest and program are reused")
        XCTAssertTrue(contained.answer.contains("\"absolute\": 44") && !contained.answer.contains("\"absolute\": 100"),
                      "a contained run runs the program again, in its view: \(contained.answer)")
    }

    func testAnotherCompilerAtTheSamePathMisses() throws {
        let file = directory.appendingPathComponent("List.swift").path
        try listSource(height: 60).write(toFile: file, atomically: true, encoding: .utf8)
        let real = try Toolchain.locate()
        // A compiler that is a script calling the real one: replaced in place, it is another compiler.
        let swiftc = directory.appendingPathComponent("swiftc").path
        func install(_ version: String) throws {
            try "#!/bin/sh\n# \(version)\nexec \(real.swiftc) \"$@\"\n".write(toFile: swiftc, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc)
        }
        try install("6.3.1")
        // The script calls a compiler outside the toolchain folder it stands in, which the sandbox's view (built
        // from the toolchain's folder) rightly does not hold: this test of cache keys runs its code unconfined.
        setenv("LAYOUT_RENDER_SANDBOX", "off", 1)
        defer { unsetenv("LAYOUT_RENDER_SANDBOX") }
        let tools = Toolchain(swiftc: swiftc, buildDirectory: real.buildDirectory)
        let catalog = try SwiftLayoutCatalog(paths: [file], toolchain: tools, cacheDirectory: cache)
        _ = try catalog.evaluate(try catalog.select(nil), requestJSON: request(width: 320))
        XCTAssertTrue(try SwiftLayoutCatalog(paths: [file], toolchain: tools, cacheDirectory: cache).isCached)
        try install("6.3.2 (an upgrade)")
        XCTAssertFalse(try SwiftLayoutCatalog(paths: [file], toolchain: tools, cacheDirectory: cache).isCached)
    }

    func testTheFingerprintFollowsTheRuntimesContentNotItsDate() throws {
        // A runtime directory as `make install` leaves it; the library is not ELF here, so its SHA-256 counts.
        let build = directory.appendingPathComponent("runtime").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: build + "/Modules", withIntermediateDirectories: true)
        let library = build + "/libLayoutRuntime.so"
        fm.createFile(atPath: library, contents: Data("one".utf8))
        let tools = Toolchain(swiftc: "/usr/bin/true", buildDirectory: build)
        let before = tools.fingerprint()
        // Touched: the same bytes with a new date are the same runtime.
        try fm.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: library)
        XCTAssertEqual(tools.fingerprint(), before)
        fm.createFile(atPath: library, contents: Data("two".utf8))
        XCTAssertNotEqual(tools.fingerprint(), before, "a rebuilt runtime is another runtime")
    }

    func testTheBuildIDOfAnELFFileIsReadFromItsHeaders() throws {
        // The real runtime beside the tests carries the build ID its linker computed (readelf -n shows the same).
        let tools = try Toolchain.locate()
        let id = try XCTUnwrap(ContentIdentity.buildID(tools.runtimeLibraryPath))
        XCTAssertTrue(id.count >= 32 && id.allSatisfy(\.isHexDigit), id)
        XCTAssertNil(ContentIdentity.buildID("/etc/hostname"))
    }
}
