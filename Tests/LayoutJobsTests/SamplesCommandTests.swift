import XCTest

/// The DSL samples have no spec file; the command line treats them like the others.
final class DSLSampleCommandTests: XCTestCase {
    func testSamplesListsTheDSLSamples() throws {
        let out = try BinaryRunner.run(["samples"])
        XCTAssertEqual(out.status, 0, out.stderr)
        for name in ["dsl-grid-2plus1", "dsl-nested-orthogonal", "dsl-mosaic", "grid-2plus1"] {
            XCTAssertTrue(out.stdout.contains(name), "\(name) missing from: \(out.stdout)")
        }
    }

    func testFramesOfTheDSLMosaicByName() throws {
        // TiledSection on iPhone X: s = (375 − 16)/3 = 119.666…, b = 2s + 8; a TiledGroup is
        // 2(b + 8 + s) + 8 = 758 high; section 0 holds two (8 apart) → 1524, section 1 starts at 1532,
        // so the content is 1532 + 758 = 2290 high; the resting offset is −44 (iPhone X's top safe area).
        let out = try BinaryRunner.run(["frames", "dsl-mosaic"])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains("\"contentSize\": {\"width\": 375, \"height\": 2290}"), String(out.stdout.prefix(200)))
        XCTAssertTrue(out.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": -44}"))
    }
}

final class ScreenFlagTests: XCTestCase {
    func testScreenDrawsOneScreenOfAFullContentSample() throws {
        // app-store asks for the whole page on iPad Pro 12.9 (1024 × 1366 pt); --screen --scale 1 gives one
        // screen, 1024 × 1366 px; without it the PNG is as tall as the content.
        let dir = try BinaryRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("screen.png")
        let r = try BinaryRunner.run(["render", "app-store", "-o", out.path, "--screen", "--scale", "1", "--offset", "3000"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try Data(contentsOf: out)
        func be32(_ at: Int) -> Int { d[at...at + 3].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(16), 1024)
        XCTAssertEqual(be32(20), 1366)
        let bad = try BinaryRunner.run(["render", "app-store", "-o", out.path, "--screen", "--full-content"])
        XCTAssertEqual(bad.status, 2)
    }
}
